import type { APIRequestContext } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { signUpMember } from "./helpers";

/**
 * Issue 24, privileges: a new member cannot downvote and is told why, on the button itself
 * (never a hidden button); other members' upvotes and an acceptance carry them past 50, the
 * button turns on, and a notification says what they can now do, leading to the Help Center's
 * table of privileges, which shows the new one as theirs; the queue awards their first badges,
 * told in the notifications, and the profile's Badges and Reputation tabs explain every point
 * (the issue's journey, whole).
 */
test("a new member sees why downvoting is off, earns it from others' votes and an acceptance, and is told", async ({ page, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signUpMember(page, "Newcomer", "Privileged");

  // Two other members, each in a jar of their own.
  const register = async (firstName: string) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const registered = await api.post("/api/auth/register", { data: { firstName, lastName: "Voter", email: `${firstName.toLowerCase()}-${stamp}@example.com`, password: "e2e-password-123" } });
    expect(registered.status()).toBe(201);
    return api;
  };
  const post = async (api: APIRequestContext, url: string, data: Record<string, unknown> = {}) => {
    const response = await api.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };
  const [ana, bo] = [await register("Ana"), await register("Bo")];
  const anasQuestion = await post(ana, "/api/questions", { title: `Which tide tables are the most reliable ${stamp}?`, content: "<p>For sailing on the coast.</p>" });

  // On someone else's question the downvote is there, off, and says why; the upvote is on.
  await page.goto(`/questions/${anasQuestion.id}`);
  const votes = page.getByRole("group", { name: "Vote on this question" });
  const downvote = votes.getByRole("button", { name: "Downvote" });
  await expect(downvote).toBeVisible();
  await expect(downvote).toHaveAttribute("aria-disabled", "true");
  await expect(downvote).toHaveAccessibleDescription("Downvoting needs 50 reputation; you have 1");
  await downvote.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Downvoting needs 50 reputation; you have 1");
  // Pressing it (forced: it is aria-disabled) casts nothing and keeps the reason in sight (phones have no hover).
  await downvote.click({ force: true });
  await expect(page.getByRole("tooltip")).toBeVisible();
  await expect(downvote).toHaveAttribute("aria-pressed", "false");
  await expect(votes.getByRole("button", { name: /^Upvote/ })).not.toHaveAttribute("aria-disabled", "true");

  // Reputation from the others: two upvotes on a question (+20), two on an answer (+20), its acceptance (+15): 1 + 55 = 56.
  const mine = await post(page.request, "/api/questions", { title: `How do I read a nautical chart ${stamp}?`, content: "<p>The symbols confuse me.</p>" });
  await post(ana, `/api/questions/${mine.id}/vote`, { value: 1 });
  await post(bo, `/api/questions/${mine.id}/vote`, { value: 1 });
  const answer = await post(page.request, `/api/questions/${anasQuestion.id}/answers`, { content: "<p>The national hydrographic office's tables, corrected for the local port.</p>" });
  await post(ana, `/api/answers/${answer.id}/vote`, { value: 1 });
  await post(bo, `/api/answers/${answer.id}/vote`, { value: 1 });
  await post(ana, `/api/answers/${answer.id}/accept`);
  const privileges = (await (await page.request.get("/api/privileges")).json()) as { reputation: number; items: { id: string; granted: boolean }[] };
  expect(privileges.reputation).toBe(56);
  expect(privileges.items.find((item) => item.id === "vote-down")?.granted).toBe(true);

  // The notification says what the member can do now, and the downvote is on.
  await page.reload();
  await expect(downvote).toBeVisible();
  await expect(downvote).not.toHaveAttribute("aria-disabled", "true");
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const gained = panel.getByRole("link", { name: /You have a new privilege: Downvote questions and answers/ });
  await expect(gained).toBeVisible();
  await gained.click();
  await expect(page).toHaveURL(/\/help#reputation$/);
  const section = page.getByRole("region", { name: "Reputation and privileges" });
  await expect(section).toBeInViewport();
  await expect(section.getByRole("row", { name: /Downvote questions and answers/ })).toContainText("Yours");
  await expect(section.getByRole("row", { name: /Create new topics/ })).toContainText("Not yet");

  // And the downvote works.
  await page.goto(`/questions/${anasQuestion.id}`);
  await downvote.click();
  await expect(downvote).toHaveAttribute("aria-pressed", "true");

  // Badges come from the queue's sweep within seconds: Student (a question scored 1+) and Teacher
  // (an answer scored 1+), each told in the notifications.
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/users/${me.id}/badges`)).json()) as { items: { badgeId: string }[] }).items.map((item) => item.badgeId).sort(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(["student", "teacher"]));
  await page.reload();
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(panel.getByText(/You earned a badge: Student/)).toBeVisible();
  await expect(panel.getByText(/You earned a badge: Teacher/)).toBeVisible();
  await page.keyboard.press("Escape");

  // The profile explains every point: the Badges tab lists them, the Reputation tab charts 1 to 56
  // and its rows (two question upvotes, two answer upvotes, the acceptance) add up to it from the start's 1.
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByTestId("profile-reputation")).toHaveText("56 reputation");
  await page.getByRole("tab", { name: "Badges" }).click();
  await expect(page.locator('[data-testid="user-badge"][data-badge="student"]')).toBeVisible();
  await expect(page.locator('[data-testid="user-badge"][data-badge="teacher"]')).toBeVisible();
  await page.getByRole("tab", { name: "Reputation" }).click();
  await expect(page.getByRole("img", { name: "Reputation over time" })).toHaveAccessibleDescription(/From 1 to 56/);
  const rows = page.getByTestId("reputation-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: "Question upvoted" })).toHaveCount(2);
  await expect(rows.filter({ hasText: "Answer upvoted" })).toHaveCount(2);
  await expect(rows.filter({ hasText: "+15" })).toHaveCount(1);
  await expect(page.getByTestId("reputation-start")).toContainText("+1");
  await expect(page.getByTestId("reputation-total")).toContainText("56");
  await ana.dispose();
  await bo.dispose();
});
