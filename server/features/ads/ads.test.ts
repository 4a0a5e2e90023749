import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AdCampaign } from "@shared/ad-options";
import { adCampaigns } from "../../db/schema/creators";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

const DAY_MS = 24 * 3_600_000;

describeApi("ad campaigns", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const validAd = (overrides: Record<string, unknown> = {}) => ({
    title: "Learn TypeScript in a week",
    description: "A hands-on course for working developers.",
    type: "sponsored-content",
    dailyBudget: 25.5,
    duration: "1-week",
    targetAudience: "developers",
    keywords: [" typescript ", "", "web"],
    imageUrl: "https://example.com/ad.png",
    ...overrides,
  });
  const create = (cookie: string, payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "POST", url: "/api/ads", payload });
  const serve = (cookie: string) => as(ctx.app, cookie, { method: "POST", url: "/api/ads/serve" });
  const click = (cookie: string, id: number, impressionToken?: string) =>
    as(ctx.app, cookie, { method: "POST", url: `/api/ads/${id}/click`, payload: impressionToken === undefined ? {} : { impressionToken } });
  /** Only this test's campaigns run, so serving is predictable. */
  const onlyRunning = async (id: number) => {
    await ctx.database.db.update(adCampaigns).set({ status: "paused" });
    await ctx.database.db.update(adCampaigns).set({ status: "active" }).where(eq(adCampaigns.id, id));
  };

  it("needs a session for every endpoint", async () => {
    for (const [method, url] of [
      ["POST", "/api/ads"],
      ["GET", "/api/ads/mine"],
      ["PATCH", "/api/ads/1"],
      ["DELETE", "/api/ads/1"],
      ["POST", "/api/ads/serve"],
      ["POST", "/api/ads/1/click"],
    ] as const) {
      const payload = method === "PATCH" ? { status: "paused" } : url === "/api/ads" ? validAd() : undefined;
      const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates a campaign: trimmed keywords without empty ones, budget in cents, an end from the duration", async () => {
    const { cookie, user } = await registerMember(ctx.app);
    const before = Date.now();
    const response = await create(cookie, validAd());
    expect(response.statusCode).toBe(201);
    const ad: AdCampaign = response.json();
    expect(ad).toMatchObject({
      title: "Learn TypeScript in a week",
      type: "sponsored-content",
      dailyBudgetCents: 2550,
      duration: "1-week",
      targetAudience: "developers",
      keywords: ["typescript", "web"],
      imageUrl: "https://example.com/ad.png",
      status: "active",
      state: "active",
      impressions: 0,
      clicks: 0,
      ctr: 0,
      spendEstimateCents: { low: 0, high: 0 },
    });
    const ends = Date.parse(ad.endsAt!);
    expect(ends - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(ends - before).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    const [row] = await ctx.database.db.select().from(adCampaigns).where(eq(adCampaigns.id, ad.id));
    expect(row).toMatchObject({ userId: user.id, dailyBudgetCents: 2550 });

    const ongoing: AdCampaign = (await create(cookie, validAd({ duration: "ongoing", imageUrl: "", keywords: [] }))).json();
    expect(ongoing).toMatchObject({ endsAt: null, imageUrl: null, keywords: [] });
  });

  it("validates every field and names it", async () => {
    const { cookie } = await registerMember(ctx.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: "   " }, "title", "Please enter a title for your ad."],
      [{ title: "x".repeat(101) }, "title", "Title must be at most 100 characters"],
      [{ type: "popup" }, "type", "Please choose an ad type."],
      [{ targetAudience: "everyone" }, "targetAudience", "Please choose a target audience."],
      [{ duration: "1-year" }, "duration", "Please choose a duration."],
      [{ dailyBudget: "ten" }, "dailyBudget", "Daily budget must be a number"],
      [{ dailyBudget: 0 }, "dailyBudget", "Daily budget must be at least $1.00"],
      [{ dailyBudget: -5 }, "dailyBudget", "Daily budget must be at least $1.00"],
      [{ dailyBudget: 10_000.01 }, "dailyBudget", "Daily budget must be at most $10,000.00"],
      [{ dailyBudget: 1.234 }, "dailyBudget", "Daily budget can have at most 2 decimals"],
      [{ keywords: ["react", "React"] }, "keywords.1", "This keyword has already been added."],
      [{ keywords: ["k".repeat(41)] }, "keywords.0", "Keywords must be at most 40 characters"],
      [{ keywords: Array.from({ length: 11 }, (_, index) => `k${index}`) }, "keywords", "You can add at most 10 keywords"],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl", "Image URL must be a web address starting with https://"],
      [{ imageUrl: "/local.png" }, "imageUrl", "Image URL must be a web address starting with https://"],
      // The content security policy loads images over https only.
      [{ imageUrl: "http://example.com/a.png" }, "imageUrl", "Image URL must be a web address starting with https://"],
      [{ targetUrl: "javascript:alert(1)" }, "targetUrl", "Link must be a web address starting with https://"],
      [{ targetUrl: "http://example.com" }, "targetUrl", "Link must be a web address starting with https://"],
    ];
    for (const [override, field, message] of cases) {
      const response = await create(cookie, validAd(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json(), JSON.stringify(override)).toMatchObject({ field, message });
    }
    expect((await create(cookie, validAd({ dailyBudget: 10_000 }))).statusCode).toBe(201);
    expect((await create(cookie, validAd({ targetUrl: "https://example.com/landing" }))).json()).toMatchObject({ targetUrl: "https://example.com/landing" });
  });

  it("lists only my campaigns, newest first, a page at a time", async () => {
    const me = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    for (const title of ["First ad", "Second ad", "Third ad"]) await create(me.cookie, validAd({ title }));
    await create(other.cookie, validAd({ title: "Someone else's ad" }));
    const first = (await as(ctx.app, me.cookie, { method: "GET", url: "/api/ads/mine?limit=2" })).json();
    expect(first.items.map((item: AdCampaign) => item.title)).toEqual(["Third ad", "Second ad"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await as(ctx.app, me.cookie, { method: "GET", url: `/api/ads/mine?limit=2&cursor=${first.nextCursor}` })).json();
    expect(second).toEqual({ items: [expect.objectContaining({ title: "First ad" })], nextCursor: null });
    expect((await as(ctx.app, me.cookie, { method: "GET", url: "/api/ads/mine?cursor=nonsense" })).json()).toMatchObject({ field: "cursor" });
  });

  it("lets only the owner pause, resume and delete", async () => {
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const ad: AdCampaign = (await create(owner.cookie, validAd())).json();
    const patch = (cookie: string, payload: unknown, id = ad.id) => as(ctx.app, cookie, { method: "PATCH", url: `/api/ads/${id}`, payload: payload as object });
    expect((await patch(other.cookie, { status: "paused" })).statusCode).toBe(403);
    expect((await as(ctx.app, other.cookie, { method: "DELETE", url: `/api/ads/${ad.id}` })).statusCode).toBe(403);
    expect((await patch(owner.cookie, { status: "stopped" })).json()).toMatchObject({ field: "status", message: "status must be active or paused" });
    expect((await patch(owner.cookie, { status: "paused" }, 999_999)).statusCode).toBe(404);
    expect((await patch(owner.cookie, { status: "paused" })).json()).toMatchObject({ id: ad.id, status: "paused", state: "paused" });
    expect((await patch(owner.cookie, { status: "active" })).json()).toMatchObject({ status: "active", state: "active" });
    expect((await as(ctx.app, owner.cookie, { method: "DELETE", url: `/api/ads/${ad.id}` })).statusCode).toBe(204);
    expect((await as(ctx.app, owner.cookie, { method: "DELETE", url: `/api/ads/${ad.id}` })).statusCode).toBe(404);
  });

  it("serves a running campaign of someone else, counting impressions and clicks", async () => {
    const advertiser = await registerMember(ctx.app, { firstName: "Ada", lastName: "Vertiser" });
    const reader = await registerMember(ctx.app);
    const ad: AdCampaign = (await create(advertiser.cookie, validAd())).json();
    await onlyRunning(ad.id);

    const served = await serve(reader.cookie);
    expect(served.statusCode).toBe(200);
    const token = served.json().ad.impressionToken;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(served.json()).toEqual({
      ad: {
        id: ad.id,
        title: ad.title,
        description: ad.description,
        type: "sponsored-content",
        imageUrl: "https://example.com/ad.png",
        advertiser: "Ada Vertiser",
        // Without a link of its own, a click goes to the advertiser's profile.
        href: `/profile/${advertiser.user.id}`,
        external: false,
        impressionToken: token,
      },
    });
    // Served again inside the window: the same impression, not counted twice.
    expect((await serve(reader.cookie)).json().ad.impressionToken).toBe(token);
    const other = await registerMember(ctx.app);
    await serve(other.cookie);
    // The advertiser is not shown their own ad.
    expect((await serve(advertiser.cookie)).json()).toEqual({ ad: null });

    expect((await click(reader.cookie, ad.id, token)).json()).toEqual({ href: `/profile/${advertiser.user.id}`, counted: true });
    // The advertiser's own click, and someone else's token, are not counted.
    expect((await click(advertiser.cookie, ad.id, token)).json()).toMatchObject({ counted: false });
    expect((await click(reader.cookie, 999999, token)).statusCode).toBe(404);

    const mine: AdCampaign = (await as(ctx.app, advertiser.cookie, { method: "GET", url: "/api/ads/mine" })).json().items[0];
    expect(mine).toMatchObject({ impressions: 2, clicks: 1, ctr: 0.5, spendEstimateCents: { low: 50, high: 200 } });

    // Paused and ended campaigns are not served, and their clicks are not counted.
    await as(ctx.app, advertiser.cookie, { method: "PATCH", url: `/api/ads/${ad.id}`, payload: { status: "paused" } });
    expect((await serve(reader.cookie)).json()).toEqual({ ad: null });
    expect((await click(reader.cookie, ad.id, (await serve(other.cookie)).json().ad?.impressionToken)).json()).toMatchObject({ counted: false });
    await ctx.database.db
      .update(adCampaigns)
      .set({ status: "active", endsAt: new Date(Date.now() - 1000) })
      .where(eq(adCampaigns.id, ad.id));
    expect((await serve(reader.cookie)).json()).toEqual({ ad: null });
    const ended: AdCampaign = (await as(ctx.app, advertiser.cookie, { method: "GET", url: "/api/ads/mine" })).json().items[0];
    expect(ended).toMatchObject({ status: "active", state: "ended", impressions: 2, clicks: 1 });
  });

  it("sends a click to the campaign's own link when it has one", async () => {
    const advertiser = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const ad: AdCampaign = (await create(advertiser.cookie, validAd({ targetUrl: "https://example.com/course" }))).json();
    await onlyRunning(ad.id);
    const served = (await serve(reader.cookie)).json().ad;
    expect(served).toMatchObject({ href: "https://example.com/course", external: true });
    expect((await click(reader.cookie, ad.id, served.impressionToken)).json()).toEqual({ href: "https://example.com/course", counted: true });
  });

  // Issue 9: one member could count 50 ad clicks in a second and any number of impressions.
  it("counts a click once per served impression, and an impression once per viewer per window", async () => {
    const advertiser = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const ad: AdCampaign = (await create(advertiser.cookie, validAd({ targetUrl: "https://example.com/x" }))).json();
    const second: AdCampaign = (await create(advertiser.cookie, validAd())).json();
    await onlyRunning(ad.id);
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i += 1) tokens.add((await serve(reader.cookie)).json().ad.impressionToken);
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];

    const clicks = await Promise.all(Array.from({ length: 50 }, () => click(reader.cookie, ad.id, token)));
    // Every click still answers where the ad goes; one of them counts.
    expect(clicks.every((response) => response.json().href === "https://example.com/x")).toBe(true);
    expect(clicks.filter((response) => response.json().counted)).toHaveLength(1);
    expect((await click(reader.cookie, ad.id)).json()).toEqual({ href: "https://example.com/x", counted: false });
    expect((await click(reader.cookie, ad.id, "made-up-token-0000000000")).json()).toMatchObject({ counted: false });
    // A token is for the ad it was served with.
    await onlyRunning(second.id);
    await ctx.database.db.update(adCampaigns).set({ status: "active" }).where(eq(adCampaigns.id, second.id));
    expect((await click(reader.cookie, second.id, token)).json()).toMatchObject({ counted: false });

    let [row] = await ctx.database.db.select().from(adCampaigns).where(eq(adCampaigns.id, ad.id));
    expect({ impressions: row!.impressions, clicks: row!.clicks }).toEqual({ impressions: 1, clicks: 1 });

    // After the window the viewer counts again, with a new token that can count one click.
    await onlyRunning(ad.id);
    await ctx.database.db.execute(`update ad_impressions set served_at = now() - interval '61 minutes' where campaign_id = ${ad.id}` as never);
    const fresh = (await serve(reader.cookie)).json().ad.impressionToken;
    expect(fresh).not.toBe(token);
    expect((await click(reader.cookie, ad.id, token)).json().counted).toBe(false);
    expect((await click(reader.cookie, ad.id, fresh)).json().counted).toBe(true);
    [row] = await ctx.database.db.select().from(adCampaigns).where(eq(adCampaigns.id, ad.id));
    expect({ impressions: row!.impressions, clicks: row!.clicks }).toEqual({ impressions: 2, clicks: 2 });
  });

  it("serves no ad to Ponder+ members, and counts nothing for them", async () => {
    const advertiser = await registerMember(ctx.app);
    const plus = await registerMember(ctx.app);
    const ad: AdCampaign = (await create(advertiser.cookie, validAd())).json();
    await onlyRunning(ad.id);
    expect((await as(ctx.app, plus.cookie, { method: "POST", url: "/api/subscriptions/ponder-plus" })).statusCode).toBeLessThan(300);
    expect((await serve(plus.cookie)).json()).toEqual({ ad: null });
    const [row] = await ctx.database.db.select().from(adCampaigns).where(eq(adCampaigns.id, ad.id));
    expect(row!.impressions).toBe(0);
  });
});
