import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpAndSkipOnboarding, signUpMember } from "./helpers";

// Issue 13 (decision 032): one compact question card, dense enough that several questions
// are above the fold at 1280x800, with counts in ICU plurals.

const FOLD = { width: 1280, height: 800 };

/** How many question titles of the list are wholly within the first screen. */
async function titlesAboveFold(page: Page, list: ReturnType<Page["getByRole"]>) {
  const titles = list.locator(":scope > li").getByRole("heading", { level: 2 });
  await expect(titles.first()).toBeVisible();
  return titles.evaluateAll((nodes) => nodes.filter((node) => node.getBoundingClientRect().bottom <= window.innerHeight).length);
}

test.use({ viewport: FOLD });

test("a member's home feed shows at least three questions above the fold", async ({ page }) => {
  await signUpAndSkipOnboarding(page, "Dana", "Cards");
  const list = page.getByRole("list", { name: "For You" });
  expect(await titlesAboveFold(page, list)).toBeGreaterThanOrEqual(3);
  // One clear card: stats in the action row, the top answer one click away.
  const card = list.locator(":scope > li").first();
  await expect(card.getByRole("group", { name: "Vote on this question" })).toBeVisible();
  await expect(card.getByText(/^\d[\d.,]*K? answers?$/)).toBeVisible();
  await expect(card.getByText(/^\d[\d.,]*K? views?$/)).toBeVisible();
});

/** A topic of the demo content with more questions than fit on a screen. */
async function busyTopic(page: Page) {
  const topics = (await (await page.request.get("/api/topics")).json()) as { id: number; name: string; questionCount: number }[];
  const topic = topics.find((row) => row.questionCount >= 4);
  if (!topic) throw new Error("No topic with four questions in the demo content");
  return topic;
}

test("a topic page shows a member at least three questions above the fold; a visitor signs in first", async ({ page, browser }) => {
  const topic = await busyTopic(page);
  const member = await (await browser.newContext({ viewport: FOLD })).newPage();
  await signUpMember(member, "Tomas", "Cards");
  await member.goto(`/topics/${topic.id}`);
  await expect(member.getByRole("heading", { level: 1, name: topic.name })).toBeVisible();
  expect(await titlesAboveFold(member, member.getByRole("list", { name: /questions about/ }))).toBeGreaterThanOrEqual(3);

  // Topic pages are for members (spec): a visitor is asked to sign in and brought back after.
  await page.goto(`/topics/${topic.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Ftopics%2F${topic.id}$`));
});

test("a card with one answer says '1 answer', and trending gives each card one signal", async ({ page, browser }) => {
  await signUpMember(page, "Ines", "Cards");
  const stamp = Date.now();
  const asked = await page.request.post("/api/questions", { data: { title: `Why do cats knead blankets ${stamp}?`, content: "<p>Ours does it every evening.</p>", topicIds: [] } });
  expect(asked.status()).toBe(201);
  const question = (await asked.json()) as { id: number; title: string };

  const other = await (await browser.newContext()).newPage();
  await signUpAndSkipOnboarding(other, "Omar", "Cards");
  const answered = await other.request.post(`/api/questions/${question.id}/answers`, { data: { content: "<p>A habit from kittenhood: kneading brought milk.</p>" } });
  expect(answered.ok()).toBe(true);

  await page.goto("/profile");
  const card = page.getByRole("article", { name: question.title });
  await expect(card.getByText("1 answer", { exact: true })).toBeVisible();
  await expect(card.getByText(/\b1 answers\b/)).toHaveCount(0);
  // The top answer waits behind its toggle, and opens in place.
  const toggle = card.getByRole("button", { name: "Top answer" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(card.getByText("A habit from kittenhood: kneading brought milk.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Hide answer" })).toHaveAttribute("aria-expanded", "true");

  await page.goto("/trending");
  const first = page.getByRole("list", { name: "Trending questions" }).locator(":scope > li").first();
  await expect(first.getByText("#1", { exact: true })).toBeVisible();
  await expect(first.getByText("Hot", { exact: true })).toHaveCount(0);
  await expect(first.getByText("Trending", { exact: true })).toHaveCount(0);
});
