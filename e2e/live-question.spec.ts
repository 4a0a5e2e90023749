import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpMember, trackRequests } from "./helpers";

/** Where the bar's screenshots go (looked at by hand; kept out of test-results, which each run empties). */
const SHOTS = ".tmp/screens";

/** The page has its question stream open. */
const expectLive = (page: Page) => expect(page.locator('[data-live="on"]')).toHaveCount(1, { timeout: 15_000 });

test("an open question page shows a new answer and votes as they happen, without a reload", async ({ browser }) => {
  // A asks and keeps the page open.
  const a = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpMember(a, "Ada", "Asker");
  const title = `Why do cats purr ${Date.now()}?`;
  const asked = await a.request.post("/api/questions", { data: { title, content: "<p>Mine purrs at the vet too.</p>", topicIds: [] } });
  expect(asked.status()).toBe(201);
  const questionId = (await asked.json()).id as number;
  await a.goto(`/questions/${questionId}`);
  await expect(a.getByRole("heading", { name: "0 Answers" })).toBeVisible();
  const aQuestionVotes = a.getByRole("group", { name: "Vote on this question" });
  await expect(aQuestionVotes.getByRole("button", { name: "Upvote · 0" })).toBeVisible();
  await expectLive(a);
  // Marks this very document: a reload would lose it.
  await a.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // A visitor on a phone reads it too.
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await visitor.goto(`/questions/${questionId}`);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await expectLive(visitor);

  // B answers and upvotes the question.
  const b = await (await browser.newContext()).newPage();
  await signUpMember(b, "Bo", "Answerer");
  await b.goto(`/questions/${questionId}`);
  const answerText = "Purring is a vibration of the larynx muscles; cats purr when content and also to soothe themselves.";
  await b.getByRole("textbox", { name: "Your answer" }).fill(answerText);
  await b.getByRole("button", { name: "Post Answer" }).click();
  await expect(b.getByText("Answer posted").first()).toBeVisible();
  await b.getByRole("group", { name: "Vote on this question" }).getByRole("button", { name: /Upvote/ }).click();
  await expect(b.getByRole("group", { name: "Vote on this question" }).getByRole("button", { name: "Upvote · 1" })).toBeVisible();

  // A's page changes in place: the counts, and a bar instead of the answer under the reader's eyes.
  const bar = a.getByTestId("new-answers-bar");
  await expect(bar).toBeVisible({ timeout: 5_000 });
  await expect(bar).toHaveText(/1 new answer\s*·\s*Show/);
  // Screen readers hear it too.
  await expect(a.getByRole("status").filter({ hasText: "1 new answer" })).toHaveCount(1);
  await expect(a.getByRole("heading", { name: "1 Answer", exact: true })).toBeVisible();
  await expect(aQuestionVotes.getByRole("button", { name: "Upvote · 1" })).toBeVisible();
  await expect(a.getByText(answerText)).toHaveCount(0);
  await bar.scrollIntoViewIfNeeded();
  await a.screenshot({ path: `${SHOTS}/live-question-bar-1280.png` });
  await expectAccessible(a, "question page with the new-answer bar");

  // The visitor's phone too.
  const visitorBar = visitor.getByTestId("new-answers-bar");
  await expect(visitorBar).toBeVisible();
  await expect(visitor.getByRole("group", { name: "Vote on this question" }).getByRole("button", { name: "Upvote · 1" })).toBeVisible();
  await visitorBar.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(visitor, "question page with the new-answer bar at 375 px");
  await visitor.screenshot({ path: `${SHOTS}/live-question-bar-375.png` });

  // Show brings the answer in; the bar goes.
  await bar.getByRole("button", { name: "Show" }).click();
  const answer = a.getByRole("article", { name: "Answer 1" });
  await expect(answer.getByText(answerText)).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(await a.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // A upvotes the answer: the visitor, who has shown it, sees its count change in place.
  await visitorBar.getByRole("button", { name: "Show" }).click();
  const visitorAnswer = visitor.getByRole("article", { name: "Answer 1" });
  await expect(visitorAnswer.getByRole("button", { name: "Upvote · 0" })).toBeVisible();
  // A vote fetches A's page again (every list it shows): that must be over before the tab hides,
  // or a late answer to it would bring the next answer in as if the hidden tab still listened.
  const aRequests = trackRequests(a);
  await answer.getByRole("button", { name: /Upvote/ }).click();
  await expect(answer.getByRole("button", { name: "Upvote · 1" })).toBeVisible();
  await expect(visitorAnswer.getByRole("button", { name: "Upvote · 1" })).toBeVisible();
  await aRequests.quiet(250);
  aRequests.stop();

  // A hidden tab holds no stream; back on screen, it catches up with what happened meanwhile.
  const setVisibility = (page: Page, state: "hidden" | "visible") =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await setVisibility(a, "hidden");
  await expect(a.locator('[data-live="off"]')).toHaveCount(1);
  const second = await b.request.post(`/api/questions/${questionId}/answers`, { data: { content: "<p>Also: kittens purr while nursing, so the mother knows all is well.</p>" } });
  expect(second.status()).toBe(201);
  await expect(a.getByRole("heading", { name: "1 Answer", exact: true })).toBeVisible();
  await setVisibility(a, "visible");
  await expectLive(a);
  await expect(a.getByTestId("new-answers-bar")).toHaveText(/1 new answer\s*·\s*Show/);
  await expect(a.getByRole("heading", { name: "2 Answers" })).toBeVisible();
  // Over the answers it sticks below the header.
  await a.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(a.getByTestId("new-answers-bar")).toBeInViewport();
  await a.screenshot({ path: `${SHOTS}/live-question-bar-sticky-1280.png` });
});
