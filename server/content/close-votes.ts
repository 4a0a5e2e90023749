import { and, desc, eq, sql } from "drizzle-orm";
import { CLOSE_VOTE_EXPIRY_DAYS, DEFAULT_CLOSE_VOTES_NEEDED, type CloseVoteKind, type CloseVoteTally } from "@shared/close-votes";
import type { Db } from "../db/client";
import { readTogether } from "../db/read-together";
import { questionClosures } from "../db/schema/content";

// Where a question's close and reopen votes stand (issue 25, point 1): the question page shows
// it; features/close-votes casts and retracts them.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Open votes of a kind count while their newest is younger than the expiry. */
export const LIVE_CLOSE_VOTES = sql.raw(`now() - interval '${CLOSE_VOTE_EXPIRY_DAYS} days'`);
const LIVE = LIVE_CLOSE_VOTES;

type TallyRow = { kind: CloseVoteKind | null; count: number; voted: boolean; needed: number };

/**
 * A visitor's tallies (nobody's vote to show) of several questions in one statement, read with
 * the other pages' of the moment (db/read-together.ts, issue 22: a page not in the cache).
 */
const readVisitorTallies = readTogether(async (db: Db, questionIds: number[]) => {
  const idList = sql.join(questionIds.map((id) => sql`${id}`), sql`, `);
  return rowsOf<TallyRow & { questionId: number }>(
    await db.execute(sql`
      select q.id as "questionId", v.kind, coalesce(v.count, 0)::int as count, false as voted, s.close_votes_needed as needed
      from unnest(array[${idList}]::int[]) as q(id)
      cross join site_settings s
      left join lateral (
        select kind, count(*) as count
        from question_close_votes where question_id = q.id and state = 'open'
        group by kind having max(created_at) > ${LIVE}
      ) v on true
      where s.id = 1`),
  ).map((row) => ({ ...row, questionId: Number(row.questionId) }));
}, (row) => row.questionId);

/** Where a question's close and reopen votes stand for this viewer (one query; the number needed is the site setting). */
export async function closeVoteTallies(db: Db, questionId: number, viewerId: string | null): Promise<Record<CloseVoteKind, CloseVoteTally>> {
  const rows: TallyRow[] = viewerId === null ? await readVisitorTallies(db, [questionId]) : rowsOf<TallyRow>(
    await db.execute(sql`
      select v.kind, coalesce(v.count, 0)::int as count, coalesce(v.voted, false) as voted, s.close_votes_needed as needed
      from site_settings s
      left join (
        select kind, count(*) as count, bool_or(user_id = ${viewerId}::uuid) as voted
        from question_close_votes where question_id = ${questionId} and state = 'open'
        group by kind having max(created_at) > ${LIVE}
      ) v on true
      where s.id = 1`),
  );
  const needed = Number(rows[0]?.needed ?? DEFAULT_CLOSE_VOTES_NEEDED);
  const tally = (kind: CloseVoteKind): CloseVoteTally => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { count: Number(row?.count ?? 0), needed, voted: Boolean(row?.voted) };
  };
  return { close: tally("close"), reopen: tally("reopen") };
}


/**
 * The kinds of open, live votes a member has on a question: laid over the public copy of the
 * question page (whose `voted` is a visitor's, false), only when some vote is open at all.
 */
export async function memberCloseVoteKinds(db: Db, questionId: number, memberId: string): Promise<Set<CloseVoteKind>> {
  const rows = rowsOf<{ kind: CloseVoteKind }>(
    await db.execute(sql`
      select v.kind from question_close_votes v
      where v.question_id = ${questionId} and v.user_id = ${memberId}::uuid and v.state = 'open'
        and (select max(created_at) from question_close_votes w where w.question_id = v.question_id and w.kind = v.kind and w.state = 'open') > ${LIVE}`),
  );
  return new Set(rows.map((row) => row.kind));
}

/** The members whose votes closed the question, from its latest closing; empty when staff closed it. */
export async function closingVoters(db: Db, questionId: number): Promise<string[]> {
  const [row] = await db
    .select({ voterIds: questionClosures.voterIds })
    .from(questionClosures)
    .where(and(eq(questionClosures.questionId, questionId), eq(questionClosures.action, "close")))
    .orderBy(desc(questionClosures.createdAt), desc(questionClosures.id))
    .limit(1);
  return row?.voterIds ?? [];
}
