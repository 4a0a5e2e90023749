import { createContext, startTransition, useContext, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { japaneseTimeAgo, relativeTime } from "@/lib/format";
import { useT } from "@/i18n";

// The moment the server rendered the page's HTML, while the browser hydrates that HTML:
// "3 hours ago" must read as the server wrote it (perhaps minutes earlier, or from a cache),
// or the first render would not match it. Null: the browser's own clock.
const RenderedAt = createContext<number | null>(null);

/**
 * Gives the page the server's render moment `at` for its first render (hydration), then
 * switches to the browser's clock once that render is on screen.
 */
export function RenderedAtProvider({ at, children }: { at: number | null; children: React.ReactNode }) {
  const [moment, setMoment] = useState(at);
  useEffect(() => {
    // A transition: the times update without holding up anything the reader does.
    startTransition(() => setMoment(null));
  }, []);
  return <RenderedAt.Provider value={moment}>{children}</RenderedAt.Provider>;
}

/** Now, or the server's render moment while the page hydrates the server's HTML. */
export function useNow(): number {
  return useContext(RenderedAt) ?? Date.now();
}

/** "5 minutes ago" in the interface language (Intl.RelativeTimeFormat), as seen at `now`. */
export function useTimeAgo() {
  const intl = useIntl();
  const t = useT();
  return (date: string | null | undefined, now: number) => {
    if (intl.locale === "ja") return japaneseTimeAgo(date, now) ?? t("common.recently");
    const relative = relativeTime(date, now);
    return relative ? intl.formatRelativeTime(relative.value, relative.unit, { numeric: "auto" }) : t("common.recently");
  };
}

/**
 * "5 minutes ago" in a `<time>`, in the interface language, with the full date and time as
 * its tooltip. While the page hydrates it is the server's render moment that counts (the same
 * text as the server's HTML); the tooltip waits for the browser's clock: the server knows
 * nothing of the reader's time zone.
 */
export function TimeAgo({ date, className }: { date: string | null | undefined; className?: string }) {
  const rendered = useContext(RenderedAt);
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  const valid = date && !Number.isNaN(new Date(date).getTime()) ? date : undefined;
  return (
    <time dateTime={valid} title={valid && rendered === null ? intl.formatDate(valid, { dateStyle: "medium", timeStyle: "short" }) : undefined} className={className}>
      {timeAgo(date, rendered ?? Date.now())}
    </time>
  );
}
