import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpAndSkipOnboarding } from "./helpers";

// Issue 23, point 1: the composer never publishes by accident. Enter in the topic search adds
// the highlighted topic; only Post Question (or Ctrl/Cmd+Enter) publishes, and then the new
// question's page opens. "Draft Saved" means a draft /drafts lists, gone once it is posted.

const SHOTS = process.env.COMPOSER_SHOTS ?? ".tmp/composer-shots";

async function openComposer(page: Page) {
  await page.getByRole("button", { name: "Add Question" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask a Question" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Enter in the topic search adds the topic, the draft is on /drafts, Ctrl+Enter posts and opens the question", async ({ page }) => {
  await signUpAndSkipOnboarding(page, "Keys");
  const dialog = await openComposer(page);
  const title = `How do tides know when to turn ${Date.now()}?`;
  const titleBox = dialog.getByLabel("Question", { exact: true });
  await titleBox.fill(title);
  // Enter in the title neither adds a line nor posts.
  await titleBox.press("Enter");
  await dialog.getByRole("textbox", { name: "Question details" }).fill("The moon pulls, but what decides the moment?");

  // Enter in the topic search adds the highlighted (first) match, and publishes nothing.
  const search = dialog.getByLabel("Search topics");
  await search.fill("Sci");
  await expect(dialog.getByRole("list", { name: "Matching topics" }).getByRole("button", { name: "Add Science" })).toHaveAttribute("aria-current", "true");
  await search.press("Enter");
  const chosen = dialog.getByRole("list", { name: "Chosen topics" });
  await expect(chosen.getByRole("listitem")).toHaveText(["Science"]);
  await expect(search).toHaveValue("");
  // The arrow keys move the highlight; Enter adds that one.
  await search.fill("t");
  const matches = dialog.getByRole("list", { name: "Matching topics" }).getByRole("button");
  const second = (await matches.nth(1).getAttribute("aria-label"))!.replace(/^Add /, "");
  await search.press("ArrowDown");
  await expect(matches.nth(1)).toHaveAttribute("aria-current", "true");
  await search.press("Enter");
  await expect(chosen.getByRole("listitem")).toHaveText(["Science", second]);
  await expect(dialog).toBeVisible();
  await expect(page.getByText("Question posted successfully!")).toHaveCount(0);
  expect(page.url()).not.toMatch(/\/questions\/\d+/);

  // Auto-saved on the server: "Draft Saved", and /drafts (in another tab) lists it.
  await expect(dialog.getByRole("status").filter({ hasText: "Draft Saved" })).toBeVisible({ timeout: 10_000 });
  const drafts = await page.context().newPage();
  await drafts.goto("/drafts");
  await expect(drafts.getByRole("list", { name: "Drafts" }).getByRole("article", { name: title })).toBeVisible();

  await page.screenshot({ path: `${SHOTS}/composer-keys-1280-light.png` });

  // Ctrl+Enter from the details publishes, and the new question's page opens.
  await dialog.getByRole("textbox", { name: "Question details" }).press("Control+Enter");
  await expect(page.getByText("Question posted successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText(["Science", second]);
  // The details went as written: Ctrl+Enter added no line break.
  await expect(page.getByRole("main").getByText("The moon pulls, but what decides the moment?")).toBeVisible();

  // The draft became the question: /drafts no longer lists it.
  await expect(async () => {
    await drafts.reload();
    await expect(drafts.getByRole("heading", { name: "No drafts yet" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await drafts.close();

  // Posting once more opens the composer empty: nothing of the posted question is restored.
  const again = await openComposer(page);
  await expect(again.getByLabel("Question", { exact: true })).toHaveValue("");
});

test("the Post Question button posts; the composer at 1280 and 375 px, light and dark", async ({ page }) => {
  await signUpAndSkipOnboarding(page, "Poster");
  for (const width of [1280, 375]) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
      const dialog = width === 375 ? await openPhoneComposer(page) : await openComposer(page);
      await dialog.getByLabel("Question", { exact: true }).fill(`Which houseplants like north windows ${width} ${theme}?`);
      await dialog.getByLabel("Search topics").fill("Hea");
      await expect(dialog.getByRole("list", { name: "Matching topics" })).toBeVisible();
      await dialog.getByLabel("Search topics").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/composer-search-${width}-${theme}.png` });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await page.evaluate(() => localStorage.removeItem("ponder:question-draft"));
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialog = await openComposer(page);
  const title = `Do cacti need winter rest ${Date.now()}?`;
  await dialog.getByLabel("Question", { exact: true }).fill(title);
  await dialog.getByRole("button", { name: "Post Question" }).click();
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

/** Phones have no header button: the home feed's prompt opens the composer. */
async function openPhoneComposer(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: /^(What do you want to ask or share\?|What's your question\?)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Ask a Question" });
  await expect(dialog).toBeVisible();
  return dialog;
}
