import { formatDistanceToNow } from "date-fns";

/** Relative time such as 'about 1 hour ago'; 'Recently' when the date is missing or bad. */
export function timeAgo(iso: string | null | undefined): string {
  if (!iso) return "Recently";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "Recently" : formatDistanceToNow(date, { addSuffix: true });
}

/** Plain text of an HTML fragment, for previews (never rendered as HTML). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  // Blocks and line breaks end words: "<p>one</p><p>two</p>" reads "one two", not "onetwo".
  const spaced = html.replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, "$& ");
  return (new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Cuts text at `max` characters, adding '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
