import { useState } from "react";
import { X } from "lucide-react";
import { LANGUAGES, matchesLanguage, type LanguageCode } from "@shared/language-list";
import type { LanguageWithUsers } from "@shared/languages";
import { Checkbox } from "@/components/ui/checkbox";
import { SearchInput } from "@/components/ui/search-input";

const byCode = new Map(LANGUAGES.map((language) => [language.code as string, language]));

/**
 * The member's languages: chips for the chosen ones (in their order) and every language
 * with a checkbox, searchable by name or native name, with how many members chose it.
 */
export function LanguagePicker({
  languages,
  selected,
  onChange,
}: {
  languages: LanguageWithUsers[];
  selected: LanguageCode[];
  onChange: (codes: LanguageCode[]) => void;
}) {
  const [query, setQuery] = useState("");
  const shown = languages.filter((language) => matchesLanguage(language, query));
  const toggle = (code: LanguageCode, on: boolean) => onChange(on ? [...selected, code] : selected.filter((item) => item !== code));

  return (
    <div className="space-y-4">
      <div>
        <h3 className="mb-2 text-sm font-medium">Selected ({selected.length})</h3>
        {selected.length === 0 ? (
          <p className="text-sm text-destructive" role="alert">
            Please select at least one language.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Selected languages">
            {selected.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => toggle(code, false)}
                  className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-secondary/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Remove ${byCode.get(code)?.name ?? code}`}
                >
                  {byCode.get(code)?.nativeName ?? code}
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <SearchInput type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Name or native name" aria-label="Search languages" />
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground" role="status">
          No language matches “{query.trim()}”.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Languages">
          {shown.map((language) => {
            const id = `language-${language.code}`;
            const checked = selected.includes(language.code);
            return (
              <li key={language.code}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-3 rounded-md border p-3 hover:bg-muted has-[[data-state=checked]]:border-primary"
                >
                  <Checkbox id={id} checked={checked} onCheckedChange={(value) => toggle(language.code, value === true)} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium" lang={language.code}>
                      {language.nativeName}
                    </span>
                    <span className="block text-xs text-muted-foreground">{language.name}</span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {language.users.toLocaleString("en-US")} {language.users === 1 ? "member" : "members"}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
