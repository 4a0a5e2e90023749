import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, newMember, registerMember, type TestContext } from "../../test/app";

// Issue 13: the interface language a member chooses is kept on their account, and every
// sign-in makes it the browser's (the locale cookie the page renderer reads).
describeApi("the member's language on the account", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const putLocale = (cookie: string | null, payload: Record<string, unknown>) =>
    cookie ? as(ctx.app, cookie, { method: "PUT", url: "/api/me/locale", payload }) : ctx.app.inject({ method: "PUT", url: "/api/me/locale", payload });
  const login = (credentials: { email: string; password: string }) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: credentials.email, password: credentials.password } });
  const localeCookie = (response: { cookies: { name: string; value: string; maxAge?: number; path?: string; httpOnly?: boolean }[] }) =>
    response.cookies.find((cookie) => cookie.name === "ponder_locale");

  describe("PUT /api/me/locale", () => {
    it("asks a visitor to sign in", async () => {
      const response = await putLocale(null, { locale: "es" });
      expect(response.statusCode).toBe(401);
    });

    it("refuses a language Ponder does not speak, and a missing one", async () => {
      const { cookie, user } = await registerMember(ctx.app);
      for (const payload of [{ locale: "xx" }, { locale: "EN" }, { locale: "" }, {}, { locale: 3 }]) {
        const response = await putLocale(cookie, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const [row] = await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
      expect(row!.locale).toBeNull();
    });

    it("keeps the choice on the account and answers it in the member's own user, not in their profile", async () => {
      const { cookie, user } = await registerMember(ctx.app);
      expect(user.locale).toBeNull();
      const response = await putLocale(cookie, { locale: "ja" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, locale: "ja" });
      const [row] = await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
      expect(row!.locale).toBe("ja");

      const me = await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" });
      expect(me.json().locale).toBe("ja");
      const profile = await as(ctx.app, cookie, { method: "GET", url: `/api/users/${user.id}` });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).not.toHaveProperty("locale");

      // A later choice replaces it.
      expect((await putLocale(cookie, { locale: "pt" })).json().locale).toBe("pt");
      expect((await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" })).json().locale).toBe("pt");
    });

    it("is held to the nine languages by the database too", async () => {
      const { user } = await registerMember(ctx.app);
      await expect(ctx.database.db.update(users).set({ locale: "xx" as never }).where(eq(users.id, user.id))).rejects.toThrow();
    });
  });

  describe("sign-up", () => {
    it("keeps a language the visitor chose before signing up, and none when they did not choose", async () => {
      const chose = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: newMember(),
        headers: { cookie: "ponder_locale=it", "accept-language": "fr" },
      });
      expect(chose.statusCode).toBe(201);
      expect(chose.json().locale).toBe("it");

      // Accept-Language alone is the browser's, not a choice; a made-up cookie is ignored.
      for (const cookie of [undefined, "ponder_locale=xx"]) {
        const plain = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember(), headers: { "accept-language": "fr", ...(cookie ? { cookie } : {}) } });
        expect(plain.statusCode).toBe(201);
        expect(plain.json().locale).toBeNull();
      }
    });
  });

  describe("sign-in", () => {
    it("sets the locale cookie from the account, so the first page is in the member's language", async () => {
      const { cookie, credentials } = await registerMember(ctx.app);
      await putLocale(cookie, { locale: "de" });

      const response = await login(credentials);
      expect(response.statusCode).toBe(200);
      expect(response.json().locale).toBe("de");
      const set = localeCookie(response);
      expect(set).toMatchObject({ value: "de", path: "/" });
      expect(set!.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
      // The client reads and writes it too.
      expect(set!.httpOnly).toBeFalsy();
    });

    it("replaces a browser's other language with the account's", async () => {
      const { cookie, credentials } = await registerMember(ctx.app);
      await putLocale(cookie, { locale: "ko" });
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: credentials.email, password: credentials.password },
        headers: { cookie: "ponder_locale=fr", "accept-language": "fr" },
      });
      expect(response.statusCode).toBe(200);
      expect(localeCookie(response)?.value).toBe("ko");
    });

    it("leaves the browser's language alone when the account has none", async () => {
      const { credentials } = await registerMember(ctx.app);
      const response = await login(credentials);
      expect(response.statusCode).toBe(200);
      expect(response.json().locale).toBeNull();
      expect(localeCookie(response)).toBeUndefined();
    });

    it("does not set it when the sign-in fails", async () => {
      const { cookie, credentials } = await registerMember(ctx.app);
      await putLocale(cookie, { locale: "zh" });
      const response = await login({ email: credentials.email, password: "wrong password" });
      expect(response.statusCode).toBe(401);
      expect(localeCookie(response)).toBeUndefined();
    });
  });
});
