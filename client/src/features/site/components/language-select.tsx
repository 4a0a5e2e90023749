import { useState } from "react";
import { Globe } from "lucide-react";
import { INTERFACE_LANGUAGES } from "@shared/language-list";
import { isLocale } from "@shared/locales";
import { useLocale, useT } from "@/i18n";

/**
 * The interface language (issue 13): switches every text at once, without a reload, and is
 * remembered in the locale cookie, so the server's next page is in it too.
 */
export function LanguageSelect() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [pending, setPending] = useState(false);
  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    if (!isLocale(code)) return;
    setPending(true);
    void setLocale(code).finally(() => setPending(false));
  };
  return (
    <label className="inline-flex items-center gap-2">
      <Globe className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{t("languages.interfaceLanguage")}</span>
      <select
        value={locale}
        onChange={handleChange}
        aria-busy={pending}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {INTERFACE_LANGUAGES.map((item) => (
          <option key={item.code} value={item.code} lang={item.code}>
            {item.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
