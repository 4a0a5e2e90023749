import { expect, request as playwrightRequest, test } from "@playwright/test";
import { ADMIN } from "../playwright.config";
import { signUpAndSkipOnboarding } from "./helpers";

// No SMTP server in the journeys: the mail waits in the admin outbox, where an admin reads it.
test("forgot password from sign-in: the mailed link sets a new password and signs the member in", async ({ page, baseURL }) => {
  const { email, password } = await signUpAndSkipOnboarding(page, "Rosa");
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
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: ADMIN.username, password: ADMIN.password } })).ok()).toBe(true);
  let link = "";
  await expect
    .poll(
      async () => {
        const outbox = (await (await admin.get("/api/admin/messages?kind=mail")).json()) as { items: { to: string; subject: string; text: string }[] };
        const mail = outbox.items.find((item) => item.to === email && /reset/i.test(item.subject));
        link = mail ? (/(\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1] ?? "") : "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  await admin.dispose();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("New password again").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-new-e2e-password");
  await page.getByLabel("New password again").fill("a-new-e2e-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("another-e2e-password");
  await page.getByLabel("New password again").fill("another-e2e-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid, was already used or has expired" })).toBeVisible();

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
