import { useMemo, useState } from "react";
import { X } from "lucide-react";
import { LANGUAGES, matchesLanguage, type LanguageCode } from "@shared/language-list";
import type { LanguageWithUsers } from "@shared/languages";
import { Checkbox } from "@/components/ui/checkbox";
import { SearchInput } from "@/components/ui/search-input";
import { useLocale, useT } from "@/i18n";

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
  const t = useT();
  const { locale } = useLocale();
  // Each language's name in the interface language ("Spanish", "Espagnol", "スペイン語").
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);
  const [query, setQuery] = useState("");
  const shown = languages.filter((language) => matchesLanguage(language, query));
  const toggle = (code: LanguageCode, on: boolean) => onChange(on ? [...selected, code] : selected.filter((item) => item !== code));

  return (
    <div className="space-y-4">
      <div>
        <h3 className="mb-2 text-sm font-medium">{t("languages.selectedCount", { count: selected.length })}</h3>
        {selected.length === 0 ? (
          <p className="text-sm text-destructive" role="alert">
            {t("languages.selectAtLeastOne")}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t("languages.selectedLabel")}>
            {selected.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => toggle(code, false)}
                  className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-secondary/80"
                  aria-label={t("languages.remove", { language: names.of(code) ?? byCode.get(code)?.name ?? code })}
                >
                  {byCode.get(code)?.nativeName ?? code}
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <SearchInput type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("languages.searchPlaceholder")} aria-label={t("languages.searchLabel")} />
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground" role="status">
          {t("languages.noMatch", { query: query.trim() })}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t("languages.title")}>
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
                    <span className="block text-xs text-muted-foreground">{names.of(language.code) ?? language.name}</span>
                  </span>
                  {/* Only members who saved their languages are counted: a zero says nothing. */}
                  {language.users > 0 ? (
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{t("languages.memberCount", { count: language.users })}</span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
