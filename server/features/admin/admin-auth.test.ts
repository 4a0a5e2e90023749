import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, sessionCookie, testPasswords, type TestContext } from "../../test/app";
import { ensureAdminAccount } from "../../accounts/admin-account";

describeApi("admin account and sign-in", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ensureAdminAccount(ctx.database.db, testPasswords, "chief", "first-password");
  });
  afterAll(() => ctx?.close());

  const adminLogin = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/admin/login", payload });

  it("creates the admin from ADMIN_USERNAME/ADMIN_PASSWORD and signs them in", async () => {
    const response = await adminLogin({ username: "chief", password: "first-password" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ isAdmin: true, role: "admin", onboardingCompleted: true });
    const me = await as(ctx.app, sessionCookie(response), { method: "GET", url: "/api/auth/user" });
    expect(me.json().isAdmin).toBe(true);
  });

  it("updates the admin at the next start: new password works, old one does not, one account", async () => {
    await ensureAdminAccount(ctx.database.db, testPasswords, "chief", "second-password");
    expect((await adminLogin({ username: "chief", password: "first-password" })).statusCode).toBe(401);
    expect((await adminLogin({ username: "chief", password: "second-password" })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "chief"))).toHaveLength(1);
  });

  it("refuses wrong passwords and members who are not staff", async () => {
    const wrong = await adminLogin({ username: "chief", password: "nope-nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid username or password");
    const { credentials } = await registerMember(ctx.app);
    const member = await adminLogin({ username: credentials.email, password: credentials.password });
    expect(member.statusCode).toBe(401);
  });

  it("requires both fields", async () => {
    const response = await adminLogin({ username: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "username", message: "Username is required" });
  });
});
