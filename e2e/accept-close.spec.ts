import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { closeMenuWithEscape, expectAccessible, expectNoHorizontalOverflow } from "./helpers";

/** A member signed up and onboarded through the API, in a browser context of their own. */
async function member(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await context.request.post("/api/auth/register", { data: { firstName, lastName: "Tester", email, password: "e2e-password-123" } });
  expect(registered.status()).toBe(201);
  expect((await context.request.patch("/api/users/onboarding", { data: { completed: true } })).status()).toBe(200);
  return { context, page: await context.newPage(), request: context.request };
}

async function post(request: APIRequestContext, url: string, data: Record<string, unknown> = {}) {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

test("the asker accepts an answer; a moderator closes a duplicate; a visitor follows the banner to the original", async ({ browser }) => {
  const stamp = Date.now();
  const asker = await member(browser, "Asker");
  const answerer = await member(browser, "Answerer");
  const original = await post(asker.request, "/api/questions", { title: `How do tides work on a lake ${stamp}?`, content: "<p>Lakes seem still.</p>" });
  const duplicate = await post(asker.request, "/api/questions", { title: `Do lakes have tides ${stamp}?`, content: "<p>I never saw one.</p>" });
  await post(answerer.request, `/api/questions/${original.id}/answers`, { content: "<p>They do, a few centimetres at most: a lake is too small for the Moon's pull to move much water.</p>" });
  const onDuplicate = await post(answerer.request, `/api/questions/${duplicate.id}/answers`, { content: "<p>Yes, tiny ones. Lake Superior's are about 5 cm.</p>" });
  await post(asker.request, `/api/answers/${onDuplicate.id}/accept`);

  // The asker accepts the answer on the question page and sees it marked.
  await asker.page.goto(`/questions/${original.id}`);
  const answer = asker.page.getByRole("article", { name: /^Answer 1/ });
  await answer.getByRole("button", { name: "Accept" }).click();
  await expect(asker.page.getByText("Answer accepted").first()).toBeVisible();
  await expect(asker.page.getByRole("article", { name: "Answer 1, accepted" }).getByText("Accepted answer")).toBeVisible();
  await expect(asker.page.getByRole("article", { name: "Answer 1, accepted" }).getByRole("button", { name: "Unaccept" })).toBeVisible();

  // A moderator (the e2e admin) closes the other question as a duplicate, picking the original by its id.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/admin/login");
  await staff.getByLabel("Username").fill(ADMIN.username);
  await staff.getByLabel("Password").fill(ADMIN.password);
  await staff.getByRole("button", { name: "Sign In" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto(`/questions/${duplicate.id}`);
  await staff.getByRole("button", { name: "Close", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Close this question" });
  await dialog.getByRole("radio", { name: /Duplicate/ }).check();
  await expect(dialog.getByRole("button", { name: "Close question" })).toBeDisabled();
  await dialog.getByLabel("Original question").fill(`/questions/${original.id}`);
  await dialog.getByRole("option", { name: new RegExp(`How do tides work on a lake ${stamp}`) }).click();
  mkdirSync("test-results/accept-close", { recursive: true });
  await staff.setViewportSize({ width: 375, height: 800 });
  await staff.screenshot({ path: "test-results/accept-close/close-dialog-375.png" });
  await dialog.getByRole("button", { name: "Close question" }).click();
  await expect(dialog).toBeHidden();
  // The toast comes when the close lands; a menu opened before it would sit under it, and Escape
  // would dismiss the toast first (Radix's newest layer).
  await expect(staff.getByText("Question closed").first()).toBeVisible();
  await expect(staff.getByRole("status", { name: "Closed question" })).toContainText("Closed as a duplicate");
  // On a phone Reopen is in the question's "…" menu (issue 23: the action row stays one line).
  await staff.getByRole("article", { name: `Do lakes have tides ${stamp}?` }).getByRole("button", { name: "More actions" }).click();
  await expect(staff.getByRole("menuitem", { name: "Reopen" })).toBeVisible();
  await closeMenuWithEscape(staff);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await expect(staff.getByRole("button", { name: "Reopen" })).toBeVisible();

  // A visitor sees the banner and no answer box, and follows the link to the original, which links back.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/questions/${duplicate.id}`);
  const banner = visitor.getByRole("status", { name: "Closed question" });
  await expect(banner).toContainText("Closed by");
  await expect(visitor.getByText("This question is closed, so it takes no new answers.")).toBeVisible();
  await expect(visitor.getByRole("article", { name: "Answer 1, accepted" })).toBeVisible();

  await expectAccessible(visitor, "a closed question");
  await visitor.setViewportSize({ width: 1280, height: 1000 });
  await visitor.screenshot({ path: "test-results/accept-close/closed-1280.png", fullPage: true });
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.screenshot({ path: "test-results/accept-close/closed-375.png", fullPage: true });
  await expectNoHorizontalOverflow(visitor, "a closed question at 375 px");
  await visitor.setViewportSize({ width: 1280, height: 1000 });

  await banner.getByRole("link", { name: new RegExp(`How do tides work on a lake ${stamp}`) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/questions/${original.id}$`));
  await expect(visitor.getByRole("heading", { name: `How do tides work on a lake ${stamp}?` })).toBeVisible();
  await expect(visitor.getByRole("article", { name: "Answer 1, accepted" })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Linked questions" }).getByRole("link", { name: `Do lakes have tides ${stamp}?` })).toBeVisible();
});
