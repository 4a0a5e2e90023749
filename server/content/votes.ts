import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { answers, answerVotes, comments, commentVotes, questions, questionVotes } from "../db/schema/content";
import { notFound } from "../errors";
import { ANSWER_NOT_FOUND, COMMENT_NOT_FOUND, QUESTION_NOT_FOUND } from "../policy/visibility";
import { applyReputation, voteChanges, type ReputationMove } from "./reputation";

// Questions, answers and comments are voted on alike: one command sets or clears a member's
// vote and moves the post's counters with it, in one transaction, for every kind of post.

/** How the up and down counters move when a vote goes from `before` to `after`. */
export function voteCounterChange(before: VoteValue, after: VoteValue): { up: number; down: number } {
  return { up: Number(after === 1) - Number(before === 1), down: Number(after === -1) - Number(before === -1) };
}

/** Where a kind of post keeps its votes and counters. */
interface VoteTarget {
  posts: PgTable & { id: AnyPgColumn; upvoteCount: AnyPgColumn; authorId: AnyPgColumn };
  /** Said when the post is gone by the time the vote locks it. */
  missing: string;
  /** Null where only upvotes exist (comments, docs/decisions/030-comment-votes.md). */
  downvoteCount: AnyPgColumn | null;
  votes: PgTable;
  voter: AnyPgColumn;
  post: AnyPgColumn;
  /** The vote's value column; null where a vote row is an upvote by being there. */
  value: AnyPgColumn | null;
}

const VOTE_TARGETS = {
  question: { posts: questions, missing: QUESTION_NOT_FOUND, downvoteCount: questions.downvoteCount, votes: questionVotes, voter: questionVotes.userId, post: questionVotes.questionId, value: questionVotes.value },
  answer: { posts: answers, missing: ANSWER_NOT_FOUND, downvoteCount: answers.downvoteCount, votes: answerVotes, voter: answerVotes.userId, post: answerVotes.answerId, value: answerVotes.value },
  comment: { posts: comments, missing: COMMENT_NOT_FOUND, downvoteCount: null, votes: commentVotes, voter: commentVotes.userId, post: commentVotes.commentId, value: null },
} satisfies Record<string, VoteTarget>;

export type VoteKind = keyof typeof VOTE_TARGETS;

/** The counters after a vote, and the member's vote. */
export interface VoteResult<V extends VoteValue = VoteValue> {
  upvoteCount: number;
  downvoteCount: number;
  myVote: V;
  /** Members whose reputation the vote moved (questions and answers only; not part of the reply). */
  reputationMoves?: ReputationMove[];
}

const column = (col: AnyPgColumn) => sql.identifier(col.name);
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Sets the member's vote on a post (1, -1 where downvotes exist, or 0 to remove it); repeating
 * a vote changes nothing. The post is locked while its counters move by the change
 * (voteCounterChange), so two votes by one member at once cannot both count: the counters
 * always equal the vote rows. Callers check first that the member may vote (authorize).
 */
export function castVote(db: Db, kind: "question" | "answer", userId: string, postId: number, value: VoteValue): Promise<VoteResult>;
export function castVote(db: Db, kind: "comment", userId: string, postId: number, value: 0 | 1): Promise<Omit<VoteResult<0 | 1>, "downvoteCount">>;
export async function castVote(db: Db, kind: VoteKind, userId: string, postId: number, value: VoteValue): Promise<Partial<VoteResult> & { upvoteCount: number; myVote: VoteValue }> {
  const target: VoteTarget = VOTE_TARGETS[kind];
  const { posts, votes, voter, post } = target;
  const down: SQL = target.downvoteCount ? sql`${target.downvoteCount}` : sql`0`;
  const previous: SQL = target.value ? sql`coalesce(${target.value}, 0)` : sql`(${voter} is not null)::int`;
  const counters = (row: Record<string, unknown>) => ({
    upvoteCount: Number(row.up),
    ...(target.downvoteCount ? { downvoteCount: Number(row.down) } : {}),
    myVote: value,
  });
  return db.transaction(async (tx) => {
    // Lock the post first, then read: a statement after the lock sees every vote committed
    // before it (one statement that locked and read would read the votes as they were when it began).
    const questionOf = kind === "answer" ? sql`${answers.questionId}` : kind === "question" ? sql`${questions.id}` : sql`${comments.questionId}`;
    const locked = rowsOf(await tx.execute(sql`select ${posts.authorId} as author, ${questionOf} as question from ${posts} where ${posts.id} = ${postId} for update`));
    if (!locked.length) throw notFound(target.missing);
    const [current] = rowsOf(
      await tx.execute(sql`
        select ${posts.upvoteCount} as up, ${down} as down, ${previous} as before
        from ${posts} left join ${votes} on ${post} = ${posts.id} and ${voter} = ${userId}
        where ${posts.id} = ${postId}`),
    );
    const before = Number(current!.before) as VoteValue;
    if (before === value) return counters(current!);
    if (value === 0) {
      await tx.execute(sql`delete from ${votes} where ${voter} = ${userId} and ${post} = ${postId}`);
    } else if (target.value) {
      await tx.execute(sql`
        insert into ${votes} (${column(voter)}, ${column(post)}, ${column(target.value)}) values (${userId}, ${postId}, ${value})
        on conflict (${column(voter)}, ${column(post)}) do update set ${column(target.value)} = excluded.${column(target.value)}`);
    } else {
      await tx.execute(sql`insert into ${votes} (${column(voter)}, ${column(post)}) values (${userId}, ${postId}) on conflict do nothing`);
    }
    const change = voteCounterChange(before, value);
    const moveDown = target.downvoteCount ? sql`, ${column(target.downvoteCount)} = ${target.downvoteCount} + ${change.down}` : sql``;
    const [moved] = rowsOf(
      await tx.execute(sql`
        update ${posts} set ${column(posts.upvoteCount)} = ${posts.upvoteCount} + ${change.up}${moveDown}
        where ${posts.id} = ${postId}
        returning ${posts.upvoteCount} as up, ${down} as down`),
    );
    if (kind === "comment") return counters(moved!);
    const voted = { id: postId, questionId: Number(locked[0]!.question), authorId: (locked[0]!.author as string | null) ?? null };
    const reputationMoves = await applyReputation(tx, voteChanges(kind, voted, userId, before, value));
    return { ...counters(moved!), reputationMoves };
  });
}
