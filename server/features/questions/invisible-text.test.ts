import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";

// Issue 9: a title made only of zero-width characters was accepted.
describeApi("invisible-only text", () => {
  let ctx: TestContext;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    member = await registerMember(ctx.app);
  });
  afterAll(() => ctx?.close());

  const invisible = "\u200B\u200C\u200D\u2060\uFEFF\u00AD\u200E\u3164\u2800";

  it("refuses a question title, an edit, an answer and a message made only of invisible characters", async () => {
    const ask = await as(ctx.app, member.cookie, { method: "POST", url: "/api/questions", payload: { title: invisible } });
    expect(ask.statusCode).toBe(400);
    expect(ask.json()).toEqual({ error: "validation_error", message: "Please enter a title for your question.", field: "title" });

    const question = await askQuestion(ctx.app, member.cookie, { title: "A visible title?" });
    const edit = await as(ctx.app, member.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { title: `  ${invisible}  ` } });
    expect(edit.json()).toMatchObject({ field: "title" });
    const answer = await as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/answers`, payload: { content: `<p>${invisible}&#8203;</p>` } });
    expect(answer.json()).toMatchObject({ error: "validation_error", field: "content", message: "Please write an answer." });
    const space = await as(ctx.app, member.cookie, { method: "POST", url: "/api/spaces", payload: { name: invisible } });
    expect(space.statusCode).toBe(400);
    const profile = await as(ctx.app, member.cookie, { method: "PATCH", url: `/api/users/${member.user.id}`, payload: { firstName: invisible } });
    expect(profile.json()).toMatchObject({ field: "firstName" });
    // Nothing was stored under an invisible title.
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}` })).json().title).toBe("A visible title?");
  });
});
