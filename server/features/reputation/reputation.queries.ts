import { and, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REPUTATION_START } from "@shared/reputation";
import type { ReputationHistoryItem, ReputationPage, ReputationTimeline } from "@shared/reputation.responses";
import type { Db } from "../../db/client";
import { answers, questions } from "../../db/schema/content";
import { reputationEvents } from "../../db/schema/reputation";
import { key, keyset, pageOf } from "../../lib/keyset";
import { visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";

/** Changes are numbered by a bigserial: the cursor is the last one's id. */
const historyKeyset = keyset(key.int(1, Number.MAX_SAFE_INTEGER));

const shownQuestion = alias(questions, "shown_question");
const shownAnswer = alias(answers, "shown_answer");

/** A member's reputation history, newest first; the post each change is about when the viewer may see it. */
export async function listReputationHistory(db: Db, viewer: Viewer, member: { id: string; reputation: number }, query: { cursor?: string; limit: number }): Promise<ReputationPage> {
  const [after] = query.cursor ? historyKeyset.decode(query.cursor) : [undefined];
  const rows = await db
    .select({
      id: reputationEvents.id,
      delta: reputationEvents.delta,
      points: reputationEvents.points,
      reason: reputationEvents.reason,
      capped: reputationEvents.capped,
      serial: reputationEvents.serial,
      reversedAt: reputationEvents.reversedAt,
      reversal: reputationEvents.reversal,
      createdAt: reputationEvents.createdAt,
      questionId: shownQuestion.id,
      title: shownQuestion.title,
      answerId: reputationEvents.answerId,
      answerShown: shownAnswer.id,
    })
    .from(reputationEvents)
    .leftJoin(shownQuestion, and(eq(shownQuestion.id, reputationEvents.questionId), visibleQuestions(viewer, shownQuestion)))
    .leftJoin(shownAnswer, and(eq(shownAnswer.id, reputationEvents.answerId), visibleAnswers(viewer, shownAnswer)))
    .where(and(eq(reputationEvents.userId, member.id), after === undefined ? undefined : lt(reputationEvents.id, after)))
    .orderBy(desc(reputationEvents.id))
    .limit(query.limit + 1);
  const items: ReputationHistoryItem[] = rows.map((row) => ({
    id: row.id,
    delta: row.delta,
    points: row.points,
    reason: row.reason,
    capped: row.capped,
    serial: row.serial,
    reversed: row.reversedAt && row.reversal ? { at: row.reversedAt, why: row.reversal } : null,
    // An answer the viewer may not see hides the post, even when its question shows.
    post: row.questionId !== null && row.title !== null && (row.answerId === null || row.answerShown !== null) ? { questionId: row.questionId, answerId: row.answerId, title: row.title } : null,
    createdAt: row.createdAt,
  }));
  return { reputation: member.reputation, ...pageOf(items, query.limit, (last) => historyKeyset.encode(last.id)) };
}

/** The total at the end of each UTC day it moved, folded from the live changes as the stored total is (content/reputation.ts). */
export async function reputationTimeline(db: Db, member: { id: string; reputation: number }): Promise<ReputationTimeline> {
  const result = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, total from (
      select distinct on (day) day, ${REPUTATION_START} + running - least(0, lowest) as total
      from (
        select date_trunc('day', created_at at time zone 'UTC') as day, id,
          sum(delta) over (order by id rows unbounded preceding) as running,
          min(running_inner) over (order by id rows unbounded preceding) as lowest
        from (
          select id, created_at, delta, sum(delta) over (order by id rows unbounded preceding) as running_inner
          from reputation_events where user_id = ${member.id} and reversed_at is null
        ) live
      ) folded
      order by day, id desc
    ) days order by day`)) as unknown as { rows: { day: string; total: number | string }[] };
  return { reputation: member.reputation, points: result.rows.map((row) => ({ day: row.day, total: Number(row.total) })) };
}
