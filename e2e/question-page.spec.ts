import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { expectNoHorizontalOverflow, signUpMember } from "./helpers";

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
  await signUpMember(a, "Asha", "Asker");
  const b = await browserFor(browser);
  await signUpMember(b, "Bram", "Answerer");

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

/** Each post's action row at the current width: the visible buttons' tops and how far right they reach. */
async function actionRows(page: Page) {
  return page.locator("[data-post-actions]").evaluateAll((rows) =>
    rows.map((row) => {
      const boxes = [...row.querySelectorAll("button")].map((button) => button.getBoundingClientRect()).filter((box) => box.width > 0);
      return { tops: boxes.map((box) => Math.round(box.top)), right: Math.max(...boxes.map((box) => box.right)), count: boxes.length };
    }),
  );
}

test("issue 23.5: on a phone each post's actions fit one row in all nine languages, the rest in a '…' menu; at 1280 a member reads 680 px wide with related questions beside", async ({ browser }) => {
  const stamp = Date.now();
  // The asker sees the most actions on an answer (Accept besides votes and comments).
  const page = await browserFor(browser, 375);
  await signUpMember(page, "Rowan", "Rows");
  const ask = async (title: string) => {
    const response = await page.request.post("/api/questions", { data: { title, content: "<p>Kept cold between brews.</p>", topicIds: [] } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const questionId = await ask(`How long does a kombucha scoby keep in the fridge ${stamp}?`);
  const strong = `How long can a kombucha scoby keep in the fridge unfed ${stamp}?`;
  await ask(strong);
  // Two words in common of ten (a Dice similarity of 0.4): a weak match, not a related question.
  const weak = `Kombucha tastes of vinegar ${stamp}?`;
  await ask(weak);
  // Someone else answers (through the API: only the asker's screen is under test).
  const answerer = await browser.newContext();
  const registered = await answerer.request.post("/api/auth/register", {
    data: { firstName: "Anwen", lastName: "Answers", email: `anwen-${stamp}@example.com`, password: "e2e-password-123" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  expect((await answerer.request.post(`/api/questions/${questionId}/answers`, { data: { content: "<p>Weeks, fed before it goes in.</p>" } })).status()).toBe(201);
  await answerer.close();

  await page.goto(`/questions/${questionId}`);
  // Found by their place, not their (translated) names.
  const answerRow = page.locator("#answers article [data-post-actions]");
  for (const locale of ["en", "es", "fr", "de", "it", "pt", "ja", "ko", "zh"]) {
    await page.context().addCookies([{ name: "ponder_locale", value: locale, url: page.url() }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(answerRow).toBeVisible();
    const rows = await actionRows(page);
    expect(rows, `two action rows in ${locale}`).toHaveLength(2);
    for (const [index, row] of rows.entries()) {
      expect(row.count, `row ${index} in ${locale} has its buttons`).toBeGreaterThanOrEqual(4);
      expect(Math.max(...row.tops) - Math.min(...row.tops), `row ${index} is one line in ${locale}`).toBeLessThanOrEqual(4);
      expect(row.right, `row ${index} stays inside 375 px in ${locale}`).toBeLessThanOrEqual(375);
    }
    await expectNoHorizontalOverflow(page, `the question page in ${locale} at 375 px`);
  }

  // English again: the question's "…" menu holds the secondary actions, and closes with Escape.
  await page.context().addCookies([{ name: "ponder_locale", value: "en", url: page.url() }]);
  await page.reload();
  const question = page.getByRole("article", { name: /kombucha scoby keep in the fridge/ });
  await question.getByRole("button", { name: "More actions" }).click();
  const menu = page.getByRole("menu");
  for (const item of ["Follow question", "Save for later", "Share", "Edit", "Delete"]) await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/actions-375.png` });

  // At 1280 the question and answers are at least 680 px wide, related questions in the right column.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const column = page.getByRole("complementary", { name: "Trending and links" });
  const related = column.getByRole("region", { name: "Related questions" });
  await expect(related.getByRole("link", { name: strong })).toBeVisible();
  await expect(related.getByRole("link", { name: weak })).toHaveCount(0);
  expect((await page.getByRole("main").boundingBox())!.width).toBeGreaterThanOrEqual(680);
  expect((await question.boundingBox())!.width).toBeGreaterThanOrEqual(600);
  // The frame's promotion card and quick links give way on this page only.
  await expect(column.getByRole("heading", { name: "Quick Links" })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/related-1280.png` });
  await page.goto("/");
  await expect(column.getByRole("heading", { name: "Quick Links" })).toBeVisible();
});
