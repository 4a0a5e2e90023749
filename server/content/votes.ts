import { sql } from "drizzle-orm";
import type { VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { ANSWER_NOT_FOUND, COMMENT_NOT_FOUND, QUESTION_NOT_FOUND } from "../policy/visibility";
import { movesOf, reputationPayload, voteChanges, type ReputationMove } from "./reputation";

// Questions, answers and comments are voted on alike: one command sets or clears a member's
// vote and moves the post's counters with it, and the reputation that vote makes, in one
// transaction, for every kind of post. The work is one call of ponder_cast_vote (migration 0022,
// decision 056): a vote is the busiest write of a Q&A site, and on the embedded database each
// statement sent costs more than its work.

const NOT_FOUND = { question: QUESTION_NOT_FOUND, answer: ANSWER_NOT_FOUND, comment: COMMENT_NOT_FOUND } as const;

export type VoteKind = keyof typeof NOT_FOUND;

/** The counters after a vote, and the member's vote. */
export interface VoteResult<V extends VoteValue = VoteValue> {
  upvoteCount: number;
  downvoteCount: number;
  myVote: V;
  /** Members whose reputation the vote moved (questions and answers only; not part of the reply). */
  reputationMoves?: ReputationMove[];
}

/** The post voted on: its author and question decide whose reputation moves. */
export interface VotedPost {
  id: number;
  questionId: number;
  authorId: string | null;
}

const VALUES: VoteValue[] = [-1, 0, 1];

/**
 * Sets the member's vote on a post (1, -1 where downvotes exist, or 0 to remove it); repeating
 * a vote changes nothing. The post is locked while its counters move by the change, so two votes
 * by one member at once cannot both count: the counters always equal the vote rows. The
 * reputation changes (voteChanges) are built here for each vote the member may have had before;
 * the database applies the one that did. Callers check first that the member may vote (authorize).
 */
export function castVote(db: Db, kind: "question" | "answer", userId: string, post: VotedPost, value: VoteValue): Promise<VoteResult>;
export function castVote(db: Db, kind: "comment", userId: string, post: { id: number }, value: 0 | 1): Promise<Omit<VoteResult<0 | 1>, "downvoteCount">>;
export async function castVote(db: Db, kind: VoteKind, userId: string, post: VotedPost | { id: number }, value: VoteValue): Promise<Partial<VoteResult> & { upvoteCount: number; myVote: VoteValue }> {
  const reputation: Partial<Record<string, ReturnType<typeof reputationPayload>>> = {};
  if (kind !== "comment") {
    for (const before of VALUES) {
      const payload = reputationPayload(voteChanges(kind, post as VotedPost, userId, before, value));
      if (payload) reputation[String(before)] = payload;
    }
  }
  const [row] = (
    (await db.execute(
      sql`select up, down, moves from ponder_cast_vote(${kind}, ${userId}::uuid, ${post.id}::int, ${value}::int, ${JSON.stringify(reputation)}::jsonb)`,
    )) as unknown as { rows: { up: number; down: number; moves: { userId: string; before: number; after: number }[] | string }[] }
  ).rows;
  if (!row) throw notFound(NOT_FOUND[kind]);
  const counters = { upvoteCount: Number(row.up), myVote: value };
  if (kind === "comment") return counters;
  const moves = typeof row.moves === "string" ? JSON.parse(row.moves) : row.moves;
  return { ...counters, downvoteCount: Number(row.down), reputationMoves: movesOf(moves) };
}
