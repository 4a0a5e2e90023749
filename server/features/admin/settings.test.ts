import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { as, createTestContext, describeApi, newMember, registerMember, sessionCookie, type TestContext } from "../../test/app";
import { multipartFile as multipart } from "../../test/multipart";
import { registerStaff } from "../../test/staff";

/** A one-image .ico file wrapping a PNG, as browsers accept. */
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(16, 6);
  header.writeUInt8(16, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const MAINTENANCE = { error: "maintenance", message: "Ponder is down for maintenance. Please try again soon." };

describeApi("site settings, maintenance mode and branding", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let png: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin");
    png = await sharp({ create: { width: 16, height: 16, channels: 4, background: "#b4232a" } }).png().toBuffer();
  });
  afterAll(() => ctx?.close());

  const settings = async () => (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/settings" })).json();
  const put = (payload: object, cookie = admin.cookie) => as(ctx.app, cookie, { method: "PUT", url: "/api/admin/settings", payload });
  const save = async (changes: Record<string, unknown>) => {
    const { siteName, siteDescription, allowRegistrations, requireEmailVerification, moderationEnabled, maintenanceMode, theme, primaryColor, blockedWords } = await settings();
    const response = await put({ siteName, siteDescription, allowRegistrations, requireEmailVerification, moderationEnabled, maintenanceMode, theme, primaryColor, blockedWords, ...changes });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const site = async () => (await ctx.app.inject({ method: "GET", url: "/api/site" })).json();

  describe("settings", () => {
    it("start from spec section 3's defaults, email verification off (no mail transport here)", async () => {
      expect(await settings()).toMatchObject({
        siteName: "Ponder",
        siteDescription: "Knowledge sharing platform",
        allowRegistrations: true,
        requireEmailVerification: false,
        moderationEnabled: true,
        maintenanceMode: false,
        theme: "default",
        primaryColor: null,
        blockedWords: [],
        logoUrl: null,
        faviconUrl: null,
      });
      const info = await site();
      expect(Object.keys(info).sort()).toEqual(
        ["allowRegistrations", "faviconUrl", "logoUrl", "maintenanceMode", "primaryColor", "requireEmailVerification", "siteDescription", "siteName", "theme"].sort(),
      );
    });

    it("'Save All Settings' stores the whole object, validated, and the public site shows it", async () => {
      const saved = await save({ siteName: "  Thinkers  ", siteDescription: "Where questions meet answers", theme: "custom", primaryColor: "#1D4ED8" });
      expect(saved).toMatchObject({ siteName: "Thinkers", theme: "custom", primaryColor: "#1d4ed8" });
      expect(await site()).toMatchObject({ siteName: "Thinkers", siteDescription: "Where questions meet answers", theme: "custom", primaryColor: "#1d4ed8" });
      const bad = await put({ ...(await settings()), primaryColor: "red" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe("primaryColor");
      const empty = await put({ ...(await settings()), siteName: "   " });
      expect(empty.json()).toMatchObject({ field: "siteName", message: "Site name is required" });
      await save({ siteName: "Ponder", siteDescription: "Knowledge sharing platform", theme: "default", primaryColor: null });
    });

    it("takes a partial body: the spec's six fields alone, or one, change only those (issue 9)", async () => {
      const before = await settings();
      const six = { siteName: "Six only", siteDescription: "Six fields", allowRegistrations: true, requireEmailVerification: false, moderationEnabled: false, maintenanceMode: false };
      const saved = await put(six);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ ...six, theme: before.theme, primaryColor: before.primaryColor, blockedWords: before.blockedWords });
      const one = await put({ siteDescription: "Just this" });
      expect(one.statusCode, one.body).toBe(200);
      expect(await settings()).toMatchObject({ ...six, siteDescription: "Just this" });
      // Unknown fields are named, not dropped; an empty body changes nothing and says so.
      expect((await put({ siteName: "Typo", sitename: "x" })).json()).toMatchObject({ error: "validation_error", field: "sitename", message: "Unknown setting 'sitename'" });
      expect((await put({ ...six, logoUrl: "/api/uploads/x" })).json()).toMatchObject({ field: "logoUrl" });
      expect((await put({})).json()).toMatchObject({ error: "validation_error", message: "Send at least one setting to change" });
      expect((await settings()).siteName).toBe("Six only");
      await save({ siteName: before.siteName, siteDescription: before.siteDescription, moderationEnabled: before.moderationEnabled });
    });

    it("closes registrations when allowRegistrations is off", async () => {
      await save({ allowRegistrations: false });
      const refused = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: "registrations_closed", message: "New registrations are closed." });
      // Admins still add people.
      const added = await as(ctx.app, admin.cookie, { method: "POST", url: "/api/admin/users", payload: newMember() });
      expect(added.statusCode).toBe(201);
      await save({ allowRegistrations: true });
      expect((await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() })).statusCode).toBe(201);
    });
  });

  describe("maintenance mode", () => {
    it("answers every write from visitors and members with 503, keeps reads open, lets staff work", async () => {
      const member = await registerMember(ctx.app);
      const moderator = await registerStaff(ctx, "moderator");
      await save({ maintenanceMode: true });
      expect((await site()).maintenanceMode).toBe(true);

      const write = await as(ctx.app, member.cookie, { method: "POST", url: "/api/questions", payload: { title: "Down?" } });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual(MAINTENANCE);
      const signup = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() });
      expect(signup.json()).toEqual(MAINTENANCE);
      const memberLogin = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: member.credentials.password } });
      expect(memberLogin.statusCode).toBe(503);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/questions?tab=recent" })).statusCode).toBe(200);
      expect((await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);

      // Staff sign in (admin login, or the member login for staff) and keep writing.
      const staffLogin = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: moderator.credentials.email, password: moderator.credentials.password } });
      expect(staffLogin.statusCode).toBe(200);
      const adminLogin = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: { username: admin.credentials.email, password: admin.credentials.password } });
      expect(adminLogin.statusCode).toBe(200);
      const staffWrite = await as(ctx.app, sessionCookie(staffLogin), { method: "POST", url: "/api/questions", payload: { title: "Staff can still post" } });
      expect(staffWrite.statusCode).toBe(201);

      await save({ maintenanceMode: false });
      const after = await as(ctx.app, (await registerMember(ctx.app)).cookie, { method: "POST", url: "/api/questions", payload: { title: "Back up" } });
      expect(after.statusCode).toBe(201);
    });
  });

  describe("branding", () => {
    const upload = (kind: "logo" | "favicon", name: string, bytes: Buffer, field: string = kind) =>
      as(ctx.app, admin.cookie, { method: "POST", url: `/api/admin/upload/${kind}`, ...multipart(field, name, bytes) });

    it("stores a PNG logo checked by content and serves it; the site points at it", async () => {
      const response = await upload("logo", "logo.txt", png);
      expect(response.statusCode, response.body).toBe(200);
      const { path } = response.json();
      expect(path).toMatch(/^\/api\/uploads\/[\w-]+$/);
      expect((await site()).logoUrl).toBe(path);
      const served = await ctx.app.inject({ method: "GET", url: path });
      expect(served.headers["content-type"]).toBe("image/png");
    });

    it("sanitises SVG logos: scripts, handlers, foreign objects and outside references go", async () => {
      const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#b4232a" onclick="steal()"/><foreignObject><iframe src="https://evil.example"></iframe></foreignObject><image href="https://evil.example/track.png"/><use href="https://evil.example/x.svg#a"/><circle r="2" style="fill:url(https://evil.example/x)"/></svg>`;
      const response = await upload("logo", "logo.svg", Buffer.from(svg));
      expect(response.statusCode, response.body).toBe(200);
      const served = await ctx.app.inject({ method: "GET", url: response.json().path });
      expect(served.headers["content-type"]).toBe("image/svg+xml");
      expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
      const body = served.body;
      expect(body).toContain('<rect width="10" height="10" fill="#b4232a">');
      for (const bad of ["script", "alert", "onload", "onclick", "foreignObject", "iframe", "evil.example"]) expect(body).not.toContain(bad);
    });

    it("refuses files that are not PNG, JPG or SVG whatever their name", async () => {
      const response = await upload("logo", "logo.png", Buffer.from("GIF89a not really"));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "logo", message: "Please select a valid image file (PNG, JPG, SVG)" });
      expect((await upload("logo", "logo.png", png, "file")).statusCode).toBe(400);
    });

    it("accepts ICO and PNG favicons, gives a versioned path, and refuses the rest", async () => {
      const ico = await upload("favicon", "favicon.ico", icoOf(png));
      expect(ico.statusCode, ico.body).toBe(200);
      expect(ico.json().path).toMatch(/^\/api\/uploads\/[\w-]+\?v=\d+$/);
      expect((await site()).faviconUrl).toBe(ico.json().path);
      const served = await ctx.app.inject({ method: "GET", url: ico.json().path });
      expect(served.headers["content-type"]).toBe("image/x-icon");
      const asPng = await upload("favicon", "favicon.png", png);
      expect(asPng.json().path).not.toBe(ico.json().path);
      const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).jpeg().toBuffer();
      const refused = await upload("favicon", "favicon.ico", jpeg);
      expect(refused.json()).toMatchObject({ field: "favicon", message: "Please select a valid favicon file (ICO, PNG)" });
    });
  });
});
