import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";
import { registerStaff } from "../../test/staff";

// Issue 9: staff edits and deletions of others' content through the member routes were not
// in the audit log (only /api/admin/* wrote it).
describeApi("staff actions on others' content through member routes", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let author: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin", { firstName: "Ada", lastName: "Admin" });
    moderator = await registerStaff(ctx, "moderator", { firstName: "Mo", lastName: "Derator" });
    author = await registerMember(ctx.app);
  });
  afterAll(() => ctx?.close());

  const audit = async () => (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/audit?limit=50" })).json().items as Record<string, unknown>[];
  const call = (cookie: string, method: "PATCH" | "DELETE", url: string, payload?: object) => as(ctx.app, cookie, { method, url, payload });

  it("writes an entry for each edit and delete of another member's question, answer and comment", async () => {
    const question = await askQuestion(ctx.app, author.cookie, { title: "Audited question?" });
    const answer = await answerQuestion(ctx.app, author.cookie, question.id);
    const comment = (await as(ctx.app, author.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "<p>A comment</p>" } })).json();

    expect((await call(moderator.cookie, "PATCH", `/api/questions/${question.id}`, { title: "Edited by staff?" })).statusCode).toBe(200);
    expect((await call(moderator.cookie, "PATCH", `/api/answers/${answer.id}`, { content: "<p>Edited</p>" })).statusCode).toBe(200);
    expect((await call(admin.cookie, "PATCH", `/api/comments/${comment.id}`, { content: "<p>Edited</p>" })).statusCode).toBe(200);
    expect((await call(admin.cookie, "DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await call(moderator.cookie, "DELETE", `/api/answers/${answer.id}`)).statusCode).toBe(204);
    expect((await call(moderator.cookie, "DELETE", `/api/questions/${question.id}`)).statusCode).toBe(204);

    const entries = (await audit()).filter((entry) => ["question", "answer", "comment"].includes(entry.targetType as string));
    expect(entries.map((entry) => [entry.actor, entry.action, entry.targetId])).toEqual([
      ["Mo Derator", "question.delete", String(question.id)],
      ["Mo Derator", "answer.delete", String(answer.id)],
      ["Ada Admin", "comment.delete", String(comment.id)],
      ["Ada Admin", "comment.edit", String(comment.id)],
      ["Mo Derator", "answer.edit", String(answer.id)],
      ["Mo Derator", "question.edit", String(question.id)],
    ]);
    expect(entries.at(-1)!.details).toEqual({ authorId: author.user.id, fields: ["title"], revision: 2 });
    expect(entries[0]!.details).toEqual({ authorId: author.user.id });
  });

  it("does not audit authors changing their own posts, staff included", async () => {
    const before = (await audit()).length;
    const own = await askQuestion(ctx.app, author.cookie, { title: "My own question?" });
    expect((await call(author.cookie, "PATCH", `/api/questions/${own.id}`, { title: "My own, edited?" })).statusCode).toBe(200);
    expect((await call(author.cookie, "DELETE", `/api/questions/${own.id}`)).statusCode).toBe(204);
    const staffOwn = await askQuestion(ctx.app, moderator.cookie, { title: "A moderator's question?" });
    expect((await call(moderator.cookie, "DELETE", `/api/questions/${staffOwn.id}`)).statusCode).toBe(204);
    expect((await audit()).length).toBe(before);
  });

  it("writes nothing when the change is refused", async () => {
    const before = (await audit()).length;
    const question = await askQuestion(ctx.app, author.cookie, { title: "Refused edit?" });
    const bad = await call(moderator.cookie, "PATCH", `/api/questions/${question.id}`, { topicIds: [999999] });
    expect(bad.statusCode).toBe(400);
    expect((await audit()).length).toBe(before);
  });
});
