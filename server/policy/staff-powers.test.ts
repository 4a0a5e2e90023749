import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { questions } from "../db/schema/content";
import { totpSecrets } from "../db/schema/security";
import { auditLog, siteSettings } from "../db/schema/admin";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { askQuestion } from "../test/factories";
import { holdPostsContaining, registerStaff, requireStaffTwoFactor, turnOnTwoFactor } from "../test/staff";

// Issue 20: "Require two-factor sign-in for staff" guards every staff power, not only
// /api/admin/*. policy/staff-powers.ts decides once per request; visibility.matrix.test.ts holds
// every content route to it, this file the rest: the caches, the admin API's answer, what the
// member is told, auto-moderation and maintenance mode.
describeApi("staff powers follow the staff rules", () => {
  let ctx: TestContext;
  let author: Awaited<ReturnType<typeof registerMember>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;

  const get = (cookie: string, url: string) => as(ctx.app, cookie, { method: "GET", url });
  /** A held question by the author: staff see it, members other than the author get a 404. */
  const heldQuestion = async () => {
    const [row] = await ctx.database.db.insert(questions).values({ authorId: author.user.id, title: "Held for review?", status: "held" }).returning({ id: questions.id });
    return row!.id;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: "off" });
    author = await registerMember(ctx.app);
    moderator = await registerStaff(ctx, "moderator");
  });
  afterAll(() => ctx?.close());

  it("takes effect on the next request, whoever changes the setting or the member's two-factor, though sessions are remembered", async () => {
    const held = await heldQuestion();
    // A remembered session: the moderator sees held content.
    expect((await get(moderator.cookie, `/api/questions/${held}`)).statusCode).toBe(200);
    expect((await get(moderator.cookie, `/api/questions/${held}`)).statusCode).toBe(200);
    // An operator turns the rule on in SQL: at once an ordinary member.
    await requireStaffTwoFactor(ctx, true);
    expect((await get(moderator.cookie, `/api/questions/${held}`)).statusCode).toBe(404);
    const published = await askQuestion(ctx.app, author.cookie);
    expect((await get(moderator.cookie, `/api/questions/${published.id}`)).json().abilities).toMatchObject({ edit: false, delete: false, close: false });
    // Two-factor turned on: powers back at once; turned off again: gone at once.
    await turnOnTwoFactor(ctx, moderator.user.id);
    expect((await get(moderator.cookie, `/api/questions/${held}`)).statusCode).toBe(200);
    expect((await get(moderator.cookie, `/api/questions/${published.id}`)).json().abilities).toMatchObject({ edit: true, delete: true, close: true });
    await ctx.database.db.delete(totpSecrets).where(eq(totpSecrets.userId, moderator.user.id));
    expect((await get(moderator.cookie, `/api/questions/${held}`)).statusCode).toBe(404);
    // The rule off: a moderator again without two-factor.
    await requireStaffTwoFactor(ctx, false);
    expect((await get(moderator.cookie, `/api/questions/${held}`)).statusCode).toBe(200);
  });

  it("refuses staff actions through the member API: editing, closing and deleting others' posts, and writes no audit", async () => {
    await requireStaffTwoFactor(ctx, true);
    try {
      const question = await askQuestion(ctx.app, author.cookie);
      const send = (method: "PATCH" | "POST" | "DELETE", url: string, payload?: object) => as(ctx.app, moderator.cookie, { method, url, ...(payload ? { payload } : {}) });
      // Edited as any member's edit would be: a suggestion that waits for review (issue 25), nothing changed.
      expect((await send("PATCH", `/api/questions/${question.id}`, { title: "Edited by a lapsed moderator?" })).statusCode).toBe(202);
      expect((await send("POST", `/api/questions/${question.id}/close`, { reason: "off-topic" })).statusCode).toBe(403);
      expect((await send("DELETE", `/api/questions/${question.id}`)).statusCode).toBe(403);
      expect((await get(author.cookie, `/api/questions/${question.id}`)).json()).toMatchObject({ title: question.title, closedReason: null });
      expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorId, moderator.user.id))).toEqual([]);
    } finally {
      await requireStaffTwoFactor(ctx, false);
    }
  });

  it("tells the member why: the admin API's two_factor_setup_required, their account's role and the security settings", async () => {
    await requireStaffTwoFactor(ctx, true);
    try {
      const admin = await registerStaff(ctx, "admin");
      const stats = await get(admin.cookie, "/api/admin/stats");
      expect(stats.statusCode).toBe(403);
      expect(stats.json().error).toBe("two_factor_setup_required");
      // A moderator is told so on their own areas, and refused as any member elsewhere.
      expect((await get(moderator.cookie, "/api/admin/stats")).json().error).toBe("two_factor_setup_required");
      expect((await get(moderator.cookie, "/api/admin/settings")).json().error).toBe("forbidden");
      expect((await get(admin.cookie, "/api/auth/user")).json()).toMatchObject({ role: "admin", isAdmin: true });
      expect((await get(admin.cookie, "/api/auth/2fa")).json()).toMatchObject({ enabled: false, setupRequired: true });
      await turnOnTwoFactor(ctx, admin.user.id);
      expect((await get(admin.cookie, "/api/admin/stats")).statusCode).toBe(200);
      expect((await get(admin.cookie, "/api/auth/2fa")).json()).toMatchObject({ enabled: true, setupRequired: false });
    } finally {
      await requireStaffTwoFactor(ctx, false);
    }
  });

  it("screens their posts like any member's, and holds them to maintenance mode but for turning two-factor on", async () => {
    await holdPostsContaining(ctx, ["kraken"]);
    await requireStaffTwoFactor(ctx, true);
    try {
      const asked = await as(ctx.app, moderator.cookie, { method: "POST", url: "/api/questions", payload: { title: "Is the kraken real?" } });
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.json().held).toBe(true);
      await ctx.database.db.update(siteSettings).set({ maintenanceMode: true });
      await ctx.database.notifications.flush();
      expect((await as(ctx.app, moderator.cookie, { method: "POST", url: "/api/questions", payload: { title: "During maintenance?" } })).statusCode).toBe(503);
      const setup = await as(ctx.app, moderator.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: moderator.credentials.password } });
      expect(setup.statusCode, setup.body).toBe(200);
    } finally {
      await ctx.database.db.update(siteSettings).set({ maintenanceMode: false, moderationEnabled: false });
      await requireStaffTwoFactor(ctx, false);
    }
  });
});
