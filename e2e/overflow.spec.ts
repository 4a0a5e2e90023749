// Issue 13: member text with a 300-letter word or a long URL in a title, a body or a name
// once made the feed 1,667 px and the question page 2,211 px wide on a 375 px phone. Every
// page that shows it must fit the phone's width; the phone's top bar keeps its search button
// and the Add Question pill whole.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openInApp, signUpAndSkipOnboarding } from "./helpers";

const WORD = `Pneumono${"x".repeat(288)}osis`.slice(0, 300);
const URL_TEXT = `https://example.com/${"very-long-path-segment/".repeat(8)}?query=${"y".repeat(40)}`;

const fitsPhone = async (page: Page, label: string) => {
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} is ${width}px wide at 375px`).toBeLessThanOrEqual(375);
};

test("long unbroken words and URLs never widen a page at 375 px", async ({ page }) => {
  expect(WORD).toHaveLength(300);
  await signUpAndSkipOnboarding(page, "Wide", "Words");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const profile = await page.request.patch(`/api/users/${me.id}`, {
    data: { firstName: WORD.slice(0, 100), lastName: "Z".repeat(100), bio: `${WORD} ${URL_TEXT.slice(0, 150)}`, location: "L".repeat(100) },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const topics = (await (await page.request.get("/api/users/topics/followed")).json()) as { id: number }[];
  const ask = async (title: string) => {
    const response = await page.request.post("/api/questions", {
      data: { title, content: `<p>${WORD}</p><p><a href="${URL_TEXT}">${URL_TEXT}</a> ${URL_TEXT}</p>`, topicIds: [topics[0]!.id] },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: number }).id;
  };
  const wordQuestion = await ask(WORD);
  const urlQuestion = await ask(`Why does ${URL_TEXT} break?`);
  const answer = await page.request.post(`/api/questions/${wordQuestion}/answers`, { data: { content: `<p>${WORD}</p><p>${URL_TEXT}</p>` } });
  expect(answer.ok(), await answer.text()).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path, label] of [
    ["/", "the feed"],
    [`/questions/${wordQuestion}`, "the question page (long word)"],
    [`/questions/${urlQuestion}`, "the question page (long URL)"],
    [`/profile/${me.id}`, "the profile"],
    [`/search?q=${encodeURIComponent(WORD)}`, "search"],
    [`/topics/${topics[0]!.id}`, "the topic page"],
  ] as const) {
    await page.goto(path);
    await fitsPhone(page, label);
  }

  // The top bar on a phone: a search button that opens the field, and the ask pill on one line.
  await page.goto("/");
  const banner = page.getByRole("banner");
  const askPill = banner.getByRole("button", { name: "Add Question" });
  await expect(askPill).toBeVisible();
  const box = (await askPill.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await banner.getByRole("button", { name: "Search", exact: true }).click();
  // The desktop field is in the banner too, hidden on phones: the visible one is the one opened.
  const field = banner.getByRole("combobox", { name: "Search Ponder" });
  await expect(field).toBeFocused();
  await field.fill("ferns");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=ferns$/);
  await fitsPhone(page, "search from the top bar");
});

test("translated labels fit a phone too: the member screens with the longest labels, in the eight other languages, at 375 px", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndSkipOnboarding(page, "Lang", "Wide");
  // "Cerrar sesión en todos los demás dispositivos" once pushed the settings page 21 px wide.
  // Each language is loaded once (the server's page in it), then the app moves between the
  // screens as its links do: 8 page loads, not 48 (a load costs Chromium about 1.3 s of CPU).
  for (const locale of ["es", "de", "fr", "it", "pt", "ja", "ko", "zh"]) {
    // The site's root as the cookie's URL: a screen's own URL (/ads/create) would scope it to /ads,
    // and every other screen would keep the language before (the sweep once checked Spanish eight times).
    await context.addCookies([{ name: "ponder_locale", value: locale, url: new URL("/", page.url()).href }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale}`));
    await fitsPhone(page, `/ in ${locale}`);
    for (const path of ["/trending", "/settings", "/business", "/monetization", "/ads/create"]) {
      await openInApp(page, path);
      await fitsPhone(page, `${path} in ${locale}`);
    }
  }
});
