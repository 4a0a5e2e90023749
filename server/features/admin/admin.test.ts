import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "../../db/schema/admin";
import { topics } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, sessionCookie, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { registerStaff } from "../../test/staff";

type Cookie = string;

describeApi("admin actions", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin", { firstName: "Ada", lastName: "Admin" });
    moderator = await registerStaff(ctx, "moderator", { firstName: "Mo", lastName: "Derator" });
  });
  afterAll(() => ctx?.close());

  const get = (cookie: Cookie, url: string) => as(ctx.app, cookie, { method: "GET", url });
  const send = (cookie: Cookie, method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    as(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const auditActions = async () => (await ctx.database.db.select().from(auditLog)).map((row) => `${row.action} ${row.targetId ?? ""}`.trim());

  describe("overview", () => {
    it("counts users, posts, activity and reports from the database", async () => {
      const before = (await get(admin.cookie, "/api/admin/stats")).json();
      const asker = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, asker.cookie);
      await answerQuestion(ctx.app, admin.cookie, question.id);
      const reporter = await registerMember(ctx.app);
      await send(reporter.cookie, "POST", "/api/reports", { targetType: "question", targetId: question.id, reason: "spam" });
      const response = await get(moderator.cookie, "/api/admin/stats");
      expect(response.statusCode).toBe(200);
      const after = response.json();
      expect(after.totalUsers - before.totalUsers).toBe(2);
      expect(after.newUsersToday - before.newUsersToday).toBe(2);
      expect(after.totalQuestions - before.totalQuestions).toBe(1);
      expect(after.questionsToday - before.questionsToday).toBe(1);
      expect(after.totalAnswers - before.totalAnswers).toBe(1);
      expect(after.answersToday - before.answersToday).toBe(1);
      expect(after.flaggedContent - before.flaggedContent).toBe(1);
      // Both new members signed in (sessions) within the last 24 hours.
      expect(after.activeUsers - before.activeUsers).toBe(2);
      const { totalUsers } = after;
      expect(totalUsers).toBe((await ctx.database.db.select().from(users)).length);
    });

    it("lists the five most followed topics, most followed first", async () => {
      const stamp = Date.now();
      const ids = await createTopics(ctx.database.db, [0, 1, 2, 3, 4, 5].map((index) => `Topic ${index} ${stamp}`));
      for (const [index, id] of ids.entries()) {
        await ctx.database.db.update(topics).set({ followerCount: index * 1000 }).where(eq(topics.id, id));
      }
      const { topTopics } = (await get(admin.cookie, "/api/admin/stats")).json();
      expect(topTopics.map((topic: { id: number }) => topic.id)).toEqual([...ids].reverse().slice(0, 5));
      expect(topTopics[0]).toMatchObject({ followerCount: 5000 });
    });
  });

  describe("users", () => {
    it("searches and pages through members with status and role", async () => {
      const tag = `Zebedee${Date.now()}`;
      for (let index = 0; index < 3; index += 1) await registerMember(ctx.app, { firstName: tag });
      const first = await get(admin.cookie, `/api/admin/users?q=${tag.toLowerCase()}&limit=2`);
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.items).toHaveLength(2);
      expect(page.items[0]).toMatchObject({ status: "active", role: "user" });
      expect(page.items[0].name).toContain(tag);
      expect(page.nextCursor).toBeTruthy();
      const second = (await get(admin.cookie, `/api/admin/users?q=${tag}&limit=2&cursor=${page.nextCursor}`)).json();
      expect(second.items).toHaveLength(1);
      expect(second.nextCursor).toBeNull();
      const ids = [...page.items, ...second.items].map((item: { id: string }) => item.id);
      expect(new Set(ids).size).toBe(3);
      expect((await get(admin.cookie, "/api/admin/users?cursor=nonsense")).statusCode).toBe(400);
    });

    it("suspends a member: every session stops working, sign-in says why; activate lets them back", async () => {
      const member = await registerMember(ctx.app);
      const login = () => ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: member.credentials.password } });
      const second = sessionCookie(await login());
      expect((await get(member.cookie, "/api/auth/user")).statusCode).toBe(200);

      const suspended = await send(admin.cookie, "POST", `/api/admin/users/${member.user.id}/suspend`);
      expect(suspended.statusCode).toBe(200);
      expect(suspended.json()).toMatchObject({ id: member.user.id, status: "suspended" });
      expect((await get(member.cookie, "/api/auth/user")).statusCode).toBe(401);
      expect((await get(second, "/api/auth/user")).statusCode).toBe(401);
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Your account has been suspended. Contact support if you think this is a mistake.");

      const activated = await send(admin.cookie, "POST", `/api/admin/users/${member.user.id}/activate`);
      expect(activated.json().status).toBe("active");
      expect((await login()).statusCode).toBe(200);
      expect(await auditActions()).toEqual(expect.arrayContaining([`user.suspend ${member.user.id}`, `user.activate ${member.user.id}`]));
    });

    it("refuses to act on the admin's own account and on unknown ids", async () => {
      expect((await send(admin.cookie, "POST", `/api/admin/users/${admin.user.id}/suspend`)).statusCode).toBe(400);
      expect((await send(admin.cookie, "PATCH", `/api/admin/users/${admin.user.id}/role`, { role: "user" })).statusCode).toBe(400);
      expect((await send(admin.cookie, "DELETE", "/api/admin/users/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    });

    it("deletes a member like account deletion: personal fields cleared, sessions ended, content kept", async () => {
      const member = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, member.cookie, { title: "Will this stay after deletion?" });
      const response = await send(admin.cookie, "DELETE", `/api/admin/users/${member.user.id}`);
      expect(response.statusCode).toBe(204);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row).toMatchObject({ status: "deleted", email: null, firstName: null, passwordHash: null });
      expect((await get(member.cookie, "/api/auth/user")).statusCode).toBe(401);
      const kept = await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}` });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().author).toBeNull();
      const listed = (await get(admin.cookie, `/api/admin/users?q=${encodeURIComponent(member.credentials.email)}`)).json();
      expect(listed.items).toHaveLength(0);
    });

    it("changes roles (admins only): a new moderator reaches the moderation routes", async () => {
      const member = await registerMember(ctx.app);
      expect((await get(member.cookie, "/api/admin/content")).statusCode).toBe(403);
      const response = await send(admin.cookie, "PATCH", `/api/admin/users/${member.user.id}/role`, { role: "moderator" });
      expect(response.json()).toMatchObject({ role: "moderator" });
      expect((await get(member.cookie, "/api/admin/content")).statusCode).toBe(200);
      expect((await get(member.cookie, "/api/admin/users")).statusCode).toBe(403);
      expect((await send(moderator.cookie, "PATCH", `/api/admin/users/${member.user.id}/role`, { role: "admin" })).statusCode).toBe(403);
      expect((await send(admin.cookie, "PATCH", `/api/admin/users/${member.user.id}/role`, { role: "boss" })).statusCode).toBe(400);
    });

    it("adds a user with a password who can then sign in", async () => {
      const email = `added-${Date.now()}@example.com`;
      const response = await send(admin.cookie, "POST", "/api/admin/users", { firstName: "Added", lastName: "Person", email, password: "a-good-password" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: "Added Person", email, role: "user", status: "active" });
      const login = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "a-good-password" } });
      expect(login.statusCode).toBe(200);
      expect((await send(admin.cookie, "POST", "/api/admin/users", { firstName: "Again", lastName: "X", email, password: "a-good-password" })).statusCode).toBe(409);
      expect((await send(admin.cookie, "POST", "/api/admin/users", { firstName: "", lastName: "X", email: "x@example.com", password: "short" })).statusCode).toBe(400);
    });
  });

  describe("content", () => {
    it("lists questions, answers and comments from the database, filtered and paged", async () => {
      const member = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, member.cookie, { title: "Listed in the admin content tab?" });
      const answer = await answerQuestion(ctx.app, member.cookie, question.id, "<p>Listed answer</p>");
      const comment = (await send(member.cookie, "POST", `/api/answers/${answer.id}/comments`, { content: "Listed comment" })).json();

      const all = (await get(moderator.cookie, "/api/admin/content?type=all&limit=3")).json();
      expect(all.items.map((item: { type: string; id: number }) => `${item.type}:${item.id}`)).toEqual([
        `comment:${comment.id}`,
        `answer:${answer.id}`,
        `question:${question.id}`,
      ]);
      expect(all.items[1]).toMatchObject({ url: `/questions/${question.id}#answer-${answer.id}`, status: "published", author: { id: member.user.id } });
      expect(all.items[2]).toMatchObject({ title: "Listed in the admin content tab?", url: `/questions/${question.id}` });
      const next = (await get(moderator.cookie, `/api/admin/content?type=all&limit=3&cursor=${all.nextCursor}`)).json();
      expect(next.items.map((item: { id: number; type: string }) => `${item.type}:${item.id}`)).not.toContain(`question:${question.id}`);

      const answersOnly = (await get(moderator.cookie, "/api/admin/content?type=answers")).json();
      expect(answersOnly.items.every((item: { type: string }) => item.type === "answer")).toBe(true);
      expect((await get(moderator.cookie, "/api/admin/content?type=polls")).statusCode).toBe(400);
    });

    it("deletes through the features' own deletes, so counters stay right", async () => {
      const [topicId] = await createTopics(ctx.database.db, [`Counted ${Date.now()}`]);
      const member = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, member.cookie, { topicIds: [topicId] });
      const answer = await answerQuestion(ctx.app, member.cookie, question.id);
      const comment = (await send(member.cookie, "POST", `/api/answers/${answer.id}/comments`, { content: "Soon gone" })).json();

      expect((await send(moderator.cookie, "DELETE", `/api/admin/comments/${comment.id}`)).statusCode).toBe(204);
      const answers = (await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}/answers` })).json();
      expect(answers.items[0].commentCount).toBe(0);

      expect((await send(moderator.cookie, "DELETE", `/api/admin/answers/${answer.id}`)).statusCode).toBe(204);
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}` })).json().answerCount).toBe(0);

      const topicBefore = (await ctx.app.inject({ method: "GET", url: `/api/topics/${topicId}` })).json();
      expect(topicBefore.questionCount).toBe(1);
      expect((await send(admin.cookie, "DELETE", `/api/admin/questions/${question.id}`)).statusCode).toBe(204);
      expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${question.id}` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "GET", url: `/api/topics/${topicId}` })).json().questionCount).toBe(0);
      expect((await send(admin.cookie, "DELETE", `/api/admin/questions/${question.id}`)).statusCode).toBe(404);
      expect(await auditActions()).toEqual(expect.arrayContaining([`comment.delete ${comment.id}`, `answer.delete ${answer.id}`, `question.delete ${question.id}`]));
    });
  });

  describe("audit log", () => {
    it("shows who did what to what, newest first", async () => {
      const member = await registerMember(ctx.app);
      await send(admin.cookie, "POST", `/api/admin/users/${member.user.id}/suspend`);
      const response = await get(admin.cookie, "/api/admin/audit?limit=1");
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items[0]).toMatchObject({ actor: "Ada Admin", action: "user.suspend", targetType: "user", targetId: member.user.id });
      expect(Date.parse(page.items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(page.nextCursor).toBeTruthy();
      expect((await get(moderator.cookie, "/api/admin/audit")).statusCode).toBe(403);
    });
  });

  describe("system", () => {
    it("reports the database as connected from a real round trip", async () => {
      const response = await get(admin.cookie, "/api/admin/system");
      expect(response.statusCode).toBe(200);
      expect(response.json().database).toMatchObject({ connected: true, kind: ctx.database.kind });
    });

    it("shows a change made behind the server's back at once (the database announces it), and clears every cache on demand", async () => {
      const { siteSettings } = await import("../../db/schema/admin");
      expect((await ctx.app.inject({ method: "GET", url: "/api/site" })).json().siteName).toBe("Ponder");
      await ctx.database.db.update(siteSettings).set({ siteName: "Changed Directly" });
      expect((await ctx.app.inject({ method: "GET", url: "/api/site" })).json().siteName).toBe("Changed Directly");
      const before = (await ctx.app.inject({ method: "GET", url: "/api/site" })).headers.etag;
      const cleared = await send(admin.cookie, "POST", "/api/admin/cache/clear");
      expect(cleared.json().cleared).toEqual(["site settings", "cached pages", "remembered sessions"]);
      // Rendered anew: the same body, so the same validator.
      expect((await ctx.app.inject({ method: "GET", url: "/api/site" })).headers.etag).toBe(before);
      await ctx.database.db.update(siteSettings).set({ siteName: "Ponder" });
      expect((await ctx.app.inject({ method: "GET", url: "/api/site" })).json().siteName).toBe("Ponder");
    });
  });
});
