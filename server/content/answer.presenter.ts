import type { AnswerItem, VoteValue } from "@shared/questions";
import type { answers } from "../db/schema/content";
import { answerAbilities } from "../policy/abilities";
import type { ContentState, Viewer } from "../policy/visibility";
import { presentAuthorOf, type AuthorRow } from "./author.presenter";

// How an answer is shown wherever it appears (the question page, its SEO page, profiles,
// bookmarks, following). Pure: answer-items.ts loads what it reads.

type AnswerRow = typeof answers.$inferSelect;

/** An answer's question as far as its abilities and accepted mark go. */
export type AnswerParent = ContentState & { acceptedAnswerId: number | null };

/** What is the viewer's own about some answers: their votes and bookmarks. */
export interface MyAnswerData {
  votes: ReadonlyMap<number, VoteValue>;
  bookmarked: ReadonlySet<number>;
}

/** Everything a list of answers shows beyond the rows: authors and editors, the viewer's part, the questions by id. */
export interface AnswerData extends MyAnswerData {
  authors: ReadonlyMap<string, AuthorRow>;
  questions: ReadonlyMap<number, AnswerParent>;
}

/** The viewer's own part of an answer: their vote, bookmark, and what they may do (its and its question's real state). */
export function presentMyAnswer(state: ContentState & { id: number; question: ContentState }, mine: MyAnswerData, viewer: Viewer) {
  return {
    myVote: mine.votes.get(state.id) ?? 0,
    bookmarked: mine.bookmarked.has(state.id),
    abilities: answerAbilities(viewer, state),
  } satisfies Partial<AnswerItem>;
}

/** One answer as the viewer sees it. */
export function presentAnswer(row: AnswerRow, data: AnswerData, viewer: Viewer): AnswerItem {
  const question = data.questions.get(row.questionId)!;
  const mine = presentMyAnswer({ ...row, question }, data, viewer);
  return {
    id: row.id,
    questionId: row.questionId,
    content: row.content,
    author: presentAuthorOf(data.authors, row.authorId),
    upvoteCount: row.upvoteCount,
    downvoteCount: row.downvoteCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    editedBy: presentAuthorOf(data.authors, row.editedById),
    myVote: mine.myVote,
    bookmarked: mine.bookmarked,
    accepted: question.acceptedAnswerId === row.id,
    abilities: mine.abilities,
    ...(row.status === "held" ? { held: true } : {}),
  };
}

/**
 * An answer its writer has just posted, as they see it, with nothing to look up: no one has
 * voted on it or saved it yet, and its author is the writer (posting an answer made four
 * queries fewer).
 */
export function presentNewAnswer(row: AnswerRow, writer: NonNullable<Viewer> & AuthorRow, question: ContentState): AnswerItem {
  const data: AnswerData = {
    authors: new Map([[writer.id, writer]]),
    questions: new Map([[row.questionId, { ...question, acceptedAnswerId: null }]]),
    votes: new Map(),
    bookmarked: new Set(),
  };
  return presentAnswer(row, data, writer);
}
