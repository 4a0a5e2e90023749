import { request as playwrightRequest, test as base, type APIRequestContext } from "@playwright/test";

export { expect } from "@playwright/test";

/** API request contexts the running journey opened through `request.newContext`. */
const openedRequests: APIRequestContext[] = [];

/**
 * `request` of @playwright/test, whose contexts are disposed when the journey that opened them
 * ends (they hold cookies and sockets to the server).
 */
export const request = {
  async newContext(...args: Parameters<typeof playwrightRequest.newContext>): Promise<APIRequestContext> {
    const context = await playwrightRequest.newContext(...args);
    openedRequests.push(context);
    return context;
  },
};

/**
 * Every journey's `test` (eslint keeps specs from importing Playwright's own). After each journey
 * it closes what the journey opened besides Playwright's own page: the browser contexts of a
 * second member, a visitor or a phone, and API request contexts. Left open, each such page kept
 * its renderer, its live streams and anything it animated running beside every later journey:
 * 29 renderers were alive 60 journeys into a run, several using 3-6% of a core each.
 */
export const test = base.extend<{ closeWhatTheJourneyOpened: void }>({
  closeWhatTheJourneyOpened: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Runs after Playwright's own page and context are torn down (an automatic fixture is set
      // up first, so torn down last): their failure screenshots and traces are already taken.
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close().catch(() => undefined)));
      await Promise.all(openedRequests.splice(0).map((context) => context.dispose().catch(() => undefined)));
    },
    { auto: true },
  ],
});
