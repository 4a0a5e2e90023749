import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { QuestionEvent, QuestionStateEvent } from "@shared/question-events";
import { endsSoon, endsWithin, openInjected, openSse, type SseStream } from "../../test/streams";
import { as, buildTestApp, createTestContext, describeApi, openTestDatabase, registerMember, type TestContext } from "../../test/app";
import { registerErrorHandler } from "../../plugins/errors";
import { users } from "../../db/schema/users";
import { questionEventsRoutes, STREAMS_BUSY } from "./question-events.routes";
import { answerQuestion, askQuestion, grantReputation } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";
import { openDatabase, type Database } from "../../db/client";
import { answers, comments, questions } from "../../db/schema/content";
import { diffSnapshots, type Snapshot } from "./snapshot";

/** Waits for the stream's heartbeat (a ": ping" line), polling, up to 10 s: a loaded machine may send the first late. */
async function pinged(stream: { text(): string }) {
  const since = Date.now();
  while (!stream.text().includes(": ping")) {
    if (Date.now() - since > 10_000) throw new Error(`no heartbeat within 10 s:\n${stream.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
import { createCurrentViewer, registerStaffPowers, type StaffRules } from "../../policy/staff-powers";

const onPostgres = process.env.PONDER_TEST_DB === "postgres";

/** An open GET /api/questions/{id}/events: what arrived so far, and a way to wait for more. */
interface Stream extends SseStream {
  events(): QuestionEvent[];
  /** Resolves with the first event received (so far or later) of the type that matches the predicate. */
  next<T extends QuestionEvent["type"]>(type: T, match?: (event: Extract<QuestionEvent, { type: T }>) => boolean, ms?: number): Promise<Extract<QuestionEvent, { type: T }>>;
}

async function openStream(app: FastifyInstance, path: string, cookie?: string): Promise<Stream> {
  const stream = await openSse(app, path, cookie);
  const events = () => [...stream.text().matchAll(/^event: (\S+)\ndata: (.+)$/gm)].map((match) => JSON.parse(match[2]!) as QuestionEvent);
  return {
    ...stream,
    events,
    next: async (type, match = () => true, ms = 5000) => {
      let found: QuestionEvent | undefined;
      await stream.waitFor(() => (found = events().find((event) => event.type === type && match(event as never))) !== undefined, ms, type);
      return found as never;
    },
  };
}

/** Time for a change to have been announced, read (250 ms debounce) and streamed, had it been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

describeApi("the live question page (GET /api/questions/{id}/events)", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let answerer: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: "off" });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    asker = await registerMember(ctx.app);
    answerer = await registerMember(ctx.app);
  });
  afterAll(() => ctx?.close());

  const eventsOf = (id: number) => `/api/questions/${id}/events`;

  it("streams to a visitor, never cached, starting with the state of the question", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: 1 } });
    const stream = await openStream(ctx.app, eventsOf(question.id));
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("no-store, no-transform");
    expect(stream.headers.etag).toBeUndefined();
    const state = await stream.next("state");
    expect(state).toEqual<QuestionStateEvent>({
      type: "state",
      answerCount: 1,
      upvoteCount: 0,
      downvoteCount: 0,
      answers: [{ id: answer.id, upvoteCount: 1, downvoteCount: 0, commentCount: 0 }],
    });
    expect(stream.text()).toMatch(/^retry: \d+\n/);
    stream.close();
  });

  it("carries each kind of change: new answers, votes, comments, edits, deletions", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");

    // A new answer: its id, the new count.
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    expect(await stream.next("answer")).toEqual({ type: "answer", answerCount: 1, added: [answer.id], removed: [] });

    // Votes on the question and the answer.
    await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } });
    expect(await stream.next("votes", (event) => event.question.upvoteCount === 1)).toEqual({
      type: "votes",
      question: { upvoteCount: 1, downvoteCount: 0 },
      answers: [],
    });
    await grantReputation(ctx.database.db, asker.user.id, 50); // downvoting needs 50
    await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: -1 } });
    expect(await stream.next("votes", (event) => event.answers.length > 0)).toEqual({
      type: "votes",
      question: { upvoteCount: 1, downvoteCount: 0 },
      answers: [{ id: answer.id, upvoteCount: 0, downvoteCount: 1 }],
    });

    // A comment.
    const comment = (await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "<p>Thanks!</p>" } })).json();
    expect(await stream.next("comment")).toEqual({ type: "comment", answers: [{ id: answer.id, commentCount: 1 }] });

    // Edits of the question and of the answer.
    expect((await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { title: "How do tides really work?" } })).statusCode).toBe(200);
    expect(await stream.next("edit", (event) => event.question)).toEqual({ type: "edit", question: true, answerIds: [] });
    expect((await as(ctx.app, answerer.cookie, { method: "PATCH", url: `/api/answers/${answer.id}`, payload: { content: "<p>A better answer</p>" } })).statusCode).toBe(200);
    expect(await stream.next("edit", (event) => event.answerIds.length > 0)).toEqual({ type: "edit", question: false, answerIds: [answer.id] });

    // Deletions.
    expect((await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/comments/${comment.id}` })).statusCode).toBe(204);
    await stream.next("comment", (event) => event.answers[0]?.commentCount === 0);
    expect((await as(ctx.app, answerer.cookie, { method: "DELETE", url: `/api/answers/${answer.id}` })).statusCode).toBe(204);
    expect(await stream.next("answer", (event) => event.removed.length > 0)).toEqual({ type: "answer", answerCount: 0, added: [], removed: [answer.id] });
    stream.close();
  });

  it("carries acceptance and closing made through the API (decision 023)", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/accept` })).statusCode).toBe(200);
    expect(await stream.next("accepted")).toEqual({ type: "accepted", acceptedAnswerId: answer.id });
    expect((await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/answers/${answer.id}/accept` })).statusCode).toBe(200);
    await stream.next("accepted", (event) => event.acceptedAnswerId === null);
    const moderator = await registerStaff(ctx, "moderator");
    const closed = await as(ctx.app, moderator.cookie, { method: "POST", url: `/api/questions/${question.id}/close`, payload: { reason: "off-topic" } });
    expect(closed.statusCode).toBe(200);
    await stream.next("closed");
    stream.close();
  });

  it("after its `answer` event, a visitor's cached list already shows the answer (what Show fetches)", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const list = () => ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}/answers` });
    expect((await list()).json().items).toEqual([]);
    // Kept in the public cache now.
    expect((await list()).headers.etag).toBeDefined();
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    await stream.next("answer");
    expect((await list()).json().items.map((item: { id: number }) => item.id)).toEqual([answer.id]);
    stream.close();
  });

  it("folds a burst of changes into one reading", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    const voters = await Promise.all(Array.from({ length: 4 }, () => registerMember(ctx.app)));
    const cast = await Promise.all(voters.map((voter) => as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } })));
    expect(cast.map((response) => `${response.statusCode} ${response.statusCode === 200 ? "" : response.body}`.trim())).toEqual(["200", "200", "200", "200"]);
    await stream.next("votes", (event) => event.question.upvoteCount === 4);
    // Four commits, at most a couple of readings (the writes may straddle one debounce window).
    expect(stream.events().filter((event) => event.type === "votes").length).toBeLessThanOrEqual(2);
    stream.close();
  });

  it("sees changes from any write path: an operator's SQL", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    await ctx.database.db.update(questions).set({ upvoteCount: 41, downvoteCount: 2 }).where(eq(questions.id, question.id));
    expect(await stream.next("votes")).toEqual({ type: "votes", question: { upvoteCount: 41, downvoteCount: 2 }, answers: [] });
    stream.close();
  });

  it("tells visitors nothing of held answers and comments", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    const [held] = await ctx.database.db
      .insert(answers)
      .values({ questionId: question.id, authorId: answerer.user.id, content: "<p>secret held answer</p>", status: "held" })
      .returning({ id: answers.id });
    await ctx.database.db.insert(comments).values({ questionId: question.id, answerId: answer.id, authorId: answerer.user.id, content: "<p>held comment</p>", status: "held" });
    await settle();
    // Then a visible change, to be sure the held rows' announcements were read and said nothing.
    await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } });
    await stream.next("votes");
    expect(stream.events().map((event) => event.type)).toEqual(["state", "votes"]);
    const [state, votes] = stream.events() as [QuestionStateEvent, Extract<QuestionEvent, { type: "votes" }>];
    expect(state.answers.map((item) => item.id)).toEqual([answer.id]);
    expect(votes.answers).toEqual([]);
    expect(stream.text()).not.toContain("secret");

    // Published by a moderator: now it is news.
    await ctx.database.db.update(answers).set({ status: "published" }).where(eq(answers.id, held!.id));
    expect(await stream.next("answer")).toMatchObject({ added: [held!.id], removed: [] });
    stream.close();
  });

  it("holds an answer through auto-moderation without a visitor's stream hearing of it", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    await holdPostsContaining(ctx, ["zanzibarword"]);
    const posted = (await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/questions/${question.id}/answers`, payload: { content: "<p>zanzibarword here</p>" } })).json();
    expect(posted.held).toBe(true);
    await settle();
    expect(stream.events().map((event) => event.type)).toEqual(["state"]);
    stream.close();
  });

  it("is a 404 for a question the viewer may not see, and a stream for its author and staff", async () => {
    expect((await openStream(ctx.app, eventsOf(2_000_000_000))).status).toBe(404);
    const missing = await ctx.app.inject({ method: "GET", url: eventsOf(2_000_000_000) });
    expect(missing.json()).toEqual({ error: "not_found", message: "Question not found" });
    for (const bad of ["0", "-1", "abc", "2147483648", "1e3"]) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${bad}/events` })).statusCode, bad).toBe(404);
    }

    const [held] = await ctx.database.db.insert(questions).values({ authorId: asker.user.id, title: "A held question?", status: "held" }).returning({ id: questions.id });
    expect((await openStream(ctx.app, eventsOf(held!.id))).status).toBe(404);
    expect((await openStream(ctx.app, eventsOf(held!.id), answerer.cookie)).status).toBe(404);

    // The author sees their held question and its changes, on a stream of their own.
    const own = await openStream(ctx.app, eventsOf(held!.id), asker.cookie);
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("no-store, no-transform");
    await own.next("state");
    await ctx.database.db.update(questions).set({ upvoteCount: 3 }).where(eq(questions.id, held!.id));
    await own.next("votes", (event) => event.question.upvoteCount === 3);
    own.close();

    const moderator = await registerStaff(ctx, "moderator");
    const staff = await openStream(ctx.app, eventsOf(held!.id), moderator.cookie);
    expect(staff.status).toBe(200);
    staff.close();
  });

  it("says `gone` and ends when the question is held or deleted", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const stream = await openStream(ctx.app, eventsOf(question.id));
    await stream.next("state");
    await ctx.database.db.update(questions).set({ status: "held" }).where(eq(questions.id, question.id));
    await stream.next("gone");
    await endsSoon(stream);
    expect((await openStream(ctx.app, eventsOf(question.id))).status).toBe(404);

    const other = await askQuestion(ctx.app, asker.cookie);
    const second = await openStream(ctx.app, eventsOf(other.id));
    await second.next("state");
    expect((await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/questions/${other.id}` })).statusCode).toBe(204);
    await second.next("gone");
    await endsSoon(second);
  });

  it("gives every stream of a question its changes, a visitor's and a member's alike", async () => {
    const question = await askQuestion(ctx.app, asker.cookie);
    const streams = await Promise.all([openStream(ctx.app, eventsOf(question.id)), openStream(ctx.app, eventsOf(question.id), answerer.cookie)]);
    for (const stream of streams) await stream.next("state");
    await answerQuestion(ctx.app, answerer.cookie, question.id);
    for (const stream of streams) await stream.next("answer");
    for (const stream of streams) {
      stream.close();
      await stream.ended;
    }
  });
});

describeApi("the live question page: limits and shutdown", () => {
  it("closes the oldest stream of an address beyond the limit, and every stream when the app closes", async () => {
    const ctx = await createTestContext({ RATE_LIMITS: "off" });
    try {
      await ctx.app.listen({ port: 0, host: "127.0.0.1" });
      const member = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, member.cookie);
      const { MAX_STREAMS_PER_ADDRESS } = await import("./question-events.routes");
      const streams: Stream[] = [];
      for (let i = 0; i <= MAX_STREAMS_PER_ADDRESS; i += 1) {
        const stream = await openStream(ctx.app, `/api/questions/${question.id}/events`);
        expect(stream.status).toBe(200);
        await stream.next("state");
        streams.push(stream);
      }
      await endsSoon(streams[0]!);
      const rest = streams.slice(1);
      const closing = ctx.app.close();
      await Promise.all(rest.map((stream) => endsSoon(stream)));
      await closing;
    } finally {
      await ctx.close().catch(() => undefined);
    }
  });
});

/** The staff rules as a test sets them: the site's setting, and who has two-factor on. */
const staffRules = { required: false, withTwoFactor: new Set<string>() };
const rules: StaffRules = { requireTwoFactor: async () => staffRules.required, hasTwoFactor: async (userId) => staffRules.withTwoFactor.has(userId) };

/**
 * The route alone on a bare Fastify, as one member's session (their powers decided by the staff
 * rules, as the app does), with short timers and limits. A request may name its address in
 * `x-test-address`, as if it came from there.
 */
async function bareApp(
  database: Database,
  member: { id: string; role: "user" | "moderator" | "admin" },
  options: { isSessionActive: () => Promise<boolean>; maxPerProcess?: number; maxPerAddress?: number },
) {
  const app = Fastify({ trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    request.user = member as unknown as typeof request.user;
    request.sessionId = "session-1";
  });
  registerStaffPowers(app, rules);
  await questionEventsRoutes(app, { db: database.db, notifications: database.notifications, heartbeatMs: 50, debounceMs: 10, currentViewer: createCurrentViewer(database.db, rules), ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

describeApi("the live question page: a member's own stream", () => {
  let database: Database;
  let authorId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [author] = await database.db.insert(users).values({ email: `held-${Date.now()}@example.com`, firstName: "Held", lastName: "Author" }).returning({ id: users.id });
    authorId = author!.id;
  });
  afterAll(() => database?.close());

  it("of a held question beats, and ends with the session", async () => {
    const [held] = await database.db.insert(questions).values({ authorId, title: "Held?", status: "held" }).returning({ id: questions.id });
    let active = true;
    const app = await bareApp(database, { id: authorId, role: "user" }, { isSessionActive: async () => active });
    try {
      const stream = await openStream(app, `/api/questions/${held!.id}/events`);
      expect(stream.status).toBe(200);
      await stream.next("state");
      await pinged(stream);
      active = false;
      await endsSoon(stream, 10_000);
    } finally {
      await app.close();
    }
  });

  it("of a held question ends at the next heartbeat once its reader may no longer see it: a demoted moderator, staff whose powers lapsed (issue 20)", async () => {
    const [moderator] = await database.db.insert(users).values({ email: `mod-${Date.now()}@example.com`, firstName: "Mo", lastName: "Derator", role: "moderator" }).returning({ id: users.id });
    const [held] = await database.db.insert(questions).values({ authorId, title: "Held for the moderator?", status: "held" }).returning({ id: questions.id });
    const url = `/api/questions/${held!.id}/events`;
    const app = await bareApp(database, { id: moderator!.id, role: "moderator" }, { isSessionActive: async () => true });
    try {
      // Demoted in the database (the admin panel, another process, an operator): the stream ends.
      const first = await openStream(app, url);
      expect(first.status).toBe(200);
      await first.next("state");
      await pinged(first);
      await database.db.update(users).set({ role: "user" }).where(eq(users.id, moderator!.id));
      await endsSoon(first, 10_000);
      // A moderator again; then the site requires two-factor of staff, which they have not turned on: it ends too.
      await database.db.update(users).set({ role: "moderator" }).where(eq(users.id, moderator!.id));
      const second = await openStream(app, url);
      expect(second.status).toBe(200);
      await second.next("state");
      staffRules.required = true;
      await endsSoon(second, 10_000);
      // Nor may they open it again while their powers lapse; with two-factor on they may.
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
      staffRules.withTwoFactor.add(moderator!.id);
      const third = await openStream(app, url);
      expect(third.status).toBe(200);
      await third.next("state");
      await pinged(third);
      third.close();
    } finally {
      staffRules.required = false;
      staffRules.withTwoFactor.clear();
      await app.close();
    }
  });

  it("counts every address of one IPv6 /64 as one, however it is written, and IPv4-mapped addresses as their IPv4 (issue 20)", async () => {
    const [question] = await database.db.insert(questions).values({ authorId, title: "Many tabs?" }).returning({ id: questions.id });
    const app = await bareApp(database, { id: authorId, role: "user" }, { isSessionActive: async () => true, maxPerAddress: 2 });
    try {
      const open = (address: string) => openInjected(app, `/api/questions/${question!.id}/events`, address);
      const block = [await open("2001:db8:1:2::1"), await open("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")];
      const elsewhere = await open("2001:db8:1:3::1");
      const v4 = [await open("198.51.100.7"), await open("::ffff:198.51.100.7")];
      expect(block.every((stream) => stream.status === 200)).toBe(true);
      // A third from the same /64 ends the block's oldest; the next /64 is another address.
      const third = await open("2001:db8:1:2:abcd::9");
      await endsWithin(block[0]!);
      expect(block[1]!.isOpen() && third.isOpen() && elsewhere.isOpen()).toBe(true);
      // ::ffff:198.51.100.7 is 198.51.100.7 written as IPv6: both count under one.
      const written = await open("0:0:0:0:0:ffff:c633:6407");
      await endsWithin(v4[0]!);
      expect(v4[1]!.isOpen() && written.isOpen()).toBe(true);
      for (const stream of [block[1]!, third, elsewhere, v4[1]!, written]) stream.close();
    } finally {
      await app.close();
    }
  });

  it("is refused with a 503 and Retry-After when the process holds its most streams", async () => {
    const [question] = await database.db.insert(questions).values({ authorId, title: "Busy?" }).returning({ id: questions.id });
    const app = await bareApp(database, { id: authorId, role: "user" }, { isSessionActive: async () => true, maxPerProcess: 1 });
    try {
      const first = await openStream(app, `/api/questions/${question!.id}/events`);
      expect(first.status).toBe(200);
      const refused = await app.inject({ method: "GET", url: `/api/questions/${question!.id}/events` });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("30");
      expect(refused.json()).toEqual({ error: "unavailable", message: STREAMS_BUSY });
      first.close();
      await first.ended;
      // Its place is free again.
      await expect.poll(async () => {
        const again = await openStream(app, `/api/questions/${question!.id}/events`);
        again.close();
        return again.status;
      }).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/** Another connection to the same database: on PostgreSQL a second process's own pool and listener. */
async function secondDatabase(database: Database): Promise<Database> {
  if (!onPostgres) return database;
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(inject("pgUrl"));
  url.pathname = `/${result.rows[0]!.name}`;
  return openDatabase({ url: url.href });
}

describeApi("the live question page across processes", () => {
  let ctx: TestContext;
  let other: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: "off" });
    other = await secondDatabase(ctx.database);
    second = await buildTestApp(other, { RATE_LIMITS: "off" });
    await second.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await second?.close();
    if (other !== ctx?.database) await other?.close();
    await ctx?.close();
  });

  it("streams from one process what was written through another", async () => {
    const asker = await registerMember(ctx.app);
    const answerer = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, asker.cookie);
    const stream = await openStream(second, `/api/questions/${question.id}/events`);
    expect(stream.status).toBe(200);
    await stream.next("state");
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    expect(await stream.next("answer")).toEqual({ type: "answer", answerCount: 1, added: [answer.id], removed: [] });
    await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: 1 } });
    expect(await stream.next("votes")).toMatchObject({ answers: [{ id: answer.id, upvoteCount: 1, downvoteCount: 0 }] });
    stream.close();
  });
});

describe("the difference of two snapshots", () => {
  const base: Snapshot = {
    answerCount: 1,
    commentCount: 0,
    upvoteCount: 0,
    downvoteCount: 0,
    version: "v1",
    acceptedAnswerId: null,
    closing: "[]",
    answers: new Map([[7, { upvoteCount: 1, downvoteCount: 0, commentCount: 0, version: "a1" }]]),
  };

  it("is nothing when nothing shown changed", () => {
    expect(diffSnapshots(base, { ...base, answers: new Map(base.answers) })).toEqual([]);
  });

  it("names acceptance and closing", () => {
    expect(diffSnapshots(base, { ...base, acceptedAnswerId: 7 })).toEqual([{ type: "accepted", acceptedAnswerId: 7 }]);
    expect(diffSnapshots({ ...base, acceptedAnswerId: 7 }, base)).toEqual([{ type: "accepted", acceptedAnswerId: null }]);
    expect(diffSnapshots(base, { ...base, closing: '["duplicate","2026-11-23T00:00:00.000Z",3]' })).toEqual([{ type: "closed" }]);
  });

  it("names a comment on the question itself with its new count", () => {
    expect(diffSnapshots(base, { ...base, commentCount: 1 })).toEqual([{ type: "comment", answers: [], question: { commentCount: 1 } }]);
  });

  it("says nothing of a new answer's counts beyond that it is new", () => {
    const after: Snapshot = { ...base, answerCount: 2, answers: new Map([...base.answers, [9, { upvoteCount: 5, downvoteCount: 0, commentCount: 3, version: "b" }]]) };
    expect(diffSnapshots(base, after)).toEqual([{ type: "answer", answerCount: 2, added: [9], removed: [] }]);
  });

});
