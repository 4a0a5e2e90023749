import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpMember } from "./helpers";

/** Where the journey leaves its screenshots of the revisions page (looked at by a person). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/revisions";

test("a member edits their answer with a summary, sees 'edited', and reads the diff on the revisions page", async ({ page }) => {
  await signUpMember(page, "Reviser");
  const asked = await page.request.post("/api/questions", {
    data: { title: `Why do lighthouses flash in patterns? ${Date.now()}`, content: "<p>Each one seems to have its own rhythm.</p>" },
  });
  expect(asked.status()).toBe(201);
  const question = (await asked.json()) as { id: number; title: string };

  await page.goto(`/questions/${question.id}`);
  await page.getByRole("textbox", { name: "Your answer" }).fill("Each lighthouse has a character so sailors can tell them apart at night.");
  await page.getByRole("button", { name: "Post Answer" }).click();
  await expect(page.getByText("Answer posted").first()).toBeVisible();
  const answer = page.getByRole("article", { name: "Answer 1" });
  await expect(answer.getByText(/edited/)).toHaveCount(0);

  // The edit, with its summary.
  await answer.getByRole("button", { name: "Edit" }).click();
  await answer.getByRole("textbox", { name: "Edit your answer" }).fill("Each lighthouse has a distinct light characteristic so sailors can identify them at night, listed on nautical charts.");
  await answer.getByRole("textbox", { name: "Edit summary" }).fill("Named the light characteristic and the charts");
  await answer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Answer updated").first()).toBeVisible();
  const edited = answer.getByRole("link", { name: /^edited/ });
  await expect(edited).toBeVisible();
  await expect(edited).toHaveText(/^edited (now|\d+ (second|minute)s? ago)/);

  // The revisions page: both versions, the summary, and the words that changed.
  await edited.click();
  await expect(page).toHaveURL(new RegExp(`/questions/${question.id}/revisions\\?answer=\\d+$`));
  await expect(page.getByRole("heading", { name: "Revisions" })).toBeVisible();
  await expect(page.getByText("2 revisions")).toBeVisible();
  const latest = page.getByRole("article", { name: "Revision 2" });
  await expect(latest.getByText("Named the light characteristic and the charts")).toBeVisible();
  await expect(latest.locator("ins").filter({ hasText: "nautical" })).toBeVisible();
  await expect(latest.locator("del").filter({ hasText: "tell" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Revision 1" }).getByText(/Original/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Roll back to 1" })).toBeVisible();
  await expectAccessible(page, "revisions page");

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      await expectNoHorizontalOverflow(page, `revisions at ${width} px, ${scheme}`);
      await page.screenshot({ path: `${SHOTS}/revisions-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await expectAccessible(page, "revisions page, dark, 375 px");

  // Rolling back is itself a revision, and the answer reads as the original again.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Roll back to 1" }).click();
  await expect(page.getByText("3 revisions")).toBeVisible();
  await expect(page.getByRole("article", { name: "Revision 3" }).getByText("Rolled back to revision 1")).toBeVisible();
  await page.getByRole("link", { name: "Back to the answer" }).click();
  await expect(page.getByRole("article", { name: "Answer 1" }).getByText(/a character so sailors can tell them apart/)).toBeVisible();

  // The question's own revisions: its title and topics changed, by the asker, through the API.
  const topics = (await (await page.request.get("/api/topics")).json()) as { id: number; name: string }[];
  const patched = await page.request.patch(`/api/questions/${question.id}`, {
    data: { title: `Why do lighthouses flash in distinct patterns? ${Date.now()}`, topicIds: [topics[0]!.id, topics[1]!.id], editSummary: "Title and topics" },
  });
  expect(patched.status()).toBe(200);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`/questions/${question.id}`);
  await expect(page.getByRole("article").first().getByRole("link", { name: /^edited/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/question-page-375-light.png`, fullPage: true });
  await page.getByRole("article").first().getByRole("link", { name: /^edited/ }).click();
  await expect(page).toHaveURL(new RegExp(`/questions/${question.id}/revisions$`));
  const retitled = page.getByRole("article", { name: "Revision 2" });
  await expect(retitled.locator("ins").filter({ hasText: "distinct" })).toBeVisible();
  await expect(retitled.getByRole("list", { name: "Topic changes" }).getByText(topics[0]!.name)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/question-revisions-1280-light.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 780 });
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoHorizontalOverflow(page, "question revisions at 375 px");
  await page.screenshot({ path: `${SHOTS}/question-revisions-375-dark.png`, fullPage: true });
});
