import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { closeMenuWithEscape, expectAccessible, signUpAndSkipOnboarding, signUpMember } from "./helpers";

interface FeedQuestion {
  id: number;
  title: string;
  answerCount: number;
  closedReason: string | null;
}

const recentQuestions = async (page: Page): Promise<FeedQuestion[]> => (await (await page.request.get("/api/questions?tab=recent&limit=20")).json()).items;

test("save for later: a question from the feed card's menu and an answer on its page, listed under Bookmarks with counts", async ({ page }) => {
  await signUpAndSkipOnboarding(page, "Libby");
  const [first] = await recentQuestions(page);

  // Save from the home feed card's menu.
  await page.getByRole("tab", { name: "Recent" }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: first!.title, exact: true }) });
  await card.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Save for later" }).click();
  await expect(page.getByText("Saved for later").first()).toBeVisible();
  await card.getByRole("button", { name: "More actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Remove from bookmarks" })).toBeVisible();
  await closeMenuWithEscape(page);

  // Still saved after a reload, and listed under Bookmarks with its count.
  await page.goto("/bookmarks");
  await expect(page.getByRole("heading", { name: "Bookmarks", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Questions 1" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Answers 0" })).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved questions" });
  await expect(saved.getByRole("link", { name: first!.title, exact: true })).toBeVisible();
  await expectAccessible(page, "/bookmarks");

  // Unsave from the list: it goes, the count follows, and the empty state says what to do.
  await saved.getByRole("button", { name: `Remove “${first!.title}” from bookmarks` }).click();
  await expect(page.getByText("Removed from bookmarks").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "No saved questions yet" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Questions 0" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No saved questions yet" })).toBeVisible();

  // Save an answer on a question page.
  const answered = (await recentQuestions(page)).find((question) => question.answerCount > 0)!;
  await page.goto(`/questions/${answered.id}`);
  const answer = page.getByRole("article", { name: "Answer 1" });
  await answer.getByRole("button", { name: "Save answer 1" }).click();
  await expect(page.getByText("Saved for later").first()).toBeVisible();
  await expect(answer.getByRole("button", { name: "Saved answer 1" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("article", { name: "Answer 1" }).getByRole("button", { name: "Saved answer 1" })).toHaveAttribute("aria-pressed", "true");
  // The question itself is not saved.
  await expect(page.getByRole("button", { name: "Save question" })).toHaveAttribute("aria-pressed", "false");

  await page.goto("/bookmarks");
  await page.getByRole("tab", { name: "Answers 1" }).click();
  const answers = page.getByRole("list", { name: "Saved answers" });
  await expect(answers.getByText("Answer to:")).toBeVisible();
  await expect(answers.getByRole("link", { name: answered.title, exact: true })).toBeVisible();
  await expectAccessible(page, "/bookmarks, Answers tab");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("drafts: save a question and an answer as drafts, preview, continue, post, delete", async ({ page }) => {
  await signUpMember(page, "Drafty");
  await page.goto("/drafts");
  await expect(page.getByRole("heading", { name: "No drafts yet" })).toBeVisible();

  // An answer draft from a question page's answer box (an open question: a closed one, which an
  // earlier journey may have left at the top, takes no answers).
  const question = (await recentQuestions(page)).find((item) => item.closedReason === null);
  await page.goto(`/questions/${question!.id}`);
  const box = page.getByRole("textbox", { name: "Your answer" });
  await box.fill("Half an answer, to finish tonight.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
  await expect(box).toHaveText("");

  // A question draft from the composer.
  const title = `Why do cats knead blankets ${Date.now()}?`;
  await page.getByRole("button", { name: "Add Question" }).click();
  const composer = page.getByRole("dialog", { name: "Ask a Question" });
  await composer.getByLabel("Question", { exact: true }).fill(title);
  await composer.getByRole("textbox", { name: "Question details" }).fill("Mine does it every evening before sleeping.");
  await composer.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
  await expect(composer).toBeHidden();

  await page.goto("/drafts");
  const list = page.getByRole("list", { name: "Drafts" });
  const questionDraft = list.getByRole("article", { name: title });
  const answerDraft = list.getByRole("article", { name: `Answer to: ${question!.title}` });
  await expect(questionDraft.getByText("Question", { exact: true })).toBeVisible();
  await expect(questionDraft.getByText("Mine does it every evening before sleeping.")).toBeVisible();
  await expect(questionDraft.getByText(/^Last edited/)).toBeVisible();
  await expect(answerDraft.getByText("Answer", { exact: true })).toBeVisible();
  await expect(answerDraft.getByText("Half an answer, to finish tonight.")).toBeVisible();
  await expectAccessible(page, "/drafts");

  // Preview shows the rendered draft.
  await questionDraft.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByText("Mine does it every evening before sleeping.")).toBeVisible();
  await expectAccessible(page, "/drafts preview");
  await preview.getByRole("button", { name: "Close" }).click();

  // Continue Editing an answer draft: the question's page with the box filled.
  await answerDraft.getByRole("button", { name: "Continue Editing" }).click();
  await expect(page).toHaveURL(new RegExp(`/questions/${question!.id}\\?draft=\\d+$`));
  await expect(page.getByRole("textbox", { name: "Your answer" })).toHaveText("Half an answer, to finish tonight.");

  // Delete that draft after a confirmation.
  await page.goto("/drafts");
  page.once("dialog", (dialog) => void dialog.accept());
  await answerDraft.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Draft deleted").first()).toBeVisible();
  await expect(answerDraft).toBeHidden();

  // Continue Editing the question draft opens the composer filled; posting it ends the draft.
  await questionDraft.getByRole("button", { name: "Continue Editing" }).click();
  await expect(composer.getByLabel("Question", { exact: true })).toHaveValue(title);
  await expect(composer.getByText("You are continuing a saved draft.", { exact: false })).toBeVisible();
  await composer.getByRole("button", { name: "Post Question" }).click();
  await expect(page.getByText("Question posted successfully!").first()).toBeVisible();
  // The new question's page opens; the draft is gone from /drafts.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(async () => {
    await page.goto("/drafts");
    await expect(page.getByRole("heading", { name: "No drafts yet" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  const posted = await recentQuestions(page);
  expect(posted.map((item) => item.title)).toContain(title);

  // Start New Draft opens the empty composer.
  await page.getByRole("button", { name: "Start New Draft" }).click();
  await expect(composer.getByLabel("Question", { exact: true })).toHaveValue("");
});
