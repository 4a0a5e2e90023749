import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpAndSkipOnboarding } from "./helpers";

interface Remembered {
  __serverHeading?: Element | null;
  __serverNodes?: number;
}

/**
 * Runs in every document before its scripts: once the server's HTML is parsed and before the
 * app's module runs (readyState 'interactive' comes first), keeps the prerender's heading.
 */
function rememberServerHeading() {
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const remembered = window as unknown as Remembered;
    remembered.__serverHeading = document.querySelector("#root h1");
    remembered.__serverNodes = document.querySelectorAll("#root *").length;
  });
}

/** Console errors and warnings, and uncaught errors, of the page from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Loads `path` and checks that the app adopted the server's HTML: the heading React now
 * manages is the very node the server sent (a render from scratch would have replaced it),
 * the prerender's waiting controls are enabled, and nothing reported a mismatch.
 */
async function expectHydrated(page: Page, path: string, heading: string | RegExp) {
  const problems = collectProblems(page);
  await page.goto(path);
  const serverHeading = await page.evaluate(() => (window as unknown as Remembered).__serverHeading?.textContent ?? null);
  expect(serverHeading, `${path}: the server's HTML has the page's heading`).toMatch(heading);
  // React marks the nodes it manages; hydration marks the server's own nodes.
  await page.waitForFunction(() => {
    const h1 = document.querySelector("#root h1");
    return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith("__reactFiber$")));
  });
  await page.waitForLoadState("networkidle");
  const state = await page.evaluate(() => {
    const remembered = window as unknown as Remembered;
    return {
      sameHeading: document.querySelector("#root h1") === remembered.__serverHeading,
      serverNodes: remembered.__serverNodes ?? 0,
      waiting: document.querySelectorAll("#root [data-waits-for-app]").length,
      disabledButtons: [...document.querySelectorAll<HTMLButtonElement>("#root button:disabled")].map((button) => button.outerHTML.slice(0, 120)),
    };
  });
  expect(state.serverNodes, `${path}: the server sent a prerender`).toBeGreaterThan(20);
  expect(state.sameHeading, `${path}: the app kept the server's heading node (hydrated, not rendered again)`).toBe(true);
  expect(state.waiting, `${path}: controls the prerender disabled are enabled`).toBe(0);
  expect(problems.filter((problem) => /hydrat|did not match|Minified React error/i.test(problem)), `${path}: hydration problems`).toEqual([]);
  return state;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(rememberServerHeading);
});

test("visitors' landing and question pages hydrate the server's HTML, and work after", async ({ page }) => {
  await expectHydrated(page, "/", "A place to share knowledge");
  // Hydrated means working: a link of the prerender navigates inside the app, in the same
  // document (a plain link would load a new one, without this mark).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("link", { name: "Log In" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);

  const { items } = (await (await page.request.get("/api/questions?tab=recent&limit=1")).json()) as { items: { id: number; title: string }[] };
  await expectHydrated(page, `/questions/${items[0]!.id}`, items[0]!.title);
  // Relative times read as the server wrote them, then by the browser's clock with a local tooltip.
  await expect(page.locator("main time").first()).toHaveAttribute("title", /\d/);
});

test("a member's home feed, topic, profile and question page hydrate with their own data", async ({ page }) => {
  await signUpAndSkipOnboarding(page, "Hydra", "Member");
  await expectHydrated(page, "/", "Home feed");
  const topics = (await (await page.request.get("/api/topics")).json()) as { id: number; name: string }[];
  await expectHydrated(page, `/topics/${topics[0]!.id}`, topics[0]!.name);
  const { items } = (await (await page.request.get("/api/questions?tab=recent&limit=1")).json()) as {
    items: { id: number; title: string; author: { id: string; firstName: string | null } | null }[];
  };
  await expectHydrated(page, `/profile/${items[0]!.author!.id}`, items[0]!.author!.firstName ?? /\w/);
  await expectHydrated(page, `/questions/${items[0]!.id}`, items[0]!.title);
  // The member's controls work after hydration: the vote button answers.
  const upvote = page.getByRole("group", { name: "Vote on this question" }).getByRole("button").first();
  await upvote.click();
  await expect(upvote).toHaveAttribute("aria-pressed", "true");
});

test("a prerender made from other data than the page's boot data is rendered anew, cleanly", async ({ page }) => {
  const { items } = (await (await page.request.get("/api/questions?tab=recent&limit=1")).json()) as { items: { id: number; title: string }[] };
  const { id, title } = items[0]!;
  // As if the page were put together from a cached render and fresher answers: the boot data
  // says another title than the markup.
  await page.route(`**/questions/${id}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace(`"title":${JSON.stringify(title)}`, `"title":${JSON.stringify(`${title} (edited)`)}`);
    expect(changed).not.toBe(html);
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)));
    await route.fulfill({ response, headers, body: changed });
  });
  const problems = collectProblems(page);
  await page.goto(`/questions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (edited)`);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.querySelector("#root h1") === (window as unknown as Remembered).__serverHeading)).toBe(false);
  expect(problems.filter((problem) => /hydrat|did not match|Minified React error/i.test(problem))).toEqual([]);
});
