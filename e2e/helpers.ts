import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Signs a new member up through the Auth screen; returns their email and password. */
export async function signUp(page: Page, firstName: string, lastName = "Tester") {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "e2e-password-123";
  await page.goto("/register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.locator("#signup-password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "One Last Step" })).toBeVisible();
  return { email, password };
}

/** Completes onboarding by choosing these topics. */
export async function onboard(page: Page, topics: string[]) {
  for (const name of topics) await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A new member who skipped onboarding (so follows the three most followed topics), signed in
 * in the page's session, on no page yet: for a journey whose next step opens a page of its own.
 * Made through the API the sign-up and onboarding screens call, not by filling them in: those
 * screens have journeys of their own (signUp, onboard), and doing it by hand in the sixty
 * journeys that only need a member took minutes of every run.
 */
export async function signUpMember(page: Page, firstName: string, lastName = "Tester") {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "e2e-password-123";
  const registered = await page.request.post("/api/auth/register", { data: { firstName, lastName, email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const topics = (await (await page.request.get("/api/topics")).json()) as { id: number }[];
  for (const topic of topics.slice(0, 3)) expect((await page.request.post(`/api/topics/${topic.id}/follow`)).ok()).toBe(true);
  expect((await page.request.patch("/api/users/onboarding", { data: { completed: true } })).status()).toBe(200);
  return { email, password };
}

/**
 * signUpMember, then the member's home feed. A journey that goes elsewhere first calls
 * signUpMember: loading the feed only to leave it cost about a second of Chromium's time in
 * each of some forty journeys.
 */
export async function signUpAndSkipOnboarding(page: Page, firstName: string, lastName = "Tester") {
  const member = await signUpMember(page, firstName, lastName);
  await page.goto("/");
  await expect(page.getByRole("main")).toBeVisible();
  return member;
}

/**
 * Fails on serious or critical accessibility violations (WCAG 2.1 A and AA), naming each rule and
 * node. axe-core runs in the page itself (legacy mode: same-origin frames included, and the
 * journeys' pages have no other) and details only the violations: by default @axe-core/playwright
 * opens a blank page in the context to merge each frame's results and returns every passing
 * node, 2.7 s of CPU a check on a question page against 1.1 with the same violations found
 * (docs/performance.md, 2026-12-07).
 */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(report, `${label} has accessibility violations`).toEqual([]);
}

/** Fails when the page scrolls sideways (e.g. at 375 px). */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * Closes the open menu with Escape, as a keyboard user would, once focus is in it (Radix moves
 * it there a moment after the menu shows). Escape goes to the newest layer: a toast that appeared
 * after the menu opened is dismissed first, so wait for an expected toast before opening a menu.
 */
export async function closeMenuWithEscape(page: Page) {
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.waitForFunction(() => document.activeElement?.closest("[role=menu]") != null);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

/**
 * Fails when the page still runs an animation that never ends (a spinner left turning) once its
 * loads are done (a skeleton pulses while its list loads): on an idle page it keeps a core busy
 * for as long as the page is open, for the reader's battery and for the journeys that run after.
 */
export async function expectNoEndlessAnimation(page: Page, label: string) {
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${(animation as CSSAnimation).animationName ?? "animation"} on ${target?.tagName.toLowerCase()}.${target?.getAttribute("class") ?? ""} in "${target?.closest("button, [role]")?.textContent?.trim().slice(0, 40) ?? ""}"`;
        }),
    );
  await expect.poll(endless, { message: `${label} runs endless animations` }).toEqual([]);
}

/**
 * Follows a page's requests from now on (the live streams aside): `quiet(ms)` waits until none
 * has been in flight for `ms`. Start it before the step whose requests matter, so one already
 * sent is not missed.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const started = (request: { resourceType(): string }) => {
    if (request.resourceType() === "eventsource") return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    quiet: (ms: number) => expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= ms, { intervals: [100], timeout: 15_000 }).toBe(true),
    stop() {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}

/**
 * Opens `path` inside the loaded app, the way its links do (a history push the router follows),
 * and waits until no request but the live streams has been in flight for `quietMs`. A full load
 * (`page.goto`) costs Chromium about 1.3 s of CPU for the document, its scripts and hydration;
 * a sweep that only checks how screens look loads the app once and moves between them.
 */
export async function openInApp(page: Page, path: string, quietMs = 250) {
  const requests = trackRequests(page);
  try {
    await page.evaluate((target) => window.history.pushState(null, "", target), path);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await requests.quiet(quietMs);
  } finally {
    requests.stop();
  }
}
