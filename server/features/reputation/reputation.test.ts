import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DAILY_VOTE_CAP, REPUTATION_RULES, SERIAL_VOTE_LIMIT } from "@shared/reputation";
import { backfillReputation, needsReputationBackfill, recalculateReputation } from "../../content/reputation";
import { answers as answerRows, answerVotes, questions as questionRows, questionVotes } from "../../db/schema/content";
import { reputationEvents } from "../../db/schema/reputation";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";
import { registerStaff } from "../../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;

describeApi("reputation (issue 24)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const member = (name: string) => registerMember(ctx.app, { firstName: name, lastName: "Tester" });
  const reputationOf = async (m: Member) => {
    const [row] = await ctx.database.db.select({ reputation: users.reputation }).from(users).where(eq(users.id, m.user.id));
    return row!.reputation;
  };
  /** Gives a member reputation directly, as if earned long ago (a live change outside today's cap). */
  const grant = async (m: Member, points: number) => {
    await ctx.database.db.execute(sql`
      insert into reputation_events (user_id, reason, points, delta, cause, created_at)
      values (${m.user.id}, 'answer-accepted', ${points}, ${points}, ${`test-grant:${m.user.id}:${Math.random()}`}, now() - interval '30 days')`);
    await ctx.database.db.update(users).set({ reputation: sql`${users.reputation} + ${points}` }).where(eq(users.id, m.user.id));
  };
  const vote = (m: Member, kind: "questions" | "answers", id: number, value: -1 | 0 | 1) => as(ctx.app, m.cookie, { method: "POST", url: `/api/${kind}/${id}/vote`, payload: { value } });
  const accept = (m: Member, answerId: number, method: "POST" | "DELETE" = "POST") => as(ctx.app, m.cookie, { method, url: `/api/answers/${answerId}/accept` });
  const history = async (m: Member, viewer?: Member, cursor?: string) => {
    const url = `/api/users/${m.user.id}/reputation${cursor ? `?cursor=${cursor}` : ""}`;
    const response = viewer ? await as(ctx.app, viewer.cookie, { method: "GET", url }) : await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    return response.json() as { reputation: number; items: { delta: number; reason: string; capped: boolean; serial: boolean; reversed: { why: string } | null; post: { questionId: number; answerId: number | null; title: string } | null }[]; nextCursor: string | null };
  };
  const healthy = async () => expect(await recalculateReputation(ctx.database.db)).toEqual([]);

  it("everyone starts at 1, and authors carry their reputation beside their posts", async () => {
    const ada = await member("Ada");
    expect(await reputationOf(ada)).toBe(1);
    const q = await askQuestion(ctx.app, ada.cookie);
    const page = (await ctx.app.inject({ method: "GET", url: `/api/questions/${q.id}` })).json();
    expect(page.author.reputation).toBe(1);
  });

  it("a question upvote gives +10 and taking it back takes it back; the history says both", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const q = await askQuestion(ctx.app, ada.cookie);
    expect((await vote(ben, "questions", q.id, 1)).statusCode).toBe(200);
    expect(await reputationOf(ada)).toBe(1 + REPUTATION_RULES["question-upvoted"].points);
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${q.id}` })).json().author.reputation).toBe(11);
    // Repeating the vote changes nothing.
    await vote(ben, "questions", q.id, 1);
    expect(await reputationOf(ada)).toBe(11);
    await vote(ben, "questions", q.id, 0);
    expect(await reputationOf(ada)).toBe(1);
    const { items, reputation } = await history(ada);
    expect(reputation).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reason: "question-upvoted", delta: 10, reversed: { why: "vote-withdrawn" }, post: { questionId: q.id, answerId: null } });
    await healthy();
  });

  it("downvotes: the author loses 2 (never below 1), the voter of an answer 1, and changing the vote reverses exactly", async () => {
    const [ada, ben, cleo] = [await member("Ada"), await member("Ben"), await member("Cleo")];
    await grant(cleo, 100); // enough to downvote
    const q = await askQuestion(ctx.app, ada.cookie);
    const a = await answerQuestion(ctx.app, ben.cookie, q.id);
    // Ben at 1 is downvoted: stays 1 (the floor); Cleo pays 1 for downvoting an answer.
    expect((await vote(cleo, "answers", a.id, -1)).statusCode).toBe(200);
    expect(await reputationOf(ben)).toBe(1);
    expect(await reputationOf(cleo)).toBe(100);
    // The same vote turned up: the downvote's changes go, the upvote's come.
    await vote(cleo, "answers", a.id, 1);
    expect(await reputationOf(ben)).toBe(11);
    expect(await reputationOf(cleo)).toBe(101);
    // And down again: 11 - 2 = 9; Cleo 100.
    await vote(cleo, "answers", a.id, -1);
    expect(await reputationOf(ben)).toBe(1 + 0); // the floor is folded over live changes: 1 + (-2) -> 1
    expect(await reputationOf(cleo)).toBe(100);
    // Ada's question upvoted twice, then downvoted once: 1 + 10 + 10 - 2.
    const [dan, eve] = [await member("Dan"), await member("Eve")];
    await vote(dan, "questions", q.id, 1);
    await vote(eve, "questions", q.id, 1);
    await vote(cleo, "questions", q.id, -1);
    expect(await reputationOf(ada)).toBe(19);
    // Taking back the earliest upvote: exactly as if it never happened.
    await vote(dan, "questions", q.id, 0);
    expect(await reputationOf(ada)).toBe(9);
    await healthy();
  });

  it("downvoting needs the vote-down privilege: 403 privilege_required below it, with what it takes", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const q = await askQuestion(ctx.app, ada.cookie);
    const refused = await vote(ben, "questions", q.id, -1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "privilege_required", privilege: "vote-down", required: 50, message: "Downvoting needs 50 reputation; you have 1" });
    // Nothing moved.
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${q.id}` })).json().downvoteCount).toBe(0);
    await grant(ben, 49);
    expect((await vote(ben, "questions", q.id, -1)).statusCode).toBe(200);
    // Staff have every privilege.
    const moderator = await registerStaff(ctx, "moderator");
    const q2 = await askQuestion(ctx.app, ada.cookie);
    expect((await as(ctx.app, moderator.cookie, { method: "POST", url: `/api/questions/${q2.id}/vote`, payload: { value: -1 } })).statusCode).toBe(200);
  });

  it("acceptance: +15 to the answerer, +2 to the asker; moving it moves them; accepting one's own answer gives nothing", async () => {
    const [ada, ben, cleo] = [await member("Ada"), await member("Ben"), await member("Cleo")];
    const q = await askQuestion(ctx.app, ada.cookie);
    const fromBen = await answerQuestion(ctx.app, ben.cookie, q.id);
    const fromCleo = await answerQuestion(ctx.app, cleo.cookie, q.id);
    const own = await answerQuestion(ctx.app, ada.cookie, q.id);
    expect((await accept(ada, fromBen.id)).statusCode).toBe(200);
    expect([await reputationOf(ada), await reputationOf(ben)]).toEqual([3, 16]);
    await accept(ada, fromCleo.id);
    expect([await reputationOf(ada), await reputationOf(ben), await reputationOf(cleo)]).toEqual([3, 1, 16]);
    await accept(ada, own.id);
    expect([await reputationOf(ada), await reputationOf(cleo)]).toEqual([1, 1]);
    await accept(ada, fromBen.id);
    await accept(ada, fromBen.id, "DELETE");
    expect([await reputationOf(ada), await reputationOf(ben)]).toEqual([1, 1]);
    await healthy();
  });

  it("deleting a post, by its author or staff, reverses everything it earned", async () => {
    const [ada, ben, cleo] = [await member("Ada"), await member("Ben"), await member("Cleo")];
    const q = await askQuestion(ctx.app, ada.cookie);
    const a = await answerQuestion(ctx.app, ben.cookie, q.id);
    await vote(cleo, "questions", q.id, 1);
    await vote(cleo, "answers", a.id, 1);
    await accept(ada, a.id);
    expect([await reputationOf(ada), await reputationOf(ben)]).toEqual([13, 26]);
    expect((await as(ctx.app, ben.cookie, { method: "DELETE", url: `/api/answers/${a.id}` })).statusCode).toBe(204);
    expect([await reputationOf(ada), await reputationOf(ben)]).toEqual([11, 1]);
    const admin = await registerStaff(ctx, "admin");
    expect((await as(ctx.app, admin.cookie, { method: "DELETE", url: `/api/questions/${q.id}` })).statusCode).toBe(204);
    expect(await reputationOf(ada)).toBe(1);
    const { items } = await history(ben);
    expect(items.every((item) => item.reversed?.why === "post-deleted" && item.post === null)).toBe(true);
    await healthy();
  });

  it("votes earn at most the daily cap; acceptances are outside it; the capped change is marked", async () => {
    const ada = await member("Ada");
    const voters = await Promise.all(Array.from({ length: DAILY_VOTE_CAP / 10 + 2 }, (_, i) => member(`Voter${i}`)));
    const questionIds: number[] = [];
    for (let i = 0; i < voters.length; i++) questionIds.push((await askQuestion(ctx.app, ada.cookie, { title: `Cap question number ${i} about tides` })).id);
    for (let i = 0; i < voters.length; i++) expect((await vote(voters[i]!, "questions", questionIds[i]!, 1)).statusCode).toBe(200);
    expect(await reputationOf(ada)).toBe(1 + DAILY_VOTE_CAP);
    const { items } = await history(ada);
    expect(items.filter((item) => item.capped)).toHaveLength(2);
    expect(items.filter((item) => item.capped).every((item) => item.delta === 0)).toBe(true);
    // An acceptance still counts.
    const ben = await member("Ben");
    const q = await askQuestion(ctx.app, ben.cookie);
    const a = await answerQuestion(ctx.app, ada.cookie, q.id);
    await accept(ben, a.id);
    expect(await reputationOf(ada)).toBe(1 + DAILY_VOTE_CAP + 15);
    await healthy();
  });

  it("one member's votes on one author beyond the serial limit count for the score, not for reputation, and say so", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const ids: number[] = [];
    for (let i = 0; i < SERIAL_VOTE_LIMIT + 2; i++) ids.push((await askQuestion(ctx.app, ada.cookie, { title: `Serial question number ${i} on tides` })).id);
    for (const id of ids) await vote(ben, "questions", id, 1);
    expect(await reputationOf(ada)).toBe(1 + SERIAL_VOTE_LIMIT * 10);
    const last = (await ctx.app.inject({ method: "GET", url: `/api/questions/${ids.at(-1)}` })).json();
    expect(last.upvoteCount).toBe(1);
    const { items } = await history(ada);
    expect(items.filter((item) => item.serial)).toHaveLength(2);
    await healthy();
  });

  it("parallel votes leave the stored totals equal to the recalculated ones", async () => {
    const ada = await member("Ada");
    const voters = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`Par${i}`)));
    for (const voter of voters) await grant(voter, 60);
    const q = await askQuestion(ctx.app, ada.cookie);
    const answers = await Promise.all(voters.slice(0, 3).map((voter) => answerQuestion(ctx.app, voter.cookie, q.id)));
    const values = [1, -1, 0, 1, -1] as const;
    const responses = await Promise.all(
      voters.flatMap((voter, i) => [
        vote(voter, "questions", q.id, values[i % values.length]!),
        ...answers.map((answer, j) => vote(voter, "answers", answer.id, values[(i + j) % values.length]!)),
        vote(voter, "questions", q.id, values[(i + 2) % values.length]!),
      ]),
    );
    // Every one of them lands: on PostgreSQL the votes of one question wait for each other, and
    // never in a circle with the notifications they write (a deadlock answered 500 before).
    // (The three answerers' votes on their own answers are refused, as they should be.)
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([403, 403, 403]);
    await healthy();
  });

  it("the history pages newest first, hides posts the viewer may not see, and refuses crafted cursors", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await askQuestion(ctx.app, ada.cookie, { title: `History question number ${i} about tides` })).id);
    for (const id of ids) await vote(ben, "questions", id, 1);
    const first = await ctx.app.inject({ method: "GET", url: `/api/users/${ada.user.id}/reputation?limit=2` });
    const page = first.json();
    expect(page.items.map((item: { post: { questionId: number } }) => item.post.questionId)).toEqual([ids[2], ids[1]]);
    const second = (await ctx.app.inject({ method: "GET", url: `/api/users/${ada.user.id}/reputation?limit=2&cursor=${page.nextCursor}` })).json();
    expect(second.items.map((item: { post: { questionId: number } }) => item.post.questionId)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    for (const cursor of ["x", "eyJ4IjoxfQ", Buffer.from("[-1]").toString("base64url"), Buffer.from("[1e300]").toString("base64url")]) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/users/${ada.user.id}/reputation?cursor=${cursor}` })).statusCode).toBe(400);
    }
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/00000000-0000-4000-8000-000000000000/reputation` })).statusCode).toBe(404);
    const timeline = (await ctx.app.inject({ method: "GET", url: `/api/users/${ada.user.id}/reputation/timeline` })).json();
    expect(timeline.points.at(-1).total).toBe(timeline.reputation);
  });

  it("GET /api/privileges lists every privilege with its threshold and whether the viewer has it", async () => {
    const visitor = (await ctx.app.inject({ method: "GET", url: "/api/privileges" })).json();
    expect(visitor.reputation).toBeNull();
    expect(visitor.items.every((item: { granted: boolean }) => !item.granted)).toBe(true);
    const ada = await member("Ada");
    await grant(ada, 99);
    const mine = (await as(ctx.app, ada.cookie, { method: "GET", url: "/api/privileges" })).json();
    expect(mine.reputation).toBe(100);
    expect(Object.fromEntries(mine.items.map((item: { id: string; granted: boolean }) => [item.id, item.granted]))).toMatchObject({ "vote-up": true, "vote-down": true, "create-topics": true, review: false });
    const rows = await ctx.database.db.select().from(reputationEvents).where(eq(reputationEvents.userId, ada.user.id));
    expect(rows).toHaveLength(1);
  });

  it("votes and acceptances from before reputation earn it once, under the rules (backfill)", async () => {
    const [ada, ben, cleo] = [await member("Ada"), await member("Ben"), await member("Cleo")];
    const q = await askQuestion(ctx.app, ada.cookie);
    const a = await answerQuestion(ctx.app, ben.cookie, q.id);
    const db = ctx.database.db;
    // Rows as an older Ponder wrote them: no reputation change recorded.
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await db.insert(questionVotes).values({ userId: cleo.user.id, questionId: q.id, value: 1, createdAt: longAgo });
    await db.insert(answerVotes).values({ userId: cleo.user.id, answerId: a.id, value: -1, createdAt: longAgo });
    await db.update(questionRows).set({ acceptedAnswerId: a.id }).where(eq(questionRows.id, q.id));
    expect(await backfillReputation(db)).toBe(5); // the upvote, the downvote and its cost, the acceptance's two
    // Ben: the downvote (40 days ago) at 1 stays 1 (the floor), then +15: 16.
    expect([await reputationOf(ada), await reputationOf(ben), await reputationOf(cleo)]).toEqual([13, 16, 1]);
    expect(await backfillReputation(db)).toBe(0);
    await healthy();
    // The check at start: only a database with causes and no changes at all needs it.
    expect(await needsReputationBackfill(db)).toBe(false);
  });

  it("a history names a held post to its author and staff only", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const q = await askQuestion(ctx.app, ben.cookie);
    const a = await answerQuestion(ctx.app, ada.cookie, q.id);
    await vote(ben, "answers", a.id, 1);
    // Held again after an edit (issue 20): its title may no longer be shown to others.
    await ctx.database.db.update(answerRows).set({ status: "held" }).where(eq(answerRows.id, a.id));
    expect((await history(ada)).items[0]!.post).toBeNull();
    expect((await history(ada, ben)).items[0]!.post).toBeNull();
    expect((await history(ada, ada)).items[0]!.post).toMatchObject({ questionId: q.id, answerId: a.id });
    const moderator = await registerStaff(ctx, "moderator");
    expect((await history(ada, moderator)).items[0]!.post).toMatchObject({ answerId: a.id });
  });
});
