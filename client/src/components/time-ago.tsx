import { createContext, startTransition, useContext, useEffect, useState } from "react";
import { timeAgo } from "@/lib/format";

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

/**
 * 'about 1 hour ago' in a `<time>`, with the full local date and time as its tooltip. The
 * tooltip waits for the browser's clock: the server knows neither the reader's locale nor
 * their time zone.
 */
export function TimeAgo({ date, className }: { date: string | null | undefined; className?: string }) {
  const rendered = useContext(RenderedAt);
  const valid = date && !Number.isNaN(new Date(date).getTime()) ? date : undefined;
  return (
    <time dateTime={valid} title={valid && rendered === null ? new Date(valid).toLocaleString() : undefined} className={className}>
      {timeAgo(date, rendered ?? Date.now())}
    </time>
  );
}
