import { afterAll, beforeAll, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { mailOutbox, siteSettings } from "../../db/schema/admin";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { registerStaff } from "../../test/staff";

describeApi("email verification (when an admin requires it)", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin");
  });
  afterAll(() => ctx?.close());

  const requireVerification = async (on: boolean) => {
    await ctx.database.db.update(siteSettings).set({ requireEmailVerification: on });
    await as(ctx.app, admin.cookie, { method: "POST", url: "/api/admin/cache/clear" });
  };
  const ask = (cookie: string) => as(ctx.app, cookie, { method: "POST", url: "/api/questions", payload: { title: "Can I post yet?" } });
  const lastMailTo = async (email: string) =>
    (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1))[0];

  it("is off by default: nothing is mailed and new members post at once", async () => {
    const member = await registerMember(ctx.app);
    expect(await lastMailTo(member.credentials.email)).toBeUndefined();
    expect((await ask(member.cookie)).statusCode).toBe(201);
  });

  it("when on, mails a link at sign-up; the member reads but cannot post until they open it", async () => {
    await requireVerification(true);
    const member = await registerMember(ctx.app);
    const mail = await lastMailTo(member.credentials.email);
    expect(mail?.subject).toBe("Confirm your email address");
    const token = /\/verify-email\?token=([\w-]+)/.exec(mail!.text)![1]!;

    const refused = await ask(member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "email_unverified", message: "Please verify your email address first." });
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/questions?tab=recent" })).statusCode).toBe(200);
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/verify-email/status" })).json()).toEqual({ required: true, verified: false, mustVerify: true });

    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token: "x".repeat(43) } })).statusCode).toBe(400);
    const verified = await ctx.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect((await ask(member.cookie)).statusCode).toBe(201);
    // A link works once.
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } })).statusCode).toBe(400);
  });

  it("lets members who joined before ask for a new link; staff are never asked", async () => {
    const member = await registerMember(ctx.app);
    const moderator = await registerStaff(ctx, "moderator");
    await ctx.database.db.delete(mailOutbox);
    const resent = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/verify-email/resend" });
    expect(resent.json()).toMatchObject({ sent: true });
    const mail = await lastMailTo(member.credentials.email);
    expect(mail).toBeDefined();
    expect((await ask(moderator.cookie)).statusCode).toBe(201);
    const outbox = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/messages?kind=mail" })).json();
    expect(outbox.items[0]).toMatchObject({ kind: "mail", to: member.credentials.email, subject: "Confirm your email address" });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.emailVerifiedAt).toBeNull();
    await requireVerification(false);
    expect((await ask(member.cookie)).statusCode).toBe(201);
  });
});
