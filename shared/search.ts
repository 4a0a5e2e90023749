// Search (/search?q=, GET /api/search). No zod here: the search page only displays results,
// and zod should load only where a form or the server validates (the query string's schema
// lives beside the route, in server/features/search).
import type { AuthorSummary, Page, QuestionSummary } from "./questions";
import type { Space } from "./spaces";
import type { Topic } from "./topics";

/** The result tabs; `all` is a summary of every kind. */
export const searchTypes = ["all", "questions", "answers", "topics", "people", "spaces"] as const;
export type SearchType = (typeof searchTypes)[number];

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
export interface QuestionHit extends QuestionSummary {
  highlight: {
    /** The title with matched terms marked. */
    title: string;
    /** Plain-text fragments of the details around the matched terms, marked. */
    excerpt: string;
  };
}

/** An answer found by its text, with the question it answers. */
export interface AnswerHit {
  id: number;
  questionId: number;
  questionTitle: string;
  /** Plain-text fragments of the answer around the matched terms, marked. */
  excerpt: string;
  author: AuthorSummary | null;
  upvoteCount: number;
  commentCount: number;
  createdAt: string;
}

/** A topic whose name starts with (a word starting with) the query. */
export interface TopicHit extends Topic {
  /** Whether the signed-in member follows it (false for visitors). */
  isFollowing: boolean;
}

/** A member whose name starts with (a word starting with) the query: public fields only, never an email. */
export interface PersonHit {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** Bio (when the profile is public), else employment; null when neither is set. */
  subtitle: string | null;
}

/** Matches of each kind, up to SEARCH_COUNT_CAP. */
export type SearchCounts = Record<Exclude<SearchType, "all">, number>;

/** GET /api/search?type=all: the first page of questions and the best few of every other kind. */
export interface SearchSummary {
  counts: SearchCounts;
  /** Continue with type=questions and this page's nextCursor. */
  questions: Page<QuestionHit>;
  answers: AnswerHit[];
  topics: TopicHit[];
  people: PersonHit[];
  spaces: Space[];
}

/** What each type answers. */
export interface SearchResults {
  all: SearchSummary;
  questions: Page<QuestionHit>;
  answers: Page<AnswerHit>;
  topics: Page<TopicHit>;
  people: Page<PersonHit>;
  spaces: Page<Space>;
}
