import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { expectAccessible } from "./helpers";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A member signed up through the API, with their own cookie jar. */
async function apiMember(baseURL: string, firstName: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  const response = await api.post("/api/auth/register", { data: { firstName, lastName: `Journey${stamp}`, email, password: "e2e-password-123" } });
  expect(response.status()).toBe(201);
  return { api, user: (await response.json()) as { id: string }, email };
}

async function adminSignIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: /Admin/ })).toBeVisible();
}

/** Puts the site name back through the admin API, so later journeys see Ponder. */
async function restoreSiteName(api: APIRequestContext) {
  const settings = await (await api.get("/api/admin/settings")).json();
  if (settings.siteName === "Ponder") return;
  const { siteName: _name, logoUrl: _logo, faviconUrl: _favicon, updatedAt: _at, ...rest } = settings;
  await api.put("/api/admin/settings", { data: { ...rest, siteName: "Ponder" } });
}

test("an admin suspends a member, removes reported content and renames the site", async ({ page, baseURL }) => {
  const author = await apiMember(baseURL!, "Author");
  const reporter = await apiMember(baseURL!, "Reporter");
  const troublemaker = await apiMember(baseURL!, "Trouble");
  const title = `Buy followers cheap ${stamp}`;
  const asked = await author.api.post("/api/questions", { data: { title, content: "<p>Visit my shop</p>" } });
  expect(asked.status()).toBe(201);
  const question = (await asked.json()) as { id: number };
  const reported = await reporter.api.post("/api/reports", { data: { targetType: "question", targetId: question.id, reason: "spam", details: "An advert" } });
  expect(reported.status()).toBe(201);

  await adminSignIn(page);
  try {
    // Users: find the member, suspend them; their session stops working at once.
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Search users").fill(troublemaker.email);
    const row = page.getByRole("listitem").filter({ hasText: troublemaker.email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByText("User suspended successfully").first()).toBeVisible();
    await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();
    expect((await troublemaker.api.get("/api/auth/user")).status()).toBe(401);
    const again = await troublemaker.api.post("/api/auth/login", { data: { email: troublemaker.email, password: "e2e-password-123" } });
    expect(again.status()).toBe(403);

    // Moderation: the report is in the queue with its reporter and reason; Remove deletes the question.
    await page.getByRole("tab", { name: /^Moderation/ }).click();
    const report = page.getByRole("listitem").filter({ hasText: title });
    await expect(report).toContainText(`Reported by Reporter Journey${stamp}`);
    await expect(report).toContainText("Reason: Spam");
    await expect(report).toContainText("An advert");
    await report.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Report resolved successfully").first()).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
    expect((await author.api.get(`/api/questions/${question.id}`)).status()).toBe(404);

    // Settings: a new site name shows in the header and the tab title.
    await page.getByRole("tab", { name: "Settings" }).click();
    const name = `Thinkers ${stamp}`;
    await page.getByLabel("Site Name").fill(name);
    await page.getByRole("region", { name: "General" }).getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Site settings updated successfully").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} Admin Panel` })).toBeVisible();
    await page.getByRole("link", { name: "View site" }).click();
    // The site itself (the panel's own router once kept this link at /admin/), its header named anew.
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("header").getByText(name, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name} - `));

    // The audit log has all three.
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Audit Log" }).click();
    await expect(page.getByText("suspended a user").first()).toBeVisible();
    await expect(page.getByText("removed reported content").first()).toBeVisible();
    await expect(page.getByText("updated the site settings").first()).toBeVisible();
  } finally {
    await restoreSiteName(page.request);
  }
});

test("moderators moderate but do not see users or settings; Logout ends the session", async ({ page, baseURL }) => {
  const moderator = await apiMember(baseURL!, "Moderator");
  // Only an admin makes moderators: through the API as the e2e admin.
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  expect((await admin.patch(`/api/admin/users/${moderator.user.id}/role`, { data: { role: "moderator" } })).status()).toBe(200);

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(moderator.email);
  await page.getByLabel("Password").fill("e2e-password-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("tab", { name: /^Moderation/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Content" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Users" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/stats")).status()).toBe(401);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("members report from the page, blocked words hold a post (the author is told and appeals), maintenance shows its page", async ({ page, browser, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  const settings = await (await admin.get("/api/admin/settings")).json();
  const { logoUrl: _logo, faviconUrl: _favicon, updatedAt: _at, ...saved } = settings;
  const setSettings = (changes: Record<string, unknown>) => admin.put("/api/admin/settings", { data: { ...saved, ...changes } });

  const author = await apiMember(baseURL!, "Answerer");
  const question = await (await author.api.post("/api/questions", { data: { title: `Where do rainbows end ${stamp}?` } })).json();
  const answer = await (await author.api.post(`/api/questions/${question.id}/answers`, { data: { content: "<p>At the pot of gold.</p>" } })).json();

  // The member in the browser: signed up and onboarded through the page's own cookie jar.
  const email = `reader-${stamp}@example.com`;
  expect((await page.request.post("/api/auth/register", { data: { firstName: "Reader", lastName: "Journey", email, password: "e2e-password-123" } })).status()).toBe(201);
  await page.request.patch("/api/users/onboarding", { data: { completed: true } });

  try {
    await page.goto(`/questions/${question.id}`);
    await page.getByRole("button", { name: "Report answer" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Report answer" })).toBeVisible();
    await dialog.getByLabel("Harassment").check();
    await dialog.getByLabel("Details (optional)").fill("Rude to newcomers");
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByText("Thanks for letting us know. Our moderators will review it.").first()).toBeVisible();
    const queue = await (await admin.get("/api/admin/reports?limit=100")).json();
    expect(queue.items).toContainEqual(expect.objectContaining({ targetType: "answer", targetId: String(answer.id), reason: "harassment", priority: "high" }));

    expect((await setSettings({ moderationEnabled: true, blockedWords: ["leprechaun"] })).status()).toBe(200);
    await page.getByRole("textbox", { name: "Your answer" }).fill("A leprechaun keeps it.");
    await page.getByRole("button", { name: "Post Answer" }).click();
    await expect(page.getByText("Your post is held for review because it may break the community guidelines.").first()).toBeVisible();
    await expect(page.getByText("Held for review", { exact: true }).first()).toBeVisible();
    const visitorView = await (await playwrightRequest.newContext({ baseURL })).get(`/api/questions/${question.id}/answers`);
    expect(((await visitorView.json()).items as { content: string }[]).map((item) => item.content).join()).not.toContain("leprechaun");

    // The author appeals (issue 25.6); staff overturn it in the panel's Moderation tab, with a note.
    await page.getByRole("button", { name: "Appeal" }).click();
    const appeal = page.getByRole("dialog", { name: "Appeal this decision" });
    await appeal.getByLabel("Why should the decision change?").fill("Leprechauns are folklore here, not an insult.");
    await appeal.getByRole("button", { name: "Send appeal" }).click();
    await expect(page.getByText("Appeal sent", { exact: true }).first()).toBeVisible();
    const staff = await (await browser.newContext()).newPage();
    await adminSignIn(staff);
    await staff.getByRole("tab", { name: /^Moderation/ }).click();
    const pending = staff.getByRole("listitem").filter({ hasText: "Leprechauns are folklore here, not an insult." });
    await pending.getByLabel("Note to the author").fill("Fair point: it is back.");
    mkdirSync("test-results/admin-panel", { recursive: true });
    await staff.screenshot({ path: "test-results/admin-panel/appeal-1280.png", fullPage: true });
    await pending.getByRole("button", { name: "Overturn" }).click();
    await expect(staff.getByText("Decision overturned; the author has been told").first()).toBeVisible();
    await staff.context().close();
    await page.reload();
    await expect(page.getByText("A leprechaun keeps it.")).toBeVisible();
    await expect(page.getByText("Held for review", { exact: true })).toHaveCount(0);

    expect((await setSettings({ maintenanceMode: true })).status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Down for maintenance" })).toBeVisible();
    await expect(page.getByText("Ponder is down for maintenance. Please try again soon.")).toBeVisible();
  } finally {
    await setSettings({});
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Down for maintenance" })).toHaveCount(0);
});

test.describe("on a phone in dark mode", () => {
  test.use({ viewport: { width: 375, height: 780 }, colorScheme: "dark" });

  test("every admin tab fits 375 px and has no serious accessibility violations", async ({ page }) => {
    // Seven tabs, each checked by axe: 33 s on a quiet machine, past 120 s once in CI beside the API suite.
    test.setTimeout(240_000);
    await adminSignIn(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    for (const tab of ["Overview", "Users", "Content", "Moderation", "Settings", "Audit Log", "Messages"]) {
      await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, tab);
    }
  });
});
