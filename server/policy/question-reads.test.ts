import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { askQuestion } from "../test/factories";
import { holdPostsContaining } from "../test/staff";
import { readVisibleQuestion } from "./visibility";

/**
 * Reads of a question to show it go together (readVisibleQuestion, issue 22): one statement
 * for the reads of a moment, each still judged for its own viewer, never shared by reference.
 */
describeApi("batched question reads", () => {
  let ctx: TestContext;
  let author: Awaited<ReturnType<typeof registerMember>>;
  let other: Awaited<ReturnType<typeof registerMember>>;
  let held: { id: number };
  let published: { id: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    await holdPostsContaining(ctx, ["contraband"]);
    author = await registerMember(ctx.app);
    other = await registerMember(ctx.app);
    held = await askQuestion(ctx.app, author.cookie, { title: "Where is contraband sold cheaply?" });
    published = await askQuestion(ctx.app, author.cookie, { title: "Where are ferries sold cheaply?" });
  });
  afterAll(() => ctx?.close());

  it("judges each read of one batch for its own viewer", async () => {
    const { db } = ctx.database;
    const authorViewer = { id: author.user.id, role: "user" as const };
    const otherViewer = { id: other.user.id, role: "user" as const };
    const outcomes = await Promise.allSettled([
      readVisibleQuestion(db, authorViewer, held.id),
      readVisibleQuestion(db, otherViewer, held.id),
      readVisibleQuestion(db, null, held.id),
      readVisibleQuestion(db, null, published.id),
      readVisibleQuestion(db, otherViewer, published.id),
      readVisibleQuestion(db, null, 2_147_483_647),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled", "fulfilled", "rejected"]);
    expect(outcomes.filter((outcome) => outcome.status === "rejected").map((outcome) => (outcome as PromiseRejectedResult).reason)).toMatchObject([
      { statusCode: 404, message: "Question not found" },
      { statusCode: 404, message: "Question not found" },
      { statusCode: 404, message: "Question not found" },
    ]);
    // Two readers of one question get two rows: one changing its copy changes nothing of the other's.
    const [first, second] = outcomes.slice(3) as PromiseFulfilledResult<{ id: number; title: string }>[];
    expect(first!.value).toEqual(second!.value);
    expect(first!.value).not.toBe(second!.value);
  });

  it("reads what was written before it was asked (a read never joins one already running)", async () => {
    const { db } = ctx.database;
    const before = readVisibleQuestion(db, null, published.id);
    const edited = await as(ctx.app, author.cookie, { method: "PATCH", url: `/api/questions/${published.id}`, payload: { title: "Where are ferry tickets sold cheaply?" } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await before).id).toBe(published.id);
    expect((await readVisibleQuestion(db, null, published.id)).title).toBe("Where are ferry tickets sold cheaply?");
  });
});
