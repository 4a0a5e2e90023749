import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, sessionCookie, type TestContext } from "../../test/app";

const CLIENT_ID = "ponder-test";
const CLIENT_SECRET = "test-secret";

/** A minimal OpenID Connect provider on loopback: discovery, JWKS and a token endpoint. */
async function startProvider(claimsFor: () => Record<string, unknown>) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "k1", alg: "RS256", use: "sig" };
  const nonces = new Map<string, string>();
  const provider: FastifyInstance = Fastify();
  provider.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  let issuer = ""; // known once listening
  provider.get("/.well-known/openid-configuration", async () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    code_challenge_methods_supported: ["S256"],
  }));
  provider.get("/jwks", async () => ({ keys: [jwk] }));
  provider.post("/token", async (request) => {
    const { code } = request.body as { code: string };
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: issuer, aud: CLIENT_ID, iat: now, exp: now + 300, nonce: nonces.get(code), ...claimsFor() };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${encode({ alg: "RS256", kid: "k1", typ: "JWT" })}.${encode(payload)}`;
    const signature = sign("RSA-SHA256", Buffer.from(unsigned), privateKey).toString("base64url");
    return { access_token: randomUUID(), token_type: "Bearer", expires_in: 300, id_token: `${unsigned}.${signature}` };
  });
  await provider.listen({ port: 0, host: "127.0.0.1" });
  const address = provider.server.address();
  issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { issuer, nonces, close: () => provider.close() };
}

describeApi("OpenID Connect sign-in", () => {
  let ctx: TestContext;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    provider = await startProvider(() => claims);
    ctx = await createTestContext(
      { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, OIDC_PROVIDER_NAME: "Acme ID", ALLOWED_HOSTS: ["ponder.test"] },
      { oidcAllowHttp: true },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
  });

  /** Runs /api/login then /api/callback as the browser would, returning the callback response. */
  async function signInThroughProvider(loginUrl = "/api/login") {
    const start = await ctx.app.inject({ method: "GET", url: loginUrl, headers: { host: "ponder.test" } });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://ponder.test/api/callback");
    const code = randomUUID();
    provider.nonces.set(code, authorize.searchParams.get("nonce")!);
    const flow = start.cookies.find((cookie) => cookie.name === "ponder_oidc")!;
    return ctx.app.inject({
      method: "GET",
      url: `/api/callback?code=${code}&state=${authorize.searchParams.get("state")}`,
      headers: { host: "ponder.test", cookie: `ponder_oidc=${flow.value}` },
    });
  }

  it("builds the redirect URI from an allow-listed host only, never from a hostile Host header", async () => {
    const start = await ctx.app.inject({ method: "GET", url: "/api/login", headers: { host: "evil.example" } });
    expect(new URL(start.headers.location as string).searchParams.get("redirect_uri")).toBe("http://localhost:80/api/callback");
  });

  it("says the provider is configured, by its name", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.json()).toEqual({ oidc: { enabled: true, name: "Acme ID" } });
  });

  it("creates the account on the first visit and signs the member in", async () => {
    claims = { sub: "acme|1", email: "Oidc.Person@Example.com", email_verified: true, given_name: "Oidc", family_name: "Person" };
    const callback = await signInThroughProvider();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/");
    const me = await as(ctx.app, sessionCookie(callback), { method: "GET", url: "/api/auth/user" });
    expect(me.json()).toMatchObject({ firstName: "Oidc", lastName: "Person", email: "oidc.person@example.com", onboardingCompleted: false });
    const again = await signInThroughProvider();
    const meAgain = await as(ctx.app, sessionCookie(again), { method: "GET", url: "/api/auth/user" });
    expect(meAgain.json().id).toBe(me.json().id);
  });

  it("links a verified email to the existing password account", async () => {
    const { user, credentials } = await registerMember(ctx.app);
    claims = { sub: "acme|2", email: credentials.email, email_verified: true };
    const callback = await signInThroughProvider();
    const me = await as(ctx.app, sessionCookie(callback), { method: "GET", url: "/api/auth/user" });
    expect(me.json().id).toBe(user.id);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.oidcSubject).toBe("acme|2");
  });

  it("asks a member who turned two-factor on for the code before signing in, then returns to where they were (decision 029)", async () => {
    const { user, cookie, credentials } = await registerMember(ctx.app);
    const { secret } = (await as(ctx.app, cookie, { method: "POST", url: "/api/auth/2fa/setup", payload: { password: credentials.password } })).json();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const at = Date.now();
    expect((await as(ctx.app, cookie, { method: "POST", url: "/api/auth/2fa/enable", payload: { code: totp.generate({ timestamp: at }) } })).statusCode).toBe(200);
    claims = { sub: "acme|2fa", email: credentials.email, email_verified: true };
    const callback = await signInThroughProvider("/api/login?next=%2Fquestions%2F5");
    expect(callback.headers.location).toBe("/auth?second_factor=1&next=%2Fquestions%2F5");
    expect(callback.cookies.find((item) => item.name === "ponder_session")).toBeUndefined();
    const pending = callback.cookies.find((item) => item.name === "ponder_2fa")!;
    expect(pending).toMatchObject({ httpOnly: true, path: "/api/auth/2fa" });
    const complete = (code: string, withCookie = true) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/2fa/complete", payload: { code }, headers: withCookie ? { cookie: `ponder_2fa=${pending.value}` } : {} });
    expect((await complete(totp.generate({ timestamp: at + 30_000 }), false)).statusCode).toBe(401);
    const wrong = await complete(totp.generate({ timestamp: at }));
    expect(wrong.json().error).toBe("two_factor_invalid");
    const done = await complete(totp.generate({ timestamp: at + 30_000 }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().id).toBe(user.id);
    const me = await as(ctx.app, sessionCookie(done), { method: "GET", url: "/api/auth/user" });
    expect(me.json().id).toBe(user.id);
    // Used once.
    expect((await complete(totp.generate({ timestamp: at + 30_000 }))).statusCode).toBe(401);
    // Without two-factor, next is followed straight from the callback; a foreign one never.
    claims = { sub: "acme|1" };
    expect((await signInThroughProvider("/api/login?next=%2Fquestions%2F5")).headers.location).toBe("/questions/5");
    expect((await signInThroughProvider("/api/login?next=%2F%2Fevil.example")).headers.location).toBe("/");
  });

  it("sends a callback without its flow cookie or with a wrong state back to /auth", async () => {
    const noCookie = await ctx.app.inject({ method: "GET", url: "/api/callback?code=x&state=y" });
    expect(noCookie.headers.location).toBe("/auth?error=sign_in_expired");
    const start = await ctx.app.inject({ method: "GET", url: "/api/login" });
    const flow = start.cookies.find((cookie) => cookie.name === "ponder_oidc")!;
    const forged = await ctx.app.inject({
      method: "GET",
      url: "/api/callback?code=x&state=forged",
      headers: { cookie: `ponder_oidc=${flow.value}` },
    });
    expect(forged.headers.location).toBe("/auth?error=sign_in_failed");
    expect(forged.cookies.find((cookie) => cookie.name === "ponder_session")).toBeUndefined();
  });
});
