import { useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { SearchInput } from "@/components/ui/search-input";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useDebounced } from "@/hooks/use-debounced";
import { useInstantSearch } from "@/features/search/api/search";
import { Highlighted } from "@/features/search/components/highlighted";
import { MATCHED_LABELS } from "@/features/search/components/matched-in";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** Typing waits this long before the box asks for instant results. */
const INSTANT_DEBOUNCE_MS = 200;

const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * Search box: submits a trimmed, URL-encoded /search?q= only when something was typed. On the
 * search page it shows the query being searched, and follows the URL when it changes.
 *
 * As one types it suggests the best few questions (issue 26): an ARIA 1.2 combobox whose list
 * the arrow keys walk (the input keeps focus; `aria-activedescendant` names the option), Enter
 * opens the chosen question, or the full results when none is chosen, and Escape closes the
 * list, then (a second Escape) whatever holds the box.
 */
export function SearchForm({ className, onSearched, onEscape, autoFocus }: { className?: string; onSearched?: () => void; onEscape?: () => void; autoFocus?: boolean }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const searched = location === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  const [query, setQuery] = useState(searched);
  const [shown, setShown] = useState(searched);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (shown !== searched) {
    setShown(searched);
    setQuery(searched);
  }
  const { siteName } = useSiteSettings();
  const t = useT();
  const listId = useId();
  const typed = useDebounced(query.trim(), INSTANT_DEBOUNCE_MS);
  const instant = useInstantSearch(open ? typed : "");
  const answered = open && typed !== "" && !instant.isError && instant.data !== undefined;
  const suggestions = answered ? instant.data!.items : [];
  // Open once the first answer is in, even an empty one: "See all results" may find people or topics.
  const expanded = answered;
  // The options: each suggested question, then "See all results".
  const count = expanded ? suggestions.length + 1 : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (path: string) => {
    close();
    navigate(path);
    onSearched?.();
  };
  const handleSearch = (event: React.FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0 && active < suggestions.length) {
      go(`/questions/${suggestions[active]!.id}`);
      return;
    }
    const trimmed = query.trim();
    if (!trimmed) return;
    go(searchPath(trimmed));
  };
  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the box itself: past the last option (or before the first) the box is chosen again.
      setActive((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      } else onEscape?.();
    }
  };

  return (
    <form onSubmit={handleSearch} className={cn("relative", className)} role="search">
      <SearchInput
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
        autoFocus={autoFocus}
        placeholder={t("shell.searchSite", { site: siteName })}
        aria-label={t("shell.searchSite", { site: siteName })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.instantLabel")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border bg-card py-1 text-card-foreground shadow-lg"
      >
        {suggestions.map((question, index) => (
          <li
            key={question.id}
            id={optionId(index)}
            role="option"
            aria-selected={active === index}
            // Choosing with the pointer must not blur the box first (which closes the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(`/questions/${question.id}`)}
            className={cn("cursor-pointer break-words px-3 py-2 text-sm leading-snug hover:bg-accent", active === index && "bg-accent")}
          >
            <Highlighted text={question.highlight.title} />
            {question.matchedIn && question.matchedIn !== "title" && <span className="mt-0.5 block text-xs text-muted-foreground">{t(MATCHED_LABELS[question.matchedIn])}</span>}
          </li>
        ))}
        {expanded && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(searchPath(typed))}
            className={cn("cursor-pointer break-words border-t px-3 py-2 text-sm font-medium text-primary hover:bg-accent", active === suggestions.length && "bg-accent")}
          >
            {t("search.instantSeeAll", { q: typed })}
          </li>
        )}
      </ul>
    </form>
  );
}
