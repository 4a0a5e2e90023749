import { HIGHLIGHT_END, HIGHLIGHT_START } from "@shared/search";

const MARKED = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, "g");

/** Text whose matched terms the server marked (ts_headline), shown with <mark>; never as HTML. */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(MARKED);
  // split() with a capture group alternates: plain, marked, plain, marked, ...
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Mark key={index}>{part}</Mark> : part))}</>;
}

/** Words of the query as they appear in a name (topics, people, spaces), marked. */
export function HighlightWords({ text, query }: { text: string; query: string }) {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!words.length) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join("|")})`, "gi"));
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Mark key={index}>{part}</Mark> : part))}</>;
}

function Mark({ children }: { children: React.ReactNode }) {
  return <mark className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/30">{children}</mark>;
}
