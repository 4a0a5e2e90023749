import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaderPage, TopicLeaders } from "@shared/leaders";
import { buildApp } from "../../app";
import { answers as answerRows } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, TEST_CONFIG, testPasswords, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";

type Member = Awaited<ReturnType<typeof registerMember>>;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describeApi("leaders (issue 24 point 2)", () => {
  let ctx: TestContext;
  /** The same app on the same database without caches: what the cached answers are compared with. */
  let plain: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext();
    plain = await buildApp({ db: ctx.database.db, database: ctx.database, cache: false, config: TEST_CONFIG, passwords: testPasswords, clientDir: "/nonexistent" });
  });
  afterAll(async () => {
    await plain?.close();
    await ctx?.close();
  });

  const member = (name: string) => registerMember(ctx.app, { firstName: name, lastName: "Leader" });
  const db = () => ctx.database.db;

  /** A change of reputation made `daysAgo` days ago, as content/reputation.ts would write it. */
  const event = (m: Member, delta: number, daysAgo: number, extra: { reversed?: boolean; questionId?: number; answerId?: number } = {}) =>
    db().execute(sql`
      insert into reputation_events (user_id, reason, points, delta, cause, question_id, answer_id, created_at, reversed_at, reversal)
      values (${m.user.id}, 'answer-upvoted', ${delta}, ${delta}, ${`test:${randomUUID()}`}, ${extra.questionId ?? null}, ${extra.answerId ?? null},
        now() - make_interval(days => ${daysAgo}) + interval '1 minute',
        ${extra.reversed ? sql`now()` : null}, ${extra.reversed ? "vote-withdrawn" : null})`);
  const setStatus = (m: Member, status: "active" | "suspended" | "deleted") => db().update(users).set({ status }).where(eq(users.id, m.user.id));
  const setReputation = (m: Member, reputation: number) => db().update(users).set({ reputation }).where(eq(users.id, m.user.id));

  const get = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  /** Every page of a period's leaderboard, followed by its cursors, `limit` members at a time. */
  const walk = async (period: string, limit = 48, app = ctx.app) => {
    const items: LeaderPage["items"] = [];
    let cursor: string | null = null;
    do {
      const page: LeaderPage = await get(app, `/api/users/leaders?period=${period}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  };
  /** The members among `of` as the list orders them, with what it shows of each. */
  const among = (items: LeaderPage["items"], of: Member[]) => {
    const ids = new Set(of.map((m) => m.user.id));
    return items.filter((item) => ids.has(item.member.id)).map((item) => ({ id: item.member.id, gain: item.gain, reputation: item.member.reputation }));
  };

  describe("GET /api/users/leaders", () => {
    it("all time: by reputation, ties by id, active members only; the cursors walk it once", async () => {
      const [ada, ben, cleo, dan, eve] = [await member("Ada"), await member("Ben"), await member("Cleo"), await member("Dan"), await member("Eve")];
      await setReputation(ada, 700_000);
      await setReputation(ben, 700_000);
      await setReputation(cleo, 600_000);
      await setReputation(dan, 900_000);
      await setReputation(eve, 950_000);
      await setStatus(dan, "suspended");
      await setStatus(eve, "deleted");
      const [first, second] = [ada, ben].sort((a, b) => (a.user.id < b.user.id ? -1 : 1));
      const all = await walk("all");
      expect(among(all, [ada, ben, cleo, dan, eve])).toEqual([
        { id: first!.user.id, gain: null, reputation: 700_000 },
        { id: second!.user.id, gain: null, reputation: 700_000 },
        { id: cleo.user.id, gain: null, reputation: 600_000 },
      ]);
      // Nobody above them: they lead, and members with the starting 1 follow.
      expect(all.slice(0, 3).map((item) => item.member.id)).toEqual([first!.user.id, second!.user.id, cleo.user.id]);
      const reputations = all.map((item) => item.member.reputation);
      expect(reputations).toEqual([...reputations].sort((a, b) => b - a));
      // One at a time: the same members, each once, in the same order.
      expect((await walk("all", 1)).map((item) => item.member.id)).toEqual(all.map((item) => item.member.id));
      // Never an email, whatever the member's row holds.
      expect(all.every((item) => item.member.email === null)).toBe(true);
    });

    it("a period: the sum of live changes made in it, biggest first; reversed changes, older ones and net losses left out", async () => {
      const [ann, bob, cy, dee, fay, gus] = [await member("Ann"), await member("Bob"), await member("Cy"), await member("Dee"), await member("Fay"), await member("Gus")];
      await event(ann, 30_000, 1);
      await event(ann, 5_000, 20); // in the month and year, not the week
      await event(bob, 20_000, 2);
      await event(bob, 50_000, 2, { reversed: true }); // taken back: counts for nothing
      await event(cy, 40_000, 200); // the year only
      await event(dee, 25_000, 3);
      await setStatus(dee, "suspended");
      await event(fay, -2, 1); // a loss: not a leader
      await event(gus, 10_000, 400); // before every window
      const of = [ann, bob, cy, dee, fay, gus];

      expect(among(await walk("week"), of)).toEqual([
        { id: ann.user.id, gain: 30_000, reputation: 1 },
        { id: bob.user.id, gain: 20_000, reputation: 1 },
      ]);
      expect(among(await walk("month"), of).map((item) => [item.id, item.gain])).toEqual([
        [ann.user.id, 35_000],
        [bob.user.id, 20_000],
      ]);
      expect(among(await walk("year"), of).map((item) => [item.id, item.gain])).toEqual([
        [cy.user.id, 40_000],
        [ann.user.id, 35_000],
        [bob.user.id, 20_000],
      ]);
      for (const period of ["week", "month", "year"]) {
        const items = await walk(period);
        const gains = items.map((item) => item.gain!);
        expect(gains.every((gain) => gain > 0)).toBe(true);
        expect(gains).toEqual([...gains].sort((a, b) => b - a));
        expect((await walk(period, 1)).map((item) => item.member.id)).toEqual(items.map((item) => item.member.id));
      }
    });

    it("names the topics a member's points of the period came from, most first, published questions only", async () => {
      const [asker, ivy] = [await member("Asker"), await member("Ivy")];
      const [rust, go, held] = await createTopics(db(), [`Rust ${randomUUID()}`, `Go ${randomUUID()}`, `Held ${randomUUID()}`]);
      const q1 = await askQuestion(ctx.app, asker.cookie, { title: "Why is the borrow checker strict?", topicIds: [rust] });
      const q2 = await askQuestion(ctx.app, asker.cookie, { title: "How do goroutines get scheduled?", topicIds: [go] });
      const q3 = await askQuestion(ctx.app, asker.cookie, { title: "A question held for review later", topicIds: [held] });
      await event(ivy, 80_000, 1, { questionId: q1.id });
      await event(ivy, 70_000, 1, { questionId: q2.id });
      await event(ivy, 90_000, 1, { questionId: q3.id });
      await db().execute(sql`update questions set status = 'held' where id = ${q3.id}`);
      const [ivyRow] = (await walk("week")).filter((item) => item.member.id === ivy.user.id);
      expect(ivyRow?.gain).toBe(240_000);
      expect(ivyRow?.topTopics.map((topic) => [topic.id, topic.points])).toEqual([
        [rust, 80_000],
        [go, 70_000],
      ]);
    });

    it("refuses crafted cursors and unknown periods with 400", async () => {
      const somebody = await member("Cursor");
      const valid: LeaderPage = await get(ctx.app, "/api/users/leaders?period=all&limit=1");
      expect(valid.nextCursor).not.toBeNull();
      const id = somebody.user.id;
      const crafted = [
        b64(["all", 1, "not-a-uuid"]),
        b64(["all", 2 ** 31, id]),
        b64(["all", -1, id]),
        b64(["all", 1.5, id]),
        b64(["all", "1", id]),
        b64(["week", 0, id]),
        b64(["all", 1]),
        b64(["all", 1, id, 1]),
        b64({ period: "all" }),
        b64(null),
        "%%%",
        "x".repeat(601),
      ];
      for (const cursor of crafted) {
        const response = await ctx.app.inject({ method: "GET", url: `/api/users/leaders?period=all&cursor=${encodeURIComponent(cursor)}` });
        expect(response.statusCode, cursor.slice(0, 40)).toBe(400);
        expect(response.json().message).toBeTypeOf("string");
      }
      // A cursor of one period is not one of another's.
      const week = await ctx.app.inject({ method: "GET", url: `/api/users/leaders?period=week&cursor=${valid.nextCursor}` });
      expect(week.statusCode).toBe(400);
      expect(week.json()).toMatchObject({ message: "Invalid cursor" });
      for (const query of ["period=day", "period=", "period=ALL", "limit=0", "limit=49", "limit=1e9", "period=all&period=week"]) {
        expect((await ctx.app.inject({ method: "GET", url: `/api/users/leaders?${query}` })).statusCode, query).toBe(400);
      }
    });

    it("keeps a visitor's answer per period, and drops it when a vote lands or a shown member changes", async () => {
      const [hal, kit, voter, author] = [await member("Hal"), await member("Kit"), await member("Voter"), await member("Author")];
      await event(hal, 500_000, 1);
      const q = await askQuestion(ctx.app, author.cookie);
      const week = await get(ctx.app, "/api/users/leaders?period=week&limit=1");
      expect(week.items[0].member.id).toBe(hal.user.id);
      // Written behind the app's back, announcing nothing this answer shows: the kept answer stays...
      await event(kit, 600_000, 1);
      await ctx.database.notifications.flush();
      expect(await get(ctx.app, "/api/users/leaders?period=week&limit=1")).toEqual(week);
      expect((await get(plain, "/api/users/leaders?period=week&limit=1")).items[0].member.id).toBe(kit.user.id);
      // ...while another period is its own answer, read now.
      expect((await get(ctx.app, "/api/users/leaders?period=month&limit=1")).items[0].member.id).toBe(kit.user.id);
      // A vote anywhere moves a post's row (lists): the week is read again.
      expect((await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${q.id}/vote`, payload: { value: 1 } })).statusCode).toBe(200);
      expect((await get(ctx.app, "/api/users/leaders?period=week&limit=1")).items[0].member.id).toBe(kit.user.id);
      // A shown member suspended: gone at once.
      await setStatus(kit, "suspended");
      expect((await get(ctx.app, "/api/users/leaders?period=week&limit=1")).items[0].member.id).toBe(hal.user.id);
      expect((await get(ctx.app, "/api/users/leaders?period=month&limit=1")).items[0].member.id).toBe(hal.user.id);
      // Kept for a minute at most: the windows move with the clock alone.
      const response = await ctx.app.inject({ method: "GET", url: "/api/users/leaders?period=week&limit=1" });
      expect(response.headers["cache-control"]).toContain("public");
    });
  });

  describe("GET /api/topics/{id}/leaders", () => {
    let topic: number;
    let other: number;
    let ann: Member, ben: Member, cleo: Member, dan: Member, eve: Member;
    let v1: Member, v2: Member, asker: Member;
    let annAnswer: { id: number };

    const vote = (m: Member, answerId: number, value: 0 | 1) => as(ctx.app, m.cookie, { method: "POST", url: `/api/answers/${answerId}/vote`, payload: { value } });
    const leaders = (period: string, app = ctx.app, id = topic): Promise<TopicLeaders> => get(app, `/api/topics/${id}/leaders?period=${period}`);
    const points = (result: TopicLeaders) => result.items.map((item) => [item.member.firstName, item.points, item.answers]);

    beforeAll(async () => {
      [topic, other] = (await createTopics(db(), [`Tides ${randomUUID()}`, `Stars ${randomUUID()}`])) as [number, number];
      [asker, ann, ben, cleo, dan, eve, v1, v2] = (await Promise.all(["Asker", "Ann", "Ben", "Cleo", "Dan", "Eve", "V1", "V2"].map((name) => member(name)))) as [Member, Member, Member, Member, Member, Member, Member, Member];
      const q1 = await askQuestion(ctx.app, asker.cookie, { title: "Why are there two tides a day?", topicIds: [topic] });
      const q2 = await askQuestion(ctx.app, asker.cookie, { title: "Why do stars twinkle at night?", topicIds: [other] });
      annAnswer = await answerQuestion(ctx.app, ann.cookie, q1.id, "<p>The Moon pulls on both sides.</p>");
      const benAnswer = await answerQuestion(ctx.app, ben.cookie, q1.id, "<p>Inertia makes the second bulge.</p>");
      const annOther = await answerQuestion(ctx.app, ann.cookie, q2.id, "<p>The atmosphere bends the light.</p>");
      const cleoAnswer = await answerQuestion(ctx.app, cleo.cookie, q1.id, "<p>An answer held later.</p>");
      const danAnswer = await answerQuestion(ctx.app, dan.cookie, q1.id, "<p>An answer by a member suspended later.</p>");
      const eveAnswer = await answerQuestion(ctx.app, eve.cookie, q1.id, "<p>An answer from long ago.</p>");
      for (const [voter, answer] of [[v1, annAnswer], [v2, annAnswer], [v1, benAnswer], [v1, annOther], [v1, cleoAnswer], [v1, danAnswer], [v2, danAnswer], [v2, danAnswer]] as const) {
        expect((await vote(voter, answer.id, 1)).statusCode).toBe(200);
      }
      // The asker accepts Ben's answer: +15 for Ben; the asker's own +2 is not an answerer's.
      expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${benAnswer.id}/accept` })).statusCode).toBe(200);
      await db().update(answerRows).set({ status: "held" }).where(eq(answerRows.id, cleoAnswer.id));
      await setStatus(dan, "suspended");
      await event(eve, 90, 40, { questionId: q1.id, answerId: eveAnswer.id });
    });

    it("lists the members who earned most by their own answers in the topic, live points only", async () => {
      // Ann: two upvotes here (her answer in another topic does not count); Ben: one and the acceptance.
      expect(points(await leaders("week"))).toEqual([
        ["Ben", 25, 1],
        ["Ann", 20, 1],
      ]);
      // A vote taken back takes its points out.
      expect((await vote(v2, annAnswer.id, 0)).statusCode).toBe(200);
      expect(points(await leaders("week"))).toEqual([
        ["Ben", 25, 1],
        ["Ann", 10, 1],
      ]);
      expect((await plain.inject({ method: "GET", url: `/api/topics/${other}/leaders?period=week` })).json().items.map((item: { member: { firstName: string } }) => item.member.firstName)).toEqual(["Ann"]);
    });

    it("the week and the month leave out older points, all time counts them", async () => {
      expect(points(await leaders("month"))).toEqual(points(await leaders("week")));
      expect(points(await leaders("all"))).toEqual([
        ["Eve", 90, 1],
        ["Ben", 25, 1],
        ["Ann", 10, 1],
      ]);
      // The period is part of the kept answer's address.
      expect(await leaders("all")).toEqual(await leaders("all", plain));
      expect(await leaders("week")).toEqual(await leaders("week", plain));
      // The default is the week.
      expect(await get(ctx.app, `/api/topics/${topic}/leaders`)).toEqual(await leaders("week"));
    });

    it("shows at most five, and never a member whose account is deleted", async () => {
      await setStatus(eve, "deleted");
      expect(points(await leaders("all")).map(([name]) => name)).toEqual(["Ben", "Ann"]);
      await setStatus(eve, "active");
      expect((await leaders("all")).items.length).toBeLessThanOrEqual(5);
    });

    it("answers 404 for a topic that does not exist and 400 for an unknown period", async () => {
      for (const id of ["2147483647", "0", "-1", "abc", "1.5", "2147483648"]) {
        expect((await ctx.app.inject({ method: "GET", url: `/api/topics/${id}/leaders` })).statusCode, id).toBe(404);
      }
      for (const query of ["period=year", "period=day", "period="]) {
        expect((await ctx.app.inject({ method: "GET", url: `/api/topics/${topic}/leaders?${query}` })).statusCode, query).toBe(400);
      }
    });
  });
});
