import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { expectAccessible, expectNoHorizontalOverflow, signUpAndSkipOnboarding, signUpMember } from "./helpers";

/**
 * Issue 25, point 4: with the staging ground on, a new member's first question is seen by them
 * and reviewers only; a reviewer asks for changes on /review, the author edits and resubmits from
 * the question page, a reviewer publishes it, and everyone can read it. The setting and the review
 * threshold are changed for the journey and put back after.
 */

/** Opens the staging ground on /review and skips staged questions (a retry's leftovers) until `title` shows. */
async function findStaged(page: Page, title: string) {
  await page.goto("/review");
  await page.getByRole("navigation", { name: "Review queues" }).getByRole("button", { name: /^Staging ground/ }).click();
  const heading = page.getByRole("heading", { level: 2 }).first();
  for (let tries = 0; tries < 10; tries++) {
    await expect(heading).toBeVisible();
    if ((await heading.textContent())?.includes(title)) return;
    await page.getByRole("button", { name: "Skip" }).click();
  }
  throw new Error(`no staged question about ${title}`);
}

test("a first question is staged, guided, edited, resubmitted and published", async ({ page, browser, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Why does my sourdough starter smell of nail polish ${stamp}?`;
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  expect((await admin.put("/api/admin/settings", { data: { stagingGround: true } })).status()).toBe(200);
  expect((await admin.put("/api/admin/privileges", { data: { thresholds: { review: 1 } } })).status()).toBe(200);
  mkdirSync("test-results/staging-ground", { recursive: true });
  try {
    // The author's first question waits in the staging ground; the page says where it stands.
    // The author's page must not break along the way (an editor read after it was destroyed once blanked it).
    const crashes: string[] = [];
    page.on("pageerror", (error) => crashes.push(error.message));
    await signUpMember(page, "Nia", "Newcomer");
    const asked = await page.request.post("/api/questions", { data: { title, content: "<p>It smells sharp since Tuesday.</p>" } });
    expect(asked.status()).toBe(201);
    const question = (await asked.json()) as { id: number; staging?: { state: string } };
    expect(question.staging?.state).toBe("waiting");
    await page.goto(`/questions/${question.id}`);
    const panel = page.getByRole("region", { name: "In the staging ground" });
    await expect(panel).toContainText("Reviewers will read your question");
    await expect(panel).toContainText("Only you, reviewers and moderators see it for now");
    // A visitor finds nothing there.
    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(`/questions/${question.id}`))!.status()).toBe(404);

    // A reviewer asks for changes from /review.
    const reviewerContext = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: "dark" });
    const reviewer = await reviewerContext.newPage();
    await signUpAndSkipOnboarding(reviewer, "Rae", "Reviewer");
    await findStaged(reviewer, title);
    await expect(reviewer.getByText("New members' first questions, seen only by them")).toBeVisible();
    await reviewer.getByRole("button", { name: "Ask for changes" }).click();
    await reviewer.getByLabel("What should the author change?").fill("Say how warm your kitchen is and how often you feed it.");
    await expectNoHorizontalOverflow(reviewer, "the staging ground at 375 px");
    await expectAccessible(reviewer, "the staging ground");
    await reviewer.screenshot({ path: "test-results/staging-ground/review-375-dark.png", fullPage: true });
    await reviewer.getByRole("button", { name: "Ask for these changes" }).click();
    await expect(reviewer.getByText("The author was asked for changes").first()).toBeVisible();

    // The author reads it, edits the question and resubmits it.
    await page.reload();
    const changes = page.getByRole("region", { name: "Changes requested" });
    await expect(changes).toContainText("Say how warm your kitchen is");
    await expect(changes).toContainText("A reviewer asked for changes: edit your question, then resubmit it.");
    await page.screenshot({ path: "test-results/staging-ground/changes-1280.png", fullPage: true });
    await changes.getByRole("button", { name: "Edit question" }).click();
    await page.getByRole("textbox", { name: "Question title" }).fill(`${title} (kitchen at 26 °C)`);
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: `${title} (kitchen at 26 °C)` })).toBeVisible();
    await changes.getByRole("button", { name: "Resubmit for review" }).click();
    await expect(page.getByText("Resubmitted: reviewers will look again").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "In the staging ground" })).toContainText("resubmitted the question");

    // A reviewer publishes it: everyone reads it now, and the author is told.
    await findStaged(reviewer, title);
    await reviewer.getByRole("button", { name: "Publish" }).click();
    await expect(reviewer.getByText("Published: everyone can see it now").first()).toBeVisible();
    expect((await visitor.goto(`/questions/${question.id}`))!.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: `${title} (kitchen at 26 °C)` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: /staging ground|Changes requested/ })).toHaveCount(0);
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: /left the staging ground/ })).toBeVisible();
    expect(crashes).toEqual([]);
    await reviewerContext.close();
  } finally {
    await admin.put("/api/admin/settings", { data: { stagingGround: false } });
    await admin.put("/api/admin/privileges", { data: { preset: "new-community" } });
    await admin.dispose();
  }
});
