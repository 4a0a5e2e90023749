import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, questionClosures, questions } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Ponder</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

type Member = Awaited<ReturnType<typeof registerMember>>;

describeApi("accepted answers and closed questions (decision 023)", () => {
  let ctx: TestContext;
  let clientDir: string;
  let asker: Member;
  let ben: Member;
  let cleo: Member;
  let moderator: Member;
  let admin: Member;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-status-client-"));
    writeFileSync(path.join(clientDir, "index.html"), INDEX);
    ctx = await createTestContext({}, { clientDir });
    asker = await registerMember(ctx.app, { firstName: "Ada", lastName: "Asker" });
    ben = await registerMember(ctx.app, { firstName: "Ben", lastName: "Answerer" });
    cleo = await registerMember(ctx.app, { firstName: "Cleo", lastName: "Other" });
    moderator = await registerStaff(ctx, "moderator", { firstName: "Mo", lastName: "Derator" });
    admin = await registerStaff(ctx, "admin");
    await holdPostsContaining(ctx, ["heldword"]);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const accept = (cookie: string | null, answerId: number | string, method: "POST" | "DELETE" = "POST") =>
    cookie ? as(ctx.app, cookie, { method, url: `/api/answers/${answerId}/accept` }) : ctx.app.inject({ method, url: `/api/answers/${answerId}/accept` });
  const close = (cookie: string | null, questionId: number, payload: unknown) =>
    cookie
      ? as(ctx.app, cookie, { method: "POST", url: `/api/questions/${questionId}/close`, payload: payload as Record<string, unknown> })
      : ctx.app.inject({ method: "POST", url: `/api/questions/${questionId}/close`, payload: payload as Record<string, unknown> });
  const reopen = (cookie: string, questionId: number) => as(ctx.app, cookie, { method: "POST", url: `/api/questions/${questionId}/reopen` });
  const answerList = async (questionId: number, query = "") =>
    (await get(`/api/questions/${questionId}/answers${query}`)).json() as { items: { id: number; accepted: boolean }[]; nextCursor: string | null };
  const setScore = async (answerId: number, score: number) => {
    await ctx.database.db
      .update(answers)
      .set({ upvoteCount: Math.max(score, 0), downvoteCount: Math.max(-score, 0) })
      .where(eq(answers.id, answerId));
  };
  const notificationsOf = async (member: Member) =>
    (await as(ctx.app, member.cookie, { method: "GET", url: "/api/notifications" })).json().items as { type: string; answerId: number | null; link: string }[];

  describe("accepting", () => {
    it("is the asker's alone: 401 for visitors, 403 for other members, staff and the answerer", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Who may accept an answer?" });
      const answer = await answerQuestion(ctx.app, ben.cookie, question.id);
      expect((await accept(null, answer.id)).statusCode).toBe(401);
      for (const member of [ben, cleo, moderator, admin]) {
        const refused = await accept(member.cookie, answer.id);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ error: "forbidden", message: "Only the person who asked the question can accept an answer" });
        expect((await accept(member.cookie, answer.id, "DELETE")).statusCode).toBe(403);
      }
      expect((await get(`/api/questions/${question.id}`)).json().acceptedAnswerId).toBeNull();
      const accepted = await accept(asker.cookie, answer.id);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ questionId: question.id, acceptedAnswerId: answer.id });
      const page = (await get(`/api/questions/${question.id}`, asker.cookie)).json();
      expect(page.acceptedAnswerId).toBe(answer.id);
      expect(page.abilities.accept).toBe(true);
      expect((await get(`/api/questions/${question.id}`, cleo.cookie)).json().abilities.accept).toBe(false);
      expect((await answerList(question.id)).items).toEqual([expect.objectContaining({ id: answer.id, accepted: true })]);
    });

    it("keeps one accepted answer per question: accepting another moves it; unaccepting clears it", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Which answer is accepted?" });
      const first = await answerQuestion(ctx.app, ben.cookie, question.id, "<p>First</p>");
      const second = await answerQuestion(ctx.app, cleo.cookie, question.id, "<p>Second</p>");
      expect((await accept(asker.cookie, first.id)).json().acceptedAnswerId).toBe(first.id);
      expect((await accept(asker.cookie, second.id)).json().acceptedAnswerId).toBe(second.id);
      const listed = (await answerList(question.id)).items;
      expect(listed.filter((item) => item.accepted).map((item) => item.id)).toEqual([second.id]);
      // Unaccepting an answer that is not the accepted one changes nothing.
      expect((await accept(asker.cookie, first.id, "DELETE")).json().acceptedAnswerId).toBe(second.id);
      expect((await accept(asker.cookie, second.id, "DELETE")).json().acceptedAnswerId).toBeNull();
      expect((await get(`/api/questions/${question.id}`)).json().acceptedAnswerId).toBeNull();
      expect((await answerList(question.id)).items.every((item) => !item.accepted)).toBe(true);
      // Accepting twice is harmless.
      await accept(asker.cookie, first.id);
      expect((await accept(asker.cookie, first.id)).json().acceptedAnswerId).toBe(first.id);
    });

    it("pins the accepted answer first unless another has outscored it by 3 and twice", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Does the accepted answer stay on top?" });
      const low = await answerQuestion(ctx.app, ben.cookie, question.id, "<p>Accepted, low score</p>");
      const high = await answerQuestion(ctx.app, cleo.cookie, question.id, "<p>Popular</p>");
      const middle = await answerQuestion(ctx.app, moderator.cookie, question.id, "<p>Middle</p>");
      await setScore(low.id, 1);
      await setScore(high.id, 3);
      await setScore(middle.id, 2);
      expect((await answerList(question.id)).items.map((item) => item.id)).toEqual([high.id, middle.id, low.id]);
      await accept(asker.cookie, low.id);
      // 3 is not 1 + 3: pinned.
      expect((await answerList(question.id)).items.map((item) => item.id)).toEqual([low.id, high.id, middle.id]);
      // Paged: the pinned answer is on the first page only, and nothing repeats.
      const firstPage = await answerList(question.id, "?limit=2");
      expect(firstPage.items.map((item) => item.id)).toEqual([low.id, high.id]);
      const secondPage = await answerList(question.id, `?limit=2&cursor=${encodeURIComponent(firstPage.nextCursor!)}`);
      expect(secondPage.items.map((item) => item.id)).toEqual([middle.id]);
      expect(secondPage.nextCursor).toBeNull();
      // The feed card's Top Answer is the accepted one while it is pinned.
      const card = () =>
        get("/api/questions?tab=recent&limit=50").then((response) => response.json().items.find((item: { id: number }) => item.id === question.id));
      expect((await card()).topAnswer).toMatchObject({ id: low.id, accepted: true });
      // 4 is 1 + 3 and at least 2 × 1: clearly outscored, the order is by score alone.
      await setScore(high.id, 4);
      expect((await answerList(question.id)).items.map((item) => item.id)).toEqual([high.id, middle.id, low.id]);
      expect((await answerList(question.id)).items.find((item) => item.id === low.id)!.accepted).toBe(true);
      expect((await card()).topAnswer).toMatchObject({ id: high.id, accepted: false });
      // Twice counts too: an accepted answer at 10 stays pinned below 20.
      await setScore(low.id, 10);
      await setScore(high.id, 19);
      expect((await answerList(question.id)).items[0]!.id).toBe(low.id);
      await setScore(high.id, 20);
      expect((await answerList(question.id)).items[0]!.id).toBe(high.id);
    });

    it("answers 404 for answers the asker cannot see (held, deleted, missing, huge ids) and 403 for their own held one", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Can a held answer be accepted?" });
      const held = await answerQuestion(ctx.app, ben.cookie, question.id, "<p>A heldword answer</p>");
      expect(held.held).toBe(true);
      expect((await accept(asker.cookie, held.id)).statusCode).toBe(404);
      const own = await answerQuestion(ctx.app, asker.cookie, question.id, "<p>My own heldword answer</p>");
      const refused = await accept(asker.cookie, own.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Held answers cannot be accepted until a moderator publishes them");
      const gone = await answerQuestion(ctx.app, ben.cookie, question.id, "<p>Soon gone</p>");
      expect((await as(ctx.app, ben.cookie, { method: "DELETE", url: `/api/answers/${gone.id}` })).statusCode).toBe(204);
      expect((await accept(asker.cookie, gone.id)).statusCode).toBe(404);
      for (const id of ["99999999", "2147483648", "99999999999999999999", "0", "-1", "abc"]) {
        expect((await accept(asker.cookie, id)).statusCode, id).toBe(404);
      }
      expect((await get(`/api/questions/${question.id}`)).json().acceptedAnswerId).toBeNull();
    });

    it("forgets the acceptance when the accepted answer is deleted", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "What if the accepted answer goes?" });
      const answer = await answerQuestion(ctx.app, ben.cookie, question.id);
      await accept(asker.cookie, answer.id);
      expect((await as(ctx.app, admin.cookie, { method: "DELETE", url: `/api/answers/${answer.id}` })).statusCode).toBe(204);
      expect((await get(`/api/questions/${question.id}`)).json().acceptedAnswerId).toBeNull();
      // And deleting a question with an accepted answer works (the two rows point at each other).
      const other = await askQuestion(ctx.app, asker.cookie, { title: "Deleted with its accepted answer?" });
      const kept = await answerQuestion(ctx.app, ben.cookie, other.id);
      await accept(asker.cookie, kept.id);
      expect((await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/questions/${other.id}` })).statusCode).toBe(204);
    });

    it("tells the answerer once, and nobody when the asker accepts their own answer", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Is the answerer told?" });
      const answer = await answerQuestion(ctx.app, ben.cookie, question.id);
      const own = await answerQuestion(ctx.app, asker.cookie, question.id, "<p>Mine</p>");
      await accept(asker.cookie, answer.id);
      await accept(asker.cookie, answer.id, "DELETE");
      await accept(asker.cookie, answer.id);
      const told = (await notificationsOf(ben)).filter((item) => item.type === "answer_accepted" && item.answerId === answer.id);
      expect(told).toHaveLength(1);
      expect(told[0]!.link).toBe(`/questions/${question.id}#answer-${answer.id}`);
      await accept(asker.cookie, own.id);
      expect((await notificationsOf(asker)).some((item) => item.type === "answer_accepted")).toBe(false);
    });

    it("gives the page's QAPage JSON-LD an acceptedAnswer, the others as suggested answers", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Where is the acceptedAnswer?" });
      const accepted = await answerQuestion(ctx.app, ben.cookie, question.id, "<p>The accepted one</p>");
      const other = await answerQuestion(ctx.app, cleo.cookie, question.id, "<p>Another one</p>");
      const data = async () => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec((await get(`/questions/${question.id}`)).body)![1]!);
      expect((await data()).mainEntity.acceptedAnswer).toBeUndefined();
      await accept(asker.cookie, accepted.id);
      const entity = (await data()).mainEntity;
      expect(entity.acceptedAnswer).toMatchObject({ "@type": "Answer", text: "The accepted one", url: expect.stringContaining(`#answer-${accepted.id}`) });
      expect(entity.suggestedAnswer.map((answer: { text: string }) => answer.text)).toEqual(["Another one"]);
      // Outscored (and so not first), it is still the acceptedAnswer.
      await setScore(other.id, 10);
      expect((await data()).mainEntity.acceptedAnswer).toMatchObject({ text: "The accepted one" });
    });
  });

  describe("closing", () => {
    it("is for moderators and admins: 401 for visitors, 403 for members and the asker", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Who may close a question?" });
      expect((await close(null, question.id, { reason: "off-topic" })).statusCode).toBe(401);
      for (const member of [asker, cleo]) {
        const refused = await close(member.cookie, question.id, { reason: "off-topic" });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe("Only moderators can close questions");
      }
      expect((await get(`/api/questions/${question.id}`, cleo.cookie)).json().abilities).toMatchObject({ close: false, reopen: false });
      expect((await get(`/api/questions/${question.id}`, moderator.cookie)).json().abilities).toMatchObject({ close: true, reopen: false });
      const closed = await close(moderator.cookie, question.id, { reason: "needs-details" });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().closed).toMatchObject({ reason: "needs-details", closedBy: { id: moderator.user.id, firstName: "Mo" }, voters: [] });
      expect((await close(admin.cookie, question.id, { reason: "off-topic" })).statusCode).toBe(409);
      expect((await reopen(asker.cookie, question.id)).statusCode).toBe(403);
      expect((await reopen(cleo.cookie, question.id)).json().message).toBe("Only moderators can reopen questions");
      expect((await reopen(admin.cookie, question.id)).statusCode).toBe(200);
      expect((await reopen(admin.cookie, question.id)).statusCode).toBe(409);
    });

    it("validates the reason and the duplicate's original with clear 400s", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Is this reason valid?" });
      const heldQuestion = await askQuestion(ctx.app, cleo.cookie, { title: "A heldword question" });
      expect(heldQuestion.held).toBe(true);
      const original = await askQuestion(ctx.app, cleo.cookie, { title: "The original" });
      const cases: [unknown, string, RegExp][] = [
        [{}, "reason", /reason must be one of/],
        [{ reason: "spam" }, "reason", /reason must be one of/],
        [{ reason: "duplicate" }, "duplicateOfId", /Choose the question this one duplicates/],
        [{ reason: "off-topic", duplicateOfId: original.id }, "duplicateOfId", /only for the reason duplicate/],
        [{ reason: "duplicate", duplicateOfId: question.id }, "duplicateOfId", /cannot be a duplicate of itself/],
        [{ reason: "duplicate", duplicateOfId: 99_999_999 }, "duplicateOfId", /no published question #99999999/],
        [{ reason: "duplicate", duplicateOfId: heldQuestion.id }, "duplicateOfId", /no published question/],
        [{ reason: "duplicate", duplicateOfId: 3_000_000_000 }, "duplicateOfId", /duplicateOfId must be a question id/],
        [{ reason: "duplicate", duplicateOfId: -4 }, "duplicateOfId", /duplicateOfId must be a question id/],
        [{ reason: "duplicate", duplicateOfId: 1.5 }, "duplicateOfId", /duplicateOfId must be a question id/],
        [{ reason: "duplicate", duplicateOfId: String(original.id) }, "duplicateOfId", /duplicateOfId must be a question id/],
      ];
      for (const [payload, field, message] of cases) {
        const response = await close(moderator.cookie, question.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: "validation_error", field, message: expect.stringMatching(message) });
      }
      // A duplicate of a duplicate: point at the original instead (no chains, no cycles).
      const dup = await askQuestion(ctx.app, cleo.cookie, { title: "A duplicate" });
      expect((await close(moderator.cookie, dup.id, { reason: "duplicate", duplicateOfId: original.id })).statusCode).toBe(200);
      const chained = await close(moderator.cookie, question.id, { reason: "duplicate", duplicateOfId: dup.id });
      expect(chained.statusCode).toBe(400);
      expect(chained.json().message).toMatch(/itself closed as a duplicate/);
      expect((await get(`/api/questions/${question.id}`)).json().closed).toBeNull();
      // Closing a question nobody may see is a 404 like any other.
      expect((await close(moderator.cookie, 99_999_999, { reason: "off-topic" })).statusCode).toBe(404);
    });

    it("takes no new answers while closed, says why, and takes them again once reopened", async () => {
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Can a closed question be answered?" });
      await close(moderator.cookie, question.id, { reason: "opinion-based" });
      for (const member of [ben, asker, admin]) {
        const refused = await as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/answers`, payload: { content: "<p>Late</p>" } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: "question_closed", message: "This question is closed and no longer takes answers" });
      }
      const page = (await get(`/api/questions/${question.id}`, ben.cookie)).json();
      expect(page.abilities.answer).toBe(false);
      expect(page.closed).toMatchObject({ reason: "opinion-based", closedAt: expect.any(String), closedBy: { firstName: "Mo" } });
      expect(page.closed.duplicateOf).toBeUndefined();
      const card = (await get("/api/questions?tab=recent&limit=50")).json().items.find((item: { id: number }) => item.id === question.id);
      expect(card.closedReason).toBe("opinion-based");
      await reopen(moderator.cookie, question.id);
      expect((await get(`/api/questions/${question.id}`)).json()).toMatchObject({ closed: null, closedReason: null });
      expect((await get(`/api/questions/${question.id}`, ben.cookie)).json().abilities.answer).toBe(true);
      await answerQuestion(ctx.app, ben.cookie, question.id, "<p>Now it works</p>");
    });

    it("links a duplicate and its original both ways, until it is reopened; keeps the history and the audit log", async () => {
      const original = await askQuestion(ctx.app, cleo.cookie, { title: "How do magnets work?" });
      const duplicate = await askQuestion(ctx.app, asker.cookie, { title: "Why do magnets stick?" });
      const closed = await close(moderator.cookie, duplicate.id, { reason: "duplicate", duplicateOfId: original.id });
      expect(closed.json().closed.duplicateOf).toEqual({ id: original.id, title: "How do magnets work?" });
      expect((await get(`/api/questions/${duplicate.id}`)).json().closed).toMatchObject({ reason: "duplicate", duplicateOf: { id: original.id } });
      expect((await get(`/api/questions/${original.id}`)).json().duplicates).toEqual([{ id: duplicate.id, title: "Why do magnets stick?" }]);
      // Accepting on a closed question is still the asker's.
      const answer = await answerQuestion(ctx.app, ben.cookie, original.id);
      expect((await accept(cleo.cookie, answer.id)).statusCode).toBe(200);
      await reopen(admin.cookie, duplicate.id);
      expect((await get(`/api/questions/${original.id}`)).json().duplicates).toEqual([]);
      const history = await ctx.database.db.select().from(questionClosures).where(eq(questionClosures.questionId, duplicate.id)).orderBy(questionClosures.id);
      expect(history).toMatchObject([
        { action: "close", reason: "duplicate", duplicateOfId: original.id, actorId: moderator.user.id },
        { action: "reopen", reason: "duplicate", duplicateOfId: original.id, actorId: admin.user.id },
      ]);
      const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, duplicate.id));
      expect(row).toMatchObject({ closedReason: null, closedAt: null, closedById: null, duplicateOfId: null });
      const audit = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/audit?limit=50" })).json().items as Record<string, unknown>[];
      const mine = audit.filter((entry) => entry.targetId === String(duplicate.id));
      expect(mine.map((entry) => entry.action)).toEqual(["question.reopen", "question.close"]);
      expect(mine[1]).toMatchObject({ details: { reason: "duplicate", duplicateOfId: original.id } });
    });

    it("drops the link when the original is deleted; the duplicate stays closed", async () => {
      const original = await askQuestion(ctx.app, cleo.cookie, { title: "An original soon deleted" });
      const duplicate = await askQuestion(ctx.app, asker.cookie, { title: "Its duplicate" });
      await close(moderator.cookie, duplicate.id, { reason: "duplicate", duplicateOfId: original.id });
      expect((await as(ctx.app, cleo.cookie, { method: "DELETE", url: `/api/questions/${original.id}` })).statusCode).toBe(204);
      const page = (await get(`/api/questions/${duplicate.id}`)).json();
      expect(page.closed).toMatchObject({ reason: "duplicate" });
      expect(page.closed.duplicateOf).toBeUndefined();
    });
  });
});
