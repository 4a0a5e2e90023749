import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { expectAccessible, expectNoHorizontalOverflow, signUpAndSkipOnboarding, signUpMember } from "./helpers";

/**
 * Issue 25, point 2: a member without edit-freely edits someone else's question; the edit waits
 * for review; two reviewers approve it on /review (one with the keyboard, one with the button);
 * the question reads as suggested, its revisions credit the suggester, and the suggester is told.
 * The review threshold is lowered for the journey and put back after.
 */

/** Skips queue tasks (a retry's leftovers) until the one about `title` shows. */
async function findTask(page: Page, title: string) {
  // The page opens on the first queue with tasks (issue 25, point 3): pick suggested edits.
  await page.getByRole("navigation", { name: "Review queues" }).getByRole("button", { name: /^Suggested edits/ }).click();
  const heading = page.getByRole("heading", { level: 2, name: /Suggested edit of/ });
  for (let tries = 0; tries < 10; tries++) {
    await expect(heading).toBeVisible();
    if ((await heading.textContent())?.includes(title)) return;
    await page.getByRole("button", { name: "Skip" }).click();
  }
  throw new Error(`no review task about ${title}`);
}

test("a new member suggests an edit, two reviewers approve it on /review, and the revision credits them", async ({ page, browser, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `How do bees find their way home ${stamp}?`;
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  expect((await admin.put("/api/admin/privileges", { data: { thresholds: { review: 1 } } })).status()).toBe(200);
  const author = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await author.post("/api/auth/register", { data: { firstName: "Ada", lastName: "Author", email: `ada-${stamp}@example.com`, password: "e2e-password-123" } })).status()).toBe(201);
    const asked = await author.post("/api/questions", { data: { title, content: "<p>They fly far from the hive.</p>" } });
    expect(asked.status()).toBe(201);
    const question = (await asked.json()) as { id: number };

    // The suggester edits from the question page and is told the edit goes to reviewers.
    await signUpMember(page, "Sam", "Suggester");
    await page.goto(`/questions/${question.id}`);
    await page.getByRole("article", { name: title }).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByText(/Editing without review needs 1000 reputation; you have 1: your edit goes to reviewers/)).toBeVisible();
    await page.getByLabel("Question title").fill(`How do honey bees find their way home ${stamp}?`);
    await page.getByLabel("Edit summary").fill("Which bees");
    // The editor's Save (the bookmark's Save is further down).
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expect(page.getByText("Edit suggested").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The first reviewer works the queue with the keyboard: A approves.
    const first = await (await browser.newContext()).newPage();
    await signUpAndSkipOnboarding(first, "Rea", "Reviewer");
    // Members with the review privilege find the queue in their account menu.
    await first.getByRole("button", { name: "Account menu" }).click();
    await first.getByRole("menu").getByRole("menuitem", { name: "Review", exact: true }).click();
    await expect(first).toHaveURL(/\/review$/);
    await expect(first.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
    await findTask(first, title);
    await expect(first.getByRole("region", { name: "What the edit changes" })).toContainText("honey");
    await expect(first.getByText("Edit summary: Which bees")).toBeVisible();
    await expectAccessible(first, "the review queue");
    mkdirSync("test-results/review", { recursive: true });
    await first.screenshot({ path: "test-results/review/review-1280.png", fullPage: true });
    await first.keyboard.press("a");
    await expect(first.getByText("Your review is in; it waits for one more").first()).toBeVisible();

    // The second, on a phone in the dark, with the button.
    const secondContext = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: "dark" });
    const second = await secondContext.newPage();
    await signUpMember(second, "Rio", "Reviewer");
    await second.goto("/review");
    await findTask(second, title);
    await expectNoHorizontalOverflow(second, "the review queue at 375 px");
    await second.screenshot({ path: "test-results/review/review-375-dark.png", fullPage: true });
    await second.getByRole("button", { name: "Approve" }).click();
    await expect(second.getByText("Approved: the edit is on the post").first()).toBeVisible();

    // The question reads as suggested; its revisions credit the suggester; the suggester is told.
    await page.goto(`/questions/${question.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `How do honey bees find their way home ${stamp}?` })).toBeVisible();
    await page.goto(`/questions/${question.id}/revisions`);
    const latest = page.getByRole("article", { name: "Revision 2" });
    await expect(latest).toContainText("Sam Suggester");
    await expect(latest).toContainText("Which bees");
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: /approved your suggested edit/ })).toBeVisible();
  } finally {
    await admin.put("/api/admin/privileges", { data: { preset: "new-community" } });
    await admin.dispose();
    await author.dispose();
  }
});
