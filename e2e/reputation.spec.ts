import type { APIRequestContext } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpMember } from "./helpers";

/**
 * Issue 24 point 2, reputation where a name is: a member's question gets two upvotes, their
 * name shows 21 on the question page and their profile's Reputation tab charts it and lists the
 * two +10 rows; one vote is withdrawn and the tab strikes that row through, says why, and the
 * total is 11, which the rows (and the starting 1) add up to.
 */
test("reputation beside a name, charted and explained on the profile, and a withdrawn vote struck through", async ({ page, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signUpMember(page, "Asker", "Reputable");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };

  const register = async (firstName: string) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const registered = await api.post("/api/auth/register", { data: { firstName, lastName: "Voter", email: `${firstName.toLowerCase()}-${stamp}@example.com`, password: "e2e-password-123" } });
    expect(registered.status()).toBe(201);
    return api;
  };
  const post = async (api: APIRequestContext, url: string, data: Record<string, unknown> = {}) => {
    const response = await api.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };
  const title = `Why do tides come twice a day ${stamp}?`;
  const question = await post(page.request, "/api/questions", { title, content: "<p>The moon passes once.</p>" });
  const [bea, cal] = [await register("Bea"), await register("Cal")];
  await post(bea, `/api/questions/${question.id}/vote`, { value: 1 });
  await post(cal, `/api/questions/${question.id}/vote`, { value: 1 });

  // The question page: the asker's name with 21 beside it, said in full to a screen reader and on hover.
  await page.goto(`/questions/${question.id}`);
  const byline = page.getByRole("link", { name: "Asker Reputable" }).first().locator("xpath=..");
  const score = byline.getByTitle("Reputation 21");
  await expect(score).toBeVisible();
  await expect(score).toHaveText(/^21\s*Reputation 21$/);

  // The profile: the header's total, and the Reputation tab's chart and history.
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByTestId("profile-reputation")).toHaveText("21 reputation");
  await page.getByRole("tab", { name: "Reputation" }).click();
  const chart = page.getByRole("img", { name: "Reputation over time" });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/From 1 to 21/);
  await expect(page.getByTestId("reputation-total")).toContainText("21");
  const rows = page.getByTestId("reputation-row");
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText("+10");
    await expect(row).toContainText("Question upvoted");
    await expect(row.getByRole("link", { name: title })).toHaveAttribute("href", `/questions/${question.id}`);
  }
  await expect(page.getByTestId("reputation-start")).toContainText("+1");
  await expectAccessible(page, "the Reputation tab");

  // Bea takes her vote back: her row is struck through with why, and the total is 11.
  await post(bea, `/api/questions/${question.id}/vote`, { value: 0 });
  await page.reload();
  await page.getByRole("tab", { name: "Reputation" }).click();
  await expect(page.getByTestId("reputation-total")).toContainText("11");
  await expect(page.getByTestId("profile-reputation")).toHaveText("11 reputation");
  await expect(rows).toHaveCount(2);
  const reversed = page.locator('[data-testid="reputation-row"][data-reversed="true"]');
  await expect(reversed).toHaveCount(1);
  await expect(reversed).toContainText("vote withdrawn");
  await expect(reversed).toContainText("Reversed:");
  await expect(reversed.getByText("+10", { exact: true })).toHaveCSS("text-decoration-line", "line-through");
  await expect(page.locator('[data-testid="reputation-row"]:not([data-reversed])')).toContainText("+10");
  await expect(chart).toHaveAccessibleDescription(/From 1 to 11/);

  // On a phone the tab fits.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, "the Reputation tab at 375 px");
  await bea.dispose();
  await cal.dispose();
});
