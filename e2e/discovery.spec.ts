import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, signUpAndSkipOnboarding, signUpMember } from "./helpers";

/** The header's search box (the one shown from 640 px). */
const headerSearch = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: /^Search / });

test("search from the header: questions, people and topics, and the query stays in the URL and the box", async ({ page }) => {
  await signUpAndSkipOnboarding(page, "Sam", "Searcher");

  await headerSearch(page).fill("  crispy crust  ");
  await headerSearch(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=crispy%20crust$/);
  await expect(page.getByRole("heading", { level: 1, name: "Results for “crispy crust”" })).toBeVisible();
  await expect(headerSearch(page)).toHaveValue("crispy crust");
  const questions = page.getByRole("list", { name: "Questions" });
  const result = questions.getByRole("link", { name: "How do I get a crispy crust on homemade bread?" });
  await expect(result).toBeVisible();
  // The matched words are marked.
  await expect(questions.locator("mark", { hasText: /^crispy$/i }).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Questions\s*\d+/ })).toBeVisible();
  await expectAccessible(page, "/search");
  await result.click();
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "How do I get a crispy crust on homemade bread?" })).toBeVisible();

  // Changing the query in the header runs the new search.
  await headerSearch(page).fill("Maya");
  await headerSearch(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Maya$/);
  await page.getByRole("tab", { name: /^People/ }).click();
  await expect(page).toHaveURL(/\/search\?q=Maya&type=people$/);
  const people = page.getByRole("list", { name: "People" });
  await expect(people.getByRole("link", { name: /Maya Chen/ })).toBeVisible();
  await expect(people.getByText("Distributed systems, coffee and long runs.")).toBeVisible();
  await expect(people.getByText(/@/)).toHaveCount(0);

  await headerSearch(page).fill("psych");
  await headerSearch(page).press("Enter");
  await page.getByRole("tab", { name: /^Topics/ }).click();
  const topics = page.getByRole("list", { name: "Topics" });
  await expect(topics.getByRole("link", { name: "Psychology" })).toBeVisible();
  const follow = topics.getByRole("button", { name: /Follow Psychology/ });
  const wasFollowing = (await follow.textContent())?.includes("Following");
  await follow.click();
  await expect(page.getByText(wasFollowing ? "Unfollowed topic" : "Following topic", { exact: true })).toBeVisible();
  await expect(topics.getByRole("button", { name: /Psychology/ })).toHaveText(wasFollowing ? /^Follow$/ : /^Following$/);

  // Nothing found: the empty state says what to try.
  await headerSearch(page).fill("zzzqqqxxy");
  await headerSearch(page).press("Enter");
  await expect(page.getByRole("heading", { name: "No results for “zzzqqqxxy”" })).toBeVisible();
  await expect(page.getByText("Check the spelling, or try fewer or more general words.")).toBeVisible();
});

test("visitors can search too, inside the signed-out frame", async ({ page }) => {
  await page.goto("/search?q=sky");
  await expect(page.getByRole("heading", { level: 1, name: "Results for “sky”" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Questions" }).getByRole("link", { name: "Why is the sky blue?" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Follow / })).toHaveCount(0);
  await expectAccessible(page, "/search for visitors");
});

test("spaces: create one (name required), join and leave another, post in a space", async ({ page }) => {
  await signUpMember(page, "Spencer", "Spaces");
  await page.goto("/spaces");
  await expect(page.getByRole("heading", { level: 1, name: "Spaces" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Spaces" });
  await expect(featured.getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("tab", { name: "All Spaces" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page, "/spaces");

  // Search filters the list through the API.
  const list = page.getByRole("list", { name: "All Spaces" });
  await page.getByRole("searchbox", { name: "Search spaces" }).fill("wellness");
  await expect(page.getByRole("heading", { name: /All Spaces matching “wellness”/ })).toBeVisible();
  await expect(list.getByRole("link")).toHaveText(["Health & Wellness"]);

  // Join and leave: the button and the member count follow.
  const card = list.getByRole("listitem").filter({ hasText: "Health & Wellness" });
  const members = async () => Number((await card.getByText(/\d+ members?/).textContent())!.match(/\d+/)![0]);
  const before = await members();
  await card.getByRole("button", { name: "Join Health & Wellness" }).click();
  await expect(card.getByRole("button", { name: "Leave Health & Wellness" })).toHaveText("Joined");
  await expect.poll(members).toBe(before + 1);
  await card.getByRole("button", { name: "Leave Health & Wellness" }).click();
  await expect(card.getByRole("button", { name: "Join Health & Wellness" })).toBeVisible();
  await expect.poll(members).toBe(before);

  // The Filter button sorts for real.
  await page.getByRole("searchbox", { name: "Search spaces" }).fill("");
  const sorted = page.waitForRequest((request) => request.url().includes("/api/spaces?tab=all&sort=posts"));
  await page.getByRole("button", { name: /^Filter/ }).click();
  await page.getByRole("menuitemradio", { name: "Most posts" }).click();
  await sorted;

  // Create: a name of spaces only is refused with the spec's message.
  await page.getByRole("button", { name: "Create Space" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Create", exact: true })).toBeDisabled();
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a name for your space.");
  await expect(page.getByText("Name required", { exact: true })).toBeVisible();
  const name = `Sourdough Club ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Starters and crumb shots");
  await expect(dialog.getByText("24/500")).toBeVisible();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("Your new space has been created successfully!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/spaces\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();
  await expect(page.getByText("0 posts", { exact: true })).toBeVisible();

  // Post a question in it: it shows on the space page, and the post count moves.
  await page.getByLabel("Question", { exact: true }).fill("Which flour makes the best starter?");
  await page.getByRole("button", { name: "Post Question" }).click();
  await expect(page.getByText("Question posted successfully!", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Posts in this space" }).getByRole("link", { name: "Which flour makes the best starter?" })).toBeVisible();
  await expect(page.getByText("1 post", { exact: true })).toBeVisible();

  // Leaving takes the form away; a missing space has its own screen.
  await page.getByRole("button", { name: `Leave ${name}` }).click();
  await expect(page.getByText("Join this space to ask its members a question.")).toBeVisible();
  await page.goto("/spaces/999999");
  await expect(page.getByRole("heading", { name: "Space Not Found" })).toBeVisible();
});

test("instant results: a misspelt query in the header suggests the right question, chosen with the keyboard", async ({ page, request }) => {
  const stamp = `${Date.now()}`.slice(-6);
  const title = `How do axolotls regrow whole limbs ${stamp}?`;
  await signUpAndSkipOnboarding(page, "Ina", "Instant");
  const asked = await page.request.post("/api/questions", { data: { title, content: "<p>Even parts of the heart, I read.</p>" } });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };

  // A misspelt word beside a right one: the suggestions still find it, as one types.
  const box = headerSearch(page);
  await box.fill("axolottls limbs");
  const list = page.getByRole("listbox", { name: "Suggested questions" });
  const option = list.getByRole("option", { name: title });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(option.locator("mark").first()).toBeVisible();
  await page.screenshot({ path: "test-results/search/instant-1280.png" });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "test-results/search/instant-1280-dark.png" });
  await page.emulateMedia({ colorScheme: "light" });
  await expectAccessible(page, "the header's instant results");

  // Down walks the options (the box keeps focus); Escape closes the list; Enter opens the chosen question.
  await box.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("Escape");
  await expect(list).toBeHidden();
  await box.press("ArrowDown");
  await expect(option).toBeVisible();
  const index = await list.getByRole("option").evaluateAll((options, wanted) => options.findIndex((element) => element.textContent === wanted), title);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step++) await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/questions/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The last option opens every result; a visitor gets suggestions too, from the same search.
  const visitor = await request.get(`/api/search?type=questions&limit=6&q=${encodeURIComponent("axolottls")}`);
  expect(((await visitor.json()) as { items: { id: number }[] }).items.map((item) => item.id)).toContain(id);
  await box.fill("axolotls");
  await list.getByRole("option", { name: "See all results for “axolotls”" }).click();
  await expect(page).toHaveURL(/\/search\?q=axolotls$/);
  // The results say why each was found; the operators under the box are whole, as code.
  const result = page.getByRole("list", { name: "Questions" }).getByRole("listitem").filter({ hasText: title });
  await expect(result.getByText("Found in the title")).toBeVisible();
  for (const operator of ["user:me", "created:2026-01..2026-03", '"exact words"']) await expect(page.locator("header code", { hasText: operator })).toBeVisible();

  // Nothing suggested: the list still offers every result (people, topics), never stays silent.
  await box.fill("zzqqxxy");
  await expect(list.getByRole("option")).toHaveText(["See all results for “zzqqxxy”"]);
});
