import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { onboard, signUp } from "./helpers";

// Issue 13: the composer used to tick the first three followed topics out of sight (a
// houseplant question was posted as Programming, Science, Technology). Now nothing is chosen
// silently: topics are suggested from what the member writes, and chosen ones are chips.

const SHOTS = process.env.COMPOSER_SHOTS ?? ".tmp/composer-shots";

async function openComposer(page: Page) {
  // Phones show the prompt's short form.
  await page.getByRole("button", { name: /^(What do you want to ask or share\?|What's your question\?)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Ask a Question" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a houseplant question gets the topics its asker picked from the suggestions, and only those", async ({ page }) => {
  await signUp(page, "Fern");
  await onboard(page, ["Programming", "Science", "Technology"]);
  const dialog = await openComposer(page);

  // No topic is chosen until the member picks one, and the composer says so.
  await expect(dialog.getByRole("list", { name: "Chosen topics" })).toHaveCount(0);
  await expect(dialog.getByText(/No topics yet\./)).toBeVisible();

  const title = `Why are the leaves of my houseplant turning yellow ${Date.now()}?`;
  await dialog.getByLabel("Question", { exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Question details" }).fill("It sits by a sunny window and I water it weekly. Is this the science of light, or a health problem with its roots?");

  // Suggestions come from the words written, not from what the member follows.
  const suggested = dialog.getByRole("list", { name: "Suggested from your question" });
  await expect(suggested.getByRole("button", { name: "Add Science" })).toBeVisible();
  await expect(suggested.getByRole("button", { name: "Add Health" })).toBeVisible();
  await expect(suggested.getByRole("button", { name: "Add Programming" })).toHaveCount(0);

  await suggested.getByRole("button", { name: "Add Science" }).click();
  await suggested.getByRole("button", { name: "Add Health" }).click();
  const chosen = dialog.getByRole("list", { name: "Chosen topics" });
  await expect(chosen.getByRole("listitem")).toHaveText(["Science", "Health"]);
  await expect(dialog.getByText("2/10")).toBeVisible();
  // A chosen topic is no longer offered.
  await expect(suggested.getByRole("button", { name: "Add Science" })).toHaveCount(0);

  // Remove a chip; search adds another, then remove that too.
  await chosen.getByRole("button", { name: "Remove topic Health" }).click();
  await dialog.getByLabel("Search topics").fill("book");
  await dialog.getByRole("list", { name: "Matching topics" }).getByRole("button", { name: "Add Books" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["Science", "Books"]);
  await chosen.getByRole("button", { name: "Remove topic Books" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["Science"]);

  await dialog.getByRole("button", { name: "Post Question" }).click();
  await expect(page.getByText("Question posted successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new question's page opens, with exactly the chosen topic.
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText(["Science"]);
});

test("the composer at 1280 and 375 px, light and dark: the title's placeholder fits, chips wrap", async ({ page }) => {
  await signUp(page, "Shot");
  await onboard(page, ["Science", "Health", "Travel"]);
  for (const width of [1280, 375]) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle("dark", dark);
        // Each round starts empty, not from the draft the last one auto-saved.
        localStorage.removeItem("ponder:question-draft");
      }, theme === "dark");
      const dialog = await openComposer(page);
      const titleBox = dialog.getByLabel("Question", { exact: true });
      // The empty title's placeholder is never cut: the box is as tall as its text needs.
      expect(await titleBox.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/composer-empty-${width}-${theme}.png` });
      await titleBox.fill("Why are the leaves of my houseplant turning yellow?");
      await dialog.getByRole("textbox", { name: "Question details" }).fill("Is this the science of light, or a health problem with its roots?");
      await dialog.getByRole("list", { name: "Suggested from your question" }).getByRole("button", { name: "Add Science" }).click();
      await expect(dialog.getByRole("list", { name: "Chosen topics" })).toBeVisible();
      await dialog.getByRole("list", { name: "Chosen topics" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/composer-topics-${width}-${theme}.png` });
      // No sideways scrolling inside the dialog on a phone.
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    }
  }
});
