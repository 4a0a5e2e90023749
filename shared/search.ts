// Search (/search?q=, GET /api/search). No zod here: the search page only displays results,
// and zod should load only where a form or the server validates (the query string's schema
// lives beside the route, in server/features/search).
import type { z } from "zod";
import type * as responses from "./search.responses";

/** The result tabs; `all` is a summary of every kind. */
export const searchTypes = ["all", "questions", "answers", "topics", "people", "spaces"] as const;
export type SearchType = (typeof searchTypes)[number];

/** How results are ordered: best match first (then score and accepted answers), newest, or best voted. */
export const SEARCH_SORTS = ["relevance", "newest", "votes"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The longest query accepted, in characters after trimming. */
export const SEARCH_QUERY_MAX = 200;

/** Tab counts stop at this number; the page shows "1000+". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Matched terms in highlighted text are wrapped in these two characters (control characters,
 * which sanitised member text never contains), so the client can mark them without HTML.
 */
export const HIGHLIGHT_START = "\u0002";
export const HIGHLIGHT_END = "\u0003";

/** A question found by its title or details, as a feed card plus highlighted text. */
export type QuestionHit = z.input<typeof responses.questionHitSchema>;

/** An answer found by its text, with the question it answers. */
export type AnswerHit = z.input<typeof responses.answerHitSchema>;

/** A topic whose name starts with (a word starting with) the query. */
export type TopicHit = z.input<typeof responses.topicHitSchema>;

/** A member whose name starts with (a word starting with) the query: public fields only, never an email. */
export type PersonHit = z.input<typeof responses.personHitSchema>;

/** Matches of each kind, up to SEARCH_COUNT_CAP. */
export type SearchCounts = z.input<typeof responses.searchCountsSchema>;

/** GET /api/search?type=all: the first page of questions and the best few of every other kind. */
export type SearchSummary = z.input<typeof responses.searchSummarySchema>;

/** What each type answers. */
export type SearchResults = { [K in SearchType]: z.input<(typeof responses.searchResultsSchemas)[K]> };
