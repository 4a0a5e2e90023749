import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { InjectOptions } from "fastify";
import { PASSWORD_RESET_SENT } from "@shared/account";
import { mailOutbox } from "../../db/schema/admin";
import { loginFailures } from "../../db/schema/limits";
import { sessions, users } from "../../db/schema/users";
import { createTestContext, describeApi, registerMember, sessionCookie, type TestContext } from "../../test/app";
import { registerStaff } from "../../test/staff";
import { softwareAuthenticator } from "../../test/webauthn";

// Issue 20, points 3 and 4: account recovery cannot be replayed, every way of signing in counts
// on one failure counter per account, reset mail is limited per address, changes are told by
// mail, and sensitive changes ask for the password again (docs/decisions/038).

const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
const codeFor = (secret: string, stepsAhead = 0, from = Date.now()) => totp(secret).generate({ timestamp: from + stepsAhead * 30_000 });
/** A six-digit code that is none of the codes of the window around now. */
const wrongCodeFor = (secret: string) => {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => codeFor(secret, step)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
};

let address = 0;
/** A fresh client address, so per-address limits never decide these tests: the account's counter does. */
const newAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

type Member = Awaited<ReturnType<typeof registerMember>>;

describeApi("account recovery and re-authentication (issue 20)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No SMTP_URL: every mail is kept in the outbox, where these tests read it.
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const inject = (options: InjectOptions, cookie?: string, remoteAddress = newAddress()) =>
    ctx.app.inject({ ...options, remoteAddress, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
  const post = (url: string, payload: object, cookie?: string, remoteAddress?: string) => inject({ method: "POST", url, payload }, cookie, remoteAddress);

  const mailsTo = async (to: string) => {
    await ctx.app.jobs.drain();
    return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
  };
  const tokenIn = (text: string, path: string) => {
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text);
    if (!match) throw new Error(`no ${path} link in: ${text}`);
    return match[1]!;
  };
  /** Asks for a reset link (from an address of its own) and reads it from the outbox. */
  async function resetToken(email: string): Promise<string> {
    expect((await post("/api/auth/password-reset", { email })).statusCode).toBe(202);
    const mails = (await mailsTo(email)).filter((mail) => mail.text.includes("/reset-password?token="));
    return tokenIn(mails.at(-1)!.text, "/reset-password");
  }
  async function emailChangeToken(member: Member, newEmail: string): Promise<string> {
    const asked = await post("/api/auth/email-change", { newEmail, password: member.credentials.password }, member.cookie);
    expect(asked.statusCode, asked.body).toBe(202);
    return tokenIn((await mailsTo(newEmail)).at(-1)!.text, "/confirm-email");
  }
  const useReset = (token: string, extra: object = {}, remoteAddress?: string) =>
    post("/api/auth/password-reset/confirm", { token, password: "a-brand-new-password", ...extra }, undefined, remoteAddress);
  const useEmailChange = (token: string) => post("/api/auth/email-change/confirm", { token });

  async function turnOnTwoFactor(member: Member) {
    const setup = await post("/api/auth/2fa/setup", { password: member.credentials.password }, member.cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const secret: string = setup.json().secret;
    const at = Date.now();
    const enabled = await post("/api/auth/2fa/enable", { code: codeFor(secret, 0, at) }, member.cookie);
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret, at, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  async function addPasskey(member: Member) {
    const authenticator = softwareAuthenticator();
    const options = await post("/api/auth/passkeys/register/options", { password: member.credentials.password }, member.cookie);
    expect(options.statusCode, options.body).toBe(200);
    const added = await post("/api/auth/passkeys/register/verify", { name: "Phone <b>", response: authenticator.register(options.json()) }, member.cookie);
    expect(added.statusCode, added.body).toBe(201);
    return { authenticator, id: added.json().id as string };
  }

  describe("3. account recovery cannot be replayed", () => {
    it("a changed password, a changed email, a completed reset and signing out everywhere each end every pending reset and email-change link", async () => {
      const triggers: Record<string, (member: Member) => Promise<void>> = {
        "a password change": async (member) => {
          const changed = await post("/api/auth/password", { currentPassword: member.credentials.password, newPassword: "changed-password-1" }, member.cookie);
          expect(changed.statusCode, changed.body).toBe(200);
        },
        "an email change": async (member) => {
          // Asking for a new link already replaces the older email-change link; opening it ends the reset links.
          const token = await emailChangeToken(member, `elsewhere-${Date.now()}-${address}@example.com`);
          expect((await useEmailChange(token)).statusCode).toBe(200);
        },
        "a completed reset": async (member) => {
          const token = await resetToken(member.credentials.email);
          expect((await useReset(token)).statusCode).toBe(200);
        },
        "signing out everywhere else": async (member) => {
          expect((await inject({ method: "DELETE", url: "/api/auth/sessions" }, member.cookie)).statusCode).toBe(200);
        },
      };
      for (const [name, trigger] of Object.entries(triggers)) {
        const member = await registerMember(ctx.app);
        const reset = await resetToken(member.credentials.email);
        const emailChange = name === "an email change" ? null : await emailChangeToken(member, `stolen-${Date.now()}-${address}@example.com`);
        await trigger(member);
        const replayed = await useReset(reset, { password: "attackers-password" });
        expect(replayed.statusCode, `${name}: the old reset link`).toBe(400);
        expect(replayed.json().field).toBe("token");
        if (emailChange) expect((await useEmailChange(emailChange)).statusCode, `${name}: the old email-change link`).toBe(400);
        const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.user.id));
        expect(row!.email).not.toMatch(/^stolen-/);
      }
    });

    it("every sign-in route counts on one failure counter per account; wrong codes at a reset count too, even in parallel", async () => {
      // LOGIN_MAX_FAILURES is 10 (TEST_CONFIG); every attempt comes from an address of its own.
      const member = await registerStaff(ctx, "moderator");
      const { authenticator } = await addPasskey(member);
      const { secret, at } = await turnOnTwoFactor(member);
      const { email, password } = member.credentials;
      const reset = await resetToken(email);
      const statuses: Record<string, number[]> = { member: [], admin: [], passkey: [], reset: [], reauth: [] };
      for (let i = 0; i < 2; i += 1) {
        statuses.member!.push((await post("/api/auth/login", { email, password: "wrong-password" })).statusCode);
        statuses.admin!.push((await post("/api/admin/login", { username: email, password: "wrong-password" })).statusCode);
        const options = (await post("/api/auth/passkeys/sign-in/options", {})).json();
        statuses.passkey!.push((await post("/api/auth/passkeys/sign-in/verify", { response: authenticator.signIn(options, "https://evil.example") })).statusCode);
        statuses.reset!.push((await useReset(reset, { code: wrongCodeFor(secret) })).statusCode);
        statuses.reauth!.push((await post("/api/auth/2fa/disable", { password: "wrong-password", code: codeFor(secret, 1, at) }, member.cookie)).statusCode);
      }
      expect(statuses).toEqual({ member: [401, 401], admin: [401, 401], passkey: [401, 401], reset: [401, 401], reauth: [400, 400] });
      // Ten failures, five routes: the account has no guess left on any of them.
      expect((await post("/api/auth/login", { email, password, code: codeFor(secret, 1, at) })).statusCode).toBe(429);
      expect((await post("/api/admin/login", { username: email, password, code: codeFor(secret, 1, at) })).statusCode).toBe(429);
      expect((await useReset(reset, { code: codeFor(secret, 1, at) })).statusCode).toBe(429);
      expect((await post("/api/auth/2fa/setup", { password }, member.cookie)).statusCode).toBe(429);
      const [counter] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.key, `user:${member.user.id}`));
      expect(counter!.failedAt).toHaveLength(10);

      // Parallel wrong codes at a reset get no more tries than the counter has.
      const other = await registerMember(ctx.app);
      const second = await turnOnTwoFactor(other);
      const token = await resetToken(other.credentials.email);
      const racing = await Promise.all(Array.from({ length: 16 }, () => useReset(token, { code: wrongCodeFor(second.secret) })));
      const counts = racing.map((response) => response.statusCode).sort();
      expect(counts.filter((status) => status === 401)).toHaveLength(10);
      expect(counts.filter((status) => status === 429)).toHaveLength(6);
      expect((await useReset(token, { code: codeFor(second.secret, 1, second.at) })).statusCode).toBe(429);
      // The link was never used: the password is still the old one (the limit ends in time).
      const [row] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, other.user.id));
      expect(row!.hash).not.toBeNull();
    });

    it("one address gets at most three reset mails an hour, whoever asks and from wherever; every request gets the same answer", async () => {
      const member = await registerMember(ctx.app);
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await post("/api/auth/password-reset", { email: member.credentials.email }));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(202));
      expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([JSON.stringify({ message: PASSWORD_RESET_SENT })]));
      expect(await mailsTo(member.credentials.email)).toHaveLength(3);
      // Another address has its own budget.
      const other = await registerMember(ctx.app);
      await post("/api/auth/password-reset", { email: other.credentials.email });
      expect(await mailsTo(other.credentials.email)).toHaveLength(1);
    });

    it("mails a security notice in the member's language when the password, two-factor, recovery codes or a passkey change", async () => {
      const member = await registerMember(ctx.app, { firstName: "Greta" });
      expect((await inject({ method: "PUT", url: "/api/me/locale", payload: { locale: "de" } }, member.cookie)).statusCode).toBe(200);
      const { email } = member.credentials;
      const { secret, at } = await turnOnTwoFactor(member);
      const renewed = await post("/api/auth/2fa/recovery-codes", { code: codeFor(secret, 1, at) }, member.cookie);
      expect(renewed.statusCode).toBe(200);
      const { id } = await addPasskey(member);
      expect((await inject({ method: "DELETE", url: `/api/auth/passkeys/${id}` }, member.cookie)).statusCode).toBe(204);
      expect((await post("/api/auth/2fa/disable", { password: member.credentials.password, code: renewed.json().recoveryCodes[0] }, member.cookie)).statusCode).toBe(204);
      const changed = await post("/api/auth/password", { currentPassword: member.credentials.password, newPassword: "changed-password-2" }, member.cookie);
      expect(changed.statusCode).toBe(200);
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        "Die Zwei-Faktor-Anmeldung ist für dein Ponder-Konto jetzt aktiv",
        "Neue Wiederherstellungscodes für dein Ponder-Konto",
        "Deinem Ponder-Konto wurde ein Passkey hinzugefügt",
        "Aus deinem Ponder-Konto wurde ein Passkey entfernt",
        "Die Zwei-Faktor-Anmeldung für dein Ponder-Konto wurde deaktiviert",
        "Dein Ponder-Passwort wurde geändert",
      ]);
      for (const mail of mails) {
        expect(mail.text).toContain("Hallo Greta,");
        expect(mail.text).toContain("http://localhost:80/settings");
      }
      // The passkey's name is the member's text: as written in the text part, escaped in the HTML.
      expect(mails[2]!.text).toContain("„Phone <b>“");
      expect(mails[2]!.html).toContain("Phone &lt;b&gt;");
      // A completed reset is a changed password too.
      await post("/api/auth/password-reset", { email });
      const token = tokenIn((await mailsTo(email)).at(-1)!.text, "/reset-password");
      expect((await useReset(token)).statusCode).toBe(200);
      expect((await mailsTo(email)).at(-1)!.subject).toBe("Dein Ponder-Passwort wurde geändert");
    });
  });

  describe("4. sensitive changes ask for the password again", () => {
    it("a stolen session cookie alone cannot set up two-factor, turn it off, add a passkey or change the email; wrong passwords count", async () => {
      const owner = await registerMember(ctx.app);
      const { secret, at } = await turnOnTwoFactor(owner);
      // The thief has the cookie (a session of its own, signed in just now) but not the password.
      const stolen = owner.cookie;
      const missing = await post("/api/auth/2fa/disable", { code: codeFor(secret, 1, at) }, stolen);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe("password");
      const attempts = [
        () => post("/api/auth/2fa/disable", { password: "guess-1", code: codeFor(secret, 1, at) }, stolen),
        () => post("/api/auth/passkeys/register/options", { password: "guess-2" }, stolen),
        () => post("/api/auth/email-change", { newEmail: `thief-${Date.now()}@example.com`, password: "guess-3" }, stolen),
        () => post("/api/auth/password", { currentPassword: "guess-4", newPassword: "thiefs-password" }, stolen),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect(response.statusCode).toBe(400);
        expect(["password", "currentPassword"]).toContain(response.json().field);
        expect(response.json().message).toBe("Your current password is not correct");
      }
      expect((await post("/api/auth/passkeys/register/options", {}, stolen)).json()).toMatchObject({ field: "password", message: "Current password is required" });
      // Two-factor is still on; the guesses are on the account's counter, which the sign-in shares.
      expect((await inject({ method: "GET", url: "/api/auth/2fa" }, stolen)).json().enabled).toBe(true);
      const [counter] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.key, `user:${owner.user.id}`));
      expect(counter!.failedAt).toHaveLength(4);
      for (let i = 0; i < 6; i += 1) expect((await post("/api/auth/passkeys/register/options", { password: `guess-more-${i}` }, stolen)).statusCode).toBe(400);
      expect((await post("/api/auth/passkeys/register/options", { password: owner.credentials.password }, stolen)).statusCode).toBe(429);
      expect((await post("/api/auth/login", { email: owner.credentials.email, password: owner.credentials.password, code: codeFor(secret, 1, at) })).statusCode).toBe(429);

      // A member who knows their password goes through, and setting up asks for it too.
      const member = await registerMember(ctx.app);
      expect((await post("/api/auth/2fa/setup", {}, member.cookie)).json()).toMatchObject({ field: "password" });
      expect((await post("/api/auth/2fa/setup", { password: "not-it" }, member.cookie)).statusCode).toBe(400);
      expect((await post("/api/auth/2fa/setup", { password: member.credentials.password }, member.cookie)).statusCode).toBe(200);
      expect((await post("/api/auth/passkeys/register/options", { password: member.credentials.password }, member.cookie)).statusCode).toBe(200);
    });

    it("an account without a password passes by a sign-in within the last ten minutes, recorded on its session", async () => {
      const member = await registerMember(ctx.app);
      await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.user.id));
      await ctx.database.notifications.flush();
      const options = () => post("/api/auth/passkeys/register/options", {}, member.cookie);
      expect((await options()).statusCode).toBe(200);
      await ctx.database.db.update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(sessions.userId, member.user.id));
      const stale = await options();
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error).toBe("recent_sign_in_required");
      // A password in the body changes nothing for an account that has none.
      expect((await post("/api/auth/passkeys/register/options", { password: "anything" }, member.cookie)).statusCode).toBe(403);
      // Signing in again (here: a reset link, which proves the mailbox) makes the session fresh.
      const token = await resetToken(member.credentials.email);
      const signedIn = await useReset(token);
      expect(signedIn.statusCode).toBe(200);
      expect((await post("/api/auth/passkeys/register/options", { password: "a-brand-new-password" }, sessionCookie(signedIn))).statusCode).toBe(200);
    });
  });
});
