import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/admin";
import { appeals } from "../../db/schema/appeals";
import { notifications } from "../../db/schema/messaging";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { topics } from "../../db/schema/content";
import { holdPostsContaining, registerStaff } from "../../test/staff";

// Appeals (issue 25, point 6): the author of a held post or a closed question appeals once; staff
// uphold or overturn with a note; the author is told; every step is audited.
describeApi("appeals (issue 25.6)", () => {
  let ctx: TestContext;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    moderator = await registerStaff(ctx, "moderator");
    await holdPostsContaining(ctx, ["zorblax"]);
    await ctx.app.ready();
  });
  afterAll(() => ctx?.close());

  const appeal = (cookie: string, payload: unknown) => as(ctx.app, cookie, { method: "POST", url: "/api/appeals", payload: payload as object });
  const decide = (cookie: string, id: number, payload: unknown) => as(ctx.app, cookie, { method: "POST", url: `/api/admin/appeals/${id}/decide`, payload: payload as object });
  const pending = async () => (await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/admin/appeals?status=pending&limit=100" })).json().items as { id: number; postId: number; kind: string; message: string; author: { id: string } }[];
  const noticesOf = (userId: string) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const MESSAGE = "This is a real question about my garden, not spam.";

  describe("appealing", () => {
    it("lets the author of a held post appeal once, and nobody else", async () => {
      const author = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, author.cookie, { title: "Why does my zorblax plant wilt every afternoon?" });
      const made = await appeal(author.cookie, { kind: "question", id: question.id, message: `  ${MESSAGE}  ` });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ kind: "question", postId: question.id, decision: "held", status: "pending", message: MESSAGE, note: null });
      const again = await appeal(author.cookie, { kind: "question", id: question.id, message: MESSAGE });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("You have already appealed this decision");

      // Another member, or a post that is not theirs: the same 404 as a post that does not exist.
      const other = await registerMember(ctx.app);
      expect((await appeal(other.cookie, { kind: "question", id: question.id, message: MESSAGE })).statusCode).toBe(404);
      expect((await appeal(other.cookie, { kind: "question", id: 2_000_000_000, message: MESSAGE })).statusCode).toBe(404);
      // A published post has nothing to appeal.
      const fine = await askQuestion(ctx.app, other.cookie, { title: "How deep should tulip bulbs be planted?" });
      expect((await appeal(other.cookie, { kind: "question", id: fine.id, message: MESSAGE })).statusCode).toBe(409);
      expect((await ctx.app.inject({ method: "POST", url: "/api/appeals", payload: { kind: "question", id: question.id, message: MESSAGE } })).statusCode).toBe(401);

      const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "appeal.create"), eq(auditLog.targetId, String(question.id))));
      expect(entry).toMatchObject({ actorId: author.user.id, targetType: "question" });
    });

    it("refuses what is not an appeal, naming the field", async () => {
      const author = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, author.cookie, { title: "Is zorblax safe for cats to chew on?" });
      for (const [payload, field] of [
        [{ kind: "question", id: question.id, message: "short" }, "message"],
        [{ kind: "question", id: question.id, message: "\u200b".repeat(20) }, "message"],
        [{ kind: "question", id: question.id, message: "x".repeat(1001) }, "message"],
        [{ kind: "space", id: question.id, message: MESSAGE }, "kind"],
        [{ kind: "question", id: -1, message: MESSAGE }, "id"],
        [{ kind: "question", id: 2 ** 40, message: MESSAGE }, "id"],
        [{ kind: "question", id: "1", message: MESSAGE }, "id"],
      ] as const) {
        const response = await appeal(author.cookie, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().field).toBe(field);
      }
    });

    it("counts two appeals sent at once as one", async () => {
      const author = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, author.cookie, { title: "Does zorblax grow in shade or sun?" });
      const responses = await Promise.all([appeal(author.cookie, { kind: "question", id: question.id, message: MESSAGE }), appeal(author.cookie, { kind: "question", id: question.id, message: MESSAGE })]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await ctx.database.db.select().from(appeals).where(eq(appeals.postId, question.id))).toHaveLength(1);
    });
  });

  describe("telling the author", () => {
    it("notifies the author of a held post, and of a removed one with the reason", async () => {
      const author = await registerMember(ctx.app);
      const held = await askQuestion(ctx.app, author.cookie, { title: "Can zorblax be composted safely?" });
      expect((await noticesOf(author.user.id)).find((n) => n.type === "post_held")).toMatchObject({ questionId: held.id, subject: "question" });

      // Removed from the admin panel: the question is gone, so its title travels in the subject.
      const removed = await askQuestion(ctx.app, author.cookie, { title: "Where can I buy cheap followers?" });
      expect((await as(ctx.app, moderator.cookie, { method: "DELETE", url: `/api/admin/questions/${removed.id}` })).statusCode).toBe(204);
      expect((await noticesOf(author.user.id)).find((n) => n.type === "post_removed")).toMatchObject({ actorId: moderator.user.id, questionId: null, subject: `question|guidelines|${removed.id}|Where can I buy cheap followers?` });

      // Removed through a member's report: the report's reason; the answer's question stays linked.
      const asker = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, asker.cookie, { title: "How often should ferns be watered?" });
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>Visit my shop for fern deals!</p>");
      const reporter = await registerMember(ctx.app);
      expect((await as(ctx.app, reporter.cookie, { method: "POST", url: "/api/reports", payload: { targetType: "answer", targetId: String(answer.id), reason: "spam" } })).statusCode).toBe(201);
      const reports = (await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/admin/reports?status=open&limit=100" })).json().items as { id: number; targetType: string; targetId: string }[];
      const report = reports.find((item) => item.targetType === "answer" && item.targetId === String(answer.id))!;
      expect((await as(ctx.app, moderator.cookie, { method: "POST", url: `/api/admin/reports/${report.id}/resolve`, payload: { action: "remove" } })).statusCode).toBe(200);
      const notices = (await noticesOf(author.user.id)).filter((n) => n.type === "post_removed");
      expect(notices.find((n) => n.subject === `answer|spam|${answer.id}|`)).toMatchObject({ questionId: question.id });
    });
  });

  describe("deciding", () => {
    it("overturns a held answer: it is published, the author is told with the note, and it is audited", async () => {
      const asker = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Which soil suits tomatoes in pots?" });
      const author = await registerMember(ctx.app);
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>Mix compost with zorblax-free potting soil.</p>");
      const made = (await appeal(author.cookie, { kind: "answer", id: answer.id, message: "The word was only a joke about a plant name." })).json() as { id: number };
      expect((await pending()).map((item) => item.id)).toContain(made.id);

      // Members cannot see or decide appeals.
      expect((await as(ctx.app, author.cookie, { method: "GET", url: "/api/admin/appeals" })).statusCode).toBe(403);
      expect((await decide(author.cookie, made.id, { outcome: "overturn", note: "Mine" })).statusCode).toBe(403);
      expect((await decide(moderator.cookie, made.id, { outcome: "overturn", note: "   " })).json().field).toBe("note");
      expect((await decide(moderator.cookie, made.id, { outcome: "maybe", note: "x" })).json().field).toBe("outcome");

      const decided = await decide(moderator.cookie, made.id, { outcome: "overturn", note: "You are right, it is fine." });
      expect(decided.statusCode).toBe(200);
      expect(decided.json()).toMatchObject({ id: made.id, status: "overturned", note: "You are right, it is fine.", decidedAt: expect.any(String) });
      const page = (await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}/answers` })).json();
      expect(JSON.stringify(page)).toContain(`"id":${answer.id}`);
      const notices = await noticesOf(author.user.id);
      expect(notices.find((n) => n.type === "appeal_overturned")).toMatchObject({ actorId: moderator.user.id, questionId: question.id, subject: "You are right, it is fine." });
      // The auto-moderation report that held it is settled too.
      const reports = (await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/admin/reports?status=open&limit=100" })).json().items as { targetType: string; targetId: string }[];
      expect(reports.filter((report) => report.targetType === "answer" && report.targetId === String(answer.id))).toEqual([]);
      const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "appeal.overturn"), eq(auditLog.targetId, String(answer.id))));
      expect(entry).toMatchObject({ actorId: moderator.user.id, targetType: "answer" });
      // Decided once.
      expect((await decide(moderator.cookie, made.id, { outcome: "uphold", note: "Changed my mind" })).statusCode).toBe(409);
      expect((await decide(moderator.cookie, 999_999, { outcome: "uphold", note: "x" })).statusCode).toBe(404);
      expect((await pending()).map((item) => item.id)).not.toContain(made.id);
    });

    it("upholds a closed question's closing, or overturns it by reopening", async () => {
      const asker = await registerMember(ctx.app);
      const kept = await askQuestion(ctx.app, asker.cookie, { title: "What is the best programming language ever made?" });
      const reopened = await askQuestion(ctx.app, asker.cookie, { title: "How do I stop aphids on roses without poison?" });
      for (const id of [kept.id, reopened.id]) {
        expect((await as(ctx.app, moderator.cookie, { method: "POST", url: `/api/questions/${id}/close`, payload: { reason: "opinion-based" } })).statusCode).toBe(200);
      }
      const first = (await appeal(asker.cookie, { kind: "question", id: kept.id, message: "I want facts, not opinions, honestly." })).json() as { id: number; decision: string; closedReason: string };
      expect(first).toMatchObject({ decision: "closed", closedReason: "opinion-based" });
      const second = (await appeal(asker.cookie, { kind: "question", id: reopened.id, message: "This has clear, checkable answers." })).json() as { id: number };

      expect((await decide(moderator.cookie, first.id, { outcome: "uphold", note: "Best-ever questions invite opinions." })).json().status).toBe("upheld");
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${kept.id}` })).json().closed).not.toBeNull();
      expect((await decide(moderator.cookie, second.id, { outcome: "overturn", note: "Fair: reopened." })).json().status).toBe("overturned");
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${reopened.id}` })).json().closed).toBeNull();

      const types = (await noticesOf(asker.user.id)).map((n) => n.type);
      expect(types).toContain("appeal_upheld");
      expect(types).toContain("appeal_overturned");
      // An appeal once decided is not made again.
      expect((await appeal(asker.cookie, { kind: "question", id: kept.id, message: "Please look one more time." })).statusCode).toBe(409);
    });

    it("puts back a post staff removed when its removal is overturned, under its own id, and keeps it gone when upheld", async () => {
      const [topicId] = await createTopics(ctx.database.db, [`Ferns ${Date.now()}`]);
      const author = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, author.cookie, { title: "Which ferns grow well in deep shade?", topicIds: [topicId] });
      const asker = await registerMember(ctx.app);
      const other = await askQuestion(ctx.app, asker.cookie, { title: "Do ferns need fertiliser in winter?" });
      const answer = await answerQuestion(ctx.app, author.cookie, other.id, "<p>Very little; once in spring.</p>");
      const comment = (await as(ctx.app, author.cookie, { method: "POST", url: `/api/questions/${other.id}/comments`, payload: { content: "Which fern is it, though?" } })).json() as { id: number };
      const topicCount = async () => (await ctx.database.db.select({ n: topics.questionCount }).from(topics).where(eq(topics.id, topicId!)))[0]!.n;
      expect(await topicCount()).toBe(1);

      // Removed: from the panel, through a member route by staff, and the comment too.
      expect((await as(ctx.app, moderator.cookie, { method: "DELETE", url: `/api/admin/questions/${question.id}` })).statusCode).toBe(204);
      expect((await as(ctx.app, moderator.cookie, { method: "DELETE", url: `/api/answers/${answer.id}` })).statusCode).toBe(204);
      expect((await as(ctx.app, moderator.cookie, { method: "DELETE", url: `/api/admin/comments/${comment.id}` })).statusCode).toBe(204);
      expect(await topicCount()).toBe(0);
      const told = (await noticesOf(author.user.id)).filter((n) => n.type === "post_removed").map((n) => n.subject);
      expect(told).toEqual(expect.arrayContaining([`answer|guidelines|${answer.id}|`, `comment|guidelines|${comment.id}|`]));

      // Only the author appeals a removal; another member finds nothing.
      expect((await appeal(asker.cookie, { kind: "question", id: question.id, message: MESSAGE })).statusCode).toBe(404);
      const questionAppeal = (await appeal(author.cookie, { kind: "question", id: question.id, message: MESSAGE })).json() as { id: number; decision: string };
      expect(questionAppeal.decision).toBe("removed");
      const answerAppeal = (await appeal(author.cookie, { kind: "answer", id: answer.id, message: MESSAGE })).json() as { id: number };
      const commentAppeal = (await appeal(author.cookie, { kind: "comment", id: comment.id, message: MESSAGE })).json() as { id: number };
      expect((await pending()).find((item) => item.id === questionAppeal.id)).toMatchObject({ excerpt: "Which ferns grow well in deep shade?" });

      // Overturned: back under its own id, published, counted in its topic, with its original revision.
      expect((await decide(moderator.cookie, questionAppeal.id, { outcome: "overturn", note: "Removed by mistake." })).json().status).toBe("overturned");
      const back = await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}` });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ title: "Which ferns grow well in deep shade?", topics: [{ id: topicId }] });
      expect(await topicCount()).toBe(1);
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}/revisions` })).json().items).toHaveLength(1);
      expect((await decide(moderator.cookie, answerAppeal.id, { outcome: "overturn", note: "Fine answer." })).statusCode).toBe(200);
      const answers = (await ctx.app.inject({ method: "GET", url: `/api/questions/${other.id}/answers` })).json().items as { id: number }[];
      expect(answers.map((item) => item.id)).toContain(answer.id);
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${other.id}` })).json().answerCount).toBe(1);

      // Upheld: it stays gone. And a comment whose question is gone meanwhile cannot come back (409, the appeal still pending).
      await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/questions/${other.id}` });
      const refused = await decide(moderator.cookie, commentAppeal.id, { outcome: "overturn", note: "Fine comment." });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/gone/);
      expect((await decide(moderator.cookie, commentAppeal.id, { outcome: "uphold", note: "Its question is gone." })).json().status).toBe("upheld");
      expect((await appeal(author.cookie, { kind: "question", id: question.id, message: MESSAGE })).statusCode).toBe(409);
    });
  });
});
