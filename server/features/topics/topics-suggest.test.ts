import { afterAll, beforeAll, expect, it } from "vitest";
import { topics } from "../../db/schema/content";
import { createTestContext, describeApi, type TestContext } from "../../test/app";
import { suggestionWords } from "./topics.queries";

describeApi("GET /api/topics/suggest", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.database.db.insert(topics).values([
      { name: "Gardening", description: "Houseplants, vegetables, soil and everything that grows." },
      { name: "Plants", description: "Botany: how plants live, feed and reproduce." },
      { name: "Programming", description: "Writing, reading and shipping code in every language." },
      { name: "Technology", description: "Gadgets, software and the internet." },
      { name: "Science", description: "How the natural world works." },
      { name: "100% Juice_Bar", description: "Odd names survive." },
    ]);
  });
  afterAll(() => ctx?.close());

  const suggest = async (text: string, extra = "") => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/topics/suggest?text=${encodeURIComponent(text)}${extra}` });
    return { status: response.statusCode, names: response.statusCode === 200 ? (response.json() as { name: string }[]).map((topic) => topic.name) : [], body: response.json() };
  };

  it("ranks topics whose name matches above those whose description does", async () => {
    const { status, names, body } = await suggest("Why are the leaves of my plants turning yellow? Houseplants by a window");
    expect(status).toBe(200);
    expect(names[0]).toBe("Plants");
    expect(names).toContain("Gardening");
    expect(names).not.toContain("Programming");
    expect(names).not.toContain("Technology");
    expect(body[0]).toMatchObject({ id: expect.any(Number), name: "Plants", description: expect.any(String), followerCount: 0, questionCount: 0 });
  });

  it("stems and matches word prefixes while typing", async () => {
    expect((await suggest("program")).names).toEqual(["Programming"]);
    expect((await suggest("Which gadget")).names).toEqual(["Technology"]);
    expect((await suggest("planting tomatoes")).names[0]).toBe("Plants");
  });

  it("is case-insensitive and reads odd Unicode safely", async () => {
    expect((await suggest("PROGRAMMING")).names).toEqual(["Programming"]);
    // Full-width letters normalise (NFKC) to plain ones.
    expect((await suggest("ｐｒｏｇｒａｍｍｉｎｇ")).names).toEqual(["Programming"]);
    for (const text of ["🌱🌿🪴", "\u200b\u200f\u202e", "植物の水やり", "Ωμέγα ∑∫", "a\u0000b", "'\"\\:*&|!()<>"]) {
      const { status, names } = await suggest(text);
      expect(status === 200 || status === 400, text).toBe(true);
      if (status === 200) expect(names).toEqual([]);
    }
  });

  it("finds nothing for empty, short or stop-word text", async () => {
    expect(await suggest("")).toMatchObject({ status: 200, names: [] });
    expect(await suggest("   ")).toMatchObject({ status: 200, names: [] });
    expect(await suggest("a b c")).toMatchObject({ status: 200, names: [] });
    expect(await suggest("the and with")).toMatchObject({ status: 200, names: [] });
    const none = await ctx.app.inject({ method: "GET", url: "/api/topics/suggest" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it("treats LIKE and query metacharacters as plain text", async () => {
    expect((await suggest("%")).names).toEqual([]);
    expect((await suggest("_")).names).toEqual([]);
    expect((await suggest("%%% ___ %_%")).names).toEqual([]);
    expect((await suggest("prog%")).names).toEqual(["Programming"]);
    expect((await suggest("juice")).names).toEqual(["100% Juice_Bar"]);
    expect((await suggest("plants:* | !science")).names[0]).toBe("Plants");
  });

  it("refuses text over the cap and caps the words it reads", async () => {
    const huge = await suggest("x".repeat(2001));
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/at most 2000/);
    const long = await suggest(`${"word ".repeat(390)}gadgets`);
    expect(long.status).toBe(200);
    expect(suggestionWords("y".repeat(41))).toEqual([]);
    expect(suggestionWords(Array.from({ length: 100 }, (_, i) => `w${i}x`).join(" "))).toHaveLength(40);
  });

  it("keeps the limit within bounds", async () => {
    expect((await suggest("plants gardening science programming technology", "&limit=2")).names).toHaveLength(2);
    expect((await suggest("plants", "&limit=0")).status).toBe(400);
    expect((await suggest("plants", "&limit=11")).status).toBe(400);
    expect((await suggest("plants", "&limit=abc")).status).toBe(400);
  });
});
