import { expect, test } from "./fixtures";
import { expectNoEndlessAnimation, onboard, signUp } from "./helpers";

test("ask, answer, upvote: the answer ranks on the question page, in the feed and on trending", async ({ browser }) => {
  const title = `How do lighthouses keep their lamps turning ${Date.now()}?`;
  const asker = await browser.newPage();
  await signUp(asker, "Asker");
  await onboard(asker, ["Physics", "History", "Travel"]);

  // Ask with a topic through the composer.
  await asker.getByRole("button", { name: "What do you want to ask or share?" }).click();
  const dialog = asker.getByRole("dialog", { name: "Ask a Question" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Post Question" })).toBeDisabled();
  await dialog.getByLabel("Question", { exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Question details" }).fill("Old lighthouses had clockwork. What about now?");
  // Nothing is chosen silently: no topic until the member adds one (a search result, a chip).
  await expect(dialog.getByText("No topics yet.", { exact: false })).toBeVisible();
  await dialog.getByLabel("Search topics").fill("Hist");
  await dialog.getByRole("button", { name: "Add History" }).click();
  await dialog.getByLabel("Search topics").fill("Tech");
  await dialog.getByRole("button", { name: "Add Technology" }).click();
  await expect(dialog.getByRole("list", { name: "Chosen topics" }).getByRole("listitem")).toHaveText(["History", "Technology"]);
  await dialog.getByRole("button", { name: "AI Help" }).click();
  await expect(dialog.getByText("Suggestions")).toBeVisible();
  await dialog.getByRole("button", { name: "Post Question" }).click();
  await expect(asker.getByText("Question posted successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second member finds it in Recent, answers and upvotes.
  const answerer = await (await browser.newContext()).newPage();
  await signUp(answerer, "Answerer");
  await onboard(answerer, ["Physics", "Science", "Technology"]);
  await answerer.getByRole("tab", { name: "Recent" }).click();
  await answerer.getByRole("link", { name: title }).click();
  await expect(answerer.getByRole("heading", { name: title })).toBeVisible();
  // A new member's Vote to close is off (no privilege yet) and still: no spinner left turning.
  await expect(answerer.getByRole("button", { name: /Vote to close/ }).first()).toBeDisabled();
  await expectNoEndlessAnimation(answerer, "another member's question page");
  await answerer.getByRole("textbox", { name: "Your answer" }).fill("Modern lamps sit still; a rotating lens array does the turning, driven by a small electric motor.");
  await answerer.getByRole("button", { name: "Post Answer" }).click();
  await expect(answerer.getByText("Answer posted").first()).toBeVisible();
  await answerer.getByRole("group", { name: "Vote on this question" }).getByRole("button", { name: /Upvote/ }).click();
  await expect(answerer.getByRole("group", { name: "Vote on this question" }).getByRole("button", { name: /Upvote · 1/ })).toBeVisible();

  // The asker sees the answer on the question page and upvotes it.
  await asker.goto("/");
  await asker.getByRole("tab", { name: "Recent" }).click();
  const card = asker.getByRole("article").filter({ hasText: title });
  // The card keeps the top answer behind its toggle (decision 032).
  await card.getByRole("button", { name: "Top answer" }).click();
  await expect(card.getByText(/rotating lens array/)).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  const answer = asker.getByRole("article", { name: "Answer 1" });
  await expect(answer.getByText(/rotating lens array/)).toBeVisible();
  await answer.getByRole("button", { name: /Upvote/ }).click();
  await expect(answer.getByRole("button", { name: /Upvote · 1/ })).toBeVisible();

  // Trending lists it.
  await asker.goto("/trending");
  await expect(asker.getByRole("link", { name: title })).toBeVisible();
});

test("a visitor can read a question but must sign in to answer", async ({ page }) => {
  await page.goto("/");
  const response = await page.request.get("/api/questions?tab=recent&limit=1");
  const { items } = await response.json();
  await page.goto(`/questions/${items[0].id}`);
  await expect(page.getByRole("heading", { name: items[0].title })).toBeVisible();
  await page.getByRole("link", { name: "Sign in to answer" }).click();
  // Signing in comes back to the question (issue 12).
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fquestions%2F${items[0].id}$`));
});
