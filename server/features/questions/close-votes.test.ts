import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLOSE_VOTE_EXPIRY_DAYS } from "@shared/close-votes";
import { PRIVILEGES } from "@shared/reputation";
import { questionCloseVotes } from "../../db/schema/close-votes";
import { questions } from "../../db/schema/content";
import { notifications } from "../../db/schema/messaging";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, grantReputation } from "../../test/factories";
import { registerStaff } from "../../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;
const NEEDED = PRIVILEGES["close-votes"].presets["new-community"];

describeApi("close and reopen votes (issue 25, point 1)", () => {
  let ctx: TestContext;
  let asker: Member;
  let voters: Member[];
  let newcomer: Member;
  let admin: Member;

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app, { firstName: "Ada", lastName: "Asker" });
    voters = [];
    for (const name of ["Ben", "Cleo", "Dev", "Eve"]) {
      const member = await registerMember(ctx.app, { firstName: name, lastName: "Voter" });
      await grantReputation(ctx.database.db, member.user.id, NEEDED);
      voters.push(member);
    }
    newcomer = await registerMember(ctx.app, { firstName: "Nat", lastName: "Newcomer" });
    admin = await registerStaff(ctx, "admin");
  });
  afterAll(() => ctx?.close());

  const post = (who: Member, url: string, payload?: Record<string, unknown>) => as(ctx.app, who.cookie, { method: "POST", url, ...(payload ? { payload } : {}) });
  const del = (who: Member, url: string) => as(ctx.app, who.cookie, { method: "DELETE", url });
  const detail = async (who: Member | null, id: number) =>
    (who ? await as(ctx.app, who.cookie, { method: "GET", url: `/api/questions/${id}` }) : await ctx.app.inject({ method: "GET", url: `/api/questions/${id}` })).json();

  it("closes on the third vote with the reason most voted, tells the asker why, and counts for everyone", async () => {
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Which editor is the best one?" });
    const url = `/api/questions/${question.id}/close-votes`;
    expect((await detail(null, question.id)).closeVotes).toEqual({ count: 0, needed: 3, voted: false });

    const first = await post(voters[0]!, url, { reason: "opinion-based" });
    expect(first.statusCode).toBe(200);
    expect(first.json().closeVotes).toEqual({ count: 1, needed: 3, voted: true });
    expect(first.json().closed).toBeNull();
    // One vote per member: a second is refused, and counts nothing.
    expect((await post(voters[0]!, url, { reason: "off-topic" })).statusCode).toBe(409);
    // A visitor sees the count, not anyone's vote; the asker likewise.
    expect((await detail(null, question.id)).closeVotes).toEqual({ count: 1, needed: 3, voted: false });
    expect((await detail(asker, question.id)).closeVotes).toEqual({ count: 1, needed: 3, voted: false });
    // The voter's own page says so, though members' pages are the visitors' cached copy with their own laid over it.
    expect((await detail(voters[0]!, question.id)).closeVotes).toEqual({ count: 1, needed: 3, voted: true });

    expect((await post(voters[1]!, url, { reason: "off-topic" })).json().closeVotes.count).toBe(2);
    const third = await post(voters[2]!, url, { reason: "opinion-based" });
    expect(third.statusCode).toBe(200);
    expect(third.json().closed).toMatchObject({ reason: "opinion-based" });
    // The banner names every member whose vote closed it, in the order they voted; a visitor sees them too.
    const closers = [voters[0]!, voters[1]!, voters[2]!].map((voter) => voter.user.id);
    expect(third.json().closed.voters.map((voter: { id: string }) => voter.id)).toEqual(closers);
    expect((await detail(null, question.id)).closed.voters.map((voter: { id: string }) => voter.id)).toEqual(closers);
    expect(third.json().closeVotes).toEqual({ count: 0, needed: 3, voted: false });
    // The fourth finds it closed.
    expect((await post(voters[3]!, url, { reason: "off-topic" })).statusCode).toBe(409);

    const told = await ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, asker.user.id), eq(notifications.type, "question_closed")));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ questionId: question.id, subject: "opinion-based", actorId: voters[2]!.user.id });
    const votes = await ctx.database.db.select().from(questionCloseVotes).where(eq(questionCloseVotes.questionId, question.id));
    expect(votes.map((vote) => vote.state)).toEqual(["applied", "applied", "applied"]);
  });

  it("closes a duplicate onto the original most voted", async () => {
    const [one, two] = [await askQuestion(ctx.app, asker.cookie, { title: "How do tides work on lakes?" }), await askQuestion(ctx.app, asker.cookie, { title: "Why are there two tides a day?" })];
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Do lakes have tides at all?" });
    const url = `/api/questions/${question.id}/close-votes`;
    expect((await post(voters[0]!, url, { reason: "duplicate", duplicateOfId: two.id })).statusCode).toBe(200);
    expect((await post(voters[1]!, url, { reason: "duplicate", duplicateOfId: one.id })).statusCode).toBe(200);
    // Bad targets are refused and count nothing.
    expect((await post(voters[2]!, url, { reason: "duplicate", duplicateOfId: question.id })).statusCode).toBe(400);
    expect((await post(voters[2]!, url, { reason: "duplicate" })).statusCode).toBe(400);
    expect((await post(voters[2]!, url, { reason: "duplicate", duplicateOfId: 2_000_000_000 })).statusCode).toBe(400);
    const closing = await post(voters[2]!, url, { reason: "duplicate", duplicateOfId: one.id });
    expect(closing.json().closed).toMatchObject({ reason: "duplicate", duplicateOf: { id: one.id } });
  });

  it("lets a voter retract an open vote, and refuses one with nothing to retract", async () => {
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Is a tomato a fruit or a vegetable?" });
    const url = `/api/questions/${question.id}/close-votes`;
    await post(voters[0]!, url, { reason: "off-topic" });
    const retracted = await del(voters[0]!, url);
    expect(retracted.statusCode).toBe(200);
    expect(retracted.json().closeVotes).toEqual({ count: 0, needed: 3, voted: false });
    expect((await del(voters[0]!, url)).statusCode).toBe(409);
    // Voting again after retracting counts again.
    expect((await post(voters[0]!, url, { reason: "off-topic" })).json().closeVotes.count).toBe(1);
  });

  it(`lets open votes expire ${CLOSE_VOTE_EXPIRY_DAYS} days after the last one`, async () => {
    const question = await askQuestion(ctx.app, asker.cookie, { title: "What is the best programming language?" });
    const url = `/api/questions/${question.id}/close-votes`;
    await post(voters[0]!, url, { reason: "opinion-based" });
    await post(voters[1]!, url, { reason: "opinion-based" });
    await ctx.database.db.update(questionCloseVotes).set({ createdAt: sql`now() - make_interval(days => ${CLOSE_VOTE_EXPIRY_DAYS + 1})` }).where(eq(questionCloseVotes.questionId, question.id));
    expect((await detail(null, question.id)).closeVotes.count).toBe(0);
    // A vote now starts a new count: the two old ones are over, so it does not close.
    const fresh = await post(voters[2]!, url, { reason: "opinion-based" });
    expect(fresh.json().closeVotes.count).toBe(1);
    expect(fresh.json().closed).toBeNull();
    // And the expired voters may vote again.
    expect((await post(voters[0]!, url, { reason: "opinion-based" })).json().closeVotes.count).toBe(2);
  });

  it("needs the close-votes privilege (staff have it), and refuses held or closed questions", async () => {
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Should I learn Rust or Go first?" });
    const url = `/api/questions/${question.id}/close-votes`;
    const refused = await post(newcomer, url, { reason: "off-topic" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "privilege_required", privilege: "close-votes", required: NEEDED });
    expect((await ctx.app.inject({ method: "POST", url, payload: { reason: "off-topic" } })).statusCode).toBe(401);
    expect((await post(voters[0]!, url, { reason: "spam" })).statusCode).toBe(400);
    expect((await post(voters[0]!, "/api/questions/2000000000/close-votes", { reason: "off-topic" })).statusCode).toBe(404);
    // Reopen votes on an open question are refused as out of step with it.
    expect((await post(voters[0]!, `/api/questions/${question.id}/reopen-votes`)).statusCode).toBe(409);
  });

  it("reopens on the third reopen vote; the asker may vote once they edited it, without the privilege", async () => {
    const question = await askQuestion(ctx.app, newcomer.cookie, { title: "How do I center a div in CSS?" });
    for (const voter of voters.slice(0, 3)) await post(voter, `/api/questions/${question.id}/close-votes`, { reason: "needs-details" });
    expect((await detail(null, question.id)).closed).toMatchObject({ reason: "needs-details" });
    const url = `/api/questions/${question.id}/reopen-votes`;
    // Before editing, the newcomer (50 short of the privilege) is refused.
    expect((await post(newcomer, url)).statusCode).toBe(403);
    const edited = await as(ctx.app, newcomer.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { title: "How do I center a div horizontally and vertically in CSS?", content: "<p>I tried margin auto; it centres only horizontally.</p>" } });
    expect(edited.statusCode).toBe(200);
    expect((await post(newcomer, url)).json().reopenVotes).toEqual({ count: 1, needed: 3, voted: true });
    await post(voters[0]!, url);
    const reopened = await post(voters[1]!, url);
    expect(reopened.json().closed).toBeNull();
    expect(reopened.json().reopenVotes).toEqual({ count: 0, needed: 3, voted: false });
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row!.closedReason).toBeNull();
  });

  it("counts parallel votes once each, and the one that reaches the number closes", async () => {
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Tabs or spaces, which is right?" });
    const url = `/api/questions/${question.id}/close-votes`;
    const answers = await Promise.all([...voters, voters[0]!].map((voter) => post(voter, url, { reason: "opinion-based" })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    // Three count and close it; the fourth finds it closed; the same member's second is refused.
    expect(codes).toEqual([200, 200, 200, 409, 409]);
    const votes = await ctx.database.db.select().from(questionCloseVotes).where(eq(questionCloseVotes.questionId, question.id));
    expect(votes).toHaveLength(3);
    expect((await detail(null, question.id)).closed).toMatchObject({ reason: "opinion-based" });
  });

  it("follows the admin's number", async () => {
    expect((await as(ctx.app, admin.cookie, { method: "PUT", url: "/api/admin/settings", payload: { closeVotesNeeded: 0 } })).statusCode).toBe(400);
    expect((await as(ctx.app, admin.cookie, { method: "PUT", url: "/api/admin/settings", payload: { closeVotesNeeded: 1 } })).json().closeVotesNeeded).toBe(1);
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Is coffee better than tea?" });
    expect((await post(voters[0]!, `/api/questions/${question.id}/close-votes`, { reason: "opinion-based" })).json().closed).toMatchObject({ reason: "opinion-based" });
    await as(ctx.app, admin.cookie, { method: "PUT", url: "/api/admin/settings", payload: { closeVotesNeeded: 3 } });
  });
});
