import { expect, test } from "./fixtures";
import { ADMIN } from "../playwright.config";

test("staff sign in at /admin/login; /admin without a staff session goes there", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText("Authorized personnel only")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter both username and password")).toBeVisible();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Login Successful").first()).toBeVisible();
});
