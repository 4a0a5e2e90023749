// npm run screenshots: pictures of the main screens (desktop, phone, dark) into .tmp/screens,
// from a server already running at BASE_URL (default http://127.0.0.1:5000).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_ARGS } from "./chromium-args.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:5000";
const out = ".tmp/screens";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});

const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 375, height: 780 } };

async function shoot(name, path, { viewport = "desktop", dark = false, before } = {}) {
  const context = await browser.newContext({ viewport: viewports[viewport], colorScheme: dark ? "dark" : "light" });
  const page = await context.newPage();
  if (before) await before(page);
  await page.goto(base + path);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}/${name}-${viewport}${dark ? "-dark" : ""}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  if (overflow) console.warn(`horizontal overflow on ${name} (${viewport})`);
  await context.close();
}

async function signUp(page) {
  await page.goto(base + "/register");
  await page.getByLabel("First name").fill("Screen");
  await page.getByLabel("Last name").fill("Shot");
  await page.getByLabel("Email").fill(`screens-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await page.locator("#signup-password").fill("screenshot-pass");
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(/onboarding/);
}

async function onboarded(page) {
  await signUp(page);
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

for (const viewport of ["desktop", "phone"]) {
  for (const dark of [false, true]) {
    await shoot("landing", "/", { viewport, dark });
    await shoot("auth", "/auth", { viewport, dark });
    await shoot("onboarding", "/onboarding", { viewport, dark, before: signUp });
    await shoot("home", "/", { viewport, dark, before: onboarded });
  }
  await shoot("admin-login", "/admin/login", { viewport });
  await shoot("not-found", "/nope", { viewport });
}
await browser.close();
console.info(`Screenshots in ${out}`);
