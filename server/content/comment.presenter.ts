import type { CommentItem } from "@shared/questions";
import type { comments } from "../db/schema/content";
import { commentAbilities } from "../policy/abilities";
import type { ContentState, Viewer } from "../policy/visibility";
import { presentAuthorOf, type AuthorRow } from "./author.presenter";

// How a comment is shown, to the viewer of its list and to the member overlay alike. Pure:
// features/comments loads what it reads.

type CommentRow = typeof comments.$inferSelect;

/**
 * What comments are on: a question, or one of its answers (answer null: the question
 * itself). Abilities on a comment depend on their states.
 */
export interface CommentParents {
  answer: (ContentState & { id: number }) | null;
  question: ContentState & { id: number };
}

/** What is the viewer's own about some comments: the ones they upvoted. */
export interface MyCommentData {
  upvoted: ReadonlySet<number>;
}

/** What comments show beyond their rows: their authors and the viewer's upvotes. */
export interface CommentData extends MyCommentData {
  authors: ReadonlyMap<string, AuthorRow>;
}

/** The viewer's own part of a comment: their upvote and what they may do (its and its parents' real states). */
export function presentMyComment(state: ContentState & { id: number } & CommentParents, mine: MyCommentData, viewer: Viewer) {
  return {
    myVote: mine.upvoted.has(state.id) ? 1 : 0,
    abilities: commentAbilities(viewer, state),
  } satisfies Partial<CommentItem>;
}

/** One comment as the viewer sees it. */
export function presentComment(row: CommentRow, parents: CommentParents, data: CommentData, viewer: Viewer): CommentItem {
  return {
    id: row.id,
    questionId: row.questionId,
    answerId: row.answerId,
    content: row.content,
    author: presentAuthorOf(data.authors, row.authorId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    upvoteCount: row.upvoteCount,
    ...presentMyComment({ ...row, ...parents }, data, viewer),
    ...(row.status === "held" ? { held: true } : {}),
  };
}
