import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { PASSWORD_RESET_SENT } from "@shared/account";
import { mailOutbox } from "../../db/schema/admin";
import { jobs, passwordResets } from "../../db/schema/jobs";
import { siteSettings } from "../../db/schema/admin";
import { as, createTestContext, describeApi, registerMember, sessionCookie, type TestContext } from "../../test/app";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";
import { registerStaff } from "../../test/staff";

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`(https?://[^\\s]+${path}\\?token=([\\w-]+))`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return { url: match[1]!, token: match[2]! };
};

describeApi("password reset, password change and email change, through real SMTP", () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://ponder.example" }, { jobs: { retryBaseMs: 60_000 } });
    await ctx.database.db.insert(siteSettings).values({ id: 1, siteName: "Tidewater Q&A" }).onConflictDoUpdate({ target: siteSettings.id, set: { siteName: "Tidewater Q&A" } });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    // Security notices of the test before (a changed password) are delivered before it counts.
    await ctx.app.jobs.drain();
    smtp.received.length = 0;
  });

  const requestReset = (email: string, host = "evil.example") =>
    ctx.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email }, headers: { host } });

  it("writes the reset mail in the member's chosen language, else in the language of the page that asked", async () => {
    const member = await registerMember(ctx.app, { firstName: "Greta" });
    const ask = (language: string) =>
      // From an address of its own: the reset route's rate limit is per address, and the tests after this one have their own budget.
      ctx.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: member.credentials.email }, headers: { "accept-language": language }, remoteAddress: "203.0.113.9" });
    expect((await ask("de-DE,de;q=0.9")).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const [german] = await smtp.waitFor(1);
    expect(german!.subject).toBe("Setze dein Tidewater Q&A-Passwort zurück");
    expect(german!.text).toContain("Hallo Greta,");
    smtp.received.length = 0;
    // The member's own choice wins over the page's language.
    expect((await as(ctx.app, member.cookie, { method: "PUT", url: "/api/me/locale", payload: { locale: "fr" } })).statusCode).toBe(200);
    expect((await ask("de")).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const [french] = await smtp.waitFor(1);
    expect(french!.subject).toBe("Réinitialisez votre mot de passe Tidewater Q&A");
  });

  it("mails a reset link (text and HTML, in the site's name, never from the Host header); the link sets the password once, ends every session and signs in", async () => {
    const member = await registerMember(ctx.app);
    const other = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: member.credentials.password } });
    const otherCookie = sessionCookie(other);

    const response = await requestReset(member.credentials.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT });
    await ctx.app.jobs.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to && "text" in mail!.to ? mail!.to.text : "").toBe(member.credentials.email);
    expect(mail!.from?.value[0]).toEqual({ name: "Tidewater Q&A", address: "ponder@example.test" });
    expect(mail!.subject).toBe("Reset your Tidewater Q&A password");
    expect(mail!.html).toContain("Tidewater Q&amp;A");
    expect(mail!.text).not.toContain("evil.example");
    expect(String(mail!.html)).not.toContain("evil.example");
    const link = linkIn(mail!.text!, "/reset-password");
    expect(link.url.startsWith("https://ponder.example/reset-password?token=")).toBe(true);
    expect(String(mail!.html)).toContain(link.token);

    // Stored hashed: the token itself is nowhere in the table.
    const stored = await ctx.database.db.select().from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(link.token);

    const short = await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token: link.token, password: "short" } });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("password");

    const confirmed = await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token: link.token, password: "a-brand-new-password" } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toBe(member.credentials.email);
    const fresh = sessionCookie(confirmed);
    expect((await as(ctx.app, fresh, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    // Every other session ended.
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await as(ctx.app, otherCookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    // The new password signs in, the old one does not.
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: "a-brand-new-password" } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: member.credentials.password } })).statusCode).toBe(401);

    // Single use.
    const again = await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token: link.token, password: "yet-another-password" } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: "validation_error", field: "token" });
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const known = await registerMember(ctx.app);
    const a = await requestReset(known.credentials.email);
    const b = await requestReset("nobody-here@example.com");
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    await ctx.app.jobs.drain();
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((mail) => (mail.to && "text" in mail.to ? mail.to.text : ""))).toEqual([known.credentials.email]);
  });

  it("asks for the second factor of an account that has it on, and keeps the link unused until a code is right", async () => {
    const member = await registerMember(ctx.app);
    const { secret } = (await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: member.credentials.password } })).json();
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    const enabled = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code } });
    expect(enabled.statusCode).toBe(200);
    const [recovery] = enabled.json().recoveryCodes as string[];
    // Turning it on mailed a security notice: delivered and set aside, so the next mail is the link.
    await ctx.app.jobs.drain();
    await smtp.waitFor(1);
    smtp.received.length = 0;
    // From an address of its own: the reset routes' limit counts per address.
    const remoteAddress = "198.51.100.77";
    await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: member.credentials.email }, remoteAddress });
    await ctx.app.jobs.drain();
    const [mail] = await smtp.waitFor(1);
    const { token } = linkIn(mail!.text!, "/reset-password");
    const confirm = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token, password: "a-brand-new-password", ...payload }, remoteAddress });

    const without = await confirm({});
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ error: "two_factor_required" });
    expect(without.cookies.find((cookie) => cookie.name === "ponder_session")).toBeUndefined();
    const wrong = await confirm({ code: "zzzzz-zzzzz" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: "two_factor_invalid" });
    // Neither changed the password nor used the link.
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    const right = await confirm({ code: recovery });
    expect(right.statusCode).toBe(200);
    expect((await as(ctx.app, sessionCookie(right), { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("refuses an expired link", async () => {
    const member = await registerMember(ctx.app);
    await requestReset(member.credentials.email);
    await ctx.app.jobs.drain();
    const [mail] = await smtp.waitFor(1);
    const { token } = linkIn(mail!.text!, "/reset-password");
    await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token, password: "a-brand-new-password" } });
    expect(response.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token: "x".repeat(43), password: "a-brand-new-password" } })).statusCode).toBe(400);
  });

  it("changes the password with the current one: other sessions end, this one stays", async () => {
    const member = await registerMember(ctx.app);
    const other = sessionCookie(await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: member.credentials.password } }));
    const wrong = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/password", payload: { currentPassword: "not-it-at-all", newPassword: "another-password-1" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe("currentPassword");
    const visitor = await ctx.app.inject({ method: "POST", url: "/api/auth/password", payload: { currentPassword: "x", newPassword: "another-password-1" } });
    expect(visitor.statusCode).toBe(401);

    const changed = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/password", payload: { currentPassword: member.credentials.password, newPassword: "another-password-1" } });
    expect(changed.statusCode).toBe(200);
    const mine = sessionCookie(changed);
    expect((await as(ctx.app, mine, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    expect((await as(ctx.app, other, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("changes the email by a link to the new address; the old address is told; a taken address is 409", async () => {
    const member = await registerMember(ctx.app);
    const taken = await registerMember(ctx.app);
    const conflictResponse = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/email-change", payload: { newEmail: taken.credentials.email, password: member.credentials.password } });
    expect(conflictResponse.statusCode).toBe(409);
    const badPassword = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/email-change", payload: { newEmail: "new-home@example.com", password: "wrong-password" } });
    expect(badPassword.statusCode).toBe(400);

    const newEmail = `moved-${Date.now()}@example.com`;
    const asked = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/email-change", payload: { newEmail, password: member.credentials.password } });
    expect(asked.statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to && "text" in mail!.to ? mail!.to.text : "").toBe(newEmail);
    const { token } = linkIn(mail!.text!, "/confirm-email");
    // Not changed before the link is opened.
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).json().email).toBe(member.credentials.email);

    const confirmed = await ctx.app.inject({ method: "POST", url: "/api/auth/email-change/confirm", payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toBe(newEmail);
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).json().email).toBe(newEmail);
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/email-change/confirm", payload: { token } })).statusCode).toBe(400);
    await ctx.app.jobs.drain();
    const mails = await smtp.waitFor(2);
    const notice = mails[1]!;
    expect(notice.to && "text" in notice.to ? notice.to.text : "").toBe(member.credentials.email);
    expect(notice.text).toContain(newEmail);
  });

  it("retries mail the SMTP server refused, with backoff, until it is sent; the admin outbox shows each state", async () => {
    const member = await registerMember(ctx.app);
    const admin = await registerStaff(ctx, "admin");
    smtp.failNext(1);
    await requestReset(member.credentials.email);
    await ctx.app.jobs.drain();
    const [pending] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.credentials.email));
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending!.lastError).toMatch(/Try again later/);
    const listed = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/messages?kind=mail" })).json();
    expect(listed.items[0]).toMatchObject({ kind: "mail", to: member.credentials.email, status: "pending", attempts: 1 });

    // The retry waits its backoff (a minute here: a short one came due inside the first drain when
    // the machine was busy, and the mail was sent before the test could see it pending); the
    // test brings it due rather than sleeping.
    await ctx.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, "mail.send"));
    await ctx.app.jobs.drain();
    await smtp.waitFor(1);
    const [sent] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.credentials.email));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});

describe("without SMTP_URL", () => {
  describeApi("mail stays in the admin outbox", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(async () => ctx?.close());

    it("keeps the reset mail, with both parts, for admins to read", async () => {
      const member = await registerMember(ctx.app);
      await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: member.credentials.email } });
      await ctx.app.jobs.drain();
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.credentials.email));
      expect(row).toMatchObject({ status: "kept", subject: "Reset your Ponder password" });
      expect(row!.html).toContain("/reset-password?token=");
      expect(row!.text).toMatch(/http:\/\/localhost:80\/reset-password\?token=/);
    });
  });
});

describeApi("password reset limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it("limits reset requests and confirmations per address (429 after 5 in the window)", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: `x${i}@example.com` } })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    const confirms: number[] = [];
    for (let i = 0; i < 6; i++) {
      confirms.push((await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token: `guess-${i}-${"x".repeat(30)}`, password: "a-brand-new-password" } })).statusCode);
    }
    expect(confirms).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

