import { expect, test } from "./fixtures";

const password = "e2e-password-123";

test("a visitor signs up, lands on onboarding, signs out and signs back in", async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "A place to share knowledge" })).toBeVisible();
  // Get Started opens the sign-up form (issue 23).
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  // Inline errors first: nothing filled in.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("You must agree to the Terms of Service and Privacy Policy")).toBeVisible();

  await page.getByLabel("First name").fill("Jamie");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Email").fill(email);
  const passwordBox = page.locator("#signup-password");
  await passwordBox.fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await passwordBox.fill(password);
  await expect(passwordBox).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(passwordBox).toHaveAttribute("type", "text");
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "One Last Step" })).toBeVisible();
  await expect(page.getByText("Welcome, Jamie!")).toBeVisible();
  await expect(page.getByText("0 of 3 topics selected")).toBeVisible();
  // Any other path goes to onboarding while it is not completed.
  await page.goto("/trending");
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByRole("link", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "A place to share knowledge" })).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.locator("#signin-password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await page.locator("#signin-password").fill(password);
  await page.getByRole("checkbox", { name: "Remember me" }).click();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "ponder_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});

test("a new member completes onboarding and sees the feed", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email").fill(`onboard-${Date.now()}@example.com`);
  await page.locator("#signup-password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "One Last Step" })).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  for (const name of ["Physics", "Cooking", "History"]) {
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  }
  await expect(page.getByText("3 of 3 topics selected")).toBeVisible();
  await expect(page.getByText("Great! You can continue now.")).toBeVisible();
  await continueButton.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome to Ponder!").first()).toBeVisible();
  await expect(page.getByText("Top Answer").first()).toBeVisible();

  // Coming back to /onboarding shows the topics the member follows, not "0 of 3" (issue 13).
  await page.goto("/onboarding");
  await expect(page.getByText("3 of 3 topics selected")).toBeVisible();
  for (const name of ["Physics", "Cooking", "History"]) {
    await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-pressed", "true");
  }
});

test("the sign-in card shows no provider buttons when none is configured", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByText("Or continue with")).toHaveCount(0);
  for (const name of ["Google", "Facebook", "Apple", "GitHub", /^Continue with/]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
});

test("a member's language is kept on the account and comes back at sign-in", async ({ page, browser }) => {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Schmidt");
  const email = `locale-${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.locator("#signup-password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "One Last Step" })).toBeVisible();
  // The language chosen while signed in goes to the account (what the footer and Languages page call).
  expect((await page.request.put("/api/me/locale", { data: { locale: "de" } })).status()).toBe(200);

  // Another browser, in English, signs in: the account's German wins.
  const context = await browser.newContext({ locale: "en-US" });
  const other = await context.newPage();
  await other.goto("/auth");
  await other.getByLabel("Email").fill(email);
  await other.locator("#signin-password").fill(password);
  await other.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(other.getByRole("heading", { name: "Ein letzter Schritt" })).toBeVisible();
  await expect(other.locator("html")).toHaveAttribute("lang", "de");
  expect((await context.cookies()).find((cookie) => cookie.name === "ponder_locale")?.value).toBe("de");
  await context.close();
});

test("unknown paths show the not-found screen and unknown API paths a JSON 404", async ({ page, request }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("This page doesn't exist. It may have been moved or deleted, or the address may have a typo.")).toBeVisible();
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: "not_found" });
});
