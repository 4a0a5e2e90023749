import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpMember } from "./helpers";

// Issue 13, "Dead ends": no footer link ends on the not-found screen; a path that is no page
// shows it inside the site's frame, with status 404 and a way home; a visitor at a member's
// page signs in and comes back.

const NOT_FOUND = "404 Page Not Found";

test("every footer link of the landing page opens a real page", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const hrefs = [...new Set(await footer.locator("a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!)))];
  expect(hrefs.length).toBeGreaterThanOrEqual(20);
  for (const href of hrefs) {
    await page.goto("/");
    await page.locator("footer").locator(`a[href="${href}"]`).first().click();
    await expect(page, href).toHaveURL(new RegExp(`${href.replace(/[+]/g, "\\+")}$`));
    await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText(NOT_FOUND), href).toHaveCount(0);
  }
  // The content pages are whole pages in the frame: header, text, footer.
  await page.goto("/community-guidelines");
  await expect(page.getByRole("heading", { level: 1, name: "Community guidelines" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Be respectful" })).toBeVisible();
  await expectAccessible(page, "/community-guidelines");
  // About's guidelines link leads to them.
  await page.goto("/about");
  await page.getByRole("main").getByRole("link", { name: "community guidelines", exact: true }).click();
  await expect(page).toHaveURL(/\/community-guidelines$/);
  // Status shows the server's own health check.
  await page.goto("/status");
  await expect(page.getByText("All systems operational")).toBeVisible();
});

test("a path that is no page answers 404 with the not-found screen in the site's frame and a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByText("This page doesn't exist. It may have been moved or deleted, or the address may have a typo.")).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  await expectAccessible(page, "not found");
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, "not found at 375 px");
  await page.getByRole("link", { name: "Go to Ponder home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "A place to share knowledge" })).toBeVisible();
});

test("a visitor at a member's page signs in and is brought back to it", async ({ page }) => {
  const { email, password } = await signUpMember(page, "Returner");
  await page.goto("/api/logout");
  await expect(page.getByRole("heading", { name: "A place to share knowledge" })).toBeVisible();
  await page.goto("/bookmarks");
  await expect(page).toHaveURL(/\/auth\?next=%2Fbookmarks$/);
  await page.getByLabel("Email").fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  // Signed in, an unknown path is still the framed not-found page, with a way back.
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await page.getByRole("link", { name: "Back to Ponder" }).click();
  await expect(page).toHaveURL(/\/$/);
});
