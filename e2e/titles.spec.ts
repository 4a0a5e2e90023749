// Issue 13: each page's title is its own ("{page} - {site}", a question's own title), the
// server's first HTML carries it, and the app keeps it after hydration (shared/page-title.ts).
import { expect, test } from "./fixtures";
import { signUpMember } from "./helpers";

const decode = (html: string) => html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

test("pages keep the title the server sent after the app starts", async ({ page }) => {
  await signUpMember(page, "Tilda", "Titles");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const topics = (await (await page.request.get("/api/users/topics/followed")).json()) as { id: number; name: string }[];
  const feed = (await (await page.request.get("/api/questions?tab=for-you&limit=1")).json()) as { items: { id: number; title: string }[] };
  const question = feed.items[0]!;
  const expected: [string, string][] = [
    [`/questions/${question.id}`, `${question.title} - Ponder`],
    [`/topics/${topics[0]!.id}`, `${topics[0]!.name} - Ponder`],
    [`/profile/${me.id}`, "Tilda Titles - Ponder"],
    ["/trending", "Trending - Ponder"],
    ["/search?q=ferns", "ferns - Search - Ponder"],
    ["/notifications", "Notifications - Ponder"],
  ];
  for (const [path, title] of expected) {
    const html = await (await page.request.get(path)).text();
    expect(decode(/<title>([\s\S]*?)<\/title>/.exec(html)![1]!), `${path}: the server's title`).toBe(title);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page, `${path}: the title after hydration`).toHaveTitle(title);
  }
  // Moving within the app names the new page too.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Trending" }).click();
  await expect(page).toHaveTitle("Trending - Ponder");
});
