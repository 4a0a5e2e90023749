import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { SearchInput } from "@/components/ui/search-input";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";

/**
 * Search box: submits a trimmed, URL-encoded /search?q= only when something was typed. On the
 * search page it shows the query being searched, and follows the URL when it changes.
 */
export function SearchForm({ className, onSearched, onEscape, autoFocus }: { className?: string; onSearched?: () => void; onEscape?: () => void; autoFocus?: boolean }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const searched = location === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  const [query, setQuery] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setQuery(searched);
  }
  const { siteName } = useSiteSettings();
  const t = useT();
  const handleSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(`/search?q=${encodeURIComponent(trimmed)}`);
    onSearched?.();
  };
  return (
    <form onSubmit={handleSearch} className={className} role="search">
      <SearchInput
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && onEscape) onEscape();
        }}
        autoFocus={autoFocus}
        placeholder={t("shell.searchSite", { site: siteName })}
        aria-label={t("shell.searchSite", { site: siteName })}
      />
    </form>
  );
}
