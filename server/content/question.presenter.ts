import type { CloseVoteTally } from "@shared/close-votes";
import type { ClosedState, LinkedQuestion, QuestionDetail, QuestionSummary, VoteValue } from "@shared/questions";
import type { questions } from "../db/schema/content";
import { questionAbilities } from "../policy/abilities";
import type { QuestionState, Viewer } from "../policy/visibility";
import { presentAuthorOf, type AuthorRow } from "./author.presenter";

// How a question is shown: as a summary in every list (feeds, profiles, bookmarks, search,
// following, spaces) and as the question page's detail. Pure: question-summaries.ts loads
// what these read, the member overlay (overlays.ts) loads the member's part in one query.

type QuestionRow = typeof questions.$inferSelect;

/** The answer a question shows in lists (question-summaries.ts loadTopAnswers). */
export interface TopAnswerRow {
  id: number;
  questionId: number;
  authorId: string | null;
  content: string;
  upvoteCount: number;
  commentCount: number;
  createdAt: Date;
  accepted: boolean;
}

/** What is the viewer's own about some questions: their votes, follows and bookmarks. */
export interface MyQuestionData {
  votes: ReadonlyMap<number, VoteValue>;
  followed: ReadonlySet<number>;
  followedAuthors: ReadonlySet<string>;
  bookmarked: ReadonlySet<number>;
}

/** Everything a page of question summaries shows beyond the rows themselves. */
export interface QuestionSummaryData extends MyQuestionData {
  topics: ReadonlyMap<number, { id: number; name: string }[]>;
  topAnswers: ReadonlyMap<number, TopAnswerRow>;
  authors: ReadonlyMap<string, AuthorRow>;
}

/** What the question page adds for its status: the duplicate's original and the questions linked to it. */
export interface QuestionStatusData {
  original: LinkedQuestion | null;
  duplicates: LinkedQuestion[];
  /** Members' open close and reopen votes, for this viewer (issue 25). */
  closeVotes: CloseVoteTally;
  reopenVotes: CloseVoteTally;
  /** The members whose votes closed it (their ids, among the authors); empty when staff closed it or it is open. */
  closeVoters: string[];
}

/** The question page's data: the summary's, its status', and the closer and editor among the authors. */
export type QuestionDetailData = QuestionSummaryData & QuestionStatusData;

/** The viewer's own part of a question: their vote, follows, bookmark, and what they may do (its real state). */
export function presentMyQuestion(state: QuestionState & { id: number }, mine: MyQuestionData, viewer: Viewer) {
  return {
    myVote: mine.votes.get(state.id) ?? 0,
    isFollowing: mine.followed.has(state.id),
    followsAuthor: state.authorId !== null && mine.followedAuthors.has(state.authorId),
    bookmarked: mine.bookmarked.has(state.id),
    abilities: questionAbilities(viewer, state),
  } satisfies Partial<QuestionSummary>;
}

/** A question as every list shows it. */
export function presentQuestionSummary(row: QuestionRow, data: QuestionSummaryData, viewer: Viewer): QuestionSummary {
  const top = data.topAnswers.get(row.id);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: presentAuthorOf(data.authors, row.authorId),
    topics: data.topics.get(row.id) ?? [],
    viewCount: row.viewCount,
    answerCount: row.answerCount,
    upvoteCount: row.upvoteCount,
    downvoteCount: row.downvoteCount,
    topAnswer: top
      ? { id: top.id, content: top.content, upvoteCount: top.upvoteCount, commentCount: top.commentCount, createdAt: top.createdAt.toISOString(), accepted: top.accepted }
      : null,
    topAnswerAuthor: top ? presentAuthorOf(data.authors, top.authorId) : null,
    ...presentMyQuestion(row, data, viewer),
    ...(row.status === "held" ? { held: true } : {}),
    ...(row.status === "staged" ? { staged: true } : {}),
    closedReason: row.closedReason,
  };
}

/** A page of questions as every list shows them, in the rows' order. */
export function presentQuestionSummaries(rows: QuestionRow[], data: QuestionSummaryData, viewer: Viewer): QuestionSummary[] {
  return rows.map((row) => presentQuestionSummary(row, data, viewer));
}

/** The question's status on its page: the accepted answer, the closed state, the linked duplicates. */
export function presentQuestionStatus(
  row: QuestionRow,
  data: QuestionStatusData & { authors: ReadonlyMap<string, AuthorRow> },
): { acceptedAnswerId: number | null; closed: ClosedState | null; duplicates: LinkedQuestion[] } {
  const closed: ClosedState | null =
    row.closedReason && row.closedAt
      ? {
          reason: row.closedReason,
          closedAt: row.closedAt.toISOString(),
          closedBy: presentAuthorOf(data.authors, row.closedById),
          voters: data.closeVoters.map((id) => presentAuthorOf(data.authors, id)).filter((author) => author !== null),
          ...(data.original ? { duplicateOf: data.original } : {}),
        }
      : null;
  return { acceptedAnswerId: row.acceptedAnswerId, closed, duplicates: data.duplicates };
}

/** The question page's question, for a viewer allowed to see the row. */
export function presentQuestion(row: QuestionRow, data: QuestionDetailData, viewer: Viewer): QuestionDetail {
  const summary = presentQuestionSummary(row, data, viewer);
  const editedBy = !row.editedById ? null : row.editedById === row.authorId ? summary.author : presentAuthorOf(data.authors, row.editedById);
  return {
    ...summary,
    updatedAt: row.updatedAt.toISOString(),
    ...presentQuestionStatus(row, data),
    commentCount: row.commentCount,
    editedAt: row.editedAt?.toISOString() ?? null,
    editedBy,
    closeVotes: data.closeVotes,
    reopenVotes: data.reopenVotes,
  };
}
