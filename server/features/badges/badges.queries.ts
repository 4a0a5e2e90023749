import { and, desc, eq, or, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BADGES, badgeOf, type BadgeId, type BadgeTier } from "@shared/badges";
import type { BadgeList, UserBadge, UserBadgePage } from "@shared/badges.responses";
import type { Db } from "../../db/client";
import { answers, questions } from "../../db/schema/content";
import { userBadges } from "../../db/schema/reputation";
import { key, keyset, pageOf } from "../../lib/keyset";
import { visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";
import { badgeNoticesFrom } from "../../services/notification-rows";
import { BADGE_QUERIES, MARK_TABLES, mayEarn, type Mark, type Window } from "./badge-rules";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The newest id of each table a sweep reads by range, and the database's clock, in one statement. */
export async function readMark(db: Db): Promise<Mark> {
  const maxima = Object.entries(MARK_TABLES).map(([name, table]) => sql`(select coalesce(max(id), 0) from ${sql.identifier(table)})::bigint as ${sql.identifier(name)}`);
  const [row] = rowsOf<Record<string, string | number>>(await db.execute(sql`select (extract(epoch from now()) * 1000)::bigint as at, ${sql.join(maxima, sql`, `)}`));
  const mark = { at: Number(row!.at) } as Mark;
  for (const name of Object.keys(MARK_TABLES) as (keyof typeof MARK_TABLES)[]) mark[name] = Number(row![name]);
  return mark;
}

/** One badge given: to whom, which, for what post. */
export interface Award {
  userId: string;
  badgeId: BadgeId;
  questionId: number | null;
  answerId: number | null;
}

/**
 * Awards every badge its query finds within the window (everything when null), each badge in one
 * statement that inserts the awards and the notices of those it inserted: an award that exists
 * (another process's, a retry's) is skipped by the unique (user_id, badge_id, post_key), and only
 * the statement that inserted an award tells its member, so a member is told once.
 */
export async function awardBadges(db: Db, window: Window): Promise<Award[]> {
  const awarded: Award[] = [];
  for (const badge of BADGES) {
    if (!mayEarn(badge.id, window)) continue;
    const rows = rowsOf<{ user_id: string; question_id: number | null; answer_id: number | null }>(
      await db.execute(sql`
        with found as (${BADGE_QUERIES[badge.id](window)}),
        awarded as (
          insert into ${userBadges} (user_id, badge_id, post_key, question_id, answer_id)
          select user_id, ${badge.id}, post_key, question_id, answer_id from found
          on conflict (user_id, badge_id, post_key) do nothing
          returning user_id, badge_id, question_id, answer_id, post_key
        ),
        told as (${badgeNoticesFrom(sql`awarded`)})
        select user_id, question_id, answer_id from awarded`),
    );
    for (const row of rows) awarded.push({ userId: row.user_id, badgeId: badge.id, questionId: row.question_id, answerId: row.answer_id });
  }
  return awarded;
}

/** Every badge with how many members have it (GET /api/badges). */
export async function listBadges(db: Db): Promise<BadgeList> {
  const rows = rowsOf<{ badge_id: string; n: number | string }>(await db.execute(sql`select badge_id, count(distinct user_id) as n from ${userBadges} group by badge_id`));
  const counts = new Map(rows.map((row) => [row.badge_id, Number(row.n)]));
  return { items: BADGES.map(({ id, name, tier, rule, perPost }) => ({ id, name, tier, rule, perPost, awarded: counts.get(id) ?? 0 })) };
}

/** Awards are listed by (awarded_at, id), newest first. */
const awardKeyset = keyset(key.date, key.int(1, Number.MAX_SAFE_INTEGER));

const shownQuestion = alias(questions, "shown_question");
const shownAnswer = alias(answers, "shown_answer");

/**
 * A member's badges, newest first, each with the post that earned it when the viewer may see it
 * (a held post's title shows only to its author and staff; a deleted post's is gone), and how
 * many of each tier they have.
 */
export async function listUserBadges(db: Db, viewer: Viewer, memberId: string, query: { cursor?: string; limit: number }): Promise<UserBadgePage> {
  const after = query.cursor ? awardKeyset.decode(query.cursor) : undefined;
  const rows = await db
    .select({
      id: userBadges.id,
      badgeId: userBadges.badgeId,
      awardedAt: userBadges.awardedAt,
      questionId: shownQuestion.id,
      title: shownQuestion.title,
      answerId: userBadges.answerId,
      answerShown: shownAnswer.id,
    })
    .from(userBadges)
    .leftJoin(shownQuestion, and(eq(shownQuestion.id, userBadges.questionId), visibleQuestions(viewer, shownQuestion)))
    .leftJoin(shownAnswer, and(eq(shownAnswer.id, userBadges.answerId), visibleAnswers(viewer, shownAnswer)))
    .where(
      and(
        eq(userBadges.userId, memberId),
        after ? or(lt(userBadges.awardedAt, after[0]), and(eq(userBadges.awardedAt, after[0]), lt(userBadges.id, after[1]))) : undefined,
      ),
    )
    .orderBy(desc(userBadges.awardedAt), desc(userBadges.id))
    .limit(query.limit + 1);
  const items: (UserBadge & { at: Date })[] = [];
  for (const row of rows) {
    const badge = badgeOf(row.badgeId);
    // A badge no longer in the list (renamed or retired) is not shown.
    if (!badge) continue;
    items.push({
      id: row.id,
      badgeId: badge.id,
      name: badge.name,
      tier: badge.tier,
      rule: badge.rule,
      // An answer the viewer may not see hides the post, even when its question shows.
      post: row.questionId !== null && row.title !== null && (row.answerId === null || row.answerShown !== null) ? { questionId: row.questionId, answerId: row.answerId, title: row.title } : null,
      awardedAt: row.awardedAt,
      at: row.awardedAt,
    });
  }
  const page = pageOf(items, query.limit, (last) => awardKeyset.encode(last.at, last.id));
  return { counts: await countTiers(db, memberId), items: page.items.map(({ at: _at, ...item }) => item), nextCursor: page.nextCursor };
}

/** How many badges of each tier a member has (user_badges_user_idx). */
async function countTiers(db: Db, memberId: string): Promise<Record<BadgeTier, number>> {
  const rows = await db.select({ badgeId: userBadges.badgeId, n: sql<number>`count(*)::int` }).from(userBadges).where(eq(userBadges.userId, memberId)).groupBy(userBadges.badgeId);
  const counts: Record<BadgeTier, number> = { bronze: 0, silver: 0, gold: 0 };
  for (const row of rows) {
    const badge = badgeOf(row.badgeId);
    if (badge) counts[badge.tier] += Number(row.n);
  }
  return counts;
}
