// Bookmarks ("Save for later", spec 2.5 and 2.17). No zod here: the /bookmarks page imports
// these values, and its lists reuse the keyset page query of shared/questions.ts.
import type { AnswerItem, QuestionSummary } from "./questions";

/** The tabs of /bookmarks, in the spec's order. */
export const bookmarkTabs = ["questions", "answers"] as const;
export type BookmarkTab = (typeof bookmarkTabs)[number];

/** A saved question: the feed card's question and when it was saved. */
export interface BookmarkedQuestion {
  /** The bookmark's own id (the list's keyset position). */
  id: number;
  savedAt: string;
  question: QuestionSummary;
}

/** A saved answer, with the title of the question it answers. */
export interface BookmarkedAnswer {
  id: number;
  savedAt: string;
  answer: AnswerItem;
  question: { id: number; title: string };
}

/** How many questions and answers the member has saved (the tabs' counts). */
export type BookmarkCounts = Record<BookmarkTab, number>;

/** Result of saving or unsaving. */
export interface BookmarkState {
  bookmarked: boolean;
}
