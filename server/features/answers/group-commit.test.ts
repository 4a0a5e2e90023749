import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { answers, questions } from "../../db/schema/content";
import { answerRevisions } from "../../db/schema/revisions";
import { notifications } from "../../db/schema/messaging";
import { users } from "../../db/schema/users";
import { reports, siteSettings } from "../../db/schema/admin";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";
import { createEventBus } from "../../services/event-bus";
import { createModeration } from "../../content/moderation";
import { createNotifier } from "../../services/notifier";
import { createSettingsStore } from "../../services/site-settings";
import { answerPoster } from "./answer-posting";

// Answers posted at the same moment are written as one group (docs/decisions/035-group-commit.md):
// each is still judged, written, counted and told of on its own, and one bad answer fails alone.
describeApi("posting answers as a group commit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const post = (cookie: string, questionId: number, content: string) =>
    as(ctx.app, cookie, { method: "POST", url: `/api/questions/${questionId}/answers`, payload: { content } });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("judges each answer of a simultaneous group on its own, and writes, counts and notifies the good ones", async () => {
    const asker = await registerMember(ctx.app, { firstName: "Asker" });
    const follower = await registerMember(ctx.app, { firstName: "Follower" });
    const members = await Promise.all([0, 1, 2].map(() => registerMember(ctx.app)));
    const open = await askQuestion(ctx.app, asker.cookie, { title: "Why do tides come twice a day?" });
    const closed = await askQuestion(ctx.app, asker.cookie, { title: "Is this question closed now?" });
    const held = await askQuestion(ctx.app, asker.cookie, { title: "Is this question held for review?" });
    expect((await as(ctx.app, follower.cookie, { method: "POST", url: `/api/questions/${open.id}/follow` })).statusCode).toBe(200);
    await ctx.database.db.update(questions).set({ closedReason: "duplicate", closedAt: new Date() }).where(eq(questions.id, closed.id));
    await ctx.database.db.update(questions).set({ status: "held" }).where(eq(questions.id, held.id));

    // A visitor's cached page of answers, kept before the group is posted.
    const visitorAnswers = async () => (await ctx.app.inject({ method: "GET", url: `/api/questions/${open.id}/answers` })).json().items.length;
    expect(await visitorAnswers()).toBe(0);
    expect(await visitorAnswers()).toBe(0);

    const writers = [...members, follower];
    const responses = await Promise.all([
      ...writers.map((m, i) => post(m.cookie, open.id, `<p>Answer ${i} about the moon</p>`)),
      ...members.map((m, i) => post(m.cookie, open.id, `<p>Second answer ${i}, $& and </script> kept as text</p>`)),
      post(members[0]!.cookie, closed.id, "<p>Too late</p>"),
      post(members[1]!.cookie, held.id, "<p>Cannot see it</p>"),
      post(members[2]!.cookie, open.id, "<p>   </p>"),
      post(members[2]!.cookie, 2_000_000_000, "<p>No such question</p>"),
      // The asker may answer their own held question: they see it.
      post(asker.cookie, held.id, "<p>My own addition</p>"),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 201, 403, 404, 400, 404, 201]);
    expect(responses[7]!.json().error).toBe("question_closed");
    expect(responses[9]!.json().message).toBe("Please write an answer.");
    // Each answer comes back as its own, with its own text.
    const posted = responses.filter((r) => r.statusCode === 201).map((r) => r.json());
    expect(new Set(posted.map((a) => a.id)).size).toBe(8);
    expect(posted[4].content).toBe("<p>Second answer 0, $&amp; and  kept as text</p>");

    // The group's write barrier was in hand before any answer went: the very next read shows them.
    expect(await visitorAnswers()).toBe(7);

    const onOpen = await ctx.database.db.select().from(answers).where(eq(answers.questionId, open.id));
    expect(onOpen).toHaveLength(7);
    const [counted] = await ctx.database.db.select({ n: questions.answerCount }).from(questions).where(eq(questions.id, open.id));
    expect(counted!.n).toBe(7);
    // The asker's answer on their held question is written and counted there, as one alone would be.
    const [heldCount] = await ctx.database.db.select({ n: questions.answerCount }).from(questions).where(eq(questions.id, held.id));
    expect(heldCount!.n).toBe(1);
    const revisions = await rows<{ n: number }>(sql`select count(*)::int as n from ${answerRevisions} r join ${answers} a on a.id = r.answer_id where a.question_id = ${open.id} and r.number = 1 and r.content = a.content`);
    expect(revisions[0]!.n).toBe(7);

    // Grouped: the answers posted together share transactions (fewer than one each).
    const transactions = await rows<{ n: number }>(sql`select count(distinct xmin::text)::int as n from ${answers} where question_id = ${open.id}`);
    expect(transactions[0]!.n).toBeLessThan(7);

    // The asker hears of all seven; the follower of the six not their own; no one of a held question's answer.
    const told = async (userId: string, type: string) =>
      (await ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type as "answer")))).length;
    expect(await told(asker.user.id, "answer")).toBe(7);
    expect(await told(follower.user.id, "followed_question_answer")).toBe(6);
  });

  it("writes the rest of a group when the database refuses one of its answers", async () => {
    const asker = await registerMember(ctx.app);
    const answerer = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, asker.cookie, { title: "What happens when one write is refused?" });
    // A refusal only the database knows of (as a question deleted between the read and the write would be).
    await ctx.database.db.execute(sql`
      create or replace function refuse_marked_answer() returns trigger as $$
      begin
        if new.content like '%REFUSE-ME%' then raise exception 'refused by the test'; end if;
        return new;
      end $$ language plpgsql`);
    await ctx.database.db.execute(sql`create trigger refuse_marked_answer before insert on answers for each row execute function refuse_marked_answer()`);
    try {
      const responses = await Promise.all(
        ["<p>one</p>", "<p>REFUSE-ME</p>", "<p>three</p>", "<p>four</p>"].map((content) => post(answerer.cookie, question.id, content)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([201, 500, 201, 201]);
      const written = await ctx.database.db.select({ content: answers.content }).from(answers).where(eq(answers.questionId, question.id));
      expect(written.map((a) => a.content).sort()).toEqual(["<p>four</p>", "<p>one</p>", "<p>three</p>"]);
      const [counted] = await ctx.database.db.select({ n: questions.answerCount }).from(questions).where(eq(questions.id, question.id));
      expect(counted!.n).toBe(3);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_marked_answer on answers`);
      await ctx.database.db.execute(sql`drop function refuse_marked_answer()`);
    }
  });

  it("flushes once per group, after the group's answers and notifications are committed", async () => {
    const db = ctx.database.db;
    const asker = await registerMember(ctx.app);
    const answerer = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, asker.cookie, { title: "When does the barrier run?" });
    const [member] = await db.select().from(users).where(eq(users.id, answerer.user.id));
    const events = await createEventBus({ notifications: ctx.database.notifications, log: ctx.app.log });
    // What the database holds each time the barrier is asked for.
    const seen: { answers: number; told: number }[] = [];
    const post = answerPoster({
      db,
      moderation: createModeration({ db, settings: createSettingsStore(db) }),
      notifier: createNotifier({ db, events, log: ctx.app.log }),
      flush: async () => {
        const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(answers).where(eq(answers.questionId, question.id));
        const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.questionId, question.id));
        seen.push({ answers: a!.n, told: t!.n });
      },
    });
    try {
      const results = await Promise.allSettled([1, 2, 3, 4].map((n) => post({ user: member!, questionId: question.id, content: `<p>Part ${n}</p>` })));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      // A group that wrote nothing asks for no barrier.
      await expect(post({ user: member!, questionId: 2_000_000_000, content: "<p>Nowhere</p>" })).rejects.toThrow("Question not found");
      expect(seen.length).toBeLessThan(4);
      expect(seen.at(-1)).toEqual({ answers: 4, told: 4 });
      expect(seen.reduce((sum, s, i) => sum + s.answers - (seen[i - 1]?.answers ?? 0), 0)).toBe(4);
    } finally {
      events.close();
    }
  });

  it("fails only the answer whose hold report is refused; the rest of the group, held or not, goes through", async () => {
    const db = ctx.database.db;
    const asker = await registerMember(ctx.app);
    const answerer = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, asker.cookie, { title: "What if a hold cannot be reported?" });
    const [member] = await db.select().from(users).where(eq(users.id, answerer.user.id));
    const [before] = await db.select({ moderationEnabled: siteSettings.moderationEnabled, blockedWords: siteSettings.blockedWords }).from(siteSettings);
    await db.update(siteSettings).set({ moderationEnabled: true, blockedWords: ["heldword", "refusedword"] });
    await db.execute(sql`
      create or replace function refuse_marked_report() returns trigger as $$
      begin
        if new.details like '%refusedword%' then raise exception 'report refused by the test'; end if;
        return new;
      end $$ language plpgsql`);
    await db.execute(sql`create trigger refuse_marked_report before insert on ${reports} for each row execute function refuse_marked_report()`);
    const events = await createEventBus({ notifications: ctx.database.notifications, log: ctx.app.log });
    try {
      // Its own settings store: it reads the blocked words just set.
      const post = answerPoster({ db, moderation: createModeration({ db, settings: createSettingsStore(db) }), notifier: createNotifier({ db, events, log: ctx.app.log }), flush: async () => {} });
      const results = await Promise.allSettled(
        ["<p>plain</p>", "<p>a heldword here</p>", "<p>a refusedword here</p>"].map((content) => post({ user: member!, questionId: question.id, content })),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
      expect((results[1] as PromiseFulfilledResult<{ screening: { status: string } }>).value.screening.status).toBe("held");
      expect(String((results[2] as PromiseRejectedResult).reason.cause?.message ?? (results[2] as PromiseRejectedResult).reason.message)).toContain("report refused by the test");
      const held = await db.select({ id: reports.id }).from(reports).where(and(eq(reports.targetType, "answer"), sql`${reports.details} like '%heldword%'`));
      expect(held).toHaveLength(1);
    } finally {
      events.close();
      await db.execute(sql`drop trigger refuse_marked_report on ${reports}`);
      await db.execute(sql`drop function refuse_marked_report()`);
      await db.update(siteSettings).set(before!);
    }
  });
});
