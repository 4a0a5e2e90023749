import { afterAll, afterEach, beforeAll, expect, inject, it } from "vitest";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { LiveEvent } from "@shared/events";
import { LIMITS } from "@shared/limits";
import { endsSoon, endsWithin, openInjected, openSse, type SseStream } from "../../test/streams";
import { as, createTestContext, describeApi, openTestDatabase, registerMember, sessionCookie, type TestContext } from "../../test/app";
import { openDatabase, type Database } from "../../db/client";
import { LISTENER_NAME } from "../../db/notifications";
import { registerStaff } from "../../test/staff";
import { createEventBus, type EventBus, type RunningEventBus } from "../../services/event-bus";

const onPostgres = process.env.PONDER_TEST_DB === "postgres";
import { eventsRoutes } from "./events.routes";

/** An open GET /api/events: what arrived so far, and a way to wait for more. */
type Stream = SseStream & { events(): LiveEvent[] };

async function openStream(app: FastifyInstance, cookie?: string): Promise<Stream> {
  const stream = await openSse(app, "/api/events", cookie);
  return { ...stream, events: () => [...stream.text().matchAll(/^data: (.+)$/gm)].map((match) => JSON.parse(match[1]!) as LiveEvent) };
}

describeApi("live events (GET /api/events)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => ctx?.close());

  it("needs a session", async () => {
    const stream = await openStream(ctx.app);
    expect(stream.status).toBe(401);
    await stream.ended;
  });

  it("streams new messages, notifications and read changes to the member, and shows them online", async () => {
    const a = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const stream = await openStream(ctx.app, b.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    // Personal, so never stored (plugins/no-store.ts); proxies must not transform a stream.
    expect(stream.headers["cache-control"]).toBe("no-store, no-transform");
    // The same security headers as every response, and a policy that lets the page connect.
    expect(stream.headers["content-security-policy"]).toContain("connect-src 'self'");
    await stream.waitFor((text) => text.includes(": connected"));

    const { id } = (await as(ctx.app, a.cookie, { method: "POST", url: "/api/conversations", payload: { userId: b.user.id } })).json();
    expect((await as(ctx.app, a.cookie, { method: "GET", url: `/api/conversations/${id}` })).json().online).toBe(true);
    await as(ctx.app, a.cookie, { method: "POST", url: `/api/conversations/${id}/messages`, payload: { content: "Live <i>hello</i>" } });
    await stream.waitFor((text) => text.includes("event: message"));
    expect(stream.events().at(-1)).toMatchObject({
      type: "message",
      unreadCount: 1,
      message: { conversationId: id, senderId: a.user.id, content: "Live <i>hello</i>", isOwn: false },
    });

    await as(ctx.app, b.cookie, { method: "POST", url: `/api/conversations/${id}/read` });
    await stream.waitFor((text) => text.includes("event: conversation.read"));
    expect(stream.events().at(-1)).toEqual({ type: "conversation.read", conversationId: id, unreadCount: 0 });

    await as(ctx.app, a.cookie, { method: "POST", url: `/api/users/${b.user.id}/follow` });
    await stream.waitFor((text) => text.includes("event: notification\n"));
    expect(stream.events().at(-1)).toEqual({ type: "notification", unreadCount: 1 });

    await as(ctx.app, b.cookie, { method: "POST", url: "/api/notifications/read", payload: { all: true } });
    await stream.waitFor((text) => text.includes("event: notifications.read"));
    expect(stream.events().at(-1)).toEqual({ type: "notifications.read", unreadCount: 0 });

    // Nothing of anyone else's.
    const c = await registerMember(ctx.app);
    await as(ctx.app, a.cookie, { method: "POST", url: `/api/users/${c.user.id}/follow` });
    expect(stream.events()).toHaveLength(4);

    stream.close();
    await stream.ended;
    await expect.poll(async () => (await as(ctx.app, a.cookie, { method: "GET", url: `/api/conversations/${id}` })).json().online).toBe(false);
  });

  /** Opens a conversation from a sender to the member, so messages can be sent to their streams. */
  const conversationWith = async (sender: string, memberId: string): Promise<number> =>
    (await as(ctx.app, sender, { method: "POST", url: "/api/conversations", payload: { userId: memberId } })).json().id;
  const send = (sender: string, id: number, content: string) =>
    as(ctx.app, sender, { method: "POST", url: `/api/conversations/${id}/messages`, payload: { content } });

  /**
   * The reproduction: the member's stream is open, `end` ends their session some way,
   * and then the stream must be closed and a new private message must not reach it.
   */
  async function expectStreamEndsWith(end: (member: Awaited<ReturnType<typeof registerMember>>) => Promise<unknown>) {
    const sender = await registerMember(ctx.app);
    const member = await registerMember(ctx.app);
    const id = await conversationWith(sender.cookie, member.user.id);
    const stream = await openStream(ctx.app, member.cookie);
    await stream.waitFor((text) => text.includes(": connected"));
    await send(sender.cookie, id, "before");
    await stream.waitFor((text) => text.includes("event: message"));

    await end(member);
    await endsSoon(stream);
    // Messaging a suspended or deleted member is refused anyway; a signed-out one gets it, but
    // not on the stream of the session that ended.
    expect([201, 403]).toContain((await send(sender.cookie, id, "secret after the session ended")).statusCode);
    expect(stream.text()).not.toContain("secret after");
    expect(stream.events()).toHaveLength(1);
    return stream;
  }

  it("ends the stream when its session signs out (POST /api/auth/logout)", async () => {
    await expectStreamEndsWith(async (member) => {
      expect((await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    });
  });

  it("ends the stream on GET /api/logout", async () => {
    await expectStreamEndsWith(async (member) => {
      const response = await as(ctx.app, member.cookie, {
        method: "GET",
        url: "/api/logout",
        headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "same-origin" },
      });
      expect(response.statusCode).toBe(302);
    });
  });

  it("ends every stream of a member an admin suspends, and of one who is deleted", async () => {
    const admin = await registerStaff(ctx, "admin");
    await expectStreamEndsWith(async (member) => {
      expect((await as(ctx.app, admin.cookie, { method: "POST", url: `/api/admin/users/${member.user.id}/suspend` })).statusCode).toBe(200);
    });
    await expectStreamEndsWith(async (member) => {
      expect((await as(ctx.app, admin.cookie, { method: "DELETE", url: `/api/admin/users/${member.user.id}` })).statusCode).toBe(204);
    });
    await expectStreamEndsWith(async (member) => {
      expect((await as(ctx.app, member.cookie, { method: "DELETE", url: `/api/users/${member.user.id}` })).statusCode).toBe(204);
    });
  });

  it("ends the streams of every session of a suspended member, and only one session's on sign-out", async () => {
    const admin = await registerStaff(ctx, "admin");
    const member = await registerMember(ctx.app);
    const laptop = member.cookie;
    const phoneLogin = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: member.credentials });
    const phone = sessionCookie(phoneLogin);
    const onLaptop = await openStream(ctx.app, laptop);
    const onPhone = await openStream(ctx.app, phone);
    const alsoOnPhone = await openStream(ctx.app, phone);
    for (const stream of [onLaptop, onPhone, alsoOnPhone]) await stream.waitFor((text) => text.includes(": connected"));

    await as(ctx.app, phone, { method: "POST", url: "/api/auth/logout" });
    await Promise.all([endsSoon(onPhone), endsSoon(alsoOnPhone)]);
    const sender = await registerMember(ctx.app);
    await send(sender.cookie, await conversationWith(sender.cookie, member.user.id), "still here");
    await onLaptop.waitFor((text) => text.includes("still here"));

    await as(ctx.app, admin.cookie, { method: "POST", url: `/api/admin/users/${member.user.id}/suspend` });
    await endsSoon(onLaptop);
  });

  it("ends the old session's stream when the browser signs in again (session rotation)", async () => {
    const member = await registerMember(ctx.app);
    const stream = await openStream(ctx.app, member.cookie);
    await stream.waitFor((text) => text.includes(": connected"));
    const again = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/login", payload: member.credentials });
    expect(again.statusCode).toBe(200);
    await endsSoon(stream);
  });

  it("ends every other member's streams when an admin resets the site, and keeps the admin's", async () => {
    const own = await createTestContext();
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const admin = await registerStaff(own, "admin");
      const member = await registerMember(own.app);
      const theirs = await openStream(own.app, member.cookie);
      const mine = await openStream(own.app, admin.cookie);
      for (const stream of [theirs, mine]) await stream.waitFor((text) => text.includes(": connected"));
      let mineEnded = false;
      void mine.ended.then(() => (mineEnded = true));
      expect((await as(own.app, admin.cookie, { method: "POST", url: "/api/admin/reset", payload: { confirm: "RESET" } })).statusCode).toBe(200);
      await endsSoon(theirs);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mineEnded).toBe(false);
    } finally {
      await own.close();
    }
  });

  it("does not hold up closing the app while streams are open", async () => {
    const own = await createTestContext();
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    const member = await registerMember(own.app);
    const stream = await openStream(own.app, member.cookie);
    await stream.waitFor((text) => text.includes(": connected"));
    const started = Date.now();
    await own.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

/** The events route alone, for one member's session (another's when a request names it in `x-test-member`), on a bare Fastify that trusts x-forwarded-for. */
async function bareEventsApp(
  events: EventBus,
  options: { heartbeatMs?: number; expiresInMs?: number; isSessionActive?: () => Promise<boolean>; maxPerAddress?: number } = {},
) {
  const app = Fastify({ trustProxy: true });
  // The route's response declaration is a zod schema, as in the app.
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("sessionExpiresAt", null);
  app.addHook("onRequest", async (request) => {
    const member = String(request.headers["x-test-member"] ?? "member-1");
    request.user = { id: member } as typeof request.user;
    request.sessionId = `session-of-${member}`;
    if (options.expiresInMs !== undefined) request.sessionExpiresAt = new Date(Date.now() + options.expiresInMs);
  });
  await eventsRoutes(app, { events, heartbeatMs: options.heartbeatMs, isSessionActive: options.isSessionActive ?? (async () => true), maxPerAddress: options.maxPerAddress });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

describeApi("the event bus", () => {
  let database: Database;
  /** A second connection to the same database on PostgreSQL (another process's view); the same one on PGlite. */
  let other: Database;
  const buses: RunningEventBus[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    other = onPostgres ? await openDatabase({ url: await databaseUrl(database) }) : database;
  });
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
  });
  afterAll(async () => {
    if (other !== database) await other?.close();
    await database?.close();
  });

  /** A bus as one process has it: each has its own streams and its own id. */
  const startBus = async (on: Database = database, options: { presenceBeatMs?: number } = {}) => {
    const bus = await createEventBus({ notifications: on.notifications, ...options });
    buses.push(bus);
    return bus;
  };
  /** Waits until everything the buses sent has been heard by every bus. */
  const settle = async (...running: RunningEventBus[]) => {
    for (const bus of running) await bus.sent();
    await database.notifications.flush();
    await other.notifications.flush();
  };

  it("sends heartbeats and forgets a stream once the browser goes", async () => {
    const events = await startBus();
    const app = await bareEventsApp(events, { heartbeatMs: 20 });
    try {
      const stream = await openStream(app);
      await stream.waitFor((text) => (text.match(/: ping/g) ?? []).length >= 2);
      expect(events.isOnline("member-1")).toBe(true);
      stream.close();
      await stream.ended;
      await expect.poll(() => events.isOnline("member-1")).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("ends a stream at the next heartbeat when its session ended where the bus did not hear of it (directly in the database)", async () => {
    const events = await startBus();
    let active = true;
    const app = await bareEventsApp(events, { heartbeatMs: 50, isSessionActive: async () => active });
    try {
      const stream = await openStream(app);
      await stream.waitFor((text) => text.includes(": ping"));
      expect(events.isOnline("member-1")).toBe(true);
      active = false;
      await endsSoon(stream, 3000);
      expect(events.isOnline("member-1")).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("keeps at most so many streams per address, whoever's sessions they are, counting an IPv6 /64 as one address (issue 20)", async () => {
    const events = await startBus();
    const app = await bareEventsApp(events, { maxPerAddress: 2 });
    try {
      const open = (member: string, address: string) => openInjected(app, "/api/events", address, { "x-test-member": member });
      const first = await open("member-a", "2001:db8:5:6::1");
      const second = await open("member-b", "2001:db8:5:6:ffff::2");
      const elsewhere = await open("member-c", "2001:db8:5:7::1");
      expect([first.status, second.status, elsewhere.status]).toEqual([200, 200, 200]);
      // A third member's stream from the same /64 ends the address's oldest, not the other /64's.
      const third = await open("member-d", "2001:0DB8:0005:0006::3");
      await endsWithin(first);
      expect(second.isOpen() && third.isOpen() && elsewhere.isOpen()).toBe(true);
      for (const stream of [second, third, elsewhere]) stream.close();
    } finally {
      await app.close();
    }
  });

  it("ends a stream when its session expires", async () => {
    const events = await startBus();
    const app = await bareEventsApp(events, { expiresInMs: 300 });
    try {
      const stream = await openStream(app);
      await endsSoon(stream, 3000);
      expect(events.isOnline("member-1")).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("ends the streams of one session or of every session of a member, and delivers nothing to them after", async () => {
    const events = await startBus();
    const received: string[] = [];
    const ended: string[] = [];
    const stream = (name: string, userId: string, sessionId: string) =>
      events.subscribe({ userId, sessionId }, { deliver: () => received.push(name), end: () => ended.push(name) });
    stream("a-laptop", "a", "s1");
    stream("a-phone", "a", "s2");
    stream("b", "b", "s3");
    const ping = { type: "notification", unreadCount: 1 } as const;

    events.endSessions({ sessionId: "s2" });
    // At once in this process, before any round trip.
    expect(ended).toEqual(["a-phone"]);
    events.publish("a", ping);
    await settle(events);
    expect(received).toEqual(["a-laptop"]);

    events.endSessions({ userId: "a" });
    expect(ended).toEqual(["a-phone", "a-laptop"]);
    expect(events.isOnline("a")).toBe(false);
    events.publish("a", ping);
    events.publish("b", ping);
    await settle(events);
    expect(received).toEqual(["a-laptop", "b"]);

    stream("c", "c", "s4");
    events.endSessions({ allButUserId: "b" });
    expect(ended).toEqual(["a-phone", "a-laptop", "c"]);
    expect(events.onlineOf(["a", "b", "c"])).toEqual(["b"]);
  });

  it("works across processes: events, ended sessions and presence reach every process, and one that starts later learns who is online", async () => {
    const one = await startBus(database);
    const two = await startBus(other);
    const received: LiveEvent[] = [];
    const ended: string[] = [];
    two.subscribe({ userId: "a", sessionId: "s1" }, { deliver: (event) => received.push(event), end: () => ended.push("s1") });
    await settle(one, two);
    expect(one.isOnline("a")).toBe(true);
    expect(one.onlineOf(["a", "b"])).toEqual(["a"]);

    // The biggest message there is, in characters that take 3 and 4 bytes: several NOTIFY payloads.
    const content = "✓😀".repeat(LIMITS.messageContent / 3);
    const message = { type: "message", unreadCount: 2, message: { id: 1, conversationId: 7, senderId: "b", content, createdAt: new Date(0).toISOString(), isOwn: false } };
    one.publish("a", message as unknown as LiveEvent);
    one.publish("a", { type: "notification", unreadCount: 3 });
    await settle(one, two);
    expect(received).toEqual([message, { type: "notification", unreadCount: 3 }]);

    // Answers to its hello, and the "off" after the session ended, are sent when the others
    // hear of it: a moment later.
    const three = await startBus(database);
    await expect.poll(() => three.isOnline("a")).toBe(true);

    one.endSessions({ sessionId: "s1" });
    await settle(one, two);
    expect(ended).toEqual(["s1"]);
    await expect.poll(() => one.isOnline("a")).toBe(false);
    await expect.poll(() => three.isOnline("a")).toBe(false);
  });

  it.runIf(onPostgres)("after its listening connection was lost, ends its streams (their browsers fetch what they missed) and delivers again", async () => {
    const bus = await startBus(database);
    const elsewhere = await startBus(other);
    const ended: string[] = [];
    bus.subscribe({ userId: "a", sessionId: "s1" }, { deliver: () => undefined, end: () => ended.push("s1") });
    await settle(bus, elsewhere);
    expect(elsewhere.isOnline("a")).toBe(true);
    // Both processes' listeners dropped, as in a restart or a failover.
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`);
    await expect.poll(() => ended, { timeout: 5_000 }).toEqual(["s1"]);
    await expect.poll(() => elsewhere.isOnline("a")).toBe(false);

    const received: LiveEvent[] = [];
    bus.subscribe({ userId: "b", sessionId: "s2" }, { deliver: (event) => received.push(event), end: () => undefined });
    elsewhere.publish("b", { type: "notification", unreadCount: 5 });
    await expect.poll(() => received, { timeout: 5_000 }).toEqual([{ type: "notification", unreadCount: 5 }]);
    await expect.poll(() => elsewhere.isOnline("b")).toBe(true);
  });

  it("forgets the members of a process that said goodbye, and of one that went silent", async () => {
    // This watcher forgets a silent process only after three minutes (three of its beats), so
    // a member forgotten within seconds was forgotten by the goodbye. The goodbye arrives as a
    // notification, within its delivery time (decision 022), not by the next flush: under a
    // loaded CI machine it once came after it.
    const watcher = await startBus(database, { presenceBeatMs: 60_000 });
    const leaving = await startBus(other);
    leaving.subscribe({ userId: "a", sessionId: "s1" }, { deliver: () => undefined, end: () => undefined });
    await settle(watcher, leaving);
    expect(watcher.isOnline("a")).toBe(true);
    await leaving.close();
    await expect.poll(() => watcher.isOnline("a"), { timeout: 5_000 }).toBe(false);

    // Silent: it announced its member, then never beat again (a process killed at once). This
    // watcher beats every second, so it forgets a process not heard of for three seconds.
    const quick = await startBus(database, { presenceBeatMs: 1_000 });
    const silent = await startBus(other, { presenceBeatMs: 60_000 });
    silent.subscribe({ userId: "b", sessionId: "s2" }, { deliver: () => undefined, end: () => undefined });
    await settle(quick, silent);
    expect(quick.isOnline("b")).toBe(true);
    await expect.poll(() => quick.isOnline("b"), { timeout: 6_000 }).toBe(false);
  });
});

/** The URL of the test database behind this Database (the test helper names a fresh one). */
async function databaseUrl(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(inject("pgUrl"));
  url.pathname = `/${result.rows[0]!.name}`;
  return url.href;
}
