import type { APIRequestContext } from "@playwright/test";
import { expect, request as playwrightRequest, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { signUpMember } from "./helpers";

// A 2x2 PNG: the upload endpoint decodes and re-encodes it, so it must be a real image.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPYoqwFRAwQCgAeUgQFuuRxhAAAAABJRU5ErkJggg==",
  "base64",
);


test("a member edits their profile and keeps a notification preference", async ({ page }) => {
  await signUpMember(page, "Morgan", "Profile");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Morgan Profile" })).toBeVisible();
  await expect(page.getByText("No questions yet")).toBeVisible();
  await expect(page.getByText("You haven't asked any questions yet.", { exact: false })).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]+\/edit$/);
  const profileUrl = page.url().replace(/\/edit$/, "");
  await page.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Profile picture updated", { exact: true })).toBeVisible();
  await expect(page.locator('img[src^="/api/uploads/"]').first()).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveAttribute("type", "url");
  const bio = page.getByRole("textbox", { name: "Bio" });
  await bio.fill("x".repeat(501));
  await expect(page.getByText("501/500")).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Bio must be at most 500 characters")).toBeVisible();

  await bio.fill("I grow tomatoes and read about black holes.");
  await expect(page.getByText("43/500")).toBeVisible();
  await page.getByLabel("Employment").fill("Astronomer at the Observatory");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your profile has been updated successfully.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByText("I grow tomatoes and read about black holes.")).toBeVisible();
  await expect(page.getByText("Astronomer at the Observatory")).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Notification Preferences" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Bio" })).toHaveValue("I grow tomatoes and read about black holes.");
  // Issue 23.6: the sections are listed at the side.
  const sections = page.getByRole("navigation", { name: "Settings sections" });
  await expect(sections.getByRole("link")).toHaveText(["Profile Information", "Notification Preferences", "Privacy & Security", "Security", "Data Management"]);

  // A switch saves when switched, and a toast says so; a failed save moves it back and says why.
  const digest = page.getByRole("switch", { name: "Weekly digest" });
  await expect(digest).toHaveAttribute("aria-checked", "true");
  await digest.click();
  await expect(page.getByText("Weekly digest turned off", { exact: true })).toBeVisible();
  await expect(digest).toHaveAttribute("aria-checked", "false");
  await page.route("**/api/users/*", (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal","message":"Internal Server Error"}' }) : route.fallback(),
  );
  const mail = page.getByRole("switch", { name: "Email notifications" });
  await mail.click();
  await expect(page.getByText("Not saved: Email notifications", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to update your settings. Please try again.", { exact: true })).toBeVisible();
  await expect(mail).toHaveAttribute("aria-checked", "true");
  await page.unroute("**/api/users/*");

  // The profile form saves with its own button, which waits for a change; leaving with the
  // change unsaved asks first, by a link as by the browser's Back button.
  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Location").fill("Lisbon");
  await expect(save).toBeEnabled();
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Trending", exact: true }).first().click();
  await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\/settings$/);
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked).toHaveLength(2);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("Location")).toHaveValue("Lisbon");
  await save.click();
  await expect(page.getByText("Your settings have been saved successfully.", { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole("link", { name: "Trending", exact: true }).first().click();
  await expect(page).toHaveURL(/\/trending$/);
  expect(asked).toHaveLength(2);

  await page.goto("/settings");
  await expect(page.getByLabel("Location")).toHaveValue("Lisbon");
  await expect(page.getByRole("switch", { name: "Weekly digest" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Email notifications" })).toHaveAttribute("aria-checked", "true");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ponder-data-\d{4}-\d{2}-\d{2}\.json$/);
});

test("a member follows someone, reads their answers, and cannot edit their profile", async ({ page }) => {
  await signUpMember(page, "Riley", "Profile");
  const feed = await (await page.request.get("/api/questions?limit=50")).json();
  // Someone who has answered (a top answer's author), so their Answers tab has something,
  // whatever the journeys before this one asked.
  const author = feed.items.find((item: { topAnswerAuthor: { id: string } | null }) => item.topAnswerAuthor)?.topAnswerAuthor as { id: string };

  // Other journeys may have followed this author already: count from what they have now.
  const before = (await (await page.request.get(`/api/users/${author.id}`)).json()).stats.followerCount as number;
  const followers = (n: number) => new RegExp(`^${n} followers?\\b`);

  await page.goto(`/profile/${author.id}`);
  await expect(page.getByRole("button", { name: "Follow" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Edit Profile" })).toHaveCount(0);
  await page.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByRole("button", { name: "Following" })).toBeVisible();
  await expect(page.getByText(followers(before + 1))).toBeVisible();

  await page.getByRole("tab", { name: /Answers/ }).click();
  await expect(page.getByText("Answer to:").first()).toBeVisible();
  const questionLink = page.getByRole("tabpanel").getByRole("link").first();
  await expect(questionLink).toHaveAttribute("href", /^\/questions\/\d+$/);

  await page.goto(`/profile/${author.id}/edit`);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You can only edit your own profile.")).toBeVisible();
  await page.goto(`/profile/${author.id}/settings`);
  await expect(page.getByText("You can only access your own settings.")).toBeVisible();
  await page.goto("/profile/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  await expect(page.getByText("The user profile you're looking for doesn't exist.")).toBeVisible();
});

test("a member deletes their account and is signed out", async ({ page }) => {
  await signUpMember(page, "Casey", "Profile");
  await page.goto("/settings");
  let prompt = "";
  page.once("dialog", (dialog) => {
    prompt = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Your account has been permanently deleted.", { exact: true })).toBeVisible();
  expect(prompt).toBe("Are you sure you want to delete your account? This action cannot be undone.");
  await expect(page.getByRole("heading", { name: "A place to share knowledge" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

/**
 * Issue 23 point 4, honest numbers: a member without a bio has no invented job line; a post's
 * score is its upvotes minus its downvotes; an answer without comments invites one instead of
 * saying "0 comments", and a comment without upvotes shows no "0".
 */
test("honest numbers: no made-up job line, net scores, and no zero counters", async ({ page, baseURL }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // Members made through the API: the reader in the page's own cookie jar, two others in jars of their own.
  const register = async (api: APIRequestContext, firstName: string) => {
    const registered = await api.post("/api/auth/register", { data: { firstName, lastName: "Honest", email: `${firstName.toLowerCase()}-${stamp}@example.com`, password: "e2e-password-123" } });
    expect(registered.status()).toBe(201);
    expect((await api.patch("/api/users/onboarding", { data: { completed: true } })).status()).toBe(200);
  };
  const post = async (api: APIRequestContext, url: string, data: Record<string, unknown>) => {
    const response = await api.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };
  await register(page.request, "Reader");
  const asker = await playwrightRequest.newContext({ baseURL });
  const critic = await playwrightRequest.newContext({ baseURL });
  await register(asker, "Asker");
  // Downvoting needs 50 reputation (issue 24): the critic is staff, who have every privilege.
  expect((await critic.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).status()).toBe(200);
  const question = await post(asker, "/api/questions", { title: `Why do onions make us cry ${stamp}?`, content: "<p>Every time I cook.</p>" });
  await post(critic, `/api/questions/${question.id}/vote`, { value: -1 });
  await post(asker, `/api/questions/${question.id}/answers`, { content: "<p>Cutting them releases a gas that stings the eyes.</p>" });
  await post(critic, `/api/questions/${question.id}/comments`, { content: "Red ones or white ones?" });

  // No bio, no employment: the account menu and the profile state no job.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Reader Honest" })).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByText("Software Developer")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // One downvote: the score is -1, not "0 upvotes"; the reader's upvote brings it to 0.
  await page.goto(`/questions/${question.id}`);
  const votes = page.getByRole("group", { name: "Vote on this question" });
  await expect(votes.getByRole("button", { name: "Upvote · -1" })).toBeVisible();
  await votes.getByRole("button", { name: "Upvote · -1" }).click();
  await expect(votes.getByRole("button", { name: "Upvote · 0" })).toHaveAttribute("aria-pressed", "true");

  // Someone else's comment without upvotes: its upvote button shows no "0".
  const onQuestion = page.getByRole("region", { name: "Comments on the question" });
  await expect(onQuestion.getByText("Red ones or white ones?")).toBeVisible();
  await expect(onQuestion.getByRole("button", { name: "Upvote comment · 0" })).toHaveText("");

  // The answer has no comments: it invites the first, whose box opens focused.
  const answer = page.getByRole("article", { name: /^Answer 1/ });
  await expect(answer.getByRole("button", { name: "Add a comment" })).toBeVisible();
  await expect(page.getByText(/\b0 comments\b/)).toHaveCount(0);
  await expect(page.getByText("No comments yet")).toHaveCount(0);
  await answer.getByRole("button", { name: "Add a comment" }).click();
  const box = answer.getByRole("textbox", { name: "Add a comment" });
  await expect(box).toBeFocused();
  await box.fill("Chilling them first helps.");
  await answer.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(answer.getByText("Chilling them first helps.")).toBeVisible();
  await expect(answer.getByRole("button", { name: "1 comment" })).toBeVisible();
  await asker.dispose();
  await critic.dispose();
});
