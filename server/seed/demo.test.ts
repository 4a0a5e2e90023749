import { afterAll, beforeAll, expect, it } from "vitest";
import { count, sql } from "drizzle-orm";
import { answers, questions, topics } from "../db/schema/content";
import { users } from "../db/schema/users";
import { createTestContext, describeApi, type TestContext } from "../test/app";
import { seedDemo } from "./demo";
import { DEMO_TOPIC_NAMES, DEMO_TOPICS } from "./demo-data";
import { DEFAULT_LOCALE, LOCALES } from "@shared/locales";

describeApi("demo content", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("fills an empty site once, with counters that match the rows", async () => {
    const { db } = ctx.database;
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);
    const [[t], [u], [q], [a]] = await Promise.all([
      db.select({ n: count() }).from(topics),
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(questions),
      db.select({ n: count() }).from(answers),
    ]);
    expect(t!.n).toBeGreaterThanOrEqual(12);
    expect(u!.n).toBeGreaterThanOrEqual(24);
    expect(q!.n).toBeGreaterThanOrEqual(24);
    expect(a!.n).toBeGreaterThan(q!.n);
    const mismatches = await db.execute(sql`
      select 'topic' as kind, t.id from topics t
        where t.follower_count <> (select count(*) from topic_follows f where f.topic_id = t.id)
           or t.question_count <> (select count(*) from question_topics qt where qt.topic_id = t.id)
      union all
      select 'question', q.id from questions q
        where q.answer_count <> (select count(*) from answers a where a.question_id = q.id)
           or q.upvote_count <> (select count(*) from question_votes v where v.question_id = q.id and v.value = 1)
      union all
      select 'answer', a.id from answers a
        where a.upvote_count <> (select count(*) from answer_votes v where v.answer_id = a.id and v.value = 1)
           or a.downvote_count <> (select count(*) from answer_votes v where v.answer_id = a.id and v.value = -1)
      union all
      select 'space', s.id from spaces s
        where s.member_count <> (select count(*) from space_members m where m.space_id = s.id)
           or s.post_count <> (select count(*) from questions q where q.space_id = s.id and q.status = 'published')
           or s.post_count = 0
           or exists (select 1 from questions q where q.space_id = s.id
                      and not exists (select 1 from space_members m where m.space_id = s.id and m.user_id = q.author_id))`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    // Every demo post has its original as revision 1, as posted ones do: the same text and topics.
    const withoutOriginal = await db.execute(sql`
      select 'question' as kind, q.id from questions q
        where not exists (select 1 from question_revisions r where r.question_id = q.id and r.number = 1 and r.title = q.title
          and r.content = q.content and r.editor_id = q.author_id and r.created_at = q.created_at
          and r.topic_ids = coalesce((select array_agg(qt.topic_id order by qt.topic_id) from question_topics qt where qt.question_id = q.id), '{}'))
      union all
      select 'answer', a.id from answers a
        where not exists (select 1 from answer_revisions r where r.answer_id = a.id and r.number = 1 and r.content = a.content and r.editor_id = a.author_id)`);
    expect((withoutOriginal as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("names the seeded topics in the site's default language, and has their names in every interface language", async () => {
    const names = (await ctx.app.inject({ method: "GET", url: "/api/topics" })).json() as { name: string }[] | { items: { name: string }[] };
    const list = (Array.isArray(names) ? names : names.items).map((topic) => topic.name).sort();
    expect(DEFAULT_LOCALE).toBe("en");
    expect(list).toEqual(DEMO_TOPICS.map((topic) => topic.name).sort());
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      const translated = DEMO_TOPIC_NAMES[locale as Exclude<typeof locale, "en">];
      expect(translated, locale).toHaveLength(DEMO_TOPICS.length);
      expect(new Set(translated).size, `${locale} names are distinct`).toBe(DEMO_TOPICS.length);
    }
  });

  it("serves the seeded questions newest first with their best answer, a page at a time", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/api/questions?limit=5" });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(5);
    const dates = page.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0].topAnswer.content).toContain("<p>");
    expect(page.items[0].author.firstName).toEqual(expect.any(String));
    const second = await ctx.app.inject({ method: "GET", url: `/api/questions?limit=5&cursor=${page.nextCursor}` });
    const ids = new Set([...page.items, ...second.json().items].map((item: { id: number }) => item.id));
    expect(ids.size).toBe(10);
    expect((await ctx.app.inject({ method: "GET", url: "/api/questions?cursor=garbage!" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/questions?limit=500" })).statusCode).toBe(400);
  });
});

describeApi("demo content on a site whose default language is Spanish", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("names the topics in Spanish, and the demo questions are filed under them", async () => {
    const { db } = ctx.database;
    expect(await seedDemo(db, new Date(), "es")).toBe(true);
    const rows = await db.select({ name: topics.name, questionCount: topics.questionCount }).from(topics);
    expect(rows.map((row) => row.name).sort()).toEqual([...DEMO_TOPIC_NAMES.es].sort());
    expect(rows.find((row) => row.name === "Programación")!.questionCount).toBeGreaterThan(0);
    expect(rows.every((row) => row.questionCount > 0)).toBe(true);
  });
});
