import { afterAll, beforeAll, expect, it } from "vitest";
import type { LanguageWithUsers } from "@shared/languages";
import { LANGUAGES } from "@shared/language-list";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

describeApi("languages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const preferences = { languages: ["de", "en"], autoTranslate: false, showOriginal: true, languageDetection: false };
  const save = (cookie: string, payload: unknown) =>
    as(ctx.app, cookie, { method: "PUT", url: "/api/languages/preferences", payload: payload as object });
  const users = async (cookie: string) => {
    const list: LanguageWithUsers[] = (await as(ctx.app, cookie, { method: "GET", url: "/api/languages" })).json();
    return Object.fromEntries(list.map((language) => [language.code, language.users]));
  };

  it("needs a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/languages" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/languages/preferences" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "PUT", url: "/api/languages/preferences", payload: preferences })).statusCode).toBe(401);
  });

  it("gives the defaults until the member saves, then keeps what they saved", async () => {
    const { cookie } = await registerMember(ctx.app);
    const get = () => as(ctx.app, cookie, { method: "GET", url: "/api/languages/preferences" });
    expect((await get()).json()).toEqual({ languages: ["en", "es"], autoTranslate: true, showOriginal: false, languageDetection: true });
    const saved = await save(cookie, preferences);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(preferences);
    expect((await get()).json()).toEqual(preferences);
    expect((await save(cookie, { ...preferences, languages: ["ja"] })).json()).toMatchObject({ languages: ["ja"] });
  });

  it("validates the codes and the switches, naming the field", async () => {
    const { cookie } = await registerMember(ctx.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ languages: [] }, "languages", "Please select at least one language."],
      [{ languages: ["en", "xx"] }, "languages.1", "Unknown language"],
      [{ languages: ["en", "en"] }, "languages", "Each language can be selected once"],
      [{ languages: Array.from({ length: 1000 }, () => "en") }, "languages", "Each language can be selected once"],
      [{ languages: "en" }, "languages", "languages must be a list"],
      [{ autoTranslate: "yes" }, "autoTranslate", "autoTranslate must be true or false"],
      [{ showOriginal: null }, "showOriginal", "showOriginal must be true or false"],
      [{ languageDetection: 1 }, "languageDetection", "languageDetection must be true or false"],
    ];
    for (const [override, field, message] of cases) {
      const response = await save(cookie, { ...preferences, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json(), JSON.stringify(override)).toMatchObject({ field, message });
    }
  });

  it("lists every language with the real number of members who chose it", async () => {
    const a = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const before = await users(a.cookie);
    const list: LanguageWithUsers[] = (await as(ctx.app, a.cookie, { method: "GET", url: "/api/languages" })).json();
    expect(list.map(({ code, name, nativeName }) => ({ code, name, nativeName }))).toEqual(LANGUAGES);
    expect(list.find((language) => language.code === "de")).toEqual({ code: "de", name: "German", nativeName: "Deutsch", users: before.de });

    await save(a.cookie, { ...preferences, languages: ["de", "fr"] });
    await save(b.cookie, { ...preferences, languages: ["de"] });
    let after = await users(a.cookie);
    expect(after.de! - before.de!).toBe(2);
    expect(after.fr! - before.fr!).toBe(1);
    // Changing a choice moves the counts.
    await save(b.cookie, { ...preferences, languages: ["ko"] });
    after = await users(a.cookie);
    expect(after.de! - before.de!).toBe(1);
    expect(after.ko! - before.ko!).toBe(1);
  });
});
