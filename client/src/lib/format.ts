import { formatDistance } from "date-fns";

/**
 * Relative time such as 'about 1 hour ago', as seen at `now`; 'Recently' when the date is
 * missing or bad. Components show it through <TimeAgo> (components/time-ago), which gives
 * the server's render moment while the page hydrates.
 */
export function timeAgo(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return "Recently";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "Recently" : formatDistance(date, now, { addSuffix: true });
}

// The entities the server's HTML sanitiser writes, and the common named ones.
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntity(entity: string, name: string): string {
  const code = name[0] !== "#" ? null : name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  if (code === null) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * Plain text of an HTML fragment, for previews (never rendered as HTML). The same string on
 * the server and in the browser (no DOMParser), so the server's HTML hydrates.
 */
export function htmlToText(html: string): string {
  // Blocks and line breaks end words: "<p>one</p><p>two</p>" reads "one two", not "onetwo".
  const spaced = html.replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, "$& ");
  return spaced
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts text at `max` characters, adding '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** A count with its noun, singular for one: "1 view", "1,204 views". */
export const countOf = (count: number, word: string) => `${count.toLocaleString("en-US")} ${word}${count === 1 ? "" : "s"}`;
