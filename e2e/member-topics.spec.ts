import { mkdirSync } from "node:fs";
import { expect, test } from "./fixtures";
import { ADMIN } from "../playwright.config";

// Member topics and synonyms (issue 25, point 5), as staff (who have every privilege): a synonym
// added on the topic's page finds the topic in the composer, a topic made from the composer's
// search is chosen at once, and merging it in the admin panel sends its page on to the kept topic.
test("a synonym finds its topic in the composer, a new topic is created there, and a merge redirects its page", async ({ page }) => {
  const n = Date.now() % 1_000_000;
  const synonym = `Natural sciences ${n}`;
  const created = `Tidepools ${n}`;
  mkdirSync("test-results/member-topics", { recursive: true });

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const topics = (await (await page.request.get("/api/topics")).json()) as { id: number; name: string }[];
  const science = topics.find((topic) => topic.name === "Science")!;

  // The topic's page: add a synonym; it shows under the name.
  await page.goto(`/topics/${science.id}`);
  await page.getByLabel("A synonym for this topic").fill(synonym);
  await page.getByRole("button", { name: "Add synonym" }).click();
  await expect(page.getByRole("list", { name: "Also called" }).getByRole("listitem").filter({ hasText: synonym })).toBeVisible();
  await page.screenshot({ path: "test-results/member-topics/synonyms-1280.png" });

  // The composer: the synonym finds Science; a name nothing has yet can be created and is chosen.
  await page.goto("/");
  await page.getByRole("button", { name: "Add Question" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask a Question" });
  const search = dialog.getByLabel("Search topics");
  await search.fill(`natural sciences ${n}`);
  await expect(dialog.getByRole("list", { name: "Matching topics" }).getByRole("button", { name: "Add Science" })).toBeVisible();
  await search.fill(created);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await dialog.getByRole("button", { name: `Create the topic “${created}”` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/member-topics/create-topic-375-dark.png" });
  await dialog.getByRole("button", { name: `Create the topic “${created}”` }).click();
  await expect(dialog.getByRole("list", { name: "Chosen topics" }).getByRole("listitem").filter({ hasText: created })).toBeVisible();
  await expect(search).toHaveValue("");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });

  // The admin panel merges the new topic into Science: its page now opens Science's.
  const made = ((await (await page.request.get("/api/topics")).json()) as { id: number; name: string }[]).find((topic) => topic.name === created)!;
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByLabel("Merge this topic").selectOption(String(made.id));
  await page.getByLabel("Into").selectOption(String(science.id));
  await page.getByRole("button", { name: "Merge", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Merge these topics?" });
  await expect(confirm).toContainText(`${created} (0 questions, 0 followers) becomes part of Science`);
  await page.screenshot({ path: "test-results/member-topics/merge-1280.png" });
  await confirm.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(`${created} merged into Science`).first()).toBeVisible();
  await page.goto(`/topics/${made.id}`);
  await expect(page).toHaveURL(new RegExp(`/topics/${science.id}$`));
  await expect(page.getByRole("list", { name: "Also called" })).toContainText(created);

  // Staff take the synonym back off, so other journeys see Science as it was.
  await page.getByRole("button", { name: `Remove the synonym ${synonym}` }).click();
  await expect(page.getByRole("list", { name: "Also called" }).getByRole("listitem").filter({ hasText: synonym })).toHaveCount(0);
});
