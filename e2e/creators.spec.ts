import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, signUpAndSkipOnboarding, signUpMember } from "./helpers";

/** The Sponsored slot sits last in the right column: a tall window shows the whole column. */
const TALL = { width: 1280, height: 1600 };

async function createAd(page: Page, title: string) {
  await page.getByLabel("Ad title").fill(title);
  await page.getByLabel("Description").fill("Weekly workshops for people who build on the web.");
  await page.getByLabel("Ad type").selectOption({ label: "Sponsored Content" });
  await page.getByLabel("Target audience").selectOption({ label: "Developers" });
  await page.getByLabel("Daily budget (USD)").fill("25");
  await page.getByLabel("Duration").selectOption({ label: "1 Month" });
  const keywords = page.getByLabel("Keywords", { exact: true });
  await keywords.fill("  typescript  ");
  await keywords.press("Enter");
  await keywords.fill("web");
  await keywords.press("Enter");
  await keywords.fill("   ");
  await keywords.press("Enter");
  // A duplicate, whatever its case, is refused with a message.
  await keywords.fill("TypeScript");
  await keywords.press("Enter");
  await expect(page.getByText("This keyword has already been added.")).toBeVisible();
  const added = page.getByRole("list", { name: "Keywords added" });
  await expect(added.getByRole("button")).toHaveText(["typescript", "web"]);
  // Clicking a keyword removes it.
  await added.getByRole("button", { name: "Remove keyword web" }).click();
  await expect(added.getByRole("button")).toHaveText(["typescript"]);
  // The live preview follows the form.
  await expect(page.getByRole("figure", { name: "Ad preview" })).toContainText(title);
  await page.getByRole("button", { name: "Create Ad" }).click();
  await expect(page.getByText("Ad created", { exact: true })).toBeVisible();
  // The form starts clean: the refused duplicate's message and text do not outlive the ad.
  await expect(page.getByText("This keyword has already been added.")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Keywords" })).toHaveValue("");
  await expect(page.getByLabel("Ad title")).toHaveValue("");
}

test("a member creates an ad, sees it in My campaigns, pauses it; another member sees it in the Sponsored slot and clicks it", async ({ browser, page }) => {
  await page.setViewportSize(TALL);
  await signUpMember(page, "Adele", "Vertiser");
  await page.goto("/ads/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create Ad" })).toBeVisible();
  await expect(page.getByText("$0.50 to $2.00")).toBeVisible();
  // Reach is estimated from the site's readers, and says so (issue 23).
  await expect(page.getByText(/^\d[\d,]* members? a month$/).first()).toBeVisible();
  await expect(page.getByText(/^An estimate from the members without Ponder\+/).first()).toBeVisible();
  await expectAccessible(page, "/ads/create");

  // An empty title is refused before anything is sent.
  await page.getByRole("button", { name: "Create Ad" }).click();
  await expect(page.getByText("Please enter a title for your ad.")).toBeVisible();

  const title = "Web workshops every week";
  await createAd(page, title);
  const campaign = page.getByRole("article", { name: title });
  await expect(campaign).toContainText("Active");
  await expect(campaign).toContainText("typescript");
  await expect(campaign).toContainText("$25.00/day");
  await campaign.getByRole("button", { name: `Pause ${title}` }).click();
  await expect(campaign).toContainText("Paused");
  // Paused ads are not served.
  const reader = await browser.newPage({ viewport: TALL });
  const firstServe = reader.waitForResponse((response) => response.url().endsWith("/api/ads/serve"));
  await signUpAndSkipOnboarding(reader, "Reader");
  expect(await (await firstServe).json()).toEqual({ ad: null });
  await expect(reader.getByRole("region", { name: "Sponsored" })).toHaveCount(0);

  await campaign.getByRole("button", { name: `Resume ${title}` }).click();
  await expect(campaign).toContainText("Active");
  await reader.reload();
  const slot = reader.getByRole("region", { name: "Sponsored" }).first();
  await expect(slot).toContainText(title);
  await expect(slot).toContainText("by Adele Vertiser");
  const click = reader.waitForResponse((response) => /\/api\/ads\/\d+\/click$/.test(response.url()));
  await slot.getByRole("link", { name: title }).click();
  // Chromium keeps no body of a keepalive request whose answer is no-store (every personal
  // answer is): the count itself is checked on the campaign card below.
  expect((await click).status()).toBe(200);
  await expect(reader).toHaveURL(/\/profile\//);
  await reader.close();

  await page.reload();
  const counted = page.getByRole("article", { name: title });
  await expect(counted.getByText("Impressions").locator("..")).toContainText("1");
  await expect(counted.getByText("Clicks").locator("..")).toContainText("1");
  await expect(counted.getByText("CTR").locator("..")).toContainText("100.0%");
});

test("content stats switch ranges and filters over the member's real views", async ({ browser, page }) => {
  await signUpMember(page, "Stella");
  const asked = await page.request.post("/api/questions", { data: { title: "Which telescope suits a beginner?", content: "", topicIds: [] } });
  expect(asked.status()).toBe(201);
  const { id } = await asked.json();
  const reader = await browser.newPage();
  await signUpAndSkipOnboarding(reader, "Viewer");
  const viewed = reader.waitForResponse((response) => response.url().endsWith(`/api/questions/${id}/views`));
  await reader.goto(`/questions/${id}`);
  expect(await (await viewed).json()).toEqual({ counted: true });
  await reader.close();

  await page.goto("/content-stats");
  await expect(page.getByRole("heading", { level: 1, name: "Your content & stats" })).toBeVisible();
  const range = page.getByRole("group", { name: "Time range" });
  await expect(range.getByRole("button", { name: "30d" })).toHaveAttribute("aria-pressed", "true");
  const figures = page.getByRole("region", { name: "Figures" });
  const views = figures.getByText("Views of your questions", { exact: true }).locator("..");
  await expect(views).toContainText("1");
  await expect(page.getByRole("link", { name: "Which telescope suits a beginner?" })).toBeVisible();
  await expectAccessible(page, "/content-stats");

  await range.getByRole("button", { name: "7d" }).click();
  await expect(range.getByRole("button", { name: "7d" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("in the previous 7 days").first()).toBeVisible();
  await range.getByRole("button", { name: "1y" }).click();
  await expect(page.getByRole("heading", { name: "Week by week" })).toBeVisible();

  const content = page.getByRole("group", { name: "Content" });
  await content.getByRole("button", { name: "Questions" }).click();
  await expect(figures.getByText("Questions asked", { exact: true })).toBeVisible();
  await content.getByRole("button", { name: "Answers" }).click();
  await expect(figures.getByText("Answers written", { exact: true })).toBeVisible();
  await expect(figures.getByText("Views of your questions", { exact: true })).toHaveCount(0);
});

test("a member joins a monetization stream and sees honest estimates", async ({ page }) => {
  await signUpMember(page, "Monty");
  await page.goto("/monetization");
  await expect(page.getByRole("heading", { level: 1, name: "Monetization" })).toBeVisible();
  await expect(page.getByText("100K monthly views").first()).toBeVisible();
  await expect(page.getByText("$0.50 to $2.00").first()).toBeVisible();
  // Reach is estimated from the site's readers, and says so (issue 23).
  await expect(page.getByText(/^\d[\d,]* members? a month$/).first()).toBeVisible();
  await expect(page.getByText(/^An estimate from the members without Ponder\+/).first()).toBeVisible();
  for (const name of ["Partner Program", "Ponder+ Revenue Share", "Sponsored Content", "Tip Jar"]) {
    await expect(page.getByRole("region", { name })).toContainText("Pending");
  }
  await expectAccessible(page, "/monetization");

  const tipJar = page.getByRole("region", { name: "Tip Jar" });
  await tipJar.getByRole("button", { name: "Join Tip Jar" }).click();
  await expect(page.getByText("Joined Tip Jar", { exact: true })).toBeVisible();
  await expect(tipJar).toContainText("Active");
  // Joining the Partner Program below its threshold leaves it pending.
  const partner = page.getByRole("region", { name: "Partner Program" });
  await partner.getByRole("button", { name: "Join Partner Program" }).click();
  await expect(partner.getByRole("button", { name: "Leave Partner Program" })).toBeVisible();
  await expect(partner).toContainText("Pending");
  await page.reload();
  await expect(page.getByRole("region", { name: "Tip Jar" })).toContainText("Active");
  await expect(page.getByRole("region", { name: "Tip Jar" }).getByRole("button", { name: "Leave Tip Jar" })).toBeVisible();
});

test("a member searches languages by native name, saves, and finds them kept after a reload", async ({ page }) => {
  await signUpMember(page, "Lingua");
  await page.goto("/languages");
  await expect(page.getByRole("heading", { level: 1, name: "Languages" })).toBeVisible();
  const selected = page.getByRole("list", { name: "Selected languages" });
  await expect(selected.getByRole("button")).toHaveText(["English", "Español"]);
  await expect(page.getByRole("switch", { name: "Auto-translate" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Show original" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Language detection" })).toHaveAttribute("aria-checked", "true");
  await expectAccessible(page, "/languages");

  await page.getByLabel("Search languages").fill("DEUTSCH");
  const list = page.getByRole("list", { name: "Languages", exact: true });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("checkbox").check();
  await page.getByLabel("Search languages").fill("");
  await selected.getByRole("button", { name: "Remove Spanish" }).click();
  // A switch saves when switched (issue 23.6); the languages save with their own button.
  await page.getByRole("switch", { name: "Show original" }).click();
  await expect(page.getByText("Show original turned on", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Preferences" })).toBeDisabled();
  await expect(list.getByRole("listitem").filter({ hasText: "Deutsch" })).toContainText("1 member");

  await page.reload();
  await expect(selected.getByRole("button")).toHaveText(["English", "Deutsch"]);
  await expect(page.getByRole("switch", { name: "Show original" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("checkbox", { name: /Deutsch/ })).toBeChecked();
});
