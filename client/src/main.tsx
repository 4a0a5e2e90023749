import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { pageFor, userBootQuery } from "@shared/boot";
import type { User } from "@shared/users";
import App from "./app/app";
import { pages } from "./app/pages";
import { applyBootData, bootFingerprint, releaseWaitingControls, takePrerenderMark } from "./lib/boot";
import { queryClient } from "./lib/query-client";
import { cn } from "./lib/utils";
import { loadMessages, type Messages } from "./i18n";
import { DEFAULT_LOCALE, isLocale } from "@shared/locales";
import "./index.css";

// tailwind-merge builds its class map on first use (5-10 ms on a slow CPU): that happens here,
// in a task of its own while the page's chunks load, not inside a slice of the first render
// (decision 036).
setTimeout(() => cn("p-0 p-1"), 0);

const entries = applyBootData(queryClient);
const container = document.getElementById("root")!;
// The server's prerender of this page, if it sent one (client/src/ssr.tsx). It hydrates only
// when it was rendered from exactly the boot data the page carries (a page put together from
// a cached render and other answers would not match): otherwise the app renders the page anew.
const mark = takePrerenderMark(container);
const renderedAt = mark && entries && mark.fingerprint === bootFingerprint(entries) ? mark.renderedAt : null;

// With the user known from the boot data, load the page's module before the first render (the
// server preloads its chunks), so the first paint is the page and not a spinner, and so a
// prerender can be hydrated: a page still loading would suspend and throw the markup away.
const user = queryClient.getQueryData<User | null>(userBootQuery.key);
const firstPage = user === undefined ? null : pageFor(window.location.pathname, user);
// The interface language the server chose for this page (`<html lang>`), loaded beside the page.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
void loadMessages(locale).then((messages) =>
  Promise.resolve(firstPage ? pages[firstPage]?.preload() : undefined).then(
    () => start(messages, firstPage ? renderedAt : null),
    () => start(messages, null),
  ),
);

function start(messages: Messages, prerenderedAt: number | null) {
  // A transition: React works in slices that yield to the browser every few milliseconds
  // instead of one long task.
  if (prerenderedAt !== null) {
    // Hydration: React adopts the server's DOM (the same tree from the same boot data and
    // the server's render moment) instead of building it again.
    releaseWaitingControls(container);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App renderedAt={prerenderedAt} locale={locale} messages={messages} />
        </StrictMode>,
        { onRecoverableError: reportMismatch },
      );
    });
    return;
  }
  // No prerender, or its page did not load: render from scratch (replacing a prerender,
  // which stays on screen until React commits).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App locale={locale} messages={messages} />
      </StrictMode>,
    );
  });
}

/**
 * React found the server's HTML different from its first render and rendered that part again
 * (correct, but slower): said plainly, because a production build only logs an error number.
 */
function reportMismatch(error: unknown) {
  console.error("Hydration mismatch: the server's HTML differed from the first render, rendered again", error);
}
