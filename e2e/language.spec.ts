import { expect, test } from "./fixtures";

// Issue 13, "Languages": a visitor's first page follows Accept-Language, in the server's first
// HTML already; the footer's selector switches every text at once, without a reload, and the
// choice is remembered.

test.use({ locale: "es-ES" });

test("a Spanish reader lands in Spanish, switches to German from the footer, and stays in German", async ({ page }) => {
  // The server's first HTML is Spanish: the lang attribute and the prerendered text.
  const first = await page.request.get("/", { headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" } });
  const html = await first.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain("Un lugar para compartir conocimiento");

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Un lugar para compartir conocimiento" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Empezar" })).toBeVisible();
  await expect(page.locator("footer").getByRole("link", { name: "Normas de la comunidad" })).toBeVisible();

  // Switching: no reload (a mark on the window survives), every text follows.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator("footer select").selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: "Ein Ort, um Wissen zu teilen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("footer").getByRole("link", { name: "Community-Richtlinien" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Remembered: after a reload, and in the server's HTML, whatever Accept-Language says.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Ein Ort, um Wissen zu teilen" })).toBeVisible();
  await expect(page.locator("footer select")).toHaveValue("de");
  const again = await (await page.request.get("/", { headers: { "accept-language": "es" } })).text();
  expect(again).toContain('<html lang="de"');

  // Content pages follow too.
  await page.locator("footer").getByRole("link", { name: "Community-Richtlinien" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community-Richtlinien" })).toBeVisible();
});
