import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BADGES, BADGE_IDS, COMMENTATOR_COMMENTS, ENLIGHTENED_SCORE, POST_SCORE_BADGES } from "@shared/badges";
import { answers as answerRows, questions as questionRows } from "../../db/schema/content";
import { notifications } from "../../db/schema/messaging";
import { userBadges } from "../../db/schema/reputation";
import { users } from "../../db/schema/users";
import { jobs } from "../../db/schema/jobs";
import { as, buildTestApp, createTestContext, describeApi, openTestDatabase, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, grantReputation } from "../../test/factories";
import { registerStaff } from "../../test/staff";
import { BADGES_JOB } from "./badge-awards";
import { awardBadges } from "./badges.queries";

type Member = Awaited<ReturnType<typeof registerMember>>;
type UserBadgesBody = {
  counts: { bronze: number; silver: number; gold: number };
  items: { id: number; badgeId: string; name: string; tier: string; rule: string; post: { questionId: number; answerId: number | null; title: string } | null; awardedAt: string }[];
  nextCursor: string | null;
};

describeApi("badges (issue 24)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    // The chain's first run: the full pass over an empty site.
    await ctx.app.inject({ method: "GET", url: "/api/badges" });
    await ctx.app.jobs.drain();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const db = () => ctx.database.db;
  /** What the last sweepNow found and ran (said when an expectation fails). */
  let lastSweep: { ran: number; before: unknown } | null = null;
  const member = (name: string) => registerMember(ctx.app, { firstName: name, lastName: "Tester" });
  const vote = (m: Member, kind: "questions" | "answers", id: number, value: -1 | 0 | 1) => as(ctx.app, m.cookie, { method: "POST", url: `/api/${kind}/${id}/vote`, payload: { value } });
  /** The sweep that is due in a few seconds runs now (the poller would run it then). */
  const sweepNow = async () => {
    const before = await db().select().from(jobs).where(eq(jobs.name, BADGES_JOB));
    // A second back: run_at keeps milliseconds, and now() rounded up could still be ahead of the claim's now().
    await db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.name, BADGES_JOB), eq(jobs.status, "pending")));
    lastSweep = { ran: await ctx.app.jobs.drain(), before: before.map((row) => [row.status, row.runAt, row.payload]) };
    expect(lastSweep.ran, JSON.stringify(lastSweep)).toBeGreaterThan(0);
    // The chain ran cleanly: its next run waits, with no error.
    const chain = await db().select().from(jobs).where(eq(jobs.name, BADGES_JOB));
    expect(chain.map((row) => [row.status, row.lastError])).toEqual([["pending", null]]);
  };
  const badgesOf = async (m: Member) => (await db().select().from(userBadges).where(eq(userBadges.userId, m.user.id))).map((row) => `${row.badgeId}${row.postKey ? ` ${row.postKey}` : ""}`).sort();
  const noticesOf = async (m: Member) =>
    (await db().select().from(notifications).where(and(eq(notifications.userId, m.user.id), eq(notifications.type, "badge_awarded")))).map((row) => row.subject).sort();
  const listOf = async (m: Member, viewer?: Member, query = "") => {
    const url = `/api/users/${m.user.id}/badges${query}`;
    const response = viewer ? await as(ctx.app, viewer.cookie, { method: "GET", url }) : await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    return response.json() as UserBadgesBody;
  };
  /** Sets a post's counters as if earlier votes had come (a test needs no fifty voters). */
  const scoreQuestion = (id: number, up: number) => db().update(questionRows).set({ upvoteCount: up }).where(eq(questionRows.id, id));
  const scoreAnswer = (id: number, up: number) => db().update(answerRows).set({ upvoteCount: up }).where(eq(answerRows.id, id));

  it("a member's question upvoted earns Student (with the question), the voter Supporter (no post named), each told once", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const q = await askQuestion(ctx.app, ada.cookie, { title: "Why is the sky blue </script><!--?" });
    await sweepNow();
    expect(await badgesOf(ada)).toEqual([]);
    // A visitor's kept answer drops when the award comes (user_badges announces profile:<id>).
    expect((await listOf(ada)).items).toEqual([]);
    expect((await vote(ben, "questions", q.id, 1)).statusCode).toBe(200);
    // Nothing is awarded inside the vote's request: the queue does it.
    expect(await badgesOf(ben)).toEqual([]);
    await sweepNow();
    expect(await badgesOf(ada)).toEqual(["student"]);
    expect(await badgesOf(ben)).toEqual(["supporter"]);
    expect(await noticesOf(ada)).toEqual(["student"]);
    expect(await noticesOf(ben)).toEqual(["supporter"]);
    // Sweeping again (overlapping windows, a retry) awards and tells nothing more.
    await sweepNow();
    await sweepNow();
    expect(await noticesOf(ada)).toEqual(["student"]);

    const list = await listOf(ada);
    expect(list.counts).toEqual({ bronze: 1, silver: 0, gold: 0 });
    expect(list.items).toEqual([
      { id: expect.any(Number), badgeId: "student", name: "Student", tier: "bronze", rule: BADGES[0]!.rule, post: { questionId: q.id, answerId: null, title: "Why is the sky blue </script><!--?" }, awardedAt: expect.any(String) },
    ]);
    expect((await listOf(ben)).items[0]).toMatchObject({ badgeId: "supporter", post: null });

    // The member's notification list names the badge; a member badge leads nowhere in particular.
    const told = (await as(ctx.app, ada.cookie, { method: "GET", url: "/api/notifications" })).json();
    expect(told.items.find((item: { type: string }) => item.type === "badge_awarded")).toMatchObject({ subject: "student", actor: null, link: `/profile/${ada.user.id}` });
  });

  it("answers, acceptances, scores, downvotes, edits, comments and reports earn their badges through the queue", async () => {
    const [asker, answerer, critic, voter] = [await member("Asker"), await member("Answerer"), await member("Critic"), await member("Voter")];
    const q = await askQuestion(ctx.app, asker.cookie);
    const a = await answerQuestion(ctx.app, answerer.cookie, q.id);
    // Nine upvotes came before; the tenth is a real vote.
    await scoreAnswer(a.id, ENLIGHTENED_SCORE - 1);
    await scoreQuestion(q.id, POST_SCORE_BADGES.nice - 1);
    expect((await vote(voter, "answers", a.id, 1)).statusCode).toBe(200);
    expect((await vote(voter, "questions", q.id, 1)).statusCode).toBe(200);
    expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${a.id}/accept` })).statusCode).toBe(200);
    await grantReputation(db(), critic.user.id, 100);
    const other = await askQuestion(ctx.app, voter.cookie, { title: "Another question entirely" });
    expect((await vote(critic, "questions", other.id, -1)).statusCode).toBe(200);
    // An edit of one's own question after posting.
    expect((await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${q.id}`, payload: { title: "How do the tides work, really?" } })).statusCode).toBe(200);
    for (let i = 0; i < COMMENTATOR_COMMENTS; i += 1) {
      const response = await as(ctx.app, critic.cookie, { method: "POST", url: `/api/questions/${q.id}/comments`, payload: { content: `<p>Comment number ${i}</p>` } });
      expect(response.statusCode).toBe(201);
    }
    expect((await as(ctx.app, critic.cookie, { method: "POST", url: "/api/reports", payload: { targetType: "question", targetId: String(other.id), reason: "spam" } })).statusCode).toBe(201);
    await sweepNow();

    expect(await badgesOf(asker)).toEqual(["editor", `nice-question q:${q.id}`, "scholar", "student"]);
    expect(await badgesOf(answerer)).toEqual([`enlightened a:${a.id}`, `nice-answer a:${a.id}`, "teacher"]);
    expect(await badgesOf(critic)).toEqual(["citizen-patrol", "commentator", "critic"]);
    expect(await badgesOf(voter)).toEqual(["supporter"]);
    expect(await noticesOf(answerer)).toEqual(["enlightened", "nice-answer", "teacher"]);
    // A per-post badge's notice leads to its post.
    const [notice] = await db().select().from(notifications).where(and(eq(notifications.userId, answerer.user.id), eq(notifications.subject, "nice-answer")));
    expect(notice).toMatchObject({ questionId: q.id, answerId: a.id });

    const listed = (await ctx.app.inject({ method: "GET", url: "/api/badges" })).json() as { items: { id: string; awarded: number; tier: string }[] };
    expect(listed.items.map((item) => item.id)).toEqual([...BADGE_IDS]);
    expect(listed.items.find((item) => item.id === "enlightened")).toMatchObject({ tier: "silver", awarded: 1 });
  });

  it("an answer 60 days after its question with a score of 5 earns Necromancer; a younger one does not", async () => {
    const [asker, late, early, voter] = [await member("Asker"), await member("Late"), await member("Early"), await member("Voter")];
    const q = await askQuestion(ctx.app, asker.cookie);
    await db().update(questionRows).set({ createdAt: sql`now() - interval '90 days'` }).where(eq(questionRows.id, q.id));
    const lateAnswer = await answerQuestion(ctx.app, late.cookie, q.id);
    const earlyAnswer = await answerQuestion(ctx.app, early.cookie, q.id);
    await db().update(answerRows).set({ createdAt: sql`now() - interval '89 days'` }).where(eq(answerRows.id, earlyAnswer.id));
    await scoreAnswer(lateAnswer.id, 4);
    await scoreAnswer(earlyAnswer.id, 4);
    expect((await vote(voter, "answers", lateAnswer.id, 1)).statusCode).toBe(200);
    expect((await vote(voter, "answers", earlyAnswer.id, 1)).statusCode).toBe(200);
    await sweepNow();
    expect(await badgesOf(late)).toEqual([`necromancer a:${lateAnswer.id}`, "teacher"]);
    expect(await badgesOf(early)).toEqual(["teacher"]);
  });

  it("two award runs at once award each badge once and tell once; a second process's sweep adds nothing", async () => {
    const [ada, ben] = [await member("Ada"), await member("Ben")];
    const q = await askQuestion(ctx.app, ada.cookie);
    // Deserved without a sweep having seen it: only a full pass finds it.
    await scoreQuestion(q.id, POST_SCORE_BADGES.good);
    await db().update(users).set({ createdAt: sql`now() - interval '400 days'` }).where(eq(users.id, ben.user.id));
    const results = await Promise.all([awardBadges(db(), null), awardBadges(db(), null), awardBadges(db(), null)]);
    const ours = results.flat().filter((award) => award.userId === ada.user.id || award.userId === ben.user.id);
    expect(ours.map((award) => award.badgeId).sort()).toEqual(["good-question", "nice-question", "student", "yearling"]);
    expect(await badgesOf(ada)).toEqual([`good-question q:${q.id}`, `nice-question q:${q.id}`, "student"]);
    expect(await noticesOf(ada)).toEqual(["good-question", "nice-question", "student"]);
    expect(await noticesOf(ben)).toEqual(["yearling"]);

    // A second process on the same database: both drain at once; the queue gives the one chain to one.
    const second = await buildTestApp(ctx.database);
    try {
      await second.ready();
      await db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.name, BADGES_JOB));
      await Promise.all([ctx.app.jobs.drain(), second.jobs.drain()]);
      const pending = await db().select().from(jobs).where(eq(jobs.name, BADGES_JOB));
      expect(pending.filter((row) => row.status === "pending")).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await noticesOf(ada)).toEqual(["good-question", "nice-question", "student"]);
  });

  it("a held post's title shows to its author and staff only; a deleted post's to no one; the badge stays", async () => {
    const [ada, ben, voter] = [await member("Ada"), await member("Ben"), await member("Voter")];
    const moderator = await registerStaff(ctx, "moderator");
    const held = await askQuestion(ctx.app, ada.cookie, { title: "A question that will be held" });
    const gone = await askQuestion(ctx.app, ada.cookie, { title: "A question that will be deleted" });
    await scoreQuestion(held.id, POST_SCORE_BADGES.nice - 1);
    await scoreQuestion(gone.id, POST_SCORE_BADGES.nice - 1);
    await vote(voter, "questions", held.id, 1);
    await vote(voter, "questions", gone.id, 1);
    await sweepNow();
    expect(await badgesOf(ada)).toEqual([`nice-question q:${gone.id}`, `nice-question q:${held.id}`, "student"].sort());
    await db().update(questionRows).set({ status: "held" }).where(eq(questionRows.id, held.id));
    expect((await as(ctx.app, ada.cookie, { method: "DELETE", url: `/api/questions/${gone.id}` })).statusCode).toBe(204);

    const titles = (body: UserBadgesBody) => body.items.map((item) => item.post?.title ?? null).filter(Boolean).sort();
    for (const viewer of [undefined, ben]) {
      const body = await listOf(ada, viewer);
      expect(body.items).toHaveLength(3);
      expect(titles(body)).toEqual([]);
      expect(JSON.stringify(body)).not.toContain("will be held");
    }
    expect(titles(await listOf(ada, ada))).toEqual(["A question that will be held", "A question that will be held"]);
    expect(titles(await listOf(ada, moderator))).toEqual(["A question that will be held", "A question that will be held"]);
    expect(JSON.stringify(await listOf(ada, ada))).not.toContain("will be deleted");
  });

  it("a member's list pages newest first by cursor; unknown and deleted members are 404, crafted cursors and limits 400", async () => {
    const ada = await member("Ada");
    const voter = await member("Voter");
    for (let i = 0; i < 3; i += 1) {
      const q = await askQuestion(ctx.app, ada.cookie, { title: `Question number ${i} about tides` });
      await scoreQuestion(q.id, POST_SCORE_BADGES.great - 1);
      await vote(voter, "questions", q.id, 1);
    }
    await sweepNow();
    const all = await listOf(ada, undefined, "?limit=50");
    expect(all.items).toHaveLength(10);
    expect(all.counts).toEqual({ bronze: 4, silver: 3, gold: 3 });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: UserBadgesBody = await listOf(ada, undefined, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));
    const times = all.items.map((item) => Date.parse(item.awardedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    for (const query of ["?cursor=garbage", "?limit=0", "?limit=51", "?limit=-1", "?cursor=WyIwMDAwLTAxLTAxVDAwOjAwOjAwLjAwMFoiLDFd"]) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/users/${ada.user.id}/badges${query}` })).statusCode, query).toBe(400);
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/users/00000000-0000-4000-8000-000000000000/badges" })).statusCode).toBe(404);
    // Not a member's id at all: no such member, as on every /api/users/{id} route.
    expect((await ctx.app.inject({ method: "GET", url: "/api/users/not-a-uuid/badges" })).statusCode).toBe(404);
    expect((await as(ctx.app, ada.cookie, { method: "DELETE", url: `/api/users/${ada.user.id}` })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${ada.user.id}/badges` })).statusCode).toBe(404);
  });
});

describeApi("badges backfill (issue 24)", () => {
  it("awards what existing data deserves when the app starts, once, telling each member once", async () => {
    const database = await openTestDatabase();
    const db = database.db;
    try {
      // A site from before badges: members, posts, votes, an accepted answer, a report.
      const [old, asker, answerer] = await db
        .insert(users)
        .values([
          { email: "old@example.com", firstName: "Old", createdAt: sql`now() - interval '2 years'`, bio: "Tides", location: "Brest", profileImageUrl: "/api/uploads/abcdefghijkl" },
          { email: "asker@example.com", firstName: "Asker" },
          { email: "answerer@example.com", firstName: "Answerer" },
        ])
        .returning({ id: users.id });
      const [q] = await db.insert(questionRows).values({ authorId: asker!.id, title: "Old question", upvoteCount: 30, downvoteCount: 2 }).returning({ id: questionRows.id });
      const [a] = await db.insert(answerRows).values({ questionId: q!.id, authorId: answerer!.id, content: "<p>Old answer</p>", upvoteCount: 12 }).returning({ id: answerRows.id });
      await db.update(questionRows).set({ acceptedAnswerId: a!.id }).where(eq(questionRows.id, q!.id));
      await db.execute(sql`insert into question_votes (user_id, question_id, value) values (${old!.id}, ${q!.id}, 1)`);
      await db.execute(sql`insert into answer_votes (user_id, answer_id, value) values (${old!.id}, ${a!.id}, -1)`);
      await db.execute(sql`insert into reports (target_type, target_id, reporter_id, reason) values ('question', ${String(q!.id)}, ${answerer!.id}, 'spam')`);

      const app = await buildTestApp(database);
      try {
        await app.ready();
        await app.jobs.drain();
        const awarded = async () =>
          (await db.select().from(userBadges)).map((row) => `${row.userId === old!.id ? "old" : row.userId === asker!.id ? "asker" : "answerer"} ${row.badgeId}${row.postKey ? ` ${row.postKey}` : ""}`).sort();
        const expected = [
          `answerer citizen-patrol`,
          `answerer enlightened a:${a!.id}`,
          `answerer nice-answer a:${a!.id}`,
          `answerer teacher`,
          `asker good-question q:${q!.id}`,
          `asker nice-question q:${q!.id}`,
          `asker scholar`,
          `asker student`,
          `old autobiographer`,
          `old critic`,
          `old supporter`,
          `old yearling`,
        ];
        expect(await awarded()).toEqual(expected);
        const told = await db.select().from(notifications).where(eq(notifications.type, "badge_awarded"));
        expect(told).toHaveLength(expected.length);

        // Starting again (another process, a restart) and a second full pass award and tell nothing more.
        const again = await buildTestApp(database);
        await again.ready();
        await again.close();
        // Nor while a run is in hand (another process sweeping): its next run carries the chain on.
        await db.update(jobs).set({ status: "running", lockedUntil: sql`now() + interval '5 minutes'` }).where(eq(jobs.name, BADGES_JOB));
        const third = await buildTestApp(database);
        await third.ready();
        await third.close();
        expect((await db.select().from(jobs).where(eq(jobs.name, BADGES_JOB))).map((row) => row.status)).toEqual(["running"]);
        await db.update(jobs).set({ status: "pending", lockedUntil: null }).where(eq(jobs.name, BADGES_JOB));
        expect(await awardBadges(db, null)).toEqual([]);
        await db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.name, BADGES_JOB));
        await app.jobs.drain();
        expect(await awarded()).toEqual(expected);
        expect(await db.select().from(notifications).where(eq(notifications.type, "badge_awarded"))).toHaveLength(expected.length);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
