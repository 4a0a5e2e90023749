export type RelativeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago (negative) or ahead `iso` is from `now`, in the unit a person would say it in,
 * for Intl.RelativeTimeFormat ("5 minutes ago", "hace 5 minutos", "5分前"); null when the date
 * is missing or bad. Under 45 seconds is 0 seconds ("now" with numeric: "auto").
 */
export function relativeTime(iso: string | null | undefined, now: number): { value: number; unit: RelativeUnit } | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const diff = time - now;
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const round = (unit: number) => sign * Math.max(1, Math.round(abs / unit));
  if (abs < 45 * SECOND) return { value: 0, unit: "second" };
  if (abs < 45 * MINUTE) return { value: round(MINUTE), unit: "minute" };
  if (abs < 22 * HOUR) return { value: round(HOUR), unit: "hour" };
  if (abs < 6 * DAY) return { value: round(DAY), unit: "day" };
  if (abs < 26 * DAY) return { value: round(7 * DAY), unit: "week" };
  if (abs < 320 * DAY) return { value: round(30.44 * DAY), unit: "month" };
  return { value: round(365.25 * DAY), unit: "year" };
}

const japanese = new Intl.RelativeTimeFormat("ja", { numeric: "always" });

/**
 * "5分前" for Japanese, where the messages put the time before a particle ("5分前に回答"):
 * Intl's words for the nearest times ("今", "昨日", "先週") take no "に" and read wrongly there,
 * and its "5 分前" has a space Japanese text does not. So always a number, without the space;
 * under 45 seconds the seconds themselves ("12秒前"). Null when the date is missing or bad.
 */
export function japaneseTimeAgo(iso: string | null | undefined, now: number): string | null {
  const relative = relativeTime(iso, now);
  if (!relative) return null;
  const { value, unit } =
    relative.value === 0 ? { value: Math.round((new Date(iso!).getTime() - now) / SECOND) || -1, unit: "second" as const } : relative;
  return japanese
    .formatToParts(value, unit)
    .map((part) => part.value)
    .join("")
    .replace(/(\d)\s+/g, "$1")
    .replace(/\s+(\d)/g, "$1");
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

