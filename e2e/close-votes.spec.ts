import type { APIRequestContext } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { expectAccessible, signUpMember } from "./helpers";

/**
 * Issue 25, point 1: members close a question together and reopen it together. Three members
 * vote to close (the third in the browser, through the close dialog); the asker is told why, edits
 * the question, votes to reopen it without the privilege (an asker who edited may), and two
 * members' reopen votes reopen it. The close-votes threshold is lowered for the journey and put
 * back after.
 */
test("three members vote a question closed, the asker is told why, edits it, and reopen votes reopen it", async ({ page, browser, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  expect((await admin.put("/api/admin/privileges", { data: { thresholds: { "close-votes": 1 } } })).status()).toBe(200);
  const voters: APIRequestContext[] = [];
  try {
    await signUpMember(page, "Asker", "Closed");
    const asked = await page.request.post("/api/questions", { data: { title: `Which is the best text editor ${stamp}?`, content: "<p>Vim or Emacs?</p>" } });
    expect(asked.status()).toBe(201);
    const question = (await asked.json()) as { id: number };

    for (const name of ["Ivy", "Jon"]) {
      const api = await playwrightRequest.newContext({ baseURL });
      expect((await api.post("/api/auth/register", { data: { firstName: name, lastName: "Voter", email: `${name.toLowerCase()}-${stamp}@example.com`, password: "e2e-password-123" } })).status()).toBe(201);
      expect((await api.post(`/api/questions/${question.id}/close-votes`, { data: { reason: "opinion-based" } })).status()).toBe(200);
      voters.push(api);
    }

    // The third voter, in a browser of their own, sees the tally and casts the closing vote.
    const third = await (await browser.newContext()).newPage();
    await signUpMember(third, "Kim", "Voter");
    await third.goto(`/questions/${question.id}`);
    const article = third.getByRole("article", { name: `Which is the best text editor ${stamp}?` });
    await article.getByRole("button", { name: "Vote to close (2 of 3)" }).click();
    const dialog = third.getByRole("dialog", { name: "Vote to close this question" });
    await expect(dialog).toContainText("When 3 members vote");
    await dialog.getByRole("radio", { name: /Opinion-based/ }).check();
    await dialog.getByRole("button", { name: "Cast close vote" }).click();
    await expect(dialog).toBeHidden();
    await expect(third.getByRole("status", { name: "Closed question" })).toContainText("Opinion-based");
    // The banner names every member whose vote closed it, in the order they voted.
    await expect(third.getByRole("status", { name: "Closed question" })).toContainText(/Closed by Ivy Voter, Jon Voter,? and Kim Voter/);

    // The asker is told why, and what would reopen it.
    await page.goto(`/questions/${question.id}`);
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const told = page.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: /voted to close your question/ });
    await expect(told).toContainText("Opinion-based");
    await expect(told).toContainText("members can vote to reopen it");
    await page.keyboard.press("Escape");

    // The asker edits it; then may vote to reopen it, and the others' votes reopen it.
    expect((await page.request.patch(`/api/questions/${question.id}`, { data: { title: `Which text editor suits writing prose in Markdown ${stamp}?`, content: "<p>I write long Markdown documents and want spell checking and outlines.</p>" } })).status()).toBe(200);
    await page.reload();
    const own = page.getByRole("article", { name: `Which text editor suits writing prose in Markdown ${stamp}?` });
    await own.getByRole("button", { name: "Vote to reopen (0 of 3)" }).click();
    await expect(own.getByRole("button", { name: "Retract reopen vote (1 of 3)" })).toBeVisible();
    await expectAccessible(page, "a closed question with its reopen votes");
    for (const voter of voters) expect((await voter.post(`/api/questions/${question.id}/reopen-votes`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("status", { name: "Closed question" })).toHaveCount(0);
    await expect(page.getByRole("article", { name: `Which text editor suits writing prose in Markdown ${stamp}?` }).getByRole("button", { name: "Vote to close (0 of 3)" })).toBeVisible();
  } finally {
    await admin.put("/api/admin/privileges", { data: { preset: "new-community" } });
    await admin.dispose();
    for (const voter of voters) await voter.dispose();
  }
});
