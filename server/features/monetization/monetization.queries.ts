import { and, eq, sql } from "drizzle-orm";
import {
  EARNINGS_PERIOD_DAYS,
  PARTNER_CENTS_PER_THOUSAND_VIEWS,
  PARTNER_THRESHOLD_VIEWS,
  PLUS_SHARE_CENTS_PER_ENGAGEMENT,
  SPONSORED_CENTS_PER_CLICK,
  monetizationStreams,
  type MonetizationOverview,
  type MonetizationStream,
  type StreamStatus,
} from "@shared/monetization";
import type { Db } from "../../db/client";
import { monetizationEnrollments } from "../../db/schema/creators";
import { analyticsPeriod, at, counted, num, questionViewSource, sumOf, within } from "../../services/member-analytics";

/** What each stream's condition and formula read, for one member. */
interface Basis {
  views: number;
  plusEngagements: number;
  sponsoredCampaigns: number;
  sponsoredClicks: number;
}

/** Eligibility, the counted figure and the estimate of each stream, from the member's figures. */
function assess(stream: MonetizationStream, basis: Basis): Pick<StreamStatus, "eligible" | "basis" | "progress" | "requirement"> & { cents: number } {
  switch (stream) {
    case "partner-program":
      return {
        eligible: basis.views >= PARTNER_THRESHOLD_VIEWS,
        basis: basis.views,
        cents: Math.floor((basis.views * PARTNER_CENTS_PER_THOUSAND_VIEWS) / 1000),
        progress: { current: basis.views, target: PARTNER_THRESHOLD_VIEWS },
        requirement: `Reach ${PARTNER_THRESHOLD_VIEWS.toLocaleString("en-US")} views of your questions in the last ${EARNINGS_PERIOD_DAYS} days.`,
      };
    case "plus-revenue-share":
      return {
        eligible: basis.plusEngagements > 0,
        basis: basis.plusEngagements,
        cents: basis.plusEngagements * PLUS_SHARE_CENTS_PER_ENGAGEMENT,
        progress: null,
        requirement: `Ponder+ members upvote or answer your content (in the last ${EARNINGS_PERIOD_DAYS} days).`,
      };
    case "sponsored-content":
      return {
        eligible: basis.sponsoredCampaigns > 0,
        basis: basis.sponsoredClicks,
        cents: basis.sponsoredClicks * SPONSORED_CENTS_PER_CLICK,
        progress: null,
        requirement: "Create at least one Sponsored Content ad.",
      };
    case "tip-jar":
      return { eligible: true, basis: 0, cents: 0, progress: null, requirement: "Open to every member: join to turn it on." };
  }
}

/**
 * The member's four streams (spec 2.17) from their own rows, in two queries: views of their
 * questions in the last 30 days (question_view_days), upvotes and answers given to their
 * content in that time by members who have Ponder+ now, their Sponsored Content ads and
 * their clicks, and the streams they joined. A stream is active when joined and eligible,
 * pending otherwise; only active streams estimate earnings. Nothing is paid out.
 */
export async function getMonetization(db: Db, userId: string, now = new Date()): Promise<MonetizationOverview> {
  // EARNINGS_PERIOD_DAYS is 30: the 30d range, in whole UTC days like the view counts.
  const { current } = analyticsPeriod("30d", now, { wholeDays: true });
  const [[figures], enrollments] = await Promise.all([
    db
      .select({
        views: num(sumOf(questionViewSource(userId), current)),
        plusEngagements: num(sql`
          select count(*) from (
            select v.user_id from questions q join question_votes v on v.question_id = q.id
              where q.author_id = ${userId} and v.value = 1 and ${counted.q} and ${within(sql`v.created_at`, current)}
            union all
            select v.user_id from answers a join answer_votes v on v.answer_id = a.id
              where a.author_id = ${userId} and v.value = 1 and ${counted.a} and ${within(sql`v.created_at`, current)}
            union all
            select a.author_id from questions q join answers a on a.question_id = q.id
              where q.author_id = ${userId} and a.author_id is distinct from ${userId} and ${counted.a} and ${within(sql`a.created_at`, current)}
          ) engagement
          join subscriptions s on s.user_id = engagement.user_id
          where s.current_period_end > ${at(now)}`),
        sponsoredCampaigns: num(sql`select count(*) from ad_campaigns where user_id = ${userId} and type = 'sponsored-content'`),
        sponsoredClicks: num(sql`select coalesce(sum(clicks), 0) from ad_campaigns where user_id = ${userId} and type = 'sponsored-content'`),
      })
      .from(sql`(select 1) as one`),
    db.select().from(monetizationEnrollments).where(eq(monetizationEnrollments.userId, userId)),
  ]);

  const joined = new Map(enrollments.map((row) => [row.stream, row.createdAt]));
  const streams = monetizationStreams.map((stream): StreamStatus => {
    const { cents, ...assessment } = assess(stream, figures!);
    const joinedAt = joined.get(stream) ?? null;
    const active = joinedAt !== null && assessment.eligible;
    return {
      stream,
      enrolled: joinedAt !== null,
      joinedAt: joinedAt?.toISOString() ?? null,
      status: active ? "active" : "pending",
      estimatedCents: active ? cents : 0,
      ...assessment,
    };
  });
  return {
    from: current.start.toISOString(),
    to: now.toISOString(),
    totalEstimatedCents: streams.reduce((sum, stream) => sum + stream.estimatedCents, 0),
    streams,
  };
}

/** Joins or leaves a stream; idempotent. */
export async function setEnrollment(db: Db, userId: string, stream: MonetizationStream, join: boolean): Promise<void> {
  if (join) await db.insert(monetizationEnrollments).values({ userId, stream }).onConflictDoNothing();
  else await db.delete(monetizationEnrollments).where(and(eq(monetizationEnrollments.userId, userId), eq(monetizationEnrollments.stream, stream)));
}
