import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoHorizontalOverflow, signUpAndSkipOnboarding, signUpMember } from "./helpers";

/** POSTs as the page's member (its cookies), with the page as origin; returns the JSON. */
async function post(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return response.json();
}

test("the question page: comments on the question, answer orders, related questions, the answer box below the answers", async ({ browser }) => {
  const stamp = Date.now();
  const asker = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpAndSkipOnboarding(asker, "Asker");
  const question = await post(asker, "/api/questions", { title: `How do lighthouse lenses rotate so smoothly ${stamp}?`, content: "<p>A heavy lens, yet no wobble.</p>", topicIds: [] });
  const sibling = await post(asker, "/api/questions", { title: `Why do lighthouse lenses float on mercury ${stamp}?`, content: "", topicIds: [] });
  const first = await post(asker, `/api/questions/${question.id}/answers`, { content: "<p>First: they float on a bath of mercury.</p>" });

  // A second member answers through the box below the answers, reached from the Answer button at the top.
  const answerer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpMember(answerer, "Answerer");
  await answerer.goto(`/questions/${question.id}`);
  await expect(answerer.getByRole("heading", { name: question.title })).toBeVisible();
  await answerer.getByRole("button", { name: "Answer", exact: true }).click();
  const box = answerer.getByRole("textbox", { name: "Your answer" });
  await expect(box).toBeInViewport();
  await box.fill("Second: a clockwork drive with a governor keeps the speed even.");
  await answerer.getByRole("button", { name: "Post Answer" }).click();
  await expect(answerer.getByText("Answer posted").first()).toBeVisible();
  await expect(answerer.getByRole("article", { name: "Answer 2" })).toBeVisible();
  const lastAnswer = await answerer.getByRole("article", { name: "Answer 2" }).boundingBox();
  const answerBox = await answerer.getByRole("heading", { name: "Your Answer" }).boundingBox();
  expect(answerBox!.y, "the answer box is below the answers").toBeGreaterThan(lastAnswer!.y + lastAnswer!.height);

  // Orders: Newest puts the second answer first and is kept in the URL; Oldest the first.
  await asker.goto(`/questions/${question.id}`);
  const sort = asker.getByRole("tablist", { name: "Sort answers" });
  await expect(sort.getByRole("tab", { name: "Votes" })).toHaveAttribute("aria-selected", "true");
  await sort.getByRole("tab", { name: "Newest" }).click();
  await expect(asker).toHaveURL(new RegExp(`/questions/${question.id}\\?sort=newest$`));
  await expect(asker.getByRole("article", { name: "Answer 1" })).toContainText("Second: a clockwork drive");
  await sort.getByRole("tab", { name: "Oldest" }).click();
  await expect(asker).toHaveURL(/\?sort=oldest$/);
  await expect(asker.getByRole("article", { name: "Answer 1" })).toContainText("First: they float");
  // A reload keeps the order: the server's first HTML is in that order too.
  await asker.reload();
  await expect(asker.getByRole("tablist", { name: "Sort answers" }).getByRole("tab", { name: "Oldest" })).toHaveAttribute("aria-selected", "true");
  await expect(asker.getByRole("article", { name: "Answer 1" })).toContainText("First: they float");
  expect(first.id).toBeGreaterThan(0);

  // The answerer comments on the question itself; everyone sees it under the question.
  await answerer.reload();
  const comments = answerer.getByRole("region", { name: "Comments on the question" });
  await comments.getByRole("textbox", { name: "Add a comment" }).fill("Which lighthouse do you have in mind?");
  await comments.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments.getByText("Which lighthouse do you have in mind?")).toBeVisible();
  await asker.reload();
  await expect(asker.getByRole("region", { name: "Comments on the question" }).getByText("Which lighthouse do you have in mind?")).toBeVisible();

  // Related questions (below the answers in a member's frame at 1280 px, which has two sidebars already).
  await expect(asker.getByRole("region", { name: "Related questions" }).getByRole("link", { name: sibling.title })).toBeVisible();
  await asker.screenshot({ path: ".tmp/screens/question-1280-member.png", fullPage: true });

  // The question can be reported from its page (by someone else).
  await answerer.getByRole("button", { name: "Report question" }).click();
  await expect(answerer.getByRole("dialog")).toBeVisible();
  await answerer.keyboard.press("Escape");

  // Screenshots for review: wide and phone, light and dark (a visitor's view).
  const visitor = await (await browser.newContext()).newPage();
  for (const [width, height] of [[1280, 900], [375, 812]] as const) {
    for (const scheme of ["light", "dark"] as const) {
      await visitor.setViewportSize({ width, height });
      await visitor.emulateMedia({ colorScheme: scheme });
      await visitor.goto(`/questions/${question.id}`);
      await expect(visitor.getByRole("region", { name: "Related questions" })).toBeVisible();
      await expectNoHorizontalOverflow(visitor, `question page at ${width}px, ${scheme}`);
      if (width === 1280) {
        // Beside the answers on a wide screen.
        const relatedBox = await visitor.getByRole("region", { name: "Related questions" }).boundingBox();
        const answersBox = await visitor.getByRole("heading", { name: "2 Answers" }).boundingBox();
        expect(relatedBox!.x, "related questions beside the answers").toBeGreaterThan(answersBox!.x + 400);
        expect(relatedBox!.y).toBeLessThan(answersBox!.y);
      }
      await visitor.screenshot({ path: `.tmp/screens/question-${width}-${scheme}.png`, fullPage: true });
    }
  }
  // On a phone, related questions come after the answers.
  const phoneRelated = await visitor.getByRole("region", { name: "Related questions" }).boundingBox();
  const phoneAnswers = await visitor.getByRole("article", { name: "Answer 2" }).boundingBox();
  expect(phoneRelated!.y).toBeGreaterThan(phoneAnswers!.y);
});
