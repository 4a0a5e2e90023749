import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// Issue 13: a reader whose browser asks for Spanish gets Ponder in Spanish from the first
// HTML on, through sign-up, onboarding, asking and the feed. Texts come from the message
// file itself, so the journey follows the translations as they are kept. Member content
// (topic names, the question) stays as written.
const messages = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../client/src/i18n/messages/${locale}.json`), "utf8")) as Record<string, string>;
const es = messages("es");
const en = messages("en");
const site = "Ponder";

test.use({ locale: "es-ES" });

test("a Spanish reader lands, signs up, onboards, asks and reads the feed in Spanish", async ({ page, request }) => {
  // The server's first HTML is already Spanish (Accept-Language), before any script runs.
  const first = await request.get("/", { headers: { "accept-language": "es-ES,es;q=0.9" } });
  const html = await first.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(es["landing.heroTitle"]);
  expect(html).toContain('hreflang="es"');

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: es["landing.heroTitle"] })).toBeVisible();
  await page.getByRole("link", { name: es["landing.getStarted"] }).first().click();
  // Get Started opens the sign-up form (issue 23, point 2).
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("tab", { name: es["auth.signUp"] })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel(es["auth.firstName"]!, { exact: true }).fill("Lucía");
  await page.getByLabel(es["auth.lastName"]!, { exact: true }).fill("García");
  await page.getByLabel(es["auth.email"]!, { exact: true }).fill(`es-${Date.now()}@example.com`);
  await page.locator("#signup-password").fill("e2e-password-123");
  await page.getByRole("checkbox", { name: /^Acepto/ }).click();
  await page.getByRole("button", { name: es["auth.createAccount"] }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: es["onboarding.title"] })).toBeVisible();
  for (const name of ["Physics", "Cooking", "History"]) await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByText(es["onboarding.selectedCount"]!.replace("{count}", "3").replace("{min}", "3"))).toBeVisible();
  await page.getByRole("button", { name: es["onboarding.continue"] }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(es["onboarding.welcomeToast"]!.replace("{site}", site)).first()).toBeVisible();

  // Asking, in Spanish; the question itself is the member's words.
  await page.getByRole("button", { name: es["feed.askPrompt"] }).click();
  const dialog = page.getByRole("dialog", { name: es["question.composerTitle"] });
  await expect(dialog).toBeVisible();
  const title = `¿Por qué el pan de masa madre sube más despacio en invierno? ${Date.now()}`;
  await dialog.getByLabel(es["question.composerQuestionLabel"]!, { exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: es["question.composerDetailsLabel"] }).fill("Mi cocina está fría y la masa tarda el doble.");
  await dialog.getByLabel(es["question.composerSearchTopics"]!).fill("cook");
  await dialog
    .getByRole("list", { name: es["question.composerMatchingTopics"] })
    .getByRole("button", { name: es["question.composerAddNamedTopic"]!.replace("{topic}", "Cooking") })
    .click();
  await expect(dialog.getByRole("list", { name: es["question.composerChosenTopics"] }).getByRole("listitem")).toHaveText(["Cooking"]);
  await dialog.getByRole("button", { name: es["question.composerPost"] }).click();
  await expect(page.getByText(es["question.composerPosted"]!).first()).toBeVisible();
  // Posting opens the new question (issue 23, point 1).
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // The feed: Spanish frame, the member's own question as written.
  await page.goto("/");
  await page.getByRole("tab", { name: es["feed.tabRecent"] }).click();
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: es["nav.trending"] }).first()).toBeVisible();
  // None of the frame's English words is left on the page.
  for (const id of ["feed.askPrompt", "feed.tabRecent", "nav.home", "shell.addQuestion"]) {
    await expect(page.getByText(en[id]!, { exact: true })).toHaveCount(0);
  }
  // After a reload the server renders the member's page in Spanish too.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: es["feed.askPrompt"] })).toBeVisible();
});
