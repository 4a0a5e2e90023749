import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUp } from "./helpers";

const firstQuestionId = async (page: Page) => {
  const response = await page.request.get("/api/questions?tab=recent&limit=1");
  return (await response.json()).items[0].id as number;
};

test("the footer's links go where the spec says", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const expected: Record<string, string> = {
    About: "/about",
    Careers: "/careers",
    Press: "/press",
    Blog: "/blog",
    Investors: "/investors",
    "Help Center": "/help",
    "Contact Us": "/contact",
    Safety: "/safety",
    "Community Guidelines": "/community-guidelines",
    Report: "/report",
    "Privacy Policy": "/privacy",
    "Terms of Service": "/terms",
    "Cookie Policy": "/cookie-policy",
    Copyright: "/copyright",
    Accessibility: "/accessibility",
    "Ponder Business": "/business",
    "Ponder+": "/ponder-plus",
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(footer.getByRole("link", { name, exact: true }).first(), name).toHaveAttribute("href", href);
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  const languages = footer.getByRole("combobox", { name: "Language" });
  await expect(languages.locator("option")).toHaveText(["English", "Español", "Français", "Deutsch", "Italiano", "Português", "日本語", "한국어", "中文"]);
  // The interface switches at once and stays switched (e2e/language.spec.ts goes further).
  await languages.selectOption("fr");
  await expect(page.getByRole("link", { name: "En savoir plus" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.locator("footer select").selectOption("en");
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#features$/);
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("static pages show their contents, and the contact form is validated and sent", async ({ page }) => {
  await page.goto("/about");
  // The members are counted, not the spec's made-up "400 million monthly users" (issue 23).
  await expect(page.getByText("members", { exact: true })).toBeVisible();
  await expect(page.getByText("400 million")).toHaveCount(0);
  await page.goto("/privacy");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(6);
  await page.goto("/terms");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(7);
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name").fill("Visitor");
  await page.getByLabel("Email").fill("visitor@example.com");
  await page.getByLabel("Subject").fill("Hello");
  await page.getByLabel("Message").fill("I love this site.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent").first()).toBeVisible();
});

test("dark mode survives a reload and Auto follows the system", async ({ page }) => {
  await signUp(page, "Dusk");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitemcheckbox", { name: /Dark mode/ }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitemcheckbox", { name: /Auto/ }).click();
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("every item of the avatar menu opens its screen (spec 2.4), in the spec's order", async ({ page }) => {
  await signUp(page, "Menu");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The header's nav and the sidebar's five links (spec 2.4).
  const nav = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  await expect(nav).toHaveText(["Home", "Following", "Trending", "Business"]);
  expect(await nav.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/", "/following", "/trending", "/business"]);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  for (const [name, href] of [["Home", "/"], ["Following", "/following"], ["Trending", "/trending"], ["Spaces", "/spaces"], ["Business", "/business"]]) {
    await expect(sidebar.getByRole("link", { name: name!, exact: true }).first()).toHaveAttribute("href", href!);
  }

  const menu = page.getByRole("menu");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(menu.getByText("Menu Tester", { exact: true })).toBeVisible();
  // No bio, no employment: no made-up job line under the name (issue 23).
  await expect(menu.getByText("Software Developer", { exact: true })).toHaveCount(0);
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Profile",
    "Messages",
    "Create Ad",
    "Monetization",
    "Your content & stats",
    "Bookmarks",
    "Drafts",
    "Try Ponder+",
    "Settings",
    "Languages",
    "Help",
    "Logout",
  ]);
  await expect(menu.getByRole("menuitemcheckbox")).toHaveText([/Dark mode/, /Auto/]);
  // Admin Panel is for admins only.
  await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  const screens: [item: string, url: RegExp, heading: string | RegExp][] = [
    ["Profile", /\/profile$/, "Menu Tester"],
    ["Messages", /\/messages$/, "Messages"],
    ["Create Ad", /\/ads\/create$/, "Create Ad"],
    ["Monetization", /\/monetization$/, "Monetization"],
    ["Your content & stats", /\/content-stats$/, "Your content & stats"],
    ["Bookmarks", /\/bookmarks$/, "Bookmarks"],
    ["Drafts", /\/drafts$/, "Drafts"],
    ["Try Ponder+", /\/ponder-plus$/, /Ponder\+/],
    ["Settings", /\/settings$/, /Settings/],
    ["Languages", /\/languages$/, "Languages"],
    ["Help", /\/help$/, "Help Center"],
  ];
  for (const [item, url, heading] of screens) {
    await page.getByRole("button", { name: "Account menu" }).click();
    await menu.getByRole("menuitem", { name: item, exact: true }).click();
    await expect(page, item).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading }).first(), item).toBeVisible();
    await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    // Help is a static page with its own header: back to the frame for the next item.
    if (item === "Help") await page.getByRole("link", { name: "Back to Ponder" }).click();
  }
  await page.getByRole("button", { name: "Account menu" }).click();
  await menu.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
});

test("phones: landing, home and a question page fit 375 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto("/");
  await expectNoHorizontalOverflow(page, "landing");
  const id = await firstQuestionId(page);
  await page.goto(`/questions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page, "question page");
  await signUp(page, "Phone");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Top Answer").first()).toBeVisible();
  await expectNoHorizontalOverflow(page, "home");
  await context.close();
});

test("keyboard: Skip to content comes first, no tab stop is invisible, the composer gives focus back, and the Spanish logo is whole at 375 px", async ({ page }) => {
  const id = await firstQuestionId(page);
  for (const path of ["/", `/questions/${id}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip, path).toBeFocused();
    await expect(skip, path).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main"), path).toBeFocused();
  }
  // The question page's first 30 stops: each one seen (in the window, not hidden or transparent).
  await page.locator("body").focus();
  const hidden: string[] = [];
  for (let stop = 1; stop <= 30; stop++) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const visible =
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !element.closest("[aria-hidden=true]") &&
        box.width > 0 &&
        box.height > 0 &&
        box.right > 0 &&
        box.left < window.innerWidth;
      return visible ? null : `${element.tagName} "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30)}" at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
    if (seen) hidden.push(`stop ${stop}: ${seen}`);
  }
  expect(hidden).toEqual([]);

  // Spanish at 375 px: the logo keeps its whole width beside search, Iniciar sesión and Registrarse.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/questions/${id}?hl=es`);
  const homeLink = page.getByRole("link", { name: "Inicio de Ponder" });
  await expect(homeLink).toBeVisible();
  const logo = await homeLink.evaluate((link) => {
    const word = link.firstElementChild as HTMLElement;
    let sibling = link.nextElementSibling;
    while (sibling && sibling.getBoundingClientRect().width === 0) sibling = sibling.nextElementSibling;
    const next = sibling?.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    return { scroll: word.scrollWidth, client: word.clientWidth, overlaps: next ? box.right > next.left : false };
  });
  expect(logo.scroll).toBe(logo.client);
  expect(logo.overlaps).toBe(false);
  await expectNoHorizontalOverflow(page, "Spanish question page");

  // The composer, opened from the header's button by keyboard, gives focus back to it on close.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, "Keys");
  await page.getByRole("button", { name: "Skip for now" }).click();
  const ask = page.getByRole("banner").getByRole("button", { name: "Add Question" });
  await ask.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByLabel("Question", { exact: true })).toBeFocused();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(ask).toBeFocused();
});

test("no serious accessibility violations on the main screens", async ({ page }) => {
  for (const path of ["/", "/auth", "/about", "/contact", "/privacy", "/terms"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, path);
  }
  const id = await firstQuestionId(page);
  await page.goto(`/questions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "question page (visitor)");
  // The demo's first question has several answers: the answer-order tabs are on it too.
  await page.goto("/questions/1");
  await expect(page.getByRole("tablist", { name: "Sort answers" })).toBeVisible();
  await expectAccessible(page, "question page with answer orders (visitor)");

  await signUp(page, "Axe");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Top Answer").first()).toBeVisible();
  await expectAccessible(page, "home");
  await page.goto(`/questions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "question page (member)");
  await page.goto("/topics/1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "topic");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "profile");
  await page.goto("/help");
  await expectAccessible(page, "help");
  // The same screens in dark mode.
  await page.evaluate(() => localStorage.setItem("darkMode", "true"));
  await page.goto("/");
  await expect(page.getByText("Top Answer").first()).toBeVisible();
  await expectAccessible(page, "home (dark)");
});
