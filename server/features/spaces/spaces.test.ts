import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LIMITS } from "@shared/limits";
import { spaceMembers, spaces } from "../../db/schema/spaces";
import { subscriptions } from "../../db/schema/subscriptions";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics } from "../../test/factories";
import { registerStaff } from "../../test/staff";

describeApi("spaces", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const create = (cookie: string, payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "POST", url: "/api/spaces", payload });
  const list = (query: string, cookie?: string) =>
    cookie ? as(ctx.app, cookie, { method: "GET", url: `/api/spaces?${query}` }) : ctx.app.inject({ method: "GET", url: `/api/spaces?${query}` });

  it("creates a space whose creator is its first member", async () => {
    const { cookie, user } = await registerMember(ctx.app, { firstName: "Ada" });
    const response = await create(cookie, { name: "  Rust Lovers  ", description: " All things Rust " });
    expect(response.statusCode).toBe(201);
    const space = response.json();
    expect(space).toMatchObject({
      name: "Rust Lovers",
      description: "All things Rust",
      memberCount: 1,
      postCount: 0,
      rating: null,
      isMember: true,
      creator: { id: user.id, firstName: "Ada", email: null },
    });
    const shown = await ctx.app.inject({ method: "GET", url: `/api/spaces/${space.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: space.id, memberCount: 1, isMember: false });
    const mine = await as(ctx.app, cookie, { method: "GET", url: `/api/spaces/${space.id}` });
    expect(mine.json().isMember).toBe(true);
  });

  it("validates the name and description with the spec's messages and limits", async () => {
    const { cookie } = await registerMember(ctx.app);
    for (const name of ["", "   "]) {
      const response = await create(cookie, { name, description: "x" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "name", message: "Please enter a name for your space." });
    }
    const missing = await create(cookie, { description: "x" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please enter a name for your space.");
    const long = await create(cookie, { name: "n".repeat(LIMITS.spaceName + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: "name", message: "Name must be at most 100 characters" });
    expect((await create(cookie, { name: `Max ${"n".repeat(LIMITS.spaceName - 4)}` })).statusCode).toBe(201);
    const longDescription = await create(cookie, { name: "Described", description: "d".repeat(LIMITS.spaceDescription + 1) });
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json()).toMatchObject({ field: "description", message: "Description must be at most 500 characters" });
    expect((await create(cookie, { name: "Described", description: "d".repeat(LIMITS.spaceDescription) })).statusCode).toBe(201);
  });

  it("refuses a name already taken in any case with 409", async () => {
    const { cookie } = await registerMember(ctx.app);
    expect((await create(cookie, { name: "Gardening" })).statusCode).toBe(201);
    const again = await create(cookie, { name: "gARDENING" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "conflict", field: "name" });
  });

  it("needs a session to write, and answers 404 for missing or malformed ids", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/spaces", payload: { name: "Visitors" } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/spaces/1/join" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/spaces/1/join" })).statusCode).toBe(401);
    expect((await list("tab=joined")).statusCode).toBe(401);
    expect((await list("tab=all")).statusCode).toBe(200);
    const { cookie } = await registerMember(ctx.app);
    expect((await ctx.app.inject({ method: "GET", url: "/api/spaces/999999" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/spaces/abc" })).statusCode).toBe(404);
    const missing = await as(ctx.app, cookie, { method: "POST", url: "/api/spaces/999999/join" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Space not found");
    expect((await as(ctx.app, cookie, { method: "POST", url: "/api/spaces/x1/join" })).statusCode).toBe(404);
    expect((await list("tab=nope")).statusCode).toBe(400);
  });

  it("joins and leaves idempotently, keeping memberCount on the row", async () => {
    const owner = await registerMember(ctx.app);
    const joiner = await registerMember(ctx.app);
    const { id } = (await create(owner.cookie, { name: "Chess Club" })).json();
    const call = (method: "POST" | "DELETE") => as(ctx.app, joiner.cookie, { method, url: `/api/spaces/${id}/join` });
    expect((await call("POST")).json()).toEqual({ isMember: true, memberCount: 2 });
    expect((await call("POST")).json()).toEqual({ isMember: true, memberCount: 2 });
    const [row] = await ctx.database.db.select({ n: spaces.memberCount }).from(spaces).where(eq(spaces.id, id));
    expect(row!.n).toBe(2);
    expect((await call("DELETE")).json()).toEqual({ isMember: false, memberCount: 1 });
    expect((await call("DELETE")).json()).toEqual({ isMember: false, memberCount: 1 });
    const shown = await as(ctx.app, joiner.cookie, { method: "GET", url: `/api/spaces/${id}` });
    expect(shown.json()).toMatchObject({ memberCount: 1, isMember: false });
  });
});

describeApi("spaces lists: tabs, search and pages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("filters by tab and query, and pages by keyset", async () => {
    const a = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const c = await registerMember(ctx.app);
    const make = async (cookie: string, name: string, description: string) =>
      (await as(ctx.app, cookie, { method: "POST", url: "/api/spaces", payload: { name, description } })).json().id as number;
    const physics = await make(a.cookie, "Physics", "Quarks and 100% pure science");
    const cooking = await make(a.cookie, "Cooking", "Recipes");
    const travel = await make(b.cookie, "Travel", "Trips and PHYSICAL maps");
    const join = (cookie: string, id: number) => as(ctx.app, cookie, { method: "POST", url: `/api/spaces/${id}/join` });
    await join(b.cookie, cooking);
    await join(c.cookie, cooking);
    await join(c.cookie, travel);
    const names = async (query: string, cookie?: string) => {
      const response = cookie
        ? await as(ctx.app, cookie, { method: "GET", url: `/api/spaces?${query}` })
        : await ctx.app.inject({ method: "GET", url: `/api/spaces?${query}` });
      expect(response.statusCode).toBe(200);
      return (response.json().items as { name: string }[]).map((space) => space.name);
    };

    expect(await names("")).toEqual(["Travel", "Cooking", "Physics"]);
    expect(await names("tab=joined", b.cookie)).toEqual(["Travel", "Cooking"]);
    // Not joined by a, most members first: Travel (b, c).
    expect(await names("tab=recommended", a.cookie)).toEqual(["Travel"]);
    expect(await names("tab=recommended", c.cookie)).toEqual(["Physics"]);
    // Visitors: every space, most members first.
    expect(await names("tab=recommended")).toEqual(["Cooking", "Travel", "Physics"]);
    // Case-insensitive, on name or description; % is literal.
    expect(await names("q=physic")).toEqual(["Travel", "Physics"]);
    expect(await names("q=100%25")).toEqual(["Physics"]);
    expect(await names("q=%25")).toEqual(["Physics"]);
    expect(await names("tab=joined&q=recipes", c.cookie)).toEqual(["Cooking"]);

    const first = await ctx.app.inject({ method: "GET", url: "/api/spaces?limit=2" });
    expect(first.json().items.map((s: { id: number }) => s.id)).toEqual([travel, cooking]);
    const second = await ctx.app.inject({ method: "GET", url: `/api/spaces?limit=2&cursor=${first.json().nextCursor}` });
    expect(second.json()).toMatchObject({ items: [{ id: physics }], nextCursor: null });

    const byMembers = await ctx.app.inject({ method: "GET", url: "/api/spaces?tab=recommended&limit=1" });
    expect(byMembers.json().items[0].id).toBe(cooking);
    const next = await ctx.app.inject({ method: "GET", url: `/api/spaces?tab=recommended&limit=1&cursor=${byMembers.json().nextCursor}` });
    expect(next.json().items[0].id).toBe(travel);

    expect((await ctx.app.inject({ method: "GET", url: "/api/spaces?limit=51" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/spaces?cursor=garbage" })).statusCode).toBe(400);
  });
});

describeApi("Reset Site and the new tables", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("removes every space, membership and member subscription", async () => {
    const admin = await registerStaff(ctx, "admin");
    const member = await registerMember(ctx.app);
    const { id } = (await as(ctx.app, member.cookie, { method: "POST", url: "/api/spaces", payload: { name: "Doomed" } })).json();
    await as(ctx.app, admin.cookie, { method: "POST", url: `/api/spaces/${id}/join` });
    await as(ctx.app, member.cookie, { method: "POST", url: "/api/subscriptions/ponder-plus" });
    const reset = await as(ctx.app, admin.cookie, { method: "POST", url: "/api/admin/reset", payload: { confirm: "RESET" } });
    expect(reset.statusCode).toBe(200);
    const db = ctx.database.db;
    expect(await db.select().from(spaces)).toHaveLength(0);
    expect(await db.select().from(spaceMembers)).toHaveLength(0);
    expect(await db.select().from(subscriptions)).toHaveLength(0);
  });
});

describeApi("space posts", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const post = (cookie: string, id: number, payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "POST", url: `/api/spaces/${id}/questions`, payload });
  const space = async (id: number) => (await ctx.app.inject({ method: "GET", url: `/api/spaces/${id}` })).json();

  it("lets members post questions, sanitised like the composer's, and counts them", async () => {
    const owner = await registerMember(ctx.app, { firstName: "Olga" });
    const other = await registerMember(ctx.app);
    const { id } = (await as(ctx.app, owner.cookie, { method: "POST", url: "/api/spaces", payload: { name: "Bakers" } })).json();

    expect((await ctx.app.inject({ method: "POST", url: `/api/spaces/${id}/questions`, payload: { title: "Hi?" } })).statusCode).toBe(401);
    const outsider = await post(other.cookie, id, { title: "May I post?" });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe("Join this space to post in it.");
    expect((await post(other.cookie, 999999, { title: "Nowhere?" })).statusCode).toBe(404);

    const created = await post(owner.cookie, id, { title: "  Which flour for sourdough?  ", content: '<p onclick="x()">Rye <script>alert(1)</script>or wheat</p>' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "Which flour for sourdough?", content: "<p>Rye or wheat</p>", author: { id: owner.user.id } });
    expect((await space(id)).postCount).toBe(1);

    await as(ctx.app, other.cookie, { method: "POST", url: `/api/spaces/${id}/join` });
    const second = (await post(other.cookie, id, { title: "Best oven temperature?" })).json();
    expect((await space(id)).postCount).toBe(2);

    // Newest first, as feed cards, a page at a time; only this space's questions.
    await askQuestion(ctx.app, owner.cookie, { title: "Not in the space" });
    const first = await ctx.app.inject({ method: "GET", url: `/api/spaces/${id}/questions?limit=1` });
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toMatchObject([{ id: second.id, title: "Best oven temperature?", answerCount: 0, topAnswer: null }]);
    const next = (await ctx.app.inject({ method: "GET", url: `/api/spaces/${id}/questions?limit=1&cursor=${first.json().nextCursor}` })).json();
    expect(next).toMatchObject({ items: [{ id: created.json().id }], nextCursor: null });

    // Deleting a post takes it off the counter; leaving the space keeps the posts.
    expect((await as(ctx.app, other.cookie, { method: "DELETE", url: `/api/questions/${second.id}` })).statusCode).toBe(204);
    expect((await space(id)).postCount).toBe(1);
    await as(ctx.app, owner.cookie, { method: "DELETE", url: `/api/spaces/${id}/join` });
    expect((await space(id)).postCount).toBe(1);
    expect((await post(owner.cookie, id, { title: "Back again?" })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/spaces/999999/questions" })).statusCode).toBe(404);
  });

  it.each([
    ["blank title", { title: "   " }, "title", "Please enter a title for your question."],
    ["301-character title", { title: "x".repeat(LIMITS.questionTitle + 1) }, "title", "Title must be at most 300 characters"],
    ["5001-character details", { title: "Fine?", content: "x".repeat(LIMITS.questionContent + 1) }, "content", "Details must be at most 5000 characters"],
  ])("refuses a post with %s: 400 naming the field", async (_label, payload, field, message) => {
    const member = await registerMember(ctx.app);
    const { id } = (await as(ctx.app, member.cookie, { method: "POST", url: "/api/spaces", payload: { name: `Limits ${field} ${message.length}` } })).json();
    const response = await post(member.cookie, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect((await space(id)).postCount).toBe(0);
  });

  it("counts a held post only once a moderator publishes it", async () => {
    const admin = await registerStaff(ctx, "admin");
    const current = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/settings" })).json();
    const { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor } = current;
    const saved = await as(ctx.app, admin.cookie, {
      method: "PUT",
      url: "/api/admin/settings",
      payload: { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled: true, blockedWords: ["spamword"] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const member = await registerMember(ctx.app);
    const { id } = (await as(ctx.app, member.cookie, { method: "POST", url: "/api/spaces", payload: { name: "Held posts" } })).json();
    const held = await post(member.cookie, id, { title: "Buy spamword now?" });
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ held: true });
    expect((await space(id)).postCount).toBe(0);
    expect((await ctx.app.inject({ method: "GET", url: `/api/spaces/${id}/questions` })).json().items).toEqual([]);
    const queue = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/reports?status=open&limit=100" })).json().items;
    const report = queue.find((item: { targetType: string; targetId: string }) => item.targetType === "question" && item.targetId === String(held.json().id));
    const approve = await as(ctx.app, admin.cookie, { method: "POST", url: `/api/admin/reports/${report.id}/resolve`, payload: { action: "approve" } });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await space(id)).postCount).toBe(1);
  });
});

describeApi("spaces lists: sorts and recommendations", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const make = async (cookie: string, name: string) => (await as(ctx.app, cookie, { method: "POST", url: "/api/spaces", payload: { name } })).json().id as number;
  const join = (cookie: string, id: number) => as(ctx.app, cookie, { method: "POST", url: `/api/spaces/${id}/join` });
  const names = async (query: string, cookie?: string) => {
    const response = cookie
      ? await as(ctx.app, cookie, { method: "GET", url: `/api/spaces?${query}` })
      : await ctx.app.inject({ method: "GET", url: `/api/spaces?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: { name: string }[]; nextCursor: string | null };
  };

  it("sorts All and Joined by newest, most members or most posts, a keyset page at a time", async () => {
    const [a, b, c] = [await registerMember(ctx.app), await registerMember(ctx.app), await registerMember(ctx.app)];
    const quiet = await make(a.cookie, "Quiet");
    const busy = await make(a.cookie, "Busy");
    const crowded = await make(a.cookie, "Crowded");
    await join(b.cookie, crowded);
    await join(c.cookie, crowded);
    await join(b.cookie, busy);
    for (const title of ["One?", "Two?", "Three?"]) await as(ctx.app, a.cookie, { method: "POST", url: `/api/spaces/${busy}/questions`, payload: { title } });
    await as(ctx.app, a.cookie, { method: "POST", url: `/api/spaces/${quiet}/questions`, payload: { title: "Four?" } });

    const order = async (query: string, cookie?: string) => (await names(query, cookie)).items.map((space) => space.name);
    expect(await order("sort=newest")).toEqual(["Crowded", "Busy", "Quiet"]);
    expect(await order("sort=members")).toEqual(["Crowded", "Busy", "Quiet"]);
    expect(await order("sort=posts")).toEqual(["Busy", "Quiet", "Crowded"]);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/spaces?sort=rating" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "sort", message: "sort must be newest, members, posts" });
    expect(await order("tab=joined&sort=posts", b.cookie)).toEqual(["Busy", "Crowded"]);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await names(`sort=posts&limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      pages.push(...page.items.map((space) => space.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(["Busy", "Quiet", "Crowded"]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/spaces?sort=rating" })).statusCode).toBe(400);
  });

  it("recommends unjoined spaces where members share the viewer's topics first, then by members", async () => {
    const [astronomy, knitting] = await createTopics(ctx.database.db, ["Astronomy", "Knitting"]);
    const viewer = await registerMember(ctx.app);
    const stargazer = await registerMember(ctx.app);
    const knitters = [await registerMember(ctx.app), await registerMember(ctx.app), await registerMember(ctx.app)];
    const follow = (cookie: string, topicId: number) => as(ctx.app, cookie, { method: "POST", url: `/api/topics/${topicId}/follow` });
    await follow(viewer.cookie, astronomy!);
    await follow(stargazer.cookie, astronomy!);
    for (const knitter of knitters) await follow(knitter.cookie, knitting!);

    const stars = await make(stargazer.cookie, "Star Party");
    const yarn = await make(knitters[0]!.cookie, "Yarn Circle");
    for (const knitter of knitters.slice(1)) await join(knitter.cookie, yarn);
    const mine = await make(viewer.cookie, "My Own");
    expect(mine).toEqual(expect.any(Number));

    // Yarn Circle has three members, Star Party one; but its member shares the viewer's topic.
    expect((await names("tab=recommended", viewer.cookie)).items.map((space) => space.name).slice(0, 2)).toEqual(["Star Party", "Yarn Circle"]);
    // Without shared topics, most members first; visitors see that too.
    expect((await names("tab=recommended", knitters[1]!.cookie)).items.map((space) => space.name)).not.toContain("Yarn Circle");
    expect((await names("tab=recommended")).items[0]!.name).toBe("Yarn Circle");

    const first = await names("tab=recommended&limit=1", viewer.cookie);
    expect(first.items[0]!.name).toBe("Star Party");
    const second = await names(`tab=recommended&limit=1&cursor=${first.nextCursor}`, viewer.cookie);
    expect(second.items[0]!.name).toBe("Yarn Circle");
    await join(viewer.cookie, stars);
    expect((await names("tab=recommended", viewer.cookie)).items.map((space) => space.name)).not.toContain("Star Party");
  });
});
