import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { comments, commentVotes } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

// Upvotes on comments (docs/decisions/030-comment-votes.md): one per member per comment, taken
// back with value 0, never on one's own or a hidden comment; the count on the row equals the rows.
describeApi("comment votes", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let commenter: Awaited<ReturnType<typeof registerMember>>;
  let voter: Awaited<ReturnType<typeof registerMember>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let question: { id: number };
  let answer: { id: number };

  const send = (cookie: string | null, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    cookie ? as(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) }) : ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const vote = (cookie: string | null, id: number | string, value: unknown) => send(cookie, "POST", `/api/comments/${id}/vote`, { value });
  const commentOn = async (cookie: string, url: string, content: string) => {
    const response = await send(cookie, "POST", url, { content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; upvoteCount: number; myVote: number; abilities: Record<string, boolean> };
  };
  const listedAs = async (cookie: string | null, url: string, id: number) =>
    ((await send(cookie, "GET", url)).json().items as { id: number; upvoteCount: number; myVote: number; abilities: Record<string, boolean> }[]).find((item) => item.id === id);
  const rowsFor = async (id: number) => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(commentVotes).where(eq(commentVotes.commentId, id)))[0]!.n;
  const countOf = async (id: number) => (await ctx.database.db.select({ n: comments.upvoteCount }).from(comments).where(eq(comments.id, id)))[0]!.n;

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app, { firstName: "Ada" });
    commenter = await registerMember(ctx.app, { firstName: "Cy" });
    voter = await registerMember(ctx.app, { firstName: "Vi" });
    moderator = await registerStaff(ctx, "moderator");
    question = await askQuestion(ctx.app, asker.cookie, { title: "Do comments take votes now?" });
    answer = await answerQuestion(ctx.app, asker.cookie, question.id);
  });
  afterAll(() => ctx?.close());

  it("counts one upvote per member on question and answer comments, toggles off with 0, and shows each viewer their own vote", async () => {
    for (const url of [`/api/questions/${question.id}/comments`, `/api/answers/${answer.id}/comments`]) {
      const comment = await commentOn(commenter.cookie, url, "<p>Worth an upvote</p>");
      expect(comment).toMatchObject({ upvoteCount: 0, myVote: 0, abilities: { vote: false } });
      expect(await listedAs(voter.cookie, url, comment.id)).toMatchObject({ upvoteCount: 0, myVote: 0, abilities: { vote: true } });
      expect(await listedAs(null, url, comment.id)).toMatchObject({ myVote: 0, abilities: { vote: false } });

      expect((await vote(voter.cookie, comment.id, 1)).json()).toEqual({ upvoteCount: 1, myVote: 1 });
      // Voting again changes nothing: one per member.
      expect((await vote(voter.cookie, comment.id, 1)).json()).toEqual({ upvoteCount: 1, myVote: 1 });
      expect((await vote(asker.cookie, comment.id, 1)).json()).toEqual({ upvoteCount: 2, myVote: 1 });
      expect(await listedAs(voter.cookie, url, comment.id)).toMatchObject({ upvoteCount: 2, myVote: 1 });
      expect(await listedAs(null, url, comment.id)).toMatchObject({ upvoteCount: 2, myVote: 0 });
      expect(await listedAs(commenter.cookie, url, comment.id)).toMatchObject({ upvoteCount: 2, myVote: 0 });

      expect((await vote(voter.cookie, comment.id, 0)).json()).toEqual({ upvoteCount: 1, myVote: 0 });
      expect((await vote(voter.cookie, comment.id, 0)).json()).toEqual({ upvoteCount: 1, myVote: 0 });
      expect(await listedAs(voter.cookie, url, comment.id)).toMatchObject({ upvoteCount: 1, myVote: 0 });
      expect(await rowsFor(comment.id)).toBe(1);
    }
  });

  it("refuses visitors, the comment's author, downvotes and bad input", async () => {
    const comment = await commentOn(commenter.cookie, `/api/questions/${question.id}/comments`, "Mine");
    expect((await vote(null, comment.id, 1)).statusCode).toBe(401);
    const own = await vote(commenter.cookie, comment.id, 1);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You cannot vote on your own comment");
    for (const value of [-1, 2, "1", null, 1.5, 1e308]) expect((await vote(voter.cookie, comment.id, value)).statusCode, String(value)).toBe(400);
    expect((await send(voter.cookie, "POST", `/api/comments/${comment.id}/vote`, {})).statusCode).toBe(400);
    for (const id of ["0", "-1", "abc", "2147483648", "1e3"]) expect([400, 404]).toContain((await vote(voter.cookie, id, 1)).statusCode);
    expect((await vote(voter.cookie, 2_147_483_647, 1)).statusCode).toBe(404);
    expect(await countOf(comment.id)).toBe(0);
    expect(await rowsFor(comment.id)).toBe(0);
  });

  it("keeps each member's vote their own: another member's vote is not theirs to take back", async () => {
    const comment = await commentOn(commenter.cookie, `/api/questions/${question.id}/comments`, "Two voters");
    await vote(voter.cookie, comment.id, 1);
    // The asker taking back a vote they never gave removes nothing of the voter's.
    expect((await vote(asker.cookie, comment.id, 0)).json()).toEqual({ upvoteCount: 1, myVote: 0 });
    expect(await listedAs(voter.cookie, `/api/questions/${question.id}/comments`, comment.id)).toMatchObject({ upvoteCount: 1, myVote: 1 });
  });

  it("hides held comments and comments under held posts as 404, and staff who can see them still cannot vote", async () => {
    await holdPostsContaining(ctx, ["forbiddenword"]);
    const held = await commentOn(commenter.cookie, `/api/questions/${question.id}/comments`, "A forbiddenword comment");
    expect((await vote(voter.cookie, held.id, 1)).statusCode).toBe(404);
    expect((await vote(null, held.id, 1)).statusCode).toBe(401);
    expect((await vote(commenter.cookie, held.id, 1)).statusCode).toBe(403);
    const staff = await vote(moderator.cookie, held.id, 1);
    expect(staff.statusCode).toBe(403);
    expect(held.abilities.vote).toBe(false);

    const heldQuestion = await askQuestion(ctx.app, asker.cookie, { title: "A forbiddenword question?" });
    const under = await commentOn(asker.cookie, `/api/questions/${heldQuestion.id}/comments`, "Context");
    expect((await vote(voter.cookie, under.id, 1)).statusCode).toBe(404);
    expect(await rowsFor(held.id)).toBe(0);
    expect(await rowsFor(under.id)).toBe(0);

    // A deleted comment is gone, votes and all.
    const gone = await commentOn(commenter.cookie, `/api/questions/${question.id}/comments`, "Soon deleted");
    await vote(voter.cookie, gone.id, 1);
    expect((await send(commenter.cookie, "DELETE", `/api/comments/${gone.id}`)).statusCode).toBe(204);
    expect((await vote(voter.cookie, gone.id, 1)).statusCode).toBe(404);
    expect(await rowsFor(gone.id)).toBe(0);
  });

  it("keeps the count equal to the rows under a parallel flood of votes and unvotes", async () => {
    const comment = await commentOn(commenter.cookie, `/api/answers/${answer.id}/comments`, "Flooded");
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => registerMember(ctx.app, { firstName: `F${i}` })));
    const calls = members.flatMap((member, i) => [vote(member.cookie, comment.id, 1), vote(member.cookie, comment.id, 1), vote(member.cookie, comment.id, i % 3 === 0 ? 0 : 1)]);
    const responses = await Promise.all(calls);
    expect(responses.map((response) => response.statusCode).every((code) => code === 200)).toBe(true);
    expect(await countOf(comment.id)).toBe(await rowsFor(comment.id));
    await Promise.all(members.map((member) => vote(member.cookie, comment.id, 0)));
    expect(await countOf(comment.id)).toBe(0);
    expect(await rowsFor(comment.id)).toBe(0);
  });
});
