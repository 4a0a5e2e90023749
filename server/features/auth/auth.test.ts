import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema/users";
import { as, createTestContext, describeApi, newMember, registerMember, sessionCookie, type TestContext } from "../../test/app";

describeApi("email and password accounts", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const register = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });
  const login = (payload: unknown, headers = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, headers });

  it("signs up: 201, the user object without secrets, and a HttpOnly SameSite=Lax session", async () => {
    const body = newMember({ email: "  Ada@Example.COM " });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ firstName: "Test", email: "ada@example.com", isAdmin: false, onboardingCompleted: false });
    expect(Object.keys(user).sort()).toEqual(
      ["bio", "createdAt", "education", "email", "employment", "firstName", "id", "isAdmin", "lastName", "locale", "location", "onboardingCompleted", "profileImageUrl", "role", "website"].sort(),
    );
    expect(response.body).not.toMatch(/scrypt|password/i);
    const cookie = response.cookies.find((item) => item.name === "ponder_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.maxAge).toBeUndefined();
    const me = await as(ctx.app, sessionCookie(response), { method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it("stores only a hash of the session token", async () => {
    const { cookie, user } = await registerMember(ctx.app);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(cookie).not.toContain(rows[0]!.id);
  });

  it("refuses a second account with the same email, whatever its case: 409", async () => {
    const { credentials } = await registerMember(ctx.app);
    const response = await register(newMember({ email: credentials.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: "conflict", message: "An account with this email already exists", field: "email" });
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ password: "x".repeat(201) }, "password", "Password must be at most 200 characters"],
    [{ firstName: "   " }, "firstName", "First name is required"],
    [{ lastName: undefined }, "lastName", "Last name is required"],
    [{ firstName: "x".repeat(101) }, "firstName", "First name must be at most 100 characters"],
  ])("rejects bad sign-up input %j with a 400 naming the field", async (override, field, message) => {
    const response = await register(newMember(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_error", field, message });
  });

  it("answers malformed or missing JSON with a 400, never a 500", async () => {
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: '{"email": ',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: "validation_error", message: "Malformed JSON in request body" });
    const missing = await ctx.app.inject({ method: "POST", url: "/api/auth/login" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Request body must be a JSON object");
    const array = await login([1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it("signs in with the right password, rotating the session", async () => {
    const { cookie: first, credentials, user } = await registerMember(ctx.app);
    const response = await as(ctx.app, first, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: credentials.email, password: credentials.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    expect((await as(ctx.app, first, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await as(ctx.app, second, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
  });

  it("keeps a remembered session for 30 days, else until the browser closes", async () => {
    const { credentials } = await registerMember(ctx.app);
    const remembered = await login({ email: credentials.email, password: credentials.password, remember: true });
    expect(remembered.cookies.find((item) => item.name === "ponder_session")!.maxAge).toBe(30 * 24 * 60 * 60);
    const browser = await login({ email: credentials.email, password: credentials.password, remember: false });
    const cookie = browser.cookies.find((item) => item.name === "ponder_session")!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
  });

  it("answers wrong credentials with 401 'Invalid email or password', the same for unknown emails", async () => {
    const { credentials } = await registerMember(ctx.app);
    const wrong = await login({ email: credentials.email, password: "wrong-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "unauthorized", message: "Invalid email or password" });
    const unknown = await login({ email: "nobody@example.com", password: "whatever1" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe("Invalid email or password");
  });

  it("answers GET /api/auth/user with 401 when signed out or with a forged cookie", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const forged = await as(ctx.app, "ponder_session=forged", { method: "GET", url: "/api/auth/user" });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: "unauthorized", message: "Authentication required" });
  });

  /** What Chromium sends when a member picks Log out in Ponder's menu. */
  const NAVIGATION = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "same-origin", accept: "text/html,*/*;q=0.8" };

  it("signs out at GET /api/logout: redirect to /, cookie cleared, session gone", async () => {
    const { cookie } = await registerMember(ctx.app);
    const response = await as(ctx.app, cookie, { method: "GET", url: "/api/logout", headers: NAVIGATION });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(response.cookies.find((item) => item.name === "ponder_session")!.value).toBe("");
    expect((await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("refuses GET /api/logout to anything but a top-level navigation from our pages, and the session stays", async () => {
    const { cookie } = await registerMember(ctx.app);
    const refused: Record<string, string>[] = [
      // The reproduction: <img src="/api/logout"> in an answer, as Chromium loads it.
      { "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image", "sec-fetch-site": "same-origin", accept: "image/avif,image/webp,*/*" },
      { "sec-fetch-mode": "cors", "sec-fetch-dest": "empty", "sec-fetch-site": "same-origin", accept: "*/*" },
      { "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe", "sec-fetch-site": "same-origin", accept: "text/html" },
      { ...NAVIGATION, "sec-fetch-site": "cross-site" },
      { "sec-fetch-dest": "document" },
      // Browsers without fetch metadata: an image load never asks for HTML; another site's link has its Referer.
      { accept: "image/webp,image/avif,video/*;q=0.8,image/png,image/*;q=0.8,*/*;q=0.5" },
      { accept: "text/html", referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of refused) {
      const response = await as(ctx.app, cookie, { method: "GET", url: "/api/logout", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ error: "forbidden", message: "Open this address in the browser from Ponder's own pages to use it." });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect((await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);

    // Typed into the address bar, and an old browser's page load from our own page.
    const typed = await as(ctx.app, cookie, { method: "GET", url: "/api/logout", headers: { ...NAVIGATION, "sec-fetch-site": "none" } });
    expect(typed.statusCode).toBe(302);
    const again = (await registerMember(ctx.app)).cookie;
    const old = await as(ctx.app, again, { method: "GET", url: "/api/logout", headers: { accept: "text/html", referer: "http://ponder.test/questions/1", host: "ponder.test" } });
    expect(old.statusCode).toBe(302);
    expect((await as(ctx.app, again, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("also signs out through POST /api/auth/logout", async () => {
    const { cookie } = await registerMember(ctx.app);
    expect((await as(ctx.app, cookie, { method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    expect((await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("stops a suspended member's sessions and tells them why at sign-in", async () => {
    const { cookie, user, credentials } = await registerMember(ctx.app);
    await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect((await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const response = await login({ email: credentials.email, password: credentials.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/suspended/);
  });

  it("sends /api/login to /auth when no OpenID Connect provider is configured", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth");
    const providers = await ctx.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.json()).toEqual({ oidc: { enabled: false, name: "Single Sign-On" } });
  });
});

describeApi("sign-in rate limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ LOGIN_MAX_FAILURES: 3, REGISTER_MAX_PER_WINDOW: 3 });
  });
  afterAll(() => ctx?.close());

  it("answers 429 after repeated failures, even to the right password", async () => {
    const { credentials } = await registerMember(ctx.app);
    const attempt = (password: string) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: credentials.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password")).statusCode).toBe(401);
    const blocked = await attempt(credentials.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: "rate_limited", message: "Too many failed attempts. Please try again later." });
  });

  it("limits sign-ups per address", async () => {
    // One sign-up was used by the test above.
    for (let i = 0; i < 2; i++) await registerMember(ctx.app);
    const response = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe("rate_limited");
  });
});

describeApi("RATE_LIMITS=off", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: "off", LOGIN_MAX_FAILURES: 1 });
  });
  afterAll(() => ctx?.close());

  it("never answers 429", async () => {
    const { credentials } = await registerMember(ctx.app);
    for (let i = 0; i < 4; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: credentials.email, password: "wrong-password" },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describeApi("cookies behind https", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: "https://ponder.example" });
  });
  afterAll(() => ctx?.close());

  it("marks the session cookie Secure and sends HSTS", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() });
    expect(response.cookies.find((item) => item.name === "ponder_session")!.secure).toBe(true);
    expect(response.headers["strict-transport-security"]).toBeDefined();
  });
});
