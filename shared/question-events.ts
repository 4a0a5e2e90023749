/**
 * What GET /api/questions/{id}/events streams (Server-Sent Events; the SSE event name is
 * `type`, the data is this object as JSON). Everything is what the viewer may see of the
 * question (for a published question: what a visitor sees; held answers and comments never
 * show). Counts are totals after the change, so a page updates them in place without asking.
 */

/** An answer's vote counts. */
export interface AnswerVotes {
  id: number;
  upvoteCount: number;
  downvoteCount: number;
}

/** Sent first on every connection: the question's counts now, and its answers' (best first, at most LIVE_STATE_ANSWERS). */
export interface QuestionStateEvent {
  type: "state";
  answerCount: number;
  upvoteCount: number;
  downvoteCount: number;
  answers: (AnswerVotes & { commentCount: number })[];
}

export type QuestionEvent =
  | QuestionStateEvent
  /** Answers appeared (`added`, to offer with "1 new answer · Show") or went (deleted, held). */
  | { type: "answer"; answerCount: number; added: number[]; removed: number[] }
  /** Comment counts changed on these answers. */
  | { type: "comment"; answers: { id: number; commentCount: number }[] }
  /** Scores changed: the question's counts, and those answers whose counts moved. */
  | { type: "votes"; question: { upvoteCount: number; downvoteCount: number }; answers: AnswerVotes[] }
  /** The question (title, body, topics) and/or these answers were edited. */
  | { type: "edit"; question: boolean; answerIds: number[] }
  /** The accepted answer changed (null: none is accepted now). */
  | { type: "accepted"; acceptedAnswerId: number | null }
  /** The question was closed or reopened (or its closing changed): fetch it again. */
  | { type: "closed" }
  /** The question is no longer there for this viewer (deleted or held): the stream ends. */
  | { type: "gone" };

export type QuestionEventType = QuestionEvent["type"];

/** Every event type, for the client's listeners. */
export const questionEventTypes: QuestionEventType[] = ["state", "answer", "comment", "votes", "edit", "accepted", "closed", "gone"];

/** How many answers a `state` event lists (best first); a question with more still gets every change of them. */
export const LIVE_STATE_ANSWERS = 200;
