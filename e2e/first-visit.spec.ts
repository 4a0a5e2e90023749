import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PAGE_ROUTES, type PageName } from "../shared/page-routes";

// A first visit with an empty browser cache (issue 22, point 2): how many requests each of the
// five pages `npm run bench:web` measures makes, and that a visitor's pages fetch no page of
// members or staff.

const MAX_REQUESTS = 20;
const PORT = Number(process.env.E2E_PORT ?? 5100);
const DIST = path.resolve(process.env.DIST_DIR ?? (PORT === 5100 ? "dist" : `.tmp/dist-${PORT}`));

type Manifest = Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;

/** Every request a cold visit to `url` makes until the network is quiet (images in posts aside). */
async function coldVisit(browser: Browser, baseURL: string, url: string, cookie?: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: baseURL }]);
  }
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "image" && pathname.startsWith("/uploads/")) return;
    requests.push(`${request.method()} ${pathname}`);
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  expect(response?.status(), url).toBe(200);
  await context.close();
  return requests;
}

/** The pages only members (or staff) see: in a member's routes but not a visitor's, and the admin screens. */
function memberOnlyPages(): PageName[] {
  const pagesOf = (routes: (typeof PAGE_ROUTES)["visitor"]) => new Set(routes.flatMap((route) => ("page" in route ? [route.page] : [])));
  const visitor = pagesOf(PAGE_ROUTES.visitor);
  const only = [...pagesOf(PAGE_ROUTES.member)].filter((page) => !visitor.has(page));
  return [...only, "admin"];
}

test("a cold visit makes at most 20 requests, and a visitor fetches no member's or staff's page", async ({ browser, baseURL, request }) => {
  const base = baseURL!;
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Cold", lastName: "Visitor", email: `cold-${Date.now()}@example.com`, password: "cold-visit-password" },
  });
  expect(registered.status()).toBe(201);
  const cookie = registered.headers()["set-cookie"]!.split(";")[0]!;
  expect((await request.patch("/api/users/onboarding", { headers: { cookie }, data: { completed: true } })).ok()).toBe(true);
  const { items } = (await (await request.get("/api/questions?tab=recent&limit=1")).json()) as { items: { id: number; author: { id: string } }[] };
  const topics = (await (await request.get("/api/topics", { headers: { cookie } })).json()) as { id: number; questionCount: number }[];
  const topic = topics.reduce((best, item) => (item.questionCount > best.questionCount ? item : best));

  const manifest = JSON.parse(readFileSync(path.join(DIST, "client-manifest.json"), "utf8")) as Manifest;
  const forbidden = new Map<string, PageName>(
    memberOnlyPages().map((page) => {
      const entry = manifest[`src/pages/${page}.tsx`];
      expect(entry, `the manifest lists the ${page} page`).toBeTruthy();
      return [`GET /${entry!.file}`, page] as const;
    }),
  );

  const pages = [
    { name: "landing", url: "/", visitor: true },
    { name: "question page", url: `/questions/${items[0]!.id}`, visitor: true },
    { name: "home feed", url: "/", visitor: false },
    { name: "topic", url: `/topics/${topic.id}`, visitor: false },
    { name: "profile", url: `/profile/${items[0]!.author.id}`, visitor: false },
  ];
  const counts: string[] = [];
  for (const page of pages) {
    const requests = await coldVisit(browser, base, `${base}${page.url}`, page.visitor ? undefined : cookie);
    counts.push(`${page.name}: ${requests.length}`);
    expect(requests.length, `${page.name} (${page.url}) made ${requests.length} requests:\n${requests.join("\n")}`).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(requests.filter((line) => line.startsWith("GET /assets/")).length, `${page.name} loads scripts`).toBeGreaterThan(0);
    if (page.visitor) {
      const leaked = requests.filter((line) => forbidden.has(line)).map((line) => forbidden.get(line));
      expect(leaked, `${page.name} fetched the code of members' pages`).toEqual([]);
    }
  }
  test.info().annotations.push({ type: "requests", description: counts.join(", ") });
});
