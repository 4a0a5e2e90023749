// Bookmarks ("Save for later", spec 2.5 and 2.17). No zod here: the /bookmarks page imports
// these values, and its lists reuse the keyset page query of shared/questions.ts.
import type { z } from "zod";
import type * as responses from "./bookmarks.responses";

/** The tabs of /bookmarks, in the spec's order. */
export const bookmarkTabs = ["questions", "answers"] as const;
export type BookmarkTab = (typeof bookmarkTabs)[number];

/** A saved question: the feed card's question and when it was saved. */
export type BookmarkedQuestion = z.input<typeof responses.bookmarkedQuestionSchema>;

/** A saved answer, with the title of the question it answers. */
export type BookmarkedAnswer = z.input<typeof responses.bookmarkedAnswerSchema>;

/** How many questions and answers the member has saved (the tabs' counts). */
export type BookmarkCounts = z.input<typeof responses.bookmarkCountsSchema>;

/** Result of saving or unsaving. */
export type BookmarkState = z.input<typeof responses.bookmarkStateSchema>;
