// A cold visit to a page (issue 22, point 4): Chromium with an empty cache opens the page and
// every request it makes to the site is recorded, so the load tool can replay whole page loads.
import { chromium } from "playwright";
import { PLAYWRIGHT_CHROMIUM_ARGS } from "../chromium-args.mjs";

/**
 * The GET requests a cold visit to `pagePath` makes to its own site, in order, and the others
 * (cross-site requests, POSTs such as the view count, and live streams), which are not replayed.
 */
export async function recordColdLoad(baseUrl: string, pagePath: string): Promise<{ paths: string[]; others: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...PLAYWRIGHT_CHROMIUM_ARGS, "--disable-component-update", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const paths: string[] = [];
    const others: string[] = [];
    const origin = new URL(baseUrl).origin;
    page.on("request", (request) => {
      const url = new URL(request.url());
      // A live stream (EventSource) stays open for the visit: it is not part of the load to replay.
      if (url.origin === origin && request.method() === "GET" && request.resourceType() !== "eventsource") paths.push(`${url.pathname}${url.search}`);
      else others.push(`${request.method()} ${url.origin === origin ? url.pathname : url.origin}`);
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
    await context.close();
    return { paths, others };
  } finally {
    await browser.close();
  }
}
