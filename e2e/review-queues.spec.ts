import { mkdirSync } from "node:fs";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { ADMIN } from "../playwright.config";
import { expectAccessible, expectNoHorizontalOverflow, signUpAndSkipOnboarding } from "./helpers";

/**
 * Issue 25, point 3: a new member's first question waits in the first-questions queue; one
 * reviewer finds it looking fine (key 1), another comments on it from the queue, which takes it
 * out; the comment is on the question, and staff see both reviews in the post's review history.
 * The review threshold is lowered for the journey and put back after.
 */

/** Skips first-question tasks (other journeys' leftovers) until the one titled `title` shows. */
async function findTask(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Review queues" }).getByRole("button", { name: /^First questions/ }).click();
  // The task's card: the article with the queue's actions (the sidebars have headings of their own).
  const heading = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Skip" }) }).getByRole("heading", { level: 2 });
  for (let tries = 0; tries < 15; tries++) {
    await expect(heading).toBeVisible();
    if ((await heading.textContent())?.includes(title)) return;
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(page.getByText("Review recorded").first()).toBeVisible();
  }
  throw new Error(`no review task about ${title}`);
}

test("a first question is reviewed on /review: one looks-ok by keyboard, one comment, and staff see both", async ({ page, browser, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Why do cats knead blankets ${stamp}?`;
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  expect((await admin.put("/api/admin/privileges", { data: { thresholds: { review: 1 } } })).status()).toBe(200);
  const asker = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await asker.post("/api/auth/register", { data: { firstName: "Nia", lastName: "Newcomer", email: `nia-${stamp}@example.com`, password: "e2e-password-123" } })).status()).toBe(201);
    const asked = await asker.post("/api/questions", { data: { title, content: "<p>Mine does it every evening.</p>" } });
    expect(asked.status()).toBe(201);
    const question = (await asked.json()) as { id: number };

    // The first reviewer: key 1 is the first action, Looks OK.
    await signUpAndSkipOnboarding(page, "Rea", "Queue");
    await page.goto("/review");
    await expect(page.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
    await findTask(page, title);
    await expect(page.getByText("Mine does it every evening.")).toBeVisible();
    await expectAccessible(page, "a first question in the review queue");
    mkdirSync("test-results/review", { recursive: true });
    await page.screenshot({ path: "test-results/review/queue-1280.png", fullPage: true });
    await page.keyboard.press("1");
    await expect(page.getByText("Review recorded").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(0);

    // The second, on a phone in the dark, comments from the queue.
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: "dark" });
    const second = await phone.newPage();
    await signUpAndSkipOnboarding(second, "Rio", "Queue");
    await second.goto("/review");
    await findTask(second, title);
    await expect(second.getByText("Looks OK 1 of 2")).toBeVisible();
    await expectNoHorizontalOverflow(second, "the review queue at 375 px");
    await second.getByRole("button", { name: "Comment", exact: true }).click();
    await second.getByLabel("Your comment on the post (its author sees it)").fill("Could you say how old your cat is?");
    await second.screenshot({ path: "test-results/review/queue-375-dark.png", fullPage: true });
    await second.getByRole("button", { name: "Post comment" }).click();
    await expect(second.getByText("Review recorded").first()).toBeVisible();
    await phone.close();

    // The comment is on the question; staff see both reviews.
    await page.goto(`/questions/${question.id}`);
    await expect(page.getByText("Could you say how old your cat is?")).toBeVisible();
    const history = await admin.get(`/api/questions/${question.id}/reviews`);
    expect(history.status()).toBe(200);
    const items = ((await history.json()) as { items: { action: string; queue: string }[] }).items;
    expect(items.map((item) => item.action).sort()).toEqual(["comment", "looks-ok"]);
  } finally {
    await admin.put("/api/admin/privileges", { data: { preset: "new-community" } });
    await admin.dispose();
    await asker.dispose();
  }
});
