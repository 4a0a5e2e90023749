import { expect, request as playwrightRequest, test } from "./fixtures";
import { ADMIN } from "../playwright.config";
import { expectAccessible, signUpMember } from "./helpers";

/** The newest outbox mail to `to` whose subject matches, read by an admin (no SMTP in the journeys). */
async function mailLink(baseURL: string | undefined, to: string, subject: RegExp, path: string): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).ok()).toBe(true);
  let link = "";
  await expect
    .poll(
      async () => {
        const outbox = (await (await admin.get("/api/admin/messages?kind=mail")).json()) as { items: { to: string; subject: string; text: string }[] };
        const mail = outbox.items.find((item) => item.to === to && subject.test(item.subject));
        link = mail ? (new RegExp(`(${path}\\?token=[\\w-]+)`).exec(mail.text)?.[1] ?? "") : "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  await admin.dispose();
  return link;
}

// No SMTP server in the journeys: the mail waits in the admin outbox, where an admin reads it.
test("forgot password from sign-in: the mailed link sets a new password and signs the member in", async ({ page, baseURL }) => {
  const { email, password } = await signUpMember(page, "Rosa");
  await page.context().clearCookies();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toContainText("If an account exists for that address, we sent a link");
  await dialog.getByRole("button", { name: "Back to sign in" }).click();

  // The admin outbox: the job queue writes the mail within a second or so.
  const link = await mailLink(baseURL, email, /reset/i, "/reset-password");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page, "the reset password page");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("New password again").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-new-e2e-password");
  await page.getByLabel("New password again").fill("a-new-e2e-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // The link works once: opened again, it says so instead of showing a form that can only fail (issue 23).
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "invalid, was already used or has expired" })).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

  // The old password no longer signs in; the new one does.
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await page.locator("#signin-password").fill("a-new-e2e-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
});

test("settings: change the password in a dialog, and the email by a link mailed to the new address", async ({ page, baseURL }) => {
  const { email, password } = await signUpMember(page, "Tomas");
  await page.goto("/settings");
  await page.getByRole("button", { name: "Change Password" }).click();
  const passwordDialog = page.getByRole("dialog", { name: "Change password" });
  await passwordDialog.getByLabel("Current password").fill("not-my-password");
  await passwordDialog.getByLabel("New password", { exact: true }).fill("settings-new-password");
  await passwordDialog.getByLabel("New password again").fill("settings-new-password");
  await passwordDialog.getByRole("button", { name: "Change password" }).click();
  await expect(passwordDialog.getByText("Your current password is not correct")).toBeVisible();
  await passwordDialog.getByLabel("Current password").fill(password);
  await passwordDialog.getByRole("button", { name: "Change password" }).click();
  await expect(passwordDialog).toBeHidden();
  // The toast, not its screen-reader announcement (which holds the same words while it is read out).
  await expect(page.getByText("Your password was changed. You were signed out everywhere else.", { exact: true })).toBeVisible();
  // Still signed in here.
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  const newEmail = `tomas-new-${Date.now()}@example.com`;
  await page.getByRole("button", { name: "Change Email" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Change email" });
  await emailDialog.getByLabel("New email").fill(newEmail);
  await emailDialog.getByLabel("Your password").fill("settings-new-password");
  await emailDialog.getByRole("button", { name: "Send link" }).click();
  await expect(emailDialog.getByRole("status")).toContainText(`We sent a link to ${newEmail}`);
  await expectAccessible(page, "the change email dialog");
  await emailDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.locator("#settings-email")).toHaveValue(email);

  const link = await mailLink(baseURL, newEmail, /new .* email address/i, "/confirm-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email address changed" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.locator("#settings-email")).toHaveValue(newEmail);
});
