import { useSyncExternalStore } from "react";

/** The member's theme choice, stored under the dark-mode flag (spec 4). */
export type ThemeChoice = "light" | "dark" | "auto";

const STORAGE_KEY = "darkMode";
const media = () => window.matchMedia("(prefers-color-scheme: dark)");

export function getThemeChoice(): ThemeChoice {
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved === "true" ? "dark" : saved === "false" ? "light" : "auto";
}

/** Applies the choice to the page (public/theme-init.js does the same before first paint). */
export function applyTheme(choice: ThemeChoice = getThemeChoice()) {
  const dark = choice === "dark" || (choice === "auto" && media().matches);
  document.documentElement.classList.toggle("dark", dark);
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
  );
}
