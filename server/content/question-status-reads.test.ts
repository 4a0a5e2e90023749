import { afterAll, beforeAll, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { questionCloseVotes } from "../db/schema/close-votes";
import { questions } from "../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { answerQuestion, askQuestion } from "../test/factories";
import { closeVoteTallies } from "./close-votes";
import { loadQuestionDetailData } from "./question-summaries";

/**
 * A question page's duplicates, its pinned accepted answer and a visitor's close-vote tallies are read with the other
 * pages' of the moment (issue 22): each page still gets its own, in its order, fresh.
 */
describeApi("batched question page reads", () => {
  let ctx: TestContext;
  let originals: number[];
  let duplicates: Record<number, number[]>;
  let voters: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const { db } = ctx.database;
    const asker = await registerMember(ctx.app, { firstName: "Asker" });
    voters = [];
    for (const firstName of ["Vi", "Wu", "Xo"]) voters.push((await registerMember(ctx.app, { firstName })).user.id);
    originals = [];
    duplicates = {};
    for (const name of ["first", "second", "third"]) {
      const original = await askQuestion(ctx.app, asker.cookie, { title: `Which is the ${name} original question here?` });
      originals.push(original.id);
      duplicates[original.id] = [];
    }
    // The first has three duplicates (closed newest first, listed oldest closing first), the second one, the third none.
    const closings: [number, number][] = [
      [originals[0]!, 3],
      [originals[0]!, 1],
      [originals[0]!, 2],
      [originals[1]!, 1],
    ];
    for (const [index, [originalId, daysAgo]] of closings.entries()) {
      const duplicate = await askQuestion(ctx.app, asker.cookie, { title: `Is this duplicate number ${index} a copy?` });
      await db
        .update(questions)
        .set({ closedReason: "duplicate", duplicateOfId: originalId, closedAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(questions.id, duplicate.id));
      duplicates[originalId]!.push(duplicate.id);
    }
    duplicates[originals[0]!] = [duplicates[originals[0]!]![0]!, duplicates[originals[0]!]![2]!, duplicates[originals[0]!]![1]!];
    // Two open close votes on the first, one reopen vote on the second.
    await db.insert(questionCloseVotes).values([
      { questionId: originals[0]!, userId: voters[0]!, kind: "close", reason: "needs-details" },
      { questionId: originals[0]!, userId: voters[1]!, kind: "close", reason: "needs-details" },
      { questionId: originals[1]!, userId: voters[2]!, kind: "reopen" },
    ]);
  });
  afterAll(() => ctx?.close());

  const rowOf = async (id: number) => (await ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0]!;

  it("gives each of many pages at once its own duplicates, oldest closing first", async () => {
    const rows = await Promise.all(originals.map(rowOf));
    const details = await Promise.all(rows.map((row) => loadQuestionDetailData(ctx.database.db, row, null)));
    details.forEach((detail, index) => expect(detail.duplicates.map((item) => item.id)).toEqual(duplicates[originals[index]!]));
    expect(details[1]!.duplicates[0]).toEqual({ id: duplicates[originals[1]!]![0], title: "Is this duplicate number 3 a copy?" });
  });

  it("gives each visitor's page its own tallies, and a member's own vote only to that member", async () => {
    const { db } = ctx.database;
    const [first, second, third, member] = await Promise.all([
      closeVoteTallies(db, originals[0]!, null),
      closeVoteTallies(db, originals[1]!, null),
      closeVoteTallies(db, originals[2]!, null),
      closeVoteTallies(db, originals[0]!, voters[0]!),
    ]);
    expect(first.close).toMatchObject({ count: 2, voted: false });
    expect(first.reopen).toMatchObject({ count: 0, voted: false });
    expect(second.reopen).toMatchObject({ count: 1, voted: false });
    expect(second.close.count).toBe(0);
    expect(third.close.count + third.reopen.count).toBe(0);
    expect(member.close).toMatchObject({ count: 2, voted: true });
    expect(first.close.needed).toBeGreaterThan(0);
  });

  it("sees a vote cast before it was asked, even while another read is running", async () => {
    const { db } = ctx.database;
    const running = closeVoteTallies(db, originals[2]!, null);
    await db.insert(questionCloseVotes).values({ questionId: originals[2]!, userId: voters[0]!, kind: "close", reason: "needs-details" });
    const after = closeVoteTallies(db, originals[2]!, null);
    await running;
    expect((await after).close.count).toBe(1);
  });

  it("pins each page's own accepted answer when many pages read theirs at once", async () => {
    const asker = await registerMember(ctx.app, { firstName: "Pinner" });
    const answerer = await registerMember(ctx.app, { firstName: "Answerer" });
    const pages: { question: number; accepted: number | null }[] = [];
    for (const [index, accept] of [true, true, false].entries()) {
      const question = await askQuestion(ctx.app, asker.cookie, { title: `Which answer is pinned on page ${index}?` });
      const made = [];
      for (const word of ["early", "late"]) made.push((await answerQuestion(ctx.app, answerer.cookie, question.id, `<p>The ${word} answer of ${index}</p>`)).id);
      // The first page accepts its later answer, the second its earlier, the third none.
      const accepted = accept ? made[index === 0 ? 1 : 0]! : null;
      if (accepted) expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${accepted}/accept` })).statusCode).toBe(200);
      pages.push({ question: question.id, accepted });
    }
    const lists = await Promise.all(pages.map((page) => ctx.app.inject({ method: "GET", url: `/api/questions/${page.question}/answers` })));
    lists.forEach((list, index) => {
      const items = list.json().items as { id: number; questionId: number }[];
      expect(items.every((item) => item.questionId === pages[index]!.question)).toBe(true);
      expect(items).toHaveLength(2);
      if (pages[index]!.accepted) expect(items[0]!.id).toBe(pages[index]!.accepted);
    });
  });

  it("gives each visitor's page its own first comments, oldest first, when many read at once", async () => {
    const asker = await registerMember(ctx.app, { firstName: "Commenter" });
    const pages: { question: number; comments: number[] }[] = [];
    for (const count of [3, 1, 0]) {
      const question = await askQuestion(ctx.app, asker.cookie, { title: `Which comments has the page with ${count}?` });
      const made: number[] = [];
      for (let index = 0; index < count; index++) {
        const response = await as(ctx.app, asker.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: `Comment ${index} of ${count}, $& and </script>` } });
        expect(response.statusCode, response.body).toBe(201);
        made.push(response.json().id as number);
      }
      pages.push({ question: question.id, comments: made });
    }
    const [lists, small] = await Promise.all([
      Promise.all(pages.map((page) => ctx.app.inject({ method: "GET", url: `/api/questions/${page.question}/comments` }))),
      ctx.app.inject({ method: "GET", url: `/api/questions/${pages[0]!.question}/comments?limit=2` }),
    ]);
    lists.forEach((list, index) => {
      const items = list.json().items as { id: number; content: string; createdAt: string }[];
      expect(items.map((item) => item.id)).toEqual(pages[index]!.comments);
      for (const item of items) expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
    });
    // A smaller page of the same question at the same moment is its own read: two, and a cursor to the third.
    const firstTwo = small.json() as { items: { id: number }[]; nextCursor: string | null };
    expect(firstTwo.items.map((item) => item.id)).toEqual(pages[0]!.comments.slice(0, 2));
    const rest = await ctx.app.inject({ method: "GET", url: `/api/questions/${pages[0]!.question}/comments?limit=2&cursor=${firstTwo.nextCursor}` });
    expect((rest.json().items as { id: number }[]).map((item) => item.id)).toEqual(pages[0]!.comments.slice(2));
  });
});
