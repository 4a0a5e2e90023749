// The search box's little language (issue 26): words, "exact phrases", -excluded words and
// operators, read the way Stack Overflow and Apache Answer read theirs. Shared, so the server
// searches with what the page shows it understood. Reading never fails: an operator that is
// malformed (`score:lots`, `created:soon`, an unclosed `[` or `"`) is read as plain words.

/** What a search query asks for. Empty lists and nulls mean "no condition". */
export interface SearchQuery {
  /** Plain words, in order (folded later by the database: case and accents do not matter). */
  words: string[];
  /** "exact phrases", without their quotes. */
  phrases: string[];
  /** Words after a minus: results must not contain them. */
  excluded: string[];
  /** `[topic name]`: results must be in every one of these topics (names, matched case-insensitively). */
  topics: string[];
  /** `user:{id}` or `user:me`: posts by this member. */
  user: string | null;
  /** `is:question` or `is:answer`. */
  is: "question" | "answer" | null;
  /** `score:N`: a score of at least N. */
  score: number | null;
  /** `answers:N`: no answers when 0, else at least N. */
  answers: number | null;
  /** `hasaccepted:yes|no`. */
  hasAccepted: boolean | null;
  /** `closed:yes|no`. */
  closed: boolean | null;
  /** `created:…`: posted on or after `from` and before `to` (UTC, ISO dates). */
  created: { from: string; to: string } | null;
}

/** The most of each kind a query may hold; more are read as nothing (a query is 200 characters anyway). */
export const SEARCH_QUERY_PARTS = 16;
/** Scores and answer counts beyond this are read as words (no post has them, and SQL integers stay small). */
const MAX_NUMBER = 1_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YES_NO: Record<string, boolean> = { yes: true, true: true, "1": true, no: false, false: false, "0": false };

/** A year, a month or a day (`2026`, `2026-03`, `2026-03-15`) as the [from, to) range it covers. */
function dateRange(text: string): { from: Date; to: Date } | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? null : Number(match[2]);
  const day = match[3] === undefined ? null : Number(match[3]);
  if (year < 1970 || year > 9998 || (month !== null && (month < 1 || month > 12))) return null;
  if (month === null) return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
  if (day === null) return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
  const from = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is no day: Date would roll it into March.
  if (from.getUTCMonth() !== month - 1 || from.getUTCDate() !== day) return null;
  return { from, to: new Date(Date.UTC(year, month - 1, day + 1)) };
}

/** `2026-01..2026-03` (both ends included), `2026-01..` , `..2026-03`, or one period. */
function createdRange(text: string): SearchQuery["created"] {
  const [start, end, ...rest] = text.split("..");
  if (rest.length) return null;
  if (end === undefined) {
    const one = dateRange(start!);
    return one && { from: one.from.toISOString(), to: one.to.toISOString() };
  }
  const from = start ? dateRange(start) : { from: new Date(Date.UTC(1970, 0, 1)) };
  const to = end ? dateRange(end) : { to: new Date(Date.UTC(9999, 11, 31)) };
  if (!from || !to || (!start && !end) || from.from >= to.to) return null;
  return { from: from.from.toISOString(), to: to.to.toISOString() };
}

function count(text: string): number | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_NUMBER ? n : null;
}

/** Reads one `name:value` operator into `query`; false when it is not a well-formed one. */
function readOperator(query: SearchQuery, name: string, value: string): boolean {
  switch (name) {
    case "user":
      if (value !== "me" && !UUID.test(value)) return false;
      query.user = value.toLowerCase();
      return true;
    case "is":
      if (value !== "question" && value !== "answer") return false;
      query.is = value;
      return true;
    case "score": {
      const match = /^(-?)(\d{1,7})$/.exec(value);
      if (!match || Number(match[2]) > MAX_NUMBER) return false;
      query.score = Number(match[2]) * (match[1] ? -1 : 1);
      return true;
    }
    case "answers": {
      const n = count(value);
      if (n === null) return false;
      query.answers = n;
      return true;
    }
    case "hasaccepted":
    case "closed": {
      const flag = YES_NO[value];
      if (flag === undefined) return false;
      if (name === "closed") query.closed = flag;
      else query.hasAccepted = flag;
      return true;
    }
    case "created": {
      const range = createdRange(value);
      if (!range) return false;
      query.created = range;
      return true;
    }
    default:
      return false;
  }
}

/** A query that asks for nothing: no words, no operators. */
export function emptySearchQuery(): SearchQuery {
  return { words: [], phrases: [], excluded: [], topics: [], user: null, is: null, score: null, answers: null, hasAccepted: null, closed: null, created: null };
}

/** Splits a query into the words and operators it says, never throwing. */
export function parseSearchQuery(text: string): SearchQuery {
  const query = emptySearchQuery();
  // A leading minus excludes a word; alone, or before nothing a word is made of, it is punctuation.
  const addWords = (chunk: string) => {
    for (const word of chunk.split(/\s+/)) {
      if (!word) continue;
      if (word.length > 1 && word.startsWith("-") && /[\p{L}\p{N}]/u.test(word.slice(1))) {
        if (query.excluded.length < SEARCH_QUERY_PARTS) query.excluded.push(word.slice(1));
      } else if (query.words.length < SEARCH_QUERY_PARTS) query.words.push(word);
    }
  };
  // Tokens: "a phrase", [a topic], or a run of anything else up to the next space.
  const token = /-?"([^"]*)"|\[([^\][]*)\]|(\S+)/g;
  for (const match of text.normalize("NFC").matchAll(token)) {
    const [whole, phrase, topic, bare] = match;
    if (phrase !== undefined) {
      const words = phrase.trim().replace(/\s+/g, " ");
      if (!words) continue;
      // -"a phrase" excludes each of its words.
      if (whole.startsWith("-")) addWords(words.split(" ").map((word) => `-${word}`).join(" "));
      else if (query.phrases.length < SEARCH_QUERY_PARTS) query.phrases.push(words);
      continue;
    }
    if (topic !== undefined) {
      const name = topic.trim().replace(/\s+/g, " ");
      if (name && query.topics.length < SEARCH_QUERY_PARTS && !query.topics.some((known) => known.toLowerCase() === name.toLowerCase())) query.topics.push(name);
      continue;
    }
    const operator = /^([a-z]+):(.+)$/i.exec(bare!);
    if (operator && readOperator(query, operator[1]!.toLowerCase(), operator[2]!.toLowerCase())) continue;
    addWords(bare!);
  }
  return query;
}

/** Whether a query asks for anything at all (words, phrases or an operator). */
export function searchQueryIsEmpty(query: SearchQuery): boolean {
  return (
    !query.words.length &&
    !query.phrases.length &&
    !query.topics.length &&
    query.user === null &&
    query.is === null &&
    query.score === null &&
    query.answers === null &&
    query.hasAccepted === null &&
    query.closed === null &&
    query.created === null
  );
}
