import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { questionViewDays } from "../../db/schema/creators";
import { as, buildTestApp, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";
import { createViewCounts } from "./view-counts";

// Two apps on one database stand for two processes: the once-per-viewer rule is in the
// database, the view_count increments wait in each process and are written in one statement.

describeApi("batched view counts", () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let author: Awaited<ReturnType<typeof registerMember>>;
  let reader: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    other = await buildTestApp(ctx.database);
    author = await registerMember(ctx.app);
    reader = await registerMember(ctx.app);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  const db = () => ctx.database.db;
  const view = (app: FastifyInstance, id: number, who: { cookie: string } | string) =>
    typeof who === "string"
      ? app.inject({ method: "POST", url: `/api/questions/${id}/views`, remoteAddress: who })
      : as(app, who.cookie, { method: "POST", url: `/api/questions/${id}/views` });
  const viewCounts = async (ids: number[]) =>
    Object.fromEntries((await db().select({ id: questions.id, n: questions.viewCount }).from(questions).where(inArray(questions.id, ids))).map((row) => [row.id, row.n]));
  const flushAll = () => Promise.all([ctx.app.viewCounts.flush(), other.viewCounts.flush()]);

  it("counts a viewer once across processes, and writes view_count only at the flush", async () => {
    const question = await askQuestion(ctx.app, author.cookie);
    expect((await view(ctx.app, question.id, reader)).json()).toEqual({ counted: true });
    // The same member through the other process: already counted this hour.
    expect((await view(other, question.id, reader)).json()).toEqual({ counted: false });
    expect((await view(other, question.id, "203.0.113.20")).json()).toEqual({ counted: true });
    expect((await view(ctx.app, question.id, "203.0.113.20")).json()).toEqual({ counted: false });
    expect((await view(ctx.app, question.id, "203.0.113.21")).json()).toEqual({ counted: true });
    // Analytics' day count is written with the view; view_count waits for the flush.
    const [day] = await db().select().from(questionViewDays).where(eq(questionViewDays.questionId, question.id));
    expect(day?.views).toBe(3);
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 0 });
    await flushAll();
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 3 });
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}` })).json().viewCount).toBe(3);
    // Nothing waits after a flush: flushing again adds nothing.
    await flushAll();
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 3 });
  });

  it("adds the views of many questions in one statement", async () => {
    const asked = [];
    for (let index = 0; index < 3; index += 1) asked.push(await askQuestion(ctx.app, author.cookie));
    const ids = asked.map((question) => question.id);
    for (const [index, id] of ids.entries()) {
      for (let n = 0; n <= index; n += 1) expect((await view(other, id, `192.0.2.${n + 1}`)).json().counted).toBe(true);
    }
    const statements: unknown[] = [];
    const counting = new Proxy(db(), {
      get: (target, property, receiver) =>
        property === "execute"
          ? (query: Parameters<Db["execute"]>[0]) => {
              statements.push(query);
              return target.execute(query);
            }
          : Reflect.get(target, property, receiver),
    });
    const counts = createViewCounts(counting, { log: other.log });
    for (const [index, id] of ids.entries()) for (let n = 0; n <= index; n += 1) counts.add(id);
    await counts.close();
    expect(statements).toHaveLength(1);
    expect(await viewCounts(ids)).toEqual({ [ids[0]!]: 1, [ids[1]!]: 2, [ids[2]!]: 3 });
    // The app's own waiting views of these questions (the same views, counted by the route) land too.
    await other.viewCounts.flush();
    expect(await viewCounts(ids)).toEqual({ [ids[0]!]: 2, [ids[1]!]: 4, [ids[2]!]: 6 });
  });

  it("never counts views of held or deleted questions, whenever they were held or deleted", async () => {
    // Held before the view: its author sees it, but the view does not count.
    const held = await askQuestion(ctx.app, author.cookie);
    await db().update(questions).set({ status: "held" }).where(eq(questions.id, held.id));
    expect((await view(ctx.app, held.id, author)).json()).toEqual({ counted: false });
    expect((await view(ctx.app, held.id, reader)).statusCode).toBe(404);

    // Held or deleted between the view and the flush: the flush leaves it alone, counts the rest.
    const heldLater = await askQuestion(ctx.app, author.cookie);
    const deletedLater = await askQuestion(ctx.app, author.cookie);
    const kept = await askQuestion(ctx.app, author.cookie);
    for (const question of [heldLater, deletedLater, kept]) expect((await view(ctx.app, question.id, reader)).json().counted).toBe(true);
    await db().update(questions).set({ status: "held" }).where(eq(questions.id, heldLater.id));
    expect((await as(ctx.app, author.cookie, { method: "DELETE", url: `/api/questions/${deletedLater.id}` })).statusCode).toBe(204);
    await ctx.app.viewCounts.flush();
    expect(await viewCounts([held.id, heldLater.id, deletedLater.id, kept.id])).toEqual({ [held.id]: 0, [heldLater.id]: 0, [kept.id]: 1 });
  });

  it("keeps the views when a flush fails, and writes them at the next", async () => {
    const question = await askQuestion(ctx.app, author.cookie);
    let fail = true;
    const flaky = new Proxy(db(), {
      get: (target, property, receiver) =>
        property === "execute"
          ? (query: Parameters<Db["execute"]>[0]) => (fail ? Promise.reject(new Error("connection lost")) : target.execute(query))
          : Reflect.get(target, property, receiver),
    });
    const counts = createViewCounts(flaky, { log: ctx.app.log });
    counts.add(question.id);
    counts.add(question.id);
    await expect(counts.flush()).rejects.toThrow("connection lost");
    counts.add(question.id);
    fail = false;
    await counts.close();
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 3 });
  });

  it("flushes by itself after the interval", async () => {
    const question = await askQuestion(ctx.app, author.cookie);
    const counts = createViewCounts(db(), { log: ctx.app.log, intervalMs: 50 });
    counts.add(question.id);
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 0 });
    await vi.waitFor(async () => expect(await viewCounts([question.id])).toEqual({ [question.id]: 1 }), { timeout: 5_000, interval: 50 });
    await counts.close();
  });

  it("writes waiting views when the app closes", async () => {
    const question = await askQuestion(ctx.app, author.cookie);
    const third = await buildTestApp(ctx.database);
    expect((await view(third, question.id, "198.51.100.40")).json().counted).toBe(true);
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 0 });
    await third.close();
    expect(await viewCounts([question.id])).toEqual({ [question.id]: 1 });
  });
});
