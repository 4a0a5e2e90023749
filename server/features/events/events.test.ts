import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { LiveEvent } from "@shared/events";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { createEventBus } from "./event-bus";
import { eventsRoutes } from "./events.routes";

/** An open GET /api/events: what arrived so far, and a way to wait for more. */
interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text(): string;
  events(): LiveEvent[];
  waitFor(predicate: (text: string) => boolean, ms?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

function openStream(app: FastifyInstance, cookie?: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/api/events", headers: cookie ? { cookie } : {} }, (response) => {
      let body = "";
      const waiters = new Set<() => void>();
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
        for (const waiter of waiters) waiter();
      });
      const ended = new Promise<void>((done) => response.on("close", () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => body,
        events: () => [...body.matchAll(/^data: (.+)$/gm)].map((match) => JSON.parse(match[1]!) as LiveEvent),
        waitFor: (predicate, ms = 5000) =>
          new Promise<void>((done, fail) => {
            const check = () => {
              if (!predicate(body)) return;
              waiters.delete(check);
              clearTimeout(timer);
              done();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`Timed out waiting; received: ${JSON.stringify(body)}`));
            }, ms);
            waiters.add(check);
            check();
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
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

it("sends heartbeats and forgets a stream once the browser goes", async () => {
  const events = createEventBus();
  const app = Fastify();
  // The route's response declaration is a zod schema, as in the app.
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    request.user = { id: "member-1" } as typeof request.user;
  });
  await eventsRoutes(app, { events, heartbeatMs: 20 });
  await app.listen({ port: 0, host: "127.0.0.1" });
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
