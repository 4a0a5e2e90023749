import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpMember } from "./helpers";

// Issue 23, point 3, "No dead ends and no developer text": the not-found screen speaks to
// people and offers a search and popular questions; a missing question answers 404 in the
// frame; question pages end with the site footer; a bad token link says so.

const SHOTS = ".tmp/screens/no-dead-ends";
const DESCRIPTION = "This page doesn't exist. It may have been moved or deleted, or the address may have a typo.";

/** Each width and theme in turn, with a screenshot from `shoot` (looked at before resolving the issue). */
async function inEveryLook(page: Page, shoot: (name: string) => Promise<void>) {
  for (const width of [1280, 375]) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
      await shoot(`${width}-${theme}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

test("the not-found screen says in people's words that the page does not exist, with a search and popular questions", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(main.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByText(/router/i)).toHaveCount(0);
  const popular = main.getByRole("region", { name: "Popular questions" });
  await expect(popular.getByRole("link").first()).toBeVisible();
  expect(await popular.getByRole("link").count()).toBeLessThanOrEqual(5);
  await expectAccessible(page, "not found");
  await inEveryLook(page, async (look) => {
    await expectNoHorizontalOverflow(page, `not found ${look}`);
    await page.screenshot({ path: `${SHOTS}/not-found-${look}.png`, fullPage: true });
  });

  // The search box searches.
  await main.getByRole("search").getByLabel("Search Ponder").fill("plants");
  await main.getByRole("search").getByLabel("Search Ponder").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=plants$/);

  // A popular question opens its page.
  await page.goBack();
  const first = popular.getByRole("link").first();
  const title = (await first.locator("span").first().textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("a missing question answers 404 in the frame, and question pages end with the site footer", async ({ page }) => {
  const missing = await page.goto("/questions/2147483000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Question not found" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // A way on from a removed question's link: a search and popular questions.
  await expect(page.getByRole("main").getByRole("search").getByLabel("Search Ponder")).toBeVisible();
  await expect(page.getByRole("main").getByRole("region", { name: "Popular questions" }).getByRole("link").first()).toBeVisible();
  await expectNoHorizontalOverflow(page, "missing question");

  // A visitor's question page, as a search engine sends people to it.
  await page.goto("/no-such-page");
  const href = (await page.getByRole("region", { name: "Popular questions" }).getByRole("link").first().getAttribute("href"))!;
  const found = await page.goto(href);
  expect(found?.status()).toBe(200);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(footer.getByRole("combobox", { name: "Language" })).toBeVisible();
  await inEveryLook(page, async (look) => {
    await footer.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page, `question footer ${look}`);
    await page.screenshot({ path: `${SHOTS}/question-footer-${look}.png` });
  });

  // A member's question page has it too.
  await signUpMember(page, "Footer");
  await page.goto(href);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" })).toBeVisible();
  await footer.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a mistyped or expired token link says so instead of showing its form", async ({ page }) => {
  await page.goto("/reset-password?token=mistyped-token-0123456789");
  await expect(page.getByRole("alert").filter({ hasText: "This link did not work" })).toContainText("invalid, was already used or has expired");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
  await expectAccessible(page, "bad reset link");
  await page.screenshot({ path: `${SHOTS}/reset-bad-link-1280.png` });

  for (const path of ["/verify-email", "/confirm-email"]) {
    await page.goto(`${path}?token=mistyped-token-0123456789`);
    await expect(page.getByRole("alert").filter({ hasText: "This link did not work" })).toBeVisible();
  }
});
