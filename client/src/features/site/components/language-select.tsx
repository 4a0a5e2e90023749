import { useSyncExternalStore } from "react";
import { Globe } from "lucide-react";
import { INTERFACE_LANGUAGES } from "@shared/language-list";

const STORAGE_KEY = "language";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function savedLanguage(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? document.documentElement.lang ?? "en";
  } catch {
    return document.documentElement.lang || "en";
  }
}

/** Remembers the chosen language and sets the page's lang (theme-init.js applies it on load). */
export function LanguageSelect() {
  // The server has no storage: English in its HTML and while the browser hydrates it, then
  // the saved choice.
  const language = useSyncExternalStore(subscribe, savedLanguage, () => "en");
  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    localStorage.setItem(STORAGE_KEY, code);
    document.documentElement.lang = code;
    for (const listener of listeners) listener();
  };
  return (
    <label className="inline-flex items-center gap-2">
      <Globe className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">Language</span>
      <select
        value={language}
        onChange={handleChange}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {INTERFACE_LANGUAGES.map((item) => (
          <option key={item.code} value={item.code}>
            {item.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
