import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LIMITS } from "@shared/limits";
import type { ConversationSummary, MessageItem } from "@shared/messages";
import { conversationMembers, conversations } from "../../db/schema/messaging";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

describeApi("messages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const start = (cookie: string, userId: unknown) => as(ctx.app, cookie, { method: "POST", url: "/api/conversations", payload: { userId } });
  const send = (cookie: string, id: number, content: unknown) =>
    as(ctx.app, cookie, { method: "POST", url: `/api/conversations/${id}/messages`, payload: { content } });
  const inbox = async (cookie: string, query = "") => {
    const response = await as(ctx.app, cookie, { method: "GET", url: `/api/conversations${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: ConversationSummary[]; nextCursor: string | null };
  };
  const unread = async (cookie: string) => (await as(ctx.app, cookie, { method: "GET", url: "/api/conversations/unread-count" })).json().count as number;
  const thread = async (cookie: string, id: number, query = "") => {
    const response = await as(ctx.app, cookie, { method: "GET", url: `/api/conversations/${id}/messages${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: MessageItem[]; nextCursor: string | null };
  };

  it("starts one conversation per pair, sends, lists, counts unread and marks read", async () => {
    const ada = await registerMember(ctx.app, { firstName: "Ada", lastName: "Lovelace" });
    const bob = await registerMember(ctx.app, { firstName: "Bob", lastName: "Builder" });
    const started = await start(ada.cookie, bob.user.id);
    expect(started.statusCode).toBe(200);
    const conversation = started.json() as ConversationSummary;
    expect(conversation).toMatchObject({
      member: { id: bob.user.id, firstName: "Bob", lastName: "Builder", email: null },
      canReply: true,
      lastMessage: null,
      lastMessageAt: null,
      unreadCount: 0,
      online: false,
    });
    expect(JSON.stringify(conversation)).not.toContain(bob.credentials.email);
    // Either side opening it again finds the same one.
    expect((await start(ada.cookie, bob.user.id)).json().id).toBe(conversation.id);
    expect((await start(bob.cookie, ada.user.id)).json().id).toBe(conversation.id);
    expect(await ctx.database.db.select().from(conversations).where(eq(conversations.id, conversation.id))).toHaveLength(1);
    // Nothing said yet: nobody's inbox lists it.
    expect((await inbox(bob.cookie)).items).toEqual([]);

    const sent = await send(ada.cookie, conversation.id, "  Hello <b>Bob</b>\nHow are you?  ");
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ conversationId: conversation.id, senderId: ada.user.id, content: "Hello <b>Bob</b>\nHow are you?", isOwn: true });
    await send(ada.cookie, conversation.id, "Are you there?");

    expect(await unread(bob.cookie)).toBe(2);
    expect(await unread(ada.cookie)).toBe(0);
    const [item] = (await inbox(bob.cookie)).items;
    expect(item).toMatchObject({
      id: conversation.id,
      member: { id: ada.user.id, firstName: "Ada" },
      lastMessage: { content: "Are you there?", senderId: ada.user.id, isOwn: false },
      unreadCount: 2,
    });
    expect((await inbox(ada.cookie)).items[0]).toMatchObject({ unreadCount: 0, lastMessage: { isOwn: true } });

    const messages = await thread(bob.cookie, conversation.id);
    expect(messages.items.map((message) => [message.content, message.isOwn])).toEqual([
      ["Are you there?", false],
      ["Hello <b>Bob</b>\nHow are you?", false],
    ]);

    const read = await as(ctx.app, bob.cookie, { method: "POST", url: `/api/conversations/${conversation.id}/read` });
    expect(read.json()).toEqual({ count: 0 });
    expect(await unread(bob.cookie)).toBe(0);
    expect((await as(ctx.app, bob.cookie, { method: "GET", url: `/api/conversations/${conversation.id}` })).json()).toMatchObject({ unreadCount: 0 });

    await send(bob.cookie, conversation.id, "Yes!");
    expect(await unread(ada.cookie)).toBe(1);
    expect(await unread(bob.cookie)).toBe(0);
  });

  it("pages the inbox by latest message, searches by name, and pages a thread back in time", async () => {
    const me = await registerMember(ctx.app);
    const others = await Promise.all(
      [["Grace", "Hopper"], ["Alan", "Turing"], ["Margaret", "Hamilton"]].map(([firstName, lastName]) => registerMember(ctx.app, { firstName, lastName })),
    );
    const ids: number[] = [];
    for (const other of others) {
      const id = (await start(me.cookie, other.user.id)).json().id as number;
      ids.push(id);
      await send(other.cookie, id, `Hi from ${other.user.firstName}`);
    }
    // Grace writes again: her conversation moves to the top.
    await send(others[0]!.cookie, ids[0]!, "Me again");

    const first = await inbox(me.cookie, "?limit=2");
    expect(first.items.map((item) => item.member?.firstName)).toEqual(["Grace", "Margaret"]);
    const second = await inbox(me.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.member?.firstName)).toEqual(["Alan"]);
    expect(second.nextCursor).toBeNull();

    expect((await inbox(me.cookie, "?q=TUR")).items.map((item) => item.member?.firstName)).toEqual(["Alan"]);
    expect((await inbox(me.cookie, "?q=e%20h")).items.map((item) => item.member?.firstName)).toEqual(["Grace"]);
    expect((await inbox(me.cookie, `?q=${encodeURIComponent("%")}`)).items).toEqual([]);

    for (let n = 1; n <= 5; n += 1) await send(me.cookie, ids[1]!, `Message ${n}`);
    const newest = await thread(me.cookie, ids[1]!, "?limit=3");
    expect(newest.items.map((item) => item.content)).toEqual(["Message 5", "Message 4", "Message 3"]);
    const older = await thread(me.cookie, ids[1]!, `?limit=3&cursor=${newest.nextCursor}`);
    expect(older.items.map((item) => item.content)).toEqual(["Message 2", "Message 1", "Hi from Alan"]);
    expect(older.nextCursor).toBeNull();
  });

  it("keeps conversations to their members: everyone else gets 404", async () => {
    const a = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const outsider = await registerMember(ctx.app);
    const id = (await start(a.cookie, b.user.id)).json().id as number;
    await send(a.cookie, id, "Private");
    const calls = [
      { method: "GET", url: `/api/conversations/${id}` },
      { method: "GET", url: `/api/conversations/${id}/messages` },
      { method: "POST", url: `/api/conversations/${id}/messages`, payload: { content: "Let me in" } },
      { method: "POST", url: `/api/conversations/${id}/read` },
    ] as const;
    for (const call of calls) {
      const response = await as(ctx.app, outsider.cookie, call);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json().message).toBe("Conversation not found");
      expect((await ctx.app.inject(call)).statusCode, `${call.url} signed out`).toBe(401);
    }
    for (const url of ["/api/conversations/999999", "/api/conversations/abc/messages"]) {
      expect((await as(ctx.app, a.cookie, { method: "GET", url })).statusCode).toBe(404);
    }
    expect((await inbox(outsider.cookie)).items).toEqual([]);
    for (const url of ["/api/conversations", "/api/conversations/unread-count"]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: "POST", url: "/api/conversations", payload: { userId: a.user.id } })).statusCode).toBe(401);
  });

  it("validates messages and whom one may message", async () => {
    const a = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const id = (await start(a.cookie, b.user.id)).json().id as number;
    for (const content of ["", "   ", undefined, 42]) {
      const response = await send(a.cookie, id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe("content");
    }
    expect((await send(a.cookie, id, "")).json().message).toBe("Please write a message.");
    const long = await send(a.cookie, id, "x".repeat(LIMITS.messageContent + 1));
    expect(long.json()).toMatchObject({ field: "content", message: `Message must be at most ${LIMITS.messageContent} characters` });
    expect((await send(a.cookie, id, "x".repeat(LIMITS.messageContent))).statusCode).toBe(201);

    const self = await start(a.cookie, a.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: "userId", message: "You cannot message yourself." });
    expect((await start(a.cookie, "not-a-uuid")).statusCode).toBe(400);
    expect((await start(a.cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    // Suspended and deleted members receive nothing, in new or existing conversations.
    await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, b.user.id));
    expect((await start(a.cookie, b.user.id)).statusCode).toBe(403);
    expect((await send(a.cookie, id, "Still there?")).statusCode).toBe(403);
    expect((await as(ctx.app, a.cookie, { method: "GET", url: `/api/conversations/${id}` })).json()).toMatchObject({ canReply: false });
    await ctx.database.db.update(users).set({ status: "deleted" }).where(eq(users.id, b.user.id));
    expect((await start(a.cookie, b.user.id)).statusCode).toBe(404);
    // The conversation stays readable, with the other member shown as deleted.
    expect((await inbox(a.cookie)).items[0]).toMatchObject({ id, member: null, canReply: false });
    expect((await ctx.database.db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, id)))).toHaveLength(2);

    for (const query of ["?cursor=garbage", "?limit=0", "?limit=51"]) {
      expect((await as(ctx.app, a.cookie, { method: "GET", url: `/api/conversations${query}` })).statusCode).toBe(400);
      expect((await as(ctx.app, a.cookie, { method: "GET", url: `/api/conversations/${id}/messages${query}` })).statusCode).toBe(400);
    }
  });

  it("limits how fast one member sends", async () => {
    const limited = await createTestContext();
    try {
      const a = await registerMember(limited.app);
      const b = await registerMember(limited.app);
      const id = (await as(limited.app, a.cookie, { method: "POST", url: "/api/conversations", payload: { userId: b.user.id } })).json().id;
      const statuses: number[] = [];
      for (let n = 0; n < 301; n += 1) {
        statuses.push((await as(limited.app, a.cookie, { method: "POST", url: `/api/conversations/${id}/messages`, payload: { content: `m${n}` } })).statusCode);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(300);
      expect(statuses.at(-1)).toBe(429);
      // Another member on the same address is not slowed down.
      expect((await as(limited.app, b.cookie, { method: "POST", url: `/api/conversations/${id}/messages`, payload: { content: "hi" } })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
