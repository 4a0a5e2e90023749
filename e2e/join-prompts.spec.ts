import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 23, point 2: sign-up means sign-up. Every Sign Up, Get Started and Join button opens the
// sign-up form; a visitor's vote, answer, comment or follow asks them to join in place, and
// signing up (or in) from there comes back to the same question.

const SHOTS = process.env.JOIN_SHOTS ?? ".tmp/join-shots";

type FeedQuestion = { id: number; title: string };
const recentQuestions = async (page: Page): Promise<FeedQuestion[]> => (await (await page.request.get("/api/questions?tab=recent&limit=20")).json()).items;

/** The sign-up form is what is open: its tab chosen, its heading, its fields; no "Welcome back". */
async function expectSignUpForm(page: Page) {
  await expect(page).toHaveURL(/\/register(\?next=[^&]+)?$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Join Ponder" })).toBeVisible();
  await expect(page.getByLabel("First name")).toBeVisible();
  await expect(page.getByText("Welcome back")).toHaveCount(0);
}

test("every Sign Up, Get Started and Join button opens the sign-up form", async ({ page }) => {
  const buttons: [string, (page: Page) => ReturnType<Page["getByRole"]>][] = [
    ["/", (p) => p.getByRole("link", { name: "Sign Up" })],
    ["/", (p) => p.getByRole("link", { name: "Get Started" })],
    ["/", (p) => p.getByRole("link", { name: "Join Now" })],
    ["/about", (p) => p.getByRole("link", { name: "Join Ponder" })],
    ["/ponder-plus", (p) => p.getByRole("link", { name: "Sign Up" }).last()],
    ["/ponder-plus", (p) => p.getByRole("link", { name: "Get Started" })],
    ["/business", (p) => p.getByRole("link", { name: "Sign Up" })],
    ["/search?q=sky", (p) => p.getByRole("banner").getByRole("button", { name: "Sign Up" })],
  ];
  for (const [path, button] of buttons) {
    await page.goto(path);
    await button(page).first().click();
    await expectSignUpForm(page);
  }
  // The header's Sign Up comes back to the page it was pressed on.
  await page.goto("/search?q=sky");
  await page.getByRole("banner").getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fsearch%3Fq%3Dsky$/);

  // Sign In greets returning members; consent is asked once, by the sign-up form's checkbox.
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByText(/By continuing you agree/)).toHaveCount(0);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Join Ponder" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /I agree to the/ })).toBeVisible();
  await expect(page.getByText(/By continuing you agree/)).toHaveCount(0);
});

test("a visitor's vote asks them to join in place, and signing up brings them back to the question", async ({ page }) => {
  const [question] = await recentQuestions(page);
  const path = `/questions/${question!.id}`;
  await page.goto(path);
  const votes = page.getByRole("group", { name: "Vote on this question" });
  await votes.getByRole("button", { name: /Upvote/ }).click();
  const prompt = page.getByRole("dialog", { name: "Join Ponder to vote" });
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(prompt.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", `/register?next=${encodeURIComponent(path)}`);
  await expect(prompt.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", `/auth?next=${encodeURIComponent(path)}`);
  await page.keyboard.press("Escape");
  await expect(prompt).toBeHidden();
  // The focus is back on the button pressed.
  await expect(votes.getByRole("button", { name: /Upvote/ })).toBeFocused();

  // Answer, comment and follow ask the same way.
  await page.getByRole("main").getByRole("button", { name: "Answer", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Join Ponder to answer" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("main").getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Join Ponder to follow questions" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.locator("#question-comments").getByRole("button", { name: "Add a comment" }).click();
  await expect(page.getByRole("dialog", { name: "Join Ponder to comment" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Screenshots of the prompt at 1280 and 375 px, light and dark.
  for (const width of [1280, 375]) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
      await votes.getByRole("button", { name: /Upvote/ }).click();
      await expect(prompt).toBeVisible();
      // The prompt stays on screen, even on a phone.
      const box = (await prompt.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/join-vote-${width}-${theme}.png` });
      await page.keyboard.press("Escape");
      await expect(prompt).toBeHidden();
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // Sign up from the prompt: the sign-up form, onboarding, then the same question.
  await votes.getByRole("button", { name: /Upvote/ }).click();
  await prompt.getByRole("link", { name: "Sign Up" }).click();
  await expectSignUpForm(page);
  await page.getByLabel("First name").fill("Voter");
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Email").fill(`voter-${Date.now()}@example.com`);
  await page.locator("#signup-password").fill("e2e-password-123");
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "One Last Step" })).toBeVisible();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1, name: question!.title })).toBeVisible();
  // Now the vote counts.
  const upvote = page.getByRole("group", { name: "Vote on this question" }).getByRole("button", { name: /Upvote/ });
  await upvote.click();
  await expect(upvote).toHaveAttribute("aria-pressed", "true");
});
