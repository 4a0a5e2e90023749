import { afterAll, beforeAll, expect, it } from "vitest";
import { REPUTATION_RULES } from "@shared/reputation";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";

// The profile header shows the member's reputation (issue 24 point 2): the profile carries it,
// and a visitor's kept copy of the profile drops when a vote moves it.
describeApi("profile reputation (issue 24)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("a profile carries the member's total, for visitors and members alike, fresh after a vote", async () => {
    const ada = await registerMember(ctx.app, { firstName: "Ada" });
    const ben = await registerMember(ctx.app, { firstName: "Ben" });
    const url = `/api/users/${ada.user.id}`;
    const visitor = async () => (await ctx.app.inject({ method: "GET", url })).json() as { reputation: number };
    expect((await visitor()).reputation).toBe(1);
    // Read twice so the visitor's copy is kept, then move the total.
    expect((await visitor()).reputation).toBe(1);
    const q = await askQuestion(ctx.app, ada.cookie);
    expect((await as(ctx.app, ben.cookie, { method: "POST", url: `/api/questions/${q.id}/vote`, payload: { value: 1 } })).statusCode).toBe(200);
    const gained = 1 + REPUTATION_RULES["question-upvoted"].points;
    expect((await visitor()).reputation).toBe(gained);
    expect(((await as(ctx.app, ben.cookie, { method: "GET", url })).json() as { reputation: number }).reputation).toBe(gained);
    expect(((await as(ctx.app, ada.cookie, { method: "GET", url })).json() as { reputation: number }).reputation).toBe(gained);
  });
});
