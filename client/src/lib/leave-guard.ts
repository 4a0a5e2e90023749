import { useEffect } from "react";
import type { AroundNavHandler } from "wouter";

// "Leave with unsaved changes?" (issue 23.6). A form with unsaved changes registers its question
// here while it has them; then closing or reloading the tab (beforeunload), following an in-app
// link or a navigate() call (wouter's `aroundNav`, set on the app's Router) and the browser's
// Back and Forward buttons (popstate) all ask first.

/** The questions of the forms that have unsaved changes now, by the form that asks. */
const guards = new Map<symbol, string>();

/** Whether the member agrees to leave: true when nothing is unsaved, else their answer. */
export function confirmLeave(): boolean {
  const [question] = guards.values();
  return question === undefined || window.confirm(question);
}

/**
 * The app Router's `aroundNav`: every in-app navigation (links, navigate()) goes through here and
 * happens only if the member agrees to leave unsaved changes.
 */
export const guardNavigation: AroundNavHandler = (navigate, to, options) => {
  if (confirmLeave()) navigate(to, options);
};

function handleBeforeUnload(event: BeforeUnloadEvent) {
  if (guards.size === 0) return;
  // The browser asks in its own words; these two lines are how each browser is told to.
  event.preventDefault();
  event.returnValue = "";
}

/** The address the guarded page was at, to go back to when Back is answered "stay". */
let guardedUrl = "";

function handlePopState(event: PopStateEvent) {
  if (guards.size === 0 || window.location.href === guardedUrl) return;
  const leavingPage = new URL(guardedUrl).pathname !== window.location.pathname;
  if (!leavingPage || confirmLeave()) return;
  // Staying: the router must not see this move, and the address goes back to the page.
  // A capturing listener on window runs before the router's own (bubbling) one.
  event.stopImmediatePropagation();
  window.history.pushState(window.history.state, "", guardedUrl);
}

/**
 * While `unsaved` is true, leaving the page asks `question` first (a tab close or reload asks
 * in the browser's own words).
 */
export function useLeaveGuard(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return;
    const key = Symbol("leave-guard");
    if (guards.size === 0) {
      guardedUrl = window.location.href;
      window.addEventListener("beforeunload", handleBeforeUnload);
      window.addEventListener("popstate", handlePopState, { capture: true });
    }
    guards.set(key, question);
    return () => {
      guards.delete(key);
      if (guards.size > 0) return;
      window.removeEventListener("beforeunload", handleBeforeUnload);
      window.removeEventListener("popstate", handlePopState, { capture: true });
    };
  }, [unsaved, question]);
}
