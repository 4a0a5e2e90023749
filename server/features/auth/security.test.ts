import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { InjectOptions } from "fastify";
import { sessions } from "../../db/schema/users";
import { recoveryCodes, totpSecrets } from "../../db/schema/security";
import { as, createTestContext, describeApi, newMember, registerMember, sessionCookie, testPasswords, type TestContext } from "../../test/app";
import { registerStaff } from "../../test/staff";
import { softwareAuthenticator } from "../../test/webauthn";
import { ensureAdminAccount } from "../../accounts/admin-account";

/** The password the factory gives every member. */
const MEMBER_PASSWORD = newMember().password;

/**
 * The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from `from`
 * (now by default). Tests count steps from the moment two-factor was turned on, so a step
 * boundary passing mid-test changes nothing.
 */
const codeFor = (secret: string, stepsAhead = 0, from = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: from + stepsAhead * 30_000 });

/** A six-digit code that is none of the codes of the window around now. */
const wrongCodeFor = (secret: string) => {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => codeFor(secret, step)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
};

let address = 0;
/** A fresh client address, so one test's counted failures never limit another's. */
const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

describeApi("two-factor sign-in, passkeys and signed-in devices", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const inject = (options: InjectOptions, cookie?: string, remoteAddress = "127.0.0.1") =>
    ctx.app.inject({ ...options, remoteAddress, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
  const login = (body: Record<string, unknown>, remoteAddress = newAddress()) => inject({ method: "POST", url: "/api/auth/login", payload: body }, undefined, remoteAddress);

  /** A member with two-factor on; returns the secret and recovery codes too. */
  async function memberWithTwoFactor() {
    const member = await registerMember(ctx.app);
    const setup = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: member.credentials.password } });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const at = Date.now();
    const enabled = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: codeFor(secret, 0, at) } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { ...member, secret: secret as string, at, codes: enabled.json().recoveryCodes as string[] };
  }

  describe("authenticator app (TOTP)", () => {
    it("sets up a pending secret with an otpauth URL in the site's name and a QR code, kept server-side", async () => {
      const member = await registerMember(ctx.app);
      const setup = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: member.credentials.password } });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrCode } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe("otpauth:");
      expect(url.searchParams.get("issuer")).toBe("Ponder");
      expect(url.searchParams.get("secret")).toBe(secret);
      expect(decodeURIComponent(url.pathname)).toContain(member.credentials.email);
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toContain("<svg");
      // Pending: sign-in does not ask for a code yet, and the status says off.
      expect((await login({ email: member.credentials.email, password: member.credentials.password })).statusCode).toBe(200);
      const status = await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/2fa" });
      expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, hasPassword: true, setupRequired: false });
      // The secret is never sent again.
      expect(status.body).not.toContain(secret);
    });

    it("turns on only with a right code, and gives ten single-use recovery codes stored hashed", async () => {
      const member = await registerMember(ctx.app);
      const { secret } = (await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: member.credentials.password } })).json();
      const wrong = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: wrongCodeFor(secret) } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: "two_factor_invalid", field: "code" });
      const right = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: codeFor(secret) } });
      expect(right.statusCode).toBe(200);
      const codes: string[] = right.json().recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const stored = await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.user.id));
      expect(stored).toHaveLength(10);
      for (const row of stored) expect(codes.join(" ")).not.toContain(row.codeHash);
      const status = await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/2fa" });
      expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      // A second setup cannot replace a secret that is on.
      expect((await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: member.credentials.password } })).statusCode).toBe(409);
    });

    it("answers a sign-in without a code with 401 two_factor_required and no session", async () => {
      const member = await memberWithTwoFactor();
      const response = await login({ email: member.credentials.email, password: member.credentials.password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: "two_factor_required" });
      expect(response.cookies.find((cookie) => cookie.name === "ponder_session")).toBeUndefined();
      // A wrong password still says only that.
      const wrongPassword = await login({ email: member.credentials.email, password: "not-the-password", code: codeFor(member.secret, 1, member.at) });
      expect(wrongPassword.json()).toMatchObject({ error: "unauthorized", message: "Invalid email or password" });
    });

    it("signs in with a fresh code; refuses a wrong one and a reused one", async () => {
      const member = await memberWithTwoFactor();
      const credentials = { email: member.credentials.email, password: member.credentials.password };
      // The code that turned it on was used: this step is spent.
      const reusedFromEnable = await login({ ...credentials, code: codeFor(member.secret, 0, member.at) });
      expect(reusedFromEnable.statusCode).toBe(401);
      expect(reusedFromEnable.json().error).toBe("two_factor_invalid");
      const wrong = await login({ ...credentials, code: wrongCodeFor(member.secret) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe("two_factor_invalid");
      expect(wrong.cookies.find((cookie) => cookie.name === "ponder_session")).toBeUndefined();
      const next = codeFor(member.secret, 1, member.at);
      const signedIn = await login({ ...credentials, code: ` ${next.slice(0, 3)} ${next.slice(3)} ` });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const me = await as(ctx.app, sessionCookie(signedIn), { method: "GET", url: "/api/auth/user" });
      expect(me.json().id).toBe(member.user.id);
      const replay = await login({ ...credentials, code: next });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toBe("two_factor_invalid");
      // An older step than the last one used is refused too.
      expect((await login({ ...credentials, code: codeFor(member.secret, -1, member.at) })).statusCode).toBe(401);
    });

    it("accepts each recovery code once", async () => {
      const member = await memberWithTwoFactor();
      const credentials = { email: member.credentials.email, password: member.credentials.password };
      const [first, second] = member.codes;
      const signedIn = await login({ ...credentials, code: first!.toUpperCase() });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const again = await login({ ...credentials, code: first });
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toBe("two_factor_invalid");
      expect((await login({ ...credentials, code: second!.replace("-", "") })).statusCode).toBe(200);
      const status = await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/2fa" });
      expect(status.json().recoveryCodesLeft).toBe(8);
      // Another member's recovery code is nothing to this one.
      const other = await memberWithTwoFactor();
      expect((await login({ ...credentials, code: other.codes[0] })).statusCode).toBe(401);
    });

    it("renews the recovery codes with a current code; the old ones stop working", async () => {
      const member = await memberWithTwoFactor();
      const renew = (code: string) => inject({ method: "POST", url: "/api/auth/2fa/recovery-codes", payload: { code } }, member.cookie, newAddress());
      expect((await renew(wrongCodeFor(member.secret))).json()).toMatchObject({ error: "two_factor_invalid", field: "code" });
      const renewed = await renew(codeFor(member.secret, 1, member.at));
      expect(renewed.statusCode, renewed.body).toBe(200);
      const fresh: string[] = renewed.json().recoveryCodes;
      expect(fresh).toHaveLength(10);
      const credentials = { email: member.credentials.email, password: member.credentials.password };
      expect((await login({ ...credentials, code: member.codes[0] })).statusCode).toBe(401);
      expect((await login({ ...credentials, code: fresh[0] })).statusCode).toBe(200);
      const other = await registerMember(ctx.app);
      expect((await as(ctx.app, other.cookie, { method: "POST", url: "/api/auth/2fa/recovery-codes", payload: { code: "123456" } })).statusCode).toBe(400);
    });

    it("counts wrong codes toward the sign-in failure limit", async () => {
      const member = await memberWithTwoFactor();
      const credentials = { email: member.credentials.email, password: member.credentials.password };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await login({ ...credentials, code: wrongCodeFor(member.secret) }, newAddress())).statusCode);
      // Ten failures per account in the window (TEST_CONFIG), from ten different addresses.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      // Even the right code waits now.
      expect((await login({ ...credentials, code: codeFor(member.secret, 1, member.at) })).statusCode).toBe(429);
    });

    it("turns off only with the password and a code", async () => {
      const member = await memberWithTwoFactor();
      const disable = (payload: object) => inject({ method: "POST", url: "/api/auth/2fa/disable", payload }, member.cookie, newAddress());
      expect((await disable({ password: member.credentials.password })).statusCode).toBe(400);
      expect((await disable({ code: member.codes[0] })).statusCode).toBe(400);
      const wrongPassword = await disable({ password: "wrong-password", code: member.codes[0] });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().field).toBe("password");
      const wrongCode = await disable({ password: member.credentials.password, code: wrongCodeFor(member.secret) });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json()).toMatchObject({ error: "two_factor_invalid", field: "code" });
      expect((await disable({ password: member.credentials.password, code: codeFor(member.secret, 1, member.at) })).statusCode).toBe(204);
      expect(await ctx.database.db.select().from(totpSecrets).where(eq(totpSecrets.userId, member.user.id))).toEqual([]);
      expect(await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.user.id))).toEqual([]);
      expect((await login({ email: member.credentials.email, password: member.credentials.password })).statusCode).toBe(200);
    });

    it("refuses visitors", async () => {
      for (const [method, url] of [["GET", "/api/auth/2fa"], ["POST", "/api/auth/2fa/setup"], ["GET", "/api/auth/sessions"], ["GET", "/api/auth/passkeys"]] as const) {
        expect((await inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) })).statusCode, url).toBe(401);
      }
    });
  });

  describe("staff", () => {
    it("the admin sign-in asks staff who turned it on for their code", async () => {
      await ensureAdminAccount(ctx.database.db, testPasswords, "chief", "chief-password");
      const first = await inject({ method: "POST", url: "/api/admin/login", payload: { username: "chief", password: "chief-password" } });
      const cookie = sessionCookie(first);
      const { secret } = (await as(ctx.app, cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: "chief-password" } })).json();
      const at = Date.now();
      expect((await as(ctx.app, cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: codeFor(secret, 0, at) } })).statusCode).toBe(200);
      const adminLogin = (payload: object) => inject({ method: "POST", url: "/api/admin/login", payload }, undefined, newAddress());
      const without = await adminLogin({ username: "chief", password: "chief-password" });
      expect(without.statusCode).toBe(401);
      expect(without.json().error).toBe("two_factor_required");
      expect(without.cookies.find((item) => item.name === "ponder_session")).toBeUndefined();
      expect((await adminLogin({ username: "chief", password: "chief-password", code: wrongCodeFor(secret) })).json().error).toBe("two_factor_invalid");
      const signedIn = await adminLogin({ username: "chief", password: "chief-password", code: codeFor(secret, 1, at) });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it("with the site setting on, staff without two-factor get only 403 two_factor_setup_required until they turn it on", async () => {
      const admin = await registerStaff(ctx, "admin");
      const moderator = await registerStaff(ctx, "moderator");
      const put = (cookie: string, payload: object) => as(ctx.app, cookie, { method: "PUT", url: "/api/admin/settings", payload });
      // An admin cannot require it while not using it (they would lock themselves out).
      const refused = await put(admin.cookie, { requireStaffTwoFactor: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe("requireStaffTwoFactor");
      const { secret } = (await as(ctx.app, admin.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: admin.credentials.password } })).json();
      await as(ctx.app, admin.cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: codeFor(secret) } });
      const saved = await put(admin.cookie, { requireStaffTwoFactor: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().requireStaffTwoFactor).toBe(true);
      // Not public.
      expect((await inject({ method: "GET", url: "/api/site" })).json()).not.toHaveProperty("requireStaffTwoFactor");

      expect((await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
      const blocked = await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/admin/stats" });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error).toBe("two_factor_setup_required");
      // The rest of the site and setting it up still work.
      expect((await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/auth/2fa" })).json()).toMatchObject({ enabled: false, setupRequired: true });
      const setup = (await as(ctx.app, moderator.cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: moderator.credentials.password } })).json();
      await as(ctx.app, moderator.cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: codeFor(setup.secret) } });
      expect((await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
      // Members are not staff: nothing changes for them.
      const member = await registerMember(ctx.app);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/2fa" })).json().setupRequired).toBe(false);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/admin/stats" })).json().error).toBe("forbidden");
      expect((await put(admin.cookie, { requireStaffTwoFactor: false })).statusCode).toBe(200);
    });
  });

  describe("passkeys", () => {
    /** Registration options need the password again (issue 20); every member here has the factory's. */
    const options = (cookie: string | undefined, url: string) =>
      inject({ method: "POST", url, ...(url.includes("register") ? { payload: { password: MEMBER_PASSWORD } } : {}) }, cookie);

    async function registerPasskey(cookie: string, name = "Laptop") {
      const authenticator = softwareAuthenticator();
      const registration = (await options(cookie, "/api/auth/passkeys/register/options")).json();
      const response = await inject({ method: "POST", url: "/api/auth/passkeys/register/verify", payload: { name, response: authenticator.register(registration) } }, cookie);
      expect(response.statusCode, response.body).toBe(201);
      return { authenticator, passkey: response.json() };
    }

    it("registers a named passkey from settings, lists it, and signs in with it (discoverable)", async () => {
      const member = await registerMember(ctx.app);
      const registration = (await options(member.cookie, "/api/auth/passkeys/register/options")).json();
      expect(registration).toMatchObject({ rp: { id: "localhost", name: "Ponder" }, attestation: "none", authenticatorSelection: { residentKey: "required", userVerification: "required" } });
      const authenticator = softwareAuthenticator();
      const registered = await inject(
        { method: "POST", url: "/api/auth/passkeys/register/verify", payload: { name: "  Work laptop ", response: authenticator.register(registration) } },
        member.cookie,
      );
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json()).toMatchObject({ name: "Work laptop", lastUsedAt: null });
      const list = (await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/passkeys" })).json();
      expect(list.items).toEqual([expect.objectContaining({ id: registered.json().id, name: "Work laptop" })]);

      const signInOptions = (await options(undefined, "/api/auth/passkeys/sign-in/options")).json();
      expect(signInOptions).toMatchObject({ rpId: "localhost", userVerification: "required" });
      expect(signInOptions.allowCredentials ?? []).toEqual([]);
      const assertion = authenticator.signIn(signInOptions);
      const signedIn = await inject({ method: "POST", url: "/api/auth/passkeys/sign-in/verify", payload: { response: assertion } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().id).toBe(member.user.id);
      const me = await as(ctx.app, sessionCookie(signedIn), { method: "GET", url: "/api/auth/user" });
      expect(me.json().id).toBe(member.user.id);
      // The challenge was used: the same response again is refused.
      const replay = await inject({ method: "POST", url: "/api/auth/passkeys/sign-in/verify", payload: { response: assertion } });
      expect(replay.statusCode).toBe(401);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/passkeys" })).json().items[0].lastUsedAt).not.toBeNull();
    });

    it("refuses a response for another origin, a made-up challenge, or without user verification", async () => {
      const member = await registerMember(ctx.app);
      const { authenticator } = await registerPasskey(member.cookie);
      const verify = (response: unknown) => inject({ method: "POST", url: "/api/auth/passkeys/sign-in/verify", payload: { response } });
      const first = (await options(undefined, "/api/auth/passkeys/sign-in/options")).json();
      expect((await verify(authenticator.signIn(first, "https://evil.example"))).statusCode).toBe(401);
      // That challenge is used up even though the response failed.
      expect((await verify(authenticator.signIn(first))).statusCode).toBe(401);
      expect((await verify(authenticator.signIn({ challenge: "bWFkZS11cA" }))).statusCode).toBe(401);
      const second = (await options(undefined, "/api/auth/passkeys/sign-in/options")).json();
      expect((await verify(authenticator.signIn(second, undefined, { flags: 0x01 }))).statusCode).toBe(401);
      // A registration for another site's origin is refused too.
      const registration = (await options(member.cookie, "/api/auth/passkeys/register/options")).json();
      const foreign = await inject(
        { method: "POST", url: "/api/auth/passkeys/register/verify", payload: { name: "Evil", response: softwareAuthenticator().register(registration, "https://evil.example") } },
        member.cookie,
      );
      expect(foreign.statusCode).toBe(400);
    });

    it("takes the relying party from the configured origin, never the Host header", async () => {
      const registration = (await inject({ method: "POST", url: "/api/auth/passkeys/sign-in/options", headers: { host: "evil.example" } })).json();
      expect(registration.rpId).toBe("localhost");
    });

    it("deletes only the member's own passkeys; a deleted passkey no longer signs in", async () => {
      const member = await registerMember(ctx.app);
      const other = await registerMember(ctx.app);
      const { authenticator, passkey } = await registerPasskey(member.cookie);
      expect((await as(ctx.app, other.cookie, { method: "DELETE", url: `/api/auth/passkeys/${passkey.id}` })).statusCode).toBe(404);
      expect((await as(ctx.app, other.cookie, { method: "DELETE", url: "/api/auth/passkeys/not-a-uuid" })).statusCode).toBe(404);
      expect((await as(ctx.app, member.cookie, { method: "DELETE", url: `/api/auth/passkeys/${passkey.id}` })).statusCode).toBe(204);
      const signInOptions = (await options(undefined, "/api/auth/passkeys/sign-in/options")).json();
      expect((await inject({ method: "POST", url: "/api/auth/passkeys/sign-in/verify", payload: { response: authenticator.signIn(signInOptions) } })).statusCode).toBe(401);
    });

    it("limits how many ceremonies one address may start (each stores a challenge)", async () => {
      const from = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await inject({ method: "POST", url: "/api/auth/passkeys/sign-in/options" }, undefined, from)).statusCode);
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it("refuses a malformed or oversized response with a 400", async () => {
      const member = await registerMember(ctx.app);
      const bad = await inject({ method: "POST", url: "/api/auth/passkeys/register/verify", payload: { name: "x", response: { id: "a" } } }, member.cookie);
      expect(bad.statusCode).toBe(400);
      const invisible = await inject({ method: "POST", url: "/api/auth/passkeys/register/verify", payload: { name: "\u200b\u200b", response: { id: "a", rawId: "a", type: "public-key", response: {} } } }, member.cookie);
      expect(invisible.json()).toMatchObject({ error: "validation_error", field: "name" });
      const huge = await inject(
        { method: "POST", url: "/api/auth/passkeys/sign-in/verify", payload: { response: { id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "x".repeat(70_000) } } } },
      );
      expect(huge.statusCode).toBe(400);
    });
  });

  describe("signed-in devices", () => {
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

    async function signInAgain(credentials: { email: string; password: string }, userAgent: string) {
      const response = await inject({ method: "POST", url: "/api/auth/login", payload: credentials, headers: { "user-agent": userAgent } }, undefined, "203.0.113.7");
      return sessionCookie(response);
    }

    it("lists the member's devices with browser, system, address and times, never a token or its hash", async () => {
      const member = await registerMember(ctx.app);
      const onChrome = await signInAgain(member.credentials, chrome);
      await signInAgain(member.credentials, firefox);
      const list = await as(ctx.app, onChrome, { method: "GET", url: "/api/auth/sessions" });
      expect(list.statusCode).toBe(200);
      const items = list.json().items;
      expect(items).toHaveLength(3);
      expect(items.filter((item: { current: boolean }) => item.current)).toEqual([expect.objectContaining({ browser: "Chrome", os: "Windows", ip: "203.0.113.7" })]);
      expect(items).toContainEqual(expect.objectContaining({ browser: "Firefox", os: "Linux", current: false }));
      const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
      for (const row of rows) {
        expect(list.body).not.toContain(row.id);
      }
      expect(list.body).not.toContain(onChrome.split("=")[1]);
      for (const item of items) expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("signs out one device at once; another member's session id is a 404", async () => {
      const member = await registerMember(ctx.app);
      const other = await registerMember(ctx.app);
      const laptop = await signInAgain(member.credentials, firefox);
      // Remembered in this process: the next check must not come from memory.
      expect((await as(ctx.app, laptop, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
      const items = (await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/sessions" })).json().items;
      const target = items.find((item: { browser: string }) => item.browser === "Firefox");
      expect((await as(ctx.app, other.cookie, { method: "DELETE", url: `/api/auth/sessions/${target.id}` })).statusCode).toBe(404);
      expect((await as(ctx.app, other.cookie, { method: "DELETE", url: "/api/auth/sessions/00000000-0000-0000-0000-000000000000" })).statusCode).toBe(404);
      expect((await as(ctx.app, other.cookie, { method: "DELETE", url: "/api/auth/sessions/garbage" })).statusCode).toBe(404);
      expect((await as(ctx.app, laptop, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
      expect((await as(ctx.app, member.cookie, { method: "DELETE", url: `/api/auth/sessions/${target.id}` })).statusCode).toBe(204);
      expect((await as(ctx.app, laptop, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    });

    it("signs out every other device at once, in every process", async () => {
      const member = await registerMember(ctx.app);
      const others = [await signInAgain(member.credentials, chrome), await signInAgain(member.credentials, firefox)];
      const { buildTestApp } = await import("../../test/app");
      const second = await buildTestApp(ctx.database);
      try {
        for (const cookie of others) expect((await as(second, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
        const ended = await as(ctx.app, member.cookie, { method: "DELETE", url: "/api/auth/sessions" });
        expect(ended.json()).toEqual({ ended: 2 });
        for (const cookie of others) {
          expect((await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
          expect((await as(second, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
        }
        const left = (await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/sessions" })).json().items;
        expect(left).toEqual([expect.objectContaining({ current: true })]);
      } finally {
        await second.close();
      }
    });

    it("writes last seen now and then, not on every request", async () => {
      const member = await registerMember(ctx.app);
      const old = new Date(Date.now() - 60 * 60 * 1000);
      await ctx.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, member.user.id));
      await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" });
      const [seen] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
      expect(seen!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      // A minute later nothing is written (the 5-minute step).
      const recent = new Date(Date.now() - 60_000);
      await ctx.database.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.userId, member.user.id));
      await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" });
      const [again] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
      expect(again!.lastSeenAt.getTime()).toBe(recent.getTime());
    });

    it("signing out the current device from the list ends this session", async () => {
      const member = await registerMember(ctx.app);
      const [mine] = (await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/sessions" })).json().items;
      const response = await as(ctx.app, member.cookie, { method: "DELETE", url: `/api/auth/sessions/${mine.id}` });
      expect(response.statusCode).toBe(204);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    });
  });

  describe("returning where the member was", () => {
    it("carries a same-site next through /api/login and drops anything else", async () => {
      const go = async (next: string) => (await inject({ method: "GET", url: `/api/login?next=${encodeURIComponent(next)}`, headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } })).headers.location;
      expect(await go("/questions/12")).toBe("/auth?next=%2Fquestions%2F12");
      expect(await go("//evil.example")).toBe("/auth");
      expect(await go("https://evil.example/")).toBe("/auth");
      expect(await go("/\\evil.example")).toBe("/auth");
    });
  });
});
