import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoHorizontalOverflow, signUpAndSkipOnboarding, signUpMember } from "./helpers";

/** POSTs as the page's member (its cookies), with the page as origin; returns the JSON. */
async function post(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return response.json();
}

test("comment votes and edits: a member upvotes another's comment and edits their own", async ({ browser }) => {
  const stamp = Date.now();
  const asker = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpAndSkipOnboarding(asker, "Asker");
  const question = await post(asker, "/api/questions", { title: `Why do tides come twice a day ${stamp}?`, content: "<p>One moon, two tides.</p>", topicIds: [] });
  await post(asker, `/api/questions/${question.id}/comments`, { content: "Asking about the Atlantic coast." });
  const answer = await post(asker, `/api/questions/${question.id}/answers`, { content: "<p>The far side bulges too.</p>" });
  await post(asker, `/api/answers/${answer.id}/comments`, { content: "Answering myself, to be checked." });

  const member = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpMember(member, "Voter");
  await member.goto(`/questions/${question.id}`);
  const comments = member.getByRole("region", { name: "Comments on the question" });
  await expect(comments.getByText("Asking about the Atlantic coast.")).toBeVisible();

  // Upvote the asker's comment, see the count move, take it back, upvote again.
  const upvote = comments.getByRole("button", { name: /^Upvote comment · \d+$/ });
  await expect(upvote).toHaveAccessibleName("Upvote comment · 0");
  await expect(upvote).toHaveAttribute("aria-pressed", "false");
  await upvote.click();
  await expect(comments.getByRole("button", { name: "Upvote comment · 1" })).toHaveAttribute("aria-pressed", "true");
  await comments.getByRole("button", { name: "Upvote comment · 1" }).click();
  await expect(comments.getByRole("button", { name: "Upvote comment · 0" })).toHaveAttribute("aria-pressed", "false");
  await comments.getByRole("button", { name: "Upvote comment · 0" }).click();
  await expect(comments.getByRole("button", { name: "Upvote comment · 1" })).toBeVisible();
  // Someone else's comment: no Edit.
  await expect(comments.getByRole("button", { name: "Edit comment" })).toHaveCount(0);

  // The member comments, then edits their own comment inline.
  await comments.getByRole("textbox", { name: "Add a comment" }).fill("Is it the same on the Pacfic?");
  await comments.getByRole("button", { name: "Comment", exact: true }).click();
  const own = comments.getByRole("listitem").filter({ hasText: "Voter Tester" });
  await expect(own.getByText("Is it the same on the Pacfic?")).toBeVisible();
  // Their own comment has no upvote button (only a count once others vote).
  await expect(own.getByRole("button", { name: /^Upvote comment/ })).toHaveCount(0);
  await own.getByRole("button", { name: "Edit comment" }).click();
  const editBox = own.getByRole("textbox", { name: "Edit comment" });
  await expect(editBox).toHaveValue("Is it the same on the Pacfic?");
  await editBox.fill("Is it the same on the Pacific?");
  await own.getByRole("button", { name: "Save" }).click();
  await expect(comments.getByText("Is it the same on the Pacific?")).toBeVisible();
  await expect(comments.getByText("Is it the same on the Pacfic?")).toHaveCount(0);

  // An answer's comments vote the same way.
  const answerCard = member.getByRole("article", { name: "Answer 1" });
  await answerCard.getByRole("button", { name: "1 comment" }).click();
  await expect(answerCard.getByText("Answering myself, to be checked.")).toBeVisible();
  await answerCard.getByRole("button", { name: "Upvote comment · 0" }).click();
  await expect(answerCard.getByRole("button", { name: "Upvote comment · 1" })).toHaveAttribute("aria-pressed", "true");

  // The asker sees the count on their own comment (not a button), and the edit; a reload keeps both.
  await asker.goto(`/questions/${question.id}`);
  const askerComments = asker.getByRole("region", { name: "Comments on the question" });
  await expect(askerComments.getByLabel("1 upvote")).toBeVisible();
  await expect(askerComments.getByText("Is it the same on the Pacific?")).toBeVisible();

  // A visitor sees the counts; screenshots at 1280 and 375 px.
  const visitor = await (await browser.newContext()).newPage();
  for (const [width, height] of [[1280, 900], [375, 812]] as const) {
    await visitor.setViewportSize({ width, height });
    await visitor.goto(`/questions/${question.id}`);
    const visitorComments = visitor.getByRole("region", { name: "Comments on the question" });
    await expect(visitorComments.getByRole("button", { name: "Upvote comment · 1" })).toBeVisible();
    await expectNoHorizontalOverflow(visitor, `comments at ${width}px`);
    await visitorComments.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `.tmp/screens/comment-votes-${width}.png` });
  }
  await member.setViewportSize({ width: 375, height: 812 });
  await comments.scrollIntoViewIfNeeded();
  await member.screenshot({ path: ".tmp/screens/comment-votes-375-member.png" });
});
