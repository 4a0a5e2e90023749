import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpAndSkipOnboarding } from "./helpers";

/** A second member, signed up and onboarded through the API in a context of their own. */
async function otherMember(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await context.request.post("/api/auth/register", { data: { firstName, lastName: "Tester", email, password: "e2e-password-123" } })).status()).toBe(201);
  expect((await context.request.patch("/api/users/onboarding", { data: { completed: true } })).status()).toBe(200);
  return context;
}

const json = async <T>(page: Page, url: string): Promise<T> => {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
};

/** The gains a list of member cards shows, in its order ("+303 this week" → 303). */
const gainsIn = async (list: ReturnType<Page["getByRole"]>) =>
  (await list.getByText(/^\+[\d,]+ this week$/).allTextContents()).map((text) => Number(text.replace(/[^\d]/g, "")));

test("members by reputation: a vote puts a new answerer on this week's board and on the topic's, the periods switch, a card opens the profile", async ({ page, browser }) => {
  const stamp = Date.now();
  await signUpAndSkipOnboarding(page, "Lena", `Leader${stamp}`);
  const name = `Lena Leader${stamp}`;

  // Lena answers a question of a topic; another member upvotes the answer: +10 for her this week.
  const topics = await json<{ id: number; name: string; questionCount: number }[]>(page, "/api/topics");
  const topic = topics.find((row) => row.questionCount > 0)!;
  const [question] = (await json<{ items: { id: number }[] }>(page, `/api/topics/${topic.id}/questions?sort=latest&limit=1`)).items;
  const answered = await page.request.post(`/api/questions/${question!.id}/answers`, { data: { content: "<p>An answer the leaders journey writes and another member likes.</p>" } });
  expect(answered.status()).toBe(201);
  const answer = (await answered.json()) as { id: number };
  const voter = await otherMember(browser, "Vera");
  expect((await voter.request.post(`/api/answers/${answer.id}/vote`, { data: { value: 1 } })).status()).toBe(200);
  await voter.close();

  // Members is in the sidebar.
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Top Members" })).toBeVisible();
  await expect(page).toHaveTitle(/^Top Members - /);
  await expect(page.getByRole("tab", { name: "Week" })).toHaveAttribute("aria-selected", "true");

  // The week: biggest gains first, a page at a time; Lena is on it with her +10.
  const week = page.getByRole("list", { name: "Members by reputation gained this week" });
  await expect(week.getByRole("listitem").first()).toBeVisible();
  const lena = week.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  const more = page.getByRole("button", { name: "Load more members" });
  while ((await lena.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(lena)).toBeVisible();
  }
  await expect(lena).toContainText("+10 this week");
  const gains = await gainsIn(week);
  expect(gains.length).toBeGreaterThan(1);
  expect(gains).toEqual([...gains].sort((a, b) => b - a));
  await expectAccessible(page, "/users");

  // All time: by total reputation, no gains shown.
  await page.getByRole("tab", { name: "All Time" }).click();
  const all = page.getByRole("list", { name: "Members by reputation" });
  await expect(all.getByRole("listitem").first()).toBeVisible();
  await expect(all.getByText(/this week/)).toHaveCount(0);
  const totals = (await all.getByText(/^[\d,]+ reputation$/).allTextContents()).map((text) => Number(text.replace(/[^\d]/g, "")));
  expect(totals.length).toBeGreaterThan(1);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  for (const [tab, list] of [["Month", "Members by reputation gained this month"], ["Year", "Members by reputation gained this year"]]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("list", { name: list }).getByRole("listitem").first()).toBeVisible();
  }

  // A card opens the member's profile.
  await page.getByRole("tab", { name: "Week" }).click();
  await expect(lena).toBeVisible();
  await lena.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The topic's page: its top answerers of the week (Lena among them) and of all time, in the right column.
  await page.goto(`/topics/${topic.id}`);
  await expect(page.getByRole("heading", { level: 1, name: topic.name })).toBeVisible();
  const card = page.getByRole("region", { name: "Top Answerers" });
  await expect(card).toBeVisible();
  const weekLeaders = await json<{ items: { member: { id: string }; points: number }[] }>(page, `/api/topics/${topic.id}/leaders?period=week`);
  await expect(card.getByRole("list", { name: "Top answerers this week" }).getByRole("listitem")).toHaveCount(weekLeaders.items.length);
  if (weekLeaders.items.length < 5 || weekLeaders.items.at(-1)!.points <= 10) {
    // Five places: Lena's 10 points make it unless five others earned more here this week.
    await expect(card.getByRole("listitem").filter({ hasText: name })).toContainText("10 points");
  }
  await card.getByRole("tab", { name: "All Time" }).click();
  const allTime = card.getByRole("list", { name: "Top answerers of all time" });
  await expect(allTime.getByRole("listitem").first()).toBeVisible();
  const points = (await allTime.getByText(/^[\d,]+ points?$/).allTextContents()).map((text) => Number(text.replace(/[^\d]/g, "")));
  expect(points).toEqual([...points].sort((a, b) => b - a));
  await expectAccessible(page, `/topics/${topic.id}`);

  // A phone: the card sits under the questions, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("region", { name: "Top Answerers" })).toBeVisible();
  await expectNoHorizontalOverflow(page, `/topics/${topic.id} at 375`);
  await page.goto("/users");
  await expect(page.getByRole("list", { name: "Members by reputation gained this week" }).getByRole("listitem").first()).toBeVisible();
  await expectNoHorizontalOverflow(page, "/users at 375");
});
