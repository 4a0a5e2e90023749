import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answers } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";

// GET /api/questions/{id}/answers?sort=votes|newest|oldest|active (issue 11).
describeApi("answer orders", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let voters: Awaited<ReturnType<typeof registerMember>>[];
  let question: { id: number };
  /** Answers a..d, written in that order, a day apart. */
  const ids: Record<"a" | "b" | "c" | "d", number> = { a: 0, b: 0, c: 0, d: 0 };

  const get = (url: string, cookie?: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const order = async (query: string) => {
    const response = await get(`/api/questions/${question.id}/answers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { id: number }[]).map((item) => item.id);
  };
  /** Every page of one order, `limit` at a time, following the cursors. */
  const allPages = async (sort: string, limit: number) => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: number }[]; nextCursor: string | null } = (
        await get(`/api/questions/${question.id}/answers?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`)
      ).json();
      expect(page.items.length, `a page of ${sort} asked for ${limit}`).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app);
    voters = [await registerMember(ctx.app), await registerMember(ctx.app)];
    question = await askQuestion(ctx.app, asker.cookie, { title: "Which order do answers come in?" });
    const day = 86_400_000;
    const start = Date.now() - 30 * day;
    for (const [index, name] of (["a", "b", "c", "d"] as const).entries()) {
      ids[name] = (await answerQuestion(ctx.app, voters[0]!.cookie, question.id, `<p>Answer ${name}</p>`)).id;
      const at = new Date(start + index * day);
      await ctx.database.db.update(answers).set({ createdAt: at, updatedAt: at }).where(eq(answers.id, ids[name]));
    }
    // Votes: c is best, then a; b and d have none.
    for (const voter of [asker, voters[1]!]) await as(ctx.app, voter.cookie, { method: "POST", url: `/api/answers/${ids.c}/vote`, payload: { value: 1 } });
    await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${ids.a}/vote`, payload: { value: 1 } });
  });
  afterAll(() => ctx?.close());

  it("orders by votes by default, ties to the earliest", async () => {
    expect(await order("")).toEqual([ids.c, ids.a, ids.b, ids.d]);
    expect(await order("?sort=votes")).toEqual([ids.c, ids.a, ids.b, ids.d]);
  });

  it("orders by newest and oldest", async () => {
    expect(await order("?sort=newest")).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(await order("?sort=oldest")).toEqual([ids.a, ids.b, ids.c, ids.d]);
  });

  it("orders by activity: an answer's own edit or a new comment on it brings it first", async () => {
    expect(await order("?sort=active")).toEqual([ids.d, ids.c, ids.b, ids.a]);
    const commented = await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${ids.a}/comments`, payload: { content: "Still true?" } });
    expect(commented.statusCode).toBe(201);
    expect(await order("?sort=active")).toEqual([ids.a, ids.d, ids.c, ids.b]);
    const edited = await as(ctx.app, voters[0]!.cookie, { method: "PATCH", url: `/api/answers/${ids.b}`, payload: { content: "<p>Answer b, edited</p>" } });
    expect(edited.statusCode).toBe(200);
    expect(await order("?sort=active")).toEqual([ids.b, ids.a, ids.d, ids.c]);
    // A comment held for review moves nothing (it is not public), nor does a comment on the question.
    await as(ctx.app, asker.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "On the question" } });
    expect(await order("?sort=active")).toEqual([ids.b, ids.a, ids.d, ids.c]);
    // Newest and oldest are not moved by activity.
    expect(await order("?sort=newest")).toEqual([ids.d, ids.c, ids.b, ids.a]);
  });

  it("pages every order by cursor, each answer once", async () => {
    for (const sort of ["votes", "newest", "oldest", "active"]) {
      const whole = await order(`?sort=${sort}`);
      expect(await allPages(sort, 1), sort).toEqual(whole);
      expect(await allPages(sort, 3), sort).toEqual(whole);
    }
  });

  it("refuses a bad sort, and a cursor made for another order", async () => {
    for (const bad of ["?sort=best", "?sort=", "?sort=VOTES", "?sort=votes&sort=newest", "?sort=%00"]) {
      const response = await get(`/api/questions/${question.id}/answers${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    const cursors: Record<string, string> = {};
    for (const sort of ["votes", "newest", "oldest", "active"]) {
      cursors[sort] = (await get(`/api/questions/${question.id}/answers?sort=${sort}&limit=1`)).json().nextCursor;
    }
    for (const [made, cursor] of Object.entries(cursors)) {
      for (const used of ["votes", "newest", "oldest", "active"]) {
        const response = await get(`/api/questions/${question.id}/answers?sort=${used}&limit=1&cursor=${cursor}`);
        expect(response.statusCode, `${made} cursor in ${used}`).toBe(made === used ? 200 : 400);
        if (made !== used) expect(response.json().message).toBe("Invalid cursor");
      }
    }
  });

  it("pins the accepted answer first in the default order only", async () => {
    const before = await order("?sort=newest");
    const accepted = await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${ids.d}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await order(""))[0]).toBe(ids.d);
    expect(await order("?sort=newest")).toEqual(before);
    expect(await allPages("votes", 1)).toEqual(await order(""));
    await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/answers/${ids.d}/accept` });
  });

  it("uses its indexes for each order", async () => {
    // With table scans and sorts priced out, each order must be read in order from an index of its own.
    const db = ctx.database.db;
    const plans: string[] = [];
    await db.transaction(async (tx) => {
      for (const off of ["enable_seqscan", "enable_bitmapscan", "enable_sort"]) await tx.execute(sql.raw(`set local ${off} = off`));
      for (const orderBy of [
        sql`("upvote_count" - "downvote_count") desc, created_at, id`,
        sql`created_at desc, id desc`,
        sql`created_at, id`,
        sql`greatest(updated_at, commented_at) desc, id desc`,
      ]) {
        const result = await tx.execute(sql`explain select id from answers where question_id = ${question.id} order by ${orderBy} limit 21`);
        plans.push(((result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join("\n")));
      }
    });
    expect(plans[0]).toContain("answers_question_score_idx");
    expect(plans[1]).toContain("answers_question_created_idx");
    expect(plans[2]).toContain("answers_question_created_idx");
    expect(plans[3]).toContain("answers_question_active_idx");
  });
});
