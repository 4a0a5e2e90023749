import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN } from "../playwright.config";
import { expectNoHorizontalOverflow, signUpAndSkipOnboarding } from "./helpers";

/** Issue 11's journey: two members, a moderator and a visitor, each in a browser of their own. */

const SHOTS = "test-results/question-page";

async function browserFor(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 780 : 900 } });
  return context.newPage();
}

/** The page has its question's live stream open. */
const expectLive = (page: Page) => expect(page.locator('[data-live="on"]')).toHaveCount(1, { timeout: 15_000 });

test("A asks; B answers and A sees it arrive live; A accepts; B edits and A sees the revision; a duplicate is closed onto it and a visitor follows the banner", async ({ browser }) => {
  const stamp = Date.now();
  const a = await browserFor(browser);
  await signUpAndSkipOnboarding(a, "Asha", "Asker");
  const b = await browserFor(browser);
  await signUpAndSkipOnboarding(b, "Bram", "Answerer");

  // A asks, and keeps the page open.
  const title = `How long does sourdough starter keep in the fridge ${stamp}?`;
  const asked = await a.request.post("/api/questions", { data: { title, content: "<p>I bake once a month.</p>", topicIds: [] } });
  expect(asked.status()).toBe(201);
  const questionId = ((await asked.json()) as { id: number }).id;
  await a.goto(`/questions/${questionId}`);
  await expect(a.getByRole("heading", { name: title })).toBeVisible();
  await expectLive(a);

  // B answers through the page.
  await b.goto(`/questions/${questionId}`);
  const answerText = "Weeks: feed it before it goes in, and give it two feeds at room temperature before baking.";
  await b.getByRole("textbox", { name: "Your answer" }).fill(answerText);
  await b.getByRole("button", { name: "Post Answer" }).click();
  await expect(b.getByText("Answer posted").first()).toBeVisible();

  // A sees it arrive without a reload, then shows it.
  const bar = a.getByTestId("new-answers-bar");
  await expect(bar).toHaveText(/1 new answer\s*·\s*Show/, { timeout: 10_000 });
  await bar.getByRole("button", { name: "Show" }).click();
  const answer = a.getByRole("article", { name: /^Answer 1/ });
  await expect(answer.getByText(answerText)).toBeVisible();

  // A accepts it.
  await answer.getByRole("button", { name: "Accept" }).click();
  await expect(a.getByRole("article", { name: "Answer 1, accepted" }).getByText("Accepted answer")).toBeVisible();

  // B edits it with a summary; A's open page picks up the edit and shows "edited", linking to the revision.
  const bAnswer = b.getByRole("article", { name: /^Answer 1/ });
  await b.reload();
  await bAnswer.getByRole("button", { name: "Edit" }).click();
  await bAnswer.getByRole("textbox", { name: "Edit your answer" }).fill(`${answerText} A starter that smells of acetone only needs feeding.`);
  await bAnswer.getByRole("textbox", { name: "Edit summary" }).fill("Added the acetone smell");
  await bAnswer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(b.getByText("Answer updated").first()).toBeVisible();
  const accepted = a.getByRole("article", { name: "Answer 1, accepted" });
  await expect(accepted.getByText(/smells of acetone/)).toBeVisible({ timeout: 10_000 });
  const edited = accepted.getByRole("link", { name: /^edited/ });
  await expect(edited).toBeVisible();
  await edited.click();
  await expect(a).toHaveURL(new RegExp(`/questions/${questionId}/revisions\\?answer=\\d+$`));
  const revision = a.getByRole("article", { name: "Revision 2" });
  await expect(revision.getByText("Added the acetone smell")).toBeVisible();
  await expect(revision.locator("ins").filter({ hasText: "acetone" }).first()).toBeVisible();

  // Another member asks the same thing; a moderator closes it as a duplicate of A's question.
  const duplicateTitle = `Can I keep sourdough starter in the fridge ${stamp}?`;
  const dup = await b.request.post("/api/questions", { data: { title: duplicateTitle, content: "<p>Or does it die?</p>", topicIds: [] } });
  expect(dup.status()).toBe(201);
  const duplicateId = ((await dup.json()) as { id: number }).id;
  const staff = await browserFor(browser);
  await staff.goto("/admin/login");
  await staff.getByLabel("Username").fill(ADMIN.username);
  await staff.getByLabel("Password").fill(ADMIN.password);
  await staff.getByRole("button", { name: "Sign In" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto(`/questions/${duplicateId}`);
  await staff.getByRole("button", { name: "Close", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Close this question" });
  await dialog.getByRole("radio", { name: /Duplicate/ }).check();
  await dialog.getByLabel("Original question").fill(String(questionId));
  await dialog.getByRole("option", { name: new RegExp(`How long does sourdough starter keep in the fridge ${stamp}`) }).click();
  await dialog.getByRole("button", { name: "Close question" }).click();
  await expect(staff.getByRole("status", { name: "Closed question" })).toContainText("Closed as a duplicate");

  // A visitor on a phone lands on the duplicate, follows the banner to the original, and sees the accepted answer.
  const visitor = await browserFor(browser, 375);
  await visitor.goto(`/questions/${duplicateId}`);
  const banner = visitor.getByRole("status", { name: "Closed question" });
  await expect(banner).toBeVisible();
  await expectNoHorizontalOverflow(visitor, "a closed duplicate at 375 px");
  await visitor.screenshot({ path: `${SHOTS}/duplicate-375.png`, fullPage: true });
  await banner.getByRole("link", { name: new RegExp(`How long does sourdough starter keep in the fridge ${stamp}`) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/questions/${questionId}$`));
  await expect(visitor.getByRole("article", { name: "Answer 1, accepted" }).getByText(/smells of acetone/)).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Linked questions" }).getByRole("link", { name: duplicateTitle })).toBeVisible();
  await visitor.screenshot({ path: `${SHOTS}/original-375.png`, fullPage: true });
});
