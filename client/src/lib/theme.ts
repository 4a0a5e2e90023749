import { useSyncExternalStore } from "react";

/** The member's theme choice, stored under the dark-mode flag (spec 4). */
export type ThemeChoice = "light" | "dark" | "auto";

const STORAGE_KEY = "darkMode";
const media = () => window.matchMedia("(prefers-color-scheme: dark)");

export function getThemeChoice(): ThemeChoice {
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved === "true" ? "dark" : saved === "false" ? "light" : "auto";
}

const SITE_THEME_KEY = "siteTheme";

/** Applies the choice to the page (public/theme-init.js does the same before first paint). */
export function applyTheme(choice: ThemeChoice = getThemeChoice()) {
  // The admin's 'dark' site theme is the default of members who never chose.
  const siteDark = localStorage.getItem(STORAGE_KEY) === null && localStorage.getItem(SITE_THEME_KEY) === "dark";
  const dark = choice === "dark" || (choice === "auto" && (siteDark || media().matches));
  document.documentElement.classList.toggle("dark", dark);
}

/** Remembers the site theme (for theme-init.js on the next load) and applies it. */
export function setSiteTheme(theme: "default" | "dark" | "custom") {
  localStorage.setItem(SITE_THEME_KEY, theme);
  applyTheme();
}

const listeners = new Set<() => void>();

/** Saves and applies a choice; 'auto' follows the system setting from then on. */
export function setThemeChoice(choice: ThemeChoice) {
  localStorage.setItem(STORAGE_KEY, choice === "dark" ? "true" : choice === "light" ? "false" : "auto");
  applyTheme(choice);
  for (const listener of listeners) listener();
}

// In 'auto', follow the system when it changes while the page is open.
if (typeof window !== "undefined" && "matchMedia" in window) {
  media().addEventListener("change", () => {
    if (getThemeChoice() === "auto") applyTheme("auto");
  });
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getThemeChoice,
    // The server's prerender cannot know the choice; menus show it only once opened.
    () => "auto",
  );
}
