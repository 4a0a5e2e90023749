import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@shared/limits";
import { answers, questions } from "../../db/schema/content";
import { auditLog } from "../../db/schema/admin";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;
interface RevisionBody {
  number: number;
  editor: { id: string; firstName: string | null } | null;
  createdAt: string;
  title: string | null;
  body: string;
  topics: { id: number; name: string }[];
  editSummary: string | null;
}

describeApi("revisions", () => {
  let ctx: TestContext;
  let author: Member;
  let other: Member;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let topicIds: number[];

  beforeAll(async () => {
    ctx = await createTestContext();
    topicIds = await createTopics(ctx.database.db, ["Tides", "Moons", "Sails"]);
    author = await registerMember(ctx.app, { firstName: "Ann" });
    other = await registerMember(ctx.app, { firstName: "Otto" });
    moderator = await registerStaff(ctx, "moderator", { firstName: "Mo" });
    admin = await registerStaff(ctx, "admin", { firstName: "Ada" });
  });
  afterAll(() => ctx?.close());

  const get = (url: string, cookie?: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const revisions = async (url: string, cookie?: string): Promise<RevisionBody[]> => {
    const response = await get(url, cookie);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().items;
  };
  const editQuestion = (cookie: string, id: number, payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "PATCH", url: `/api/questions/${id}`, payload });
  const editAnswer = (cookie: string, id: number, payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "PATCH", url: `/api/answers/${id}`, payload });
  const rollback = (kind: "questions" | "answers", id: number, n: number | string, cookie?: string) =>
    cookie ? as(ctx.app, cookie, { method: "POST", url: `/api/${kind}/${id}/revisions/${n}/rollback` }) : ctx.app.inject({ method: "POST", url: `/api/${kind}/${id}/revisions/${n}/rollback` });
  const topicCount = async (id: number) => (await get(`/api/topics/${id}`)).json().questionCount as number;

  describe("the original", () => {
    it("is revision 1 of a new question (title, body, topics) and of a new answer; the post is not 'edited'", async () => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "Why two tides?", content: "<p>First words</p>", topicIds: [topicIds[0], topicIds[1]] });
      expect(question).toMatchObject({ editedAt: null, editedBy: null });
      const items = await revisions(`/api/questions/${question.id}/revisions`);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ number: 1, title: "Why two tides?", body: "<p>First words</p>", editSummary: null, editor: { id: author.user.id, firstName: "Ann" } });
      expect(items[0]!.topics.map((topic) => topic.name)).toEqual(["Moons", "Tides"]);
      expect(items[0]!.createdAt).toBe(question.createdAt);

      const answer = await answerQuestion(ctx.app, other.cookie, question.id, "<p>The moon pulls</p>");
      expect(answer).toMatchObject({ editedAt: null, editedBy: null });
      const answerItems = await revisions(`/api/answers/${answer.id}/revisions`);
      expect(answerItems).toEqual([
        expect.objectContaining({ number: 1, title: null, body: "<p>The moon pulls</p>", topics: [], editor: expect.objectContaining({ id: other.user.id }) }),
      ]);
    });

    it("is there for posts written before revisions (rows stored directly): shown, and kept as 1 when they are first edited", async () => {
      const [row] = await ctx.database.db.insert(questions).values({ authorId: author.user.id, title: "An old question?", content: "<p>old</p>" }).returning();
      const [old] = await ctx.database.db.insert(answers).values({ questionId: row!.id, authorId: author.user.id, content: "<p>old answer</p>" }).returning();
      expect(await revisions(`/api/questions/${row!.id}/revisions`)).toEqual([expect.objectContaining({ number: 1, title: "An old question?", body: "<p>old</p>" })]);
      expect((await editQuestion(author.cookie, row!.id, { title: "An old question, edited?" })).statusCode).toBe(200);
      expect((await revisions(`/api/questions/${row!.id}/revisions`)).map((item) => [item.number, item.title])).toEqual([
        [2, "An old question, edited?"],
        [1, "An old question?"],
      ]);
      expect((await editAnswer(author.cookie, old!.id, { content: "<p>new answer</p>" })).statusCode).toBe(200);
      expect((await revisions(`/api/answers/${old!.id}/revisions`)).map((item) => [item.number, item.body])).toEqual([
        [2, "<p>new answer</p>"],
        [1, "<p>old answer</p>"],
      ]);
    });
  });

  describe("every edit path keeps a revision", () => {
    it("the author's edits of a question: whole title, body and topics, summary, newest first; the post carries editedAt and editedBy", async () => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "How do sails work?", content: "<p>v1</p>", topicIds: [topicIds[2]!] });
      const first = await editQuestion(author.cookie, question.id, { content: "<p>v2 <script>alert(1)</script></p>", editSummary: "  Clearer details  " });
      expect(first.statusCode).toBe(200);
      expect(first.json().editedAt).toEqual(expect.any(String));
      expect(first.json().editedBy).toMatchObject({ id: author.user.id });
      const second = await editQuestion(author.cookie, question.id, { title: "How do sails really work?", topicIds: [topicIds[0]!, topicIds[2]!] });
      expect(second.statusCode).toBe(200);
      const items = await revisions(`/api/questions/${question.id}/revisions`);
      expect(items.map((item) => item.number)).toEqual([3, 2, 1]);
      expect(items[2]).toMatchObject({ title: "How do sails work?", body: "<p>v1</p>", editSummary: null });
      // Each revision is whole: the fields not edited are carried over, and HTML is sanitised.
      expect(items[1]).toMatchObject({ title: "How do sails work?", body: "<p>v2 </p>", editSummary: "Clearer details" });
      expect(items[1]!.topics.map((topic) => topic.name)).toEqual(["Sails"]);
      expect(items[0]).toMatchObject({ title: "How do sails really work?", body: "<p>v2 </p>", editSummary: null });
      expect(items[0]!.topics.map((topic) => topic.name)).toEqual(["Sails", "Tides"]);
      const detail = (await get(`/api/questions/${question.id}`)).json();
      expect(detail.editedAt).toBe(items[0]!.createdAt);
      expect(detail.editedBy).toMatchObject({ id: author.user.id, firstName: "Ann" });
    });

    it("the author's edit of an answer, with its summary; answers in lists carry editedAt", async () => {
      const question = await askQuestion(ctx.app, other.cookie);
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>first</p>");
      const edited = await editAnswer(author.cookie, answer.id, { content: "<p>second</p>", editSummary: "Typo" });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ content: "<p>second</p>", editedBy: { id: author.user.id } });
      const items = await revisions(`/api/answers/${answer.id}/revisions`);
      expect(items.map((item) => [item.number, item.body, item.editSummary])).toEqual([
        [2, "<p>second</p>", "Typo"],
        [1, "<p>first</p>", null],
      ]);
      const listed = (await get(`/api/questions/${question.id}/answers`)).json().items.find((item: { id: number }) => item.id === answer.id);
      expect(listed.editedAt).toBe(items[0]!.createdAt);
    });

    it("a moderator's and an admin's edits of someone else's question and answer: they are the editors, and the edits are audited", async () => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "A question staff will fix?" });
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>an answer staff will fix</p>");
      expect((await editQuestion(moderator.cookie, question.id, { title: "A question staff fixed?", editSummary: "Title" })).statusCode).toBe(200);
      expect((await editAnswer(admin.cookie, answer.id, { content: "<p>fixed by an admin</p>", editSummary: "Spam link removed" })).statusCode).toBe(200);
      const [questionRevision] = await revisions(`/api/questions/${question.id}/revisions`);
      expect(questionRevision).toMatchObject({ number: 2, editor: { id: moderator.user.id, firstName: "Mo" }, editSummary: "Title" });
      const [answerRevision] = await revisions(`/api/answers/${answer.id}/revisions`);
      expect(answerRevision).toMatchObject({ number: 2, editor: { id: admin.user.id }, body: "<p>fixed by an admin</p>" });
      expect((await get(`/api/questions/${question.id}`)).json().editedBy).toMatchObject({ id: moderator.user.id });
      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(question.id)));
      expect(audit.some((entry) => entry.action === "question.edit")).toBe(true);
    });

    it("keeps no revision for an edit that changes nothing", async () => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "Unchanged?", content: "<p>same</p>" });
      expect((await editQuestion(author.cookie, question.id, { title: "Unchanged?", content: "<p>same</p>", editSummary: "nothing" })).statusCode).toBe(200);
      expect(await revisions(`/api/questions/${question.id}/revisions`)).toHaveLength(1);
      expect((await get(`/api/questions/${question.id}`)).json().editedAt).toBeNull();
    });
  });

  describe("edit summaries", () => {
    it(`take ${LIMITS.editSummary} characters and no more, text only; blank is none; a summary alone is nothing to update`, async () => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "Summaries?" });
      const answer = await answerQuestion(ctx.app, author.cookie, question.id);
      const long = await editQuestion(author.cookie, question.id, { title: "Summaries 2?", editSummary: "x".repeat(LIMITS.editSummary + 1) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: "editSummary", message: `Edit summary must be at most ${LIMITS.editSummary} characters` });
      expect((await editAnswer(author.cookie, answer.id, { content: "<p>b</p>", editSummary: "x".repeat(LIMITS.editSummary + 1) })).statusCode).toBe(400);
      expect((await editAnswer(author.cookie, answer.id, { content: "<p>b</p>", editSummary: 42 })).statusCode).toBe(400);
      expect((await editQuestion(author.cookie, question.id, { editSummary: "only a summary" })).statusCode).toBe(400);
      const exact = await editQuestion(author.cookie, question.id, { title: "Summaries 3?", editSummary: "y".repeat(LIMITS.editSummary) });
      expect(exact.statusCode).toBe(200);
      expect((await editQuestion(author.cookie, question.id, { title: "Summaries 4?", editSummary: "   " })).statusCode).toBe(200);
      const hostile = "</script><script>alert(1)</script> ∑ 👍\u202e";
      expect((await editAnswer(author.cookie, answer.id, { content: "<p>c</p>", editSummary: hostile })).statusCode).toBe(200);
      const items = await revisions(`/api/questions/${question.id}/revisions`);
      expect(items.map((item) => item.editSummary)).toEqual([null, "y".repeat(LIMITS.editSummary), null]);
      // Summaries are text, sent as they were written but for bidi controls (a one-line label,
      // issue 20): the client shows them as text.
      expect((await revisions(`/api/answers/${answer.id}/revisions`))[0]!.editSummary).toBe("</script><script>alert(1)</script> ∑ 👍");
    });
  });

  describe("rollback", () => {
    it("by the author restores title, body and topics as a new revision, counters following", async () => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "Rollback me?", content: "<p>original</p>", topicIds: [topicIds[0]!] });
      const [tides, moons] = [topicIds[0]!, topicIds[1]!];
      const before = { tides: await topicCount(tides), moons: await topicCount(moons) };
      expect((await editQuestion(author.cookie, question.id, { title: "Vandalised?", content: "<p>vandalised</p>", topicIds: [moons] })).statusCode).toBe(200);
      expect(await topicCount(tides)).toBe(before.tides - 1);
      expect(await topicCount(moons)).toBe(before.moons + 1);
      const rolled = await rollback("questions", question.id, 1, author.cookie);
      expect(rolled.statusCode, rolled.body).toBe(200);
      expect(rolled.json()).toMatchObject({ title: "Rollback me?", content: "<p>original</p>", topics: [{ id: tides, name: "Tides" }] });
      expect(await topicCount(tides)).toBe(before.tides);
      expect(await topicCount(moons)).toBe(before.moons);
      const items = await revisions(`/api/questions/${question.id}/revisions`);
      expect(items[0]).toMatchObject({ number: 3, title: "Rollback me?", body: "<p>original</p>", editSummary: "Rolled back to revision 1", editor: { id: author.user.id } });
      expect(items[0]!.topics).toEqual([{ id: tides, name: "Tides" }]);
      // Rolling back to what it already is changes nothing.
      const again = await rollback("questions", question.id, 3, author.cookie);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe("Revision 3 is already the current version");
    });

    it("by staff on someone else's answer; another member gets 403, a visitor 401", async () => {
      const question = await askQuestion(ctx.app, other.cookie);
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>good</p>");
      await editAnswer(author.cookie, answer.id, { content: "<p>worse</p>" });
      expect((await rollback("answers", answer.id, 1)).statusCode).toBe(401);
      const refused = await rollback("answers", answer.id, 1, other.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You can only edit your own answers");
      expect((await rollback("questions", question.id, 1, author.cookie)).statusCode).toBe(403);
      expect((await rollback("questions", question.id, 1)).statusCode).toBe(401);
      const rolled = await rollback("answers", answer.id, 1, moderator.cookie);
      expect(rolled.statusCode).toBe(200);
      expect(rolled.json()).toMatchObject({ content: "<p>good</p>", editedBy: { id: moderator.user.id } });
      expect((await revisions(`/api/answers/${answer.id}/revisions`))[0]).toMatchObject({ number: 3, editSummary: "Rolled back to revision 1", editor: { id: moderator.user.id } });
      // The revisions say who may roll back.
      expect((await get(`/api/answers/${answer.id}/revisions`, author.cookie)).json().canRollback).toBe(true);
      expect((await get(`/api/answers/${answer.id}/revisions`, other.cookie)).json().canRollback).toBe(false);
      expect((await get(`/api/answers/${answer.id}/revisions`)).json().canRollback).toBe(false);
    });

    it.each(["0", "-1", "4", "99999", "2147483648", "99999999999999999999", "abc", "1.5", "1e3", "%00", "0x1"])("answers 404 for revision %s", async (n) => {
      const question = await askQuestion(ctx.app, author.cookie, { title: "Hostile numbers?" });
      await editQuestion(author.cookie, question.id, { title: "Hostile numbers 2?" });
      const response = await rollback("questions", question.id, n, author.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("not_found");
    });
  });

  describe("visibility and auto-moderation", () => {
    it("shows a held post's revisions only to its author and staff, and a held question's answers' too", async () => {
      await holdPostsContaining(ctx, ["kraken"]);
      const held = await askQuestion(ctx.app, author.cookie, { title: "Is the kraken real?" });
      expect(held.held).toBe(true);
      const visible = await askQuestion(ctx.app, other.cookie, { title: "Are squids big?" });
      const heldAnswer = await answerQuestion(ctx.app, author.cookie, visible.id, "<p>A kraken is</p>");
      const [hidden] = await ctx.database.db.insert(answers).values({ questionId: held.id, authorId: other.user.id, content: "<p>under a held question</p>" }).returning();
      for (const url of [`/api/questions/${held.id}/revisions`, `/api/answers/${heldAnswer.id}/revisions`]) {
        expect((await get(url)).statusCode, url).toBe(404);
        expect((await get(url, author.cookie)).statusCode, url).toBe(200);
        expect((await get(url, moderator.cookie)).statusCode, url).toBe(200);
      }
      expect((await get(`/api/questions/${held.id}/revisions`, other.cookie)).statusCode).toBe(404);
      expect((await get(`/api/answers/${heldAnswer.id}/revisions`, other.cookie)).statusCode).toBe(404);
      expect((await get(`/api/answers/${hidden!.id}/revisions`)).statusCode).toBe(404);
      expect((await get(`/api/answers/${hidden!.id}/revisions`, other.cookie)).statusCode).toBe(404);
      expect((await rollback("questions", held.id, 1, other.cookie)).statusCode).toBe(404);
      expect((await get("/api/questions/2147483647/revisions")).statusCode).toBe(404);
      expect((await get("/api/answers/0/revisions")).statusCode).toBe(404);
    });

    it("screens a member's edit: a blocked word holds the published post again (counters follow), staff edits are not screened", async () => {
      await holdPostsContaining(ctx, ["kraken"]);
      const question = await askQuestion(ctx.app, author.cookie, { title: "Deep sea monsters?", topicIds: [topicIds[2]!] });
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>none</p>");
      const sails = await topicCount(topicIds[2]!);
      const answersBefore = (await get(`/api/questions/${question.id}`)).json().answerCount;
      const editedAnswer = await editAnswer(author.cookie, answer.id, { content: "<p>the kraken</p>" });
      expect(editedAnswer.statusCode).toBe(200);
      expect(editedAnswer.json()).toMatchObject({ held: true, message: expect.any(String) });
      expect((await get(`/api/questions/${question.id}`)).json().answerCount).toBe(answersBefore - 1);
      expect((await get(`/api/answers/${answer.id}/revisions`)).statusCode).toBe(404);
      const edited = await editQuestion(author.cookie, question.id, { title: "Is the kraken a deep sea monster?" });
      expect(edited.json()).toMatchObject({ held: true });
      expect((await get(`/api/questions/${question.id}`)).statusCode).toBe(404);
      expect(await topicCount(topicIds[2]!)).toBe(sails - 1);
      // The moderation queue has it.
      const reports = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/reports?status=open&limit=100" })).json();
      expect(reports.items.some((item: { targetType: string; targetId: string | number }) => item.targetType === "question" && Number(item.targetId) === question.id)).toBe(true);
      // Staff write blocked words without being held.
      const staffQuestion = await askQuestion(ctx.app, other.cookie, { title: "Octopus facts?" });
      const staffEdit = await editQuestion(moderator.cookie, staffQuestion.id, { title: "Octopus and kraken facts?" });
      expect(staffEdit.json().held).toBeUndefined();
      expect((await get(`/api/questions/${staffQuestion.id}`)).statusCode).toBe(200);
    });
  });
});
