import { sql, type SQL } from "drizzle-orm";
import {
  DAILY_VOTE_CAP,
  REPUTATION_RULES,
  REPUTATION_START,
  SERIAL_VOTE_LIMIT,
  SERIAL_VOTE_WINDOW_HOURS,
  type ReputationReason,
  type ReversalReason,
} from "@shared/reputation";
import type { Db } from "../db/client";

// Reputation (issue 24): every change is a row in reputation_events with its cause, and a
// member's total (users.reputation) moves in the same transaction as its cause. This module is
// the only writer of both. The rules are shared/reputation.ts.
//
// The total is the member's live changes folded oldest first from 1, never below 1:
//   t0 = 1, tn = max(1, tn-1 + dn)
// which is 1 + P - min(0, min Pj) over the prefix sums Pj of the deltas. A new change is the
// newest, so it moves the stored total by max(1, t + d); a reversed change leaves the fold, so
// its member's total is folded again from their live changes: the total is then exactly what
// it would be had the cause never happened. Member rows are locked (in id order, after the
// posts) before a change is written, so changes of one member are numbered in commit order.

/** One change to write: the rule applies its points, the cap and the serial-vote limit. */
export interface NewReputationChange {
  userId: string;
  reason: ReputationReason;
  /** The cause's key: every change one cause made shares it (reversed together). */
  cause: string;
  actorId: string | null;
  questionId: number | null;
  answerId: number | null;
}

/** Which live changes a reversal takes back: those of one cause, or every one about a post. */
export type ReversalTarget = { cause: string } | { questionId: number } | { answerId: number } | { actorId: string };

/** A member whose total moved, before and after. */
export interface ReputationMove {
  userId: string;
  before: number;
  after: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The cause key of a member's vote on a post. */
export const voteCause = (kind: "question" | "answer", postId: number, voterId: string) => `vote:${kind === "question" ? "q" : "a"}:${postId}:${voterId}`;
/** The cause key of a question's acceptance. */
export const acceptanceCause = (questionId: number) => `accept:q:${questionId}`;

/** The reasons of vote changes (the serial-vote limit counts them; a voter's reversal takes them back). */
const VOTE_REASONS = (Object.keys(REPUTATION_RULES) as ReputationReason[]).filter((reason) => REPUTATION_RULES[reason].serialLimited);
/** The reasons the daily cap counts. */
const CAPPED_REASONS = (Object.keys(REPUTATION_RULES) as ReputationReason[]).filter((reason) => REPUTATION_RULES[reason].capped);

/** The total folded from a member's live changes (the SQL of the fold, shared with the recalculation). */
const FOLDED_TOTAL = (memberFilter: SQL) => sql`
  select user_id, ${REPUTATION_START} + sum(delta) - least(0, min(running)) as total
  from (
    select user_id, delta, sum(delta) over (partition by user_id order by id rows unbounded preceding) as running
    from reputation_events where reversed_at is null and ${memberFilter}
  ) live group by user_id`;

/** What reputation changes to make: reversals first, then new changes. */
export interface ReputationChanges {
  reverse?: { target: ReversalTarget; why: ReversalReason }[];
  add?: NewReputationChange[];
}

/**
 * The argument of ponder_reputation_apply (migration 0022, decision 056) for these changes, the
 * rules' points and limits written into it; null when there is nothing to do.
 */
export function reputationPayload({ reverse, add = [] }: ReputationChanges) {
  if (!reverse?.length && !add.length) return null;
  return {
    start: REPUTATION_START,
    dailyCap: DAILY_VOTE_CAP,
    serialLimit: SERIAL_VOTE_LIMIT,
    serialWindowHours: SERIAL_VOTE_WINDOW_HOURS,
    cappedReasons: `{${CAPPED_REASONS.join(",")}}`,
    voteReasons: `{${VOTE_REASONS.join(",")}}`,
    reverse: (reverse ?? []).map(({ target, why }) => ({ ...target, why })),
    add: add.map((change) => {
      const rule = REPUTATION_RULES[change.reason];
      return { ...change, points: rule.points, capped: rule.capped, serialLimited: rule.serialLimited };
    }),
  };
}

/** The moves ponder_reputation_apply reports, as JSON (`{userId, before, after}`) or rows. */
export const movesOf = (rows: { userId?: string; member?: string; before: number; after: number }[]): ReputationMove[] =>
  rows.map((row) => ({ userId: (row.userId ?? row.member)!, before: Number(row.before), after: Number(row.after) }));

/**
 * Reverses, then adds, reputation changes in the caller's transaction (which has locked the
 * posts concerned). Returns the members whose total moved. The work is one call of
 * ponder_reputation_apply (migration 0022, decision 056): it marks the reversed changes, locks
 * every member concerned in id order, folds the reversed members again, then writes each new
 * change with the rule's points, the serial-vote limit and the daily cap, its statements planned
 * once per connection. The rules come from here (shared/reputation.ts), with every call.
 */
export async function applyReputation(tx: Db, changes: ReputationChanges): Promise<ReputationMove[]> {
  const payload = reputationPayload(changes);
  if (!payload) return [];
  return movesOf(rowsOf<{ member: string; before: number; after: number }>(await tx.execute(sql`select member, before, after from ponder_reputation_apply(${JSON.stringify(payload)}::jsonb)`)));
}

/** The changes a member's vote on a post makes, from `before` to `after` (1 up, -1 down, 0 none). */
export function voteChanges(
  kind: "question" | "answer",
  post: { id: number; questionId: number; authorId: string | null },
  voterId: string,
  before: -1 | 0 | 1,
  after: -1 | 0 | 1,
): ReputationChanges {
  if (before === after) return { add: [] };
  const cause = voteCause(kind, post.id, voterId);
  const ids = { questionId: post.questionId, answerId: kind === "answer" ? post.id : null };
  const add: NewReputationChange[] = [];
  if (post.authorId && post.authorId !== voterId) {
    if (after === 1) add.push({ userId: post.authorId, reason: kind === "question" ? "question-upvoted" : "answer-upvoted", cause, actorId: voterId, ...ids });
    if (after === -1) add.push({ userId: post.authorId, reason: "post-downvoted", cause, actorId: voterId, ...ids });
  }
  if (after === -1 && kind === "answer") add.push({ userId: voterId, reason: "downvoted-answer", cause, actorId: voterId, ...ids });
  return { reverse: before === 0 ? undefined : [{ target: { cause }, why: after === 0 ? "vote-withdrawn" : "vote-changed" }], add };
}

/** Recomputes every member's total from their live changes; returns those whose stored total differed (zero on a healthy database), after correcting them. */
export async function recalculateReputation(db: Db): Promise<{ userId: string; stored: number; computed: number }[]> {
  return db.transaction(async (tx) => {
    const rows = rowsOf<{ id: string; stored: number; computed: number }>(
      await tx.execute(sql`
        select u.id, u.reputation as stored, coalesce(f.total, ${REPUTATION_START}) as computed
        from users u left join (${FOLDED_TOTAL(sql`true`)}) f on f.user_id = u.id
        where u.reputation <> coalesce(f.total, ${REPUTATION_START})
        order by u.id for no key update of u`),
    );
    for (const row of rows) await tx.execute(sql`update users set reputation = ${row.computed} where id = ${row.id}`);
    return rows.map((row) => ({ userId: row.id, stored: Number(row.stored), computed: Number(row.computed) }));
  });
}

/**
 * Writes the reputation that votes and acceptances made before reputation existed (or that
 * the demo seed wrote as rows) would have made under the rules, oldest first: the serial-vote
 * limit over each voter's last 24 hours on an author, the daily cap per UTC day, the floor in
 * the fold. A cause that already has its live change is skipped, so it can run again.
 * Returns how many changes it wrote.
 */
export async function backfillReputation(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const written = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with votes as (
          select 'q' as kind, v.question_id, null::int as answer_id, v.user_id as voter, q.author_id as author, v.value, v.created_at
          from question_votes v join questions q on q.id = v.question_id
          union all
          select 'a', a.question_id, v.answer_id, v.user_id, a.author_id, v.value, v.created_at
          from answer_votes v join answers a on a.id = v.answer_id
        ), by_author as (
          select author as user_id,
            case when value = 1 and kind = 'q' then 'question-upvoted' when value = 1 then 'answer-upvoted' else 'post-downvoted' end as reason,
            case when value = 1 then ${REPUTATION_RULES["question-upvoted"].points}::int else ${REPUTATION_RULES["post-downvoted"].points}::int end as points,
            voter, question_id, answer_id,
            'vote:' || kind || ':' || coalesce(answer_id, question_id) || ':' || voter as cause, created_at,
            count(*) over (partition by voter, author order by created_at range between interval '${sql.raw(String(SERIAL_VOTE_WINDOW_HOURS))} hours' preceding and current row) > ${SERIAL_VOTE_LIMIT}::int as serial
          from votes where author is not null and author <> voter
        ), decided as (
          select *, case
            when serial then 0
            when points > 0 then least(points, greatest(0, ${DAILY_VOTE_CAP}::int - (sum(case when serial then 0 else points end) over (
              partition by user_id, (created_at at time zone 'UTC')::date, points > 0 order by created_at, cause rows unbounded preceding) - points)))
            else points end as delta
          from by_author
        ), changes as (
          select user_id, reason, points, delta, not serial and delta <> points as capped, serial, voter as actor_id, question_id, answer_id, cause, created_at from decided
          union all
          select voter, 'downvoted-answer', ${REPUTATION_RULES["downvoted-answer"].points}::int, ${REPUTATION_RULES["downvoted-answer"].points}::int, false, false, voter,
                 question_id, answer_id, 'vote:a:' || answer_id || ':' || voter, created_at
          from votes where kind = 'a' and value = -1
          union all
          select a.author_id, 'answer-accepted', ${REPUTATION_RULES["answer-accepted"].points}::int, ${REPUTATION_RULES["answer-accepted"].points}::int, false, false, q.author_id,
                 q.id, a.id, 'accept:q:' || q.id, greatest(q.created_at, a.created_at)
          from questions q join answers a on a.id = q.accepted_answer_id
          where q.author_id is not null and a.author_id is not null and a.author_id <> q.author_id
          union all
          select q.author_id, 'accepted-answer', ${REPUTATION_RULES["accepted-answer"].points}::int, ${REPUTATION_RULES["accepted-answer"].points}::int, false, false, q.author_id,
                 q.id, a.id, 'accept:q:' || q.id, greatest(q.created_at, a.created_at)
          from questions q join answers a on a.id = q.accepted_answer_id
          where q.author_id is not null and a.author_id is not null and a.author_id <> q.author_id
        ), inserted as (
          insert into reputation_events (user_id, reason, points, delta, capped, serial, actor_id, question_id, answer_id, cause, created_at)
          select user_id, reason, points, delta, capped, serial, actor_id, question_id, answer_id, cause, created_at from changes order by created_at, cause
          on conflict (cause, user_id) where reversed_at is null do nothing
          returning 1
        )
        select count(*)::int as n from inserted`),
    );
    // The planner's statistics, before the totals are read from the new rows: without them it
    // guessed a few hundred members and joined the totals to users by a nested loop, which at
    // the bench's 1M questions (2M votes, 100k members) ran past 20 minutes. The embedded
    // database has no autovacuum to gather them either, and without them a vote read a
    // member's changes through the voter index (7 ms instead of 4, decision 056).
    const count = Number(written[0]?.n ?? 0);
    if (count) await tx.execute(sql`analyze reputation_events`);
    // And a hash join, whatever it estimates: the totals are one grouped query over every
    // change, and a nested loop with them inside ran it again for each member (the bench's 1M
    // questions: still running after 15 minutes, with the statistics above gathered).
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`
      update users u set reputation = f.total
      from (${FOLDED_TOTAL(sql`true`)}) f
      where f.user_id = u.id and u.reputation <> f.total`);
    // Back as it was for the rest of a caller's transaction (the demo seed's).
    await tx.execute(sql`set local enable_nestloop = on`);
    return count;
  });
}

/** Whether votes or acceptances exist that no reputation change records yet (a site from before reputation). */
export async function needsReputationBackfill(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ needed: boolean }>(
    await db.execute(sql`
      select not exists (select 1 from reputation_events)
        and (exists (select 1 from question_votes) or exists (select 1 from answer_votes) or exists (select 1 from questions where accepted_answer_id is not null)) as needed`),
  );
  return Boolean(row?.needed);
}
