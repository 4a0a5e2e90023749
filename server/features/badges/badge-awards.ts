import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { jobs as jobsTable } from "../../db/schema/jobs";
import type { JobQueue } from "../../jobs/queue";
import type { Notifier } from "../../services/notifier";
import { MARK_TABLES, type Mark, type Window } from "./badge-rules";
import { awardBadges, readMark, type Award } from "./badges.queries";

// Badges are awarded by one chain of `badges.award` jobs on the durable queue (decision 027),
// one job pending at a time across every process (its singleton key). Each run sweeps what
// happened since the previous one (the reputation changes votes and acceptances wrote, comments,
// revisions, reports, members' profiles and anniversaries: badge-rules.ts) and enqueues the next
// run a few seconds on: a badge comes within seconds of its cause, and the causes themselves
// (a vote above all) pay nothing for it, no statement added to their requests.
//
// A chain begins at start-up when none is pending; a run without marks is the full pass over
// every member and post (the backfill, awarding what existing data already deserves), so a
// database meets badges once, when this ships, and again only if its chain was lost (a run that
// failed every try): repeating it awards nothing twice.

export const BADGES_JOB = "badges.award";
/** Seconds between sweeps: how long a badge may wait for its cause. */
export const SWEEP_SECONDS = 3;
/**
 * How far back each sweep reads again: a row whose id was taken before the last sweep looked but
 * that committed after it (ids are drawn in one order and committed in another) is still seen.
 */
export const OVERLAP_MS = 10_000;

/** The marks a run carries: the moments of earlier sweeps within OVERLAP_MS of the newest, oldest first. */
function marksOf(payload: Record<string, unknown>): Mark[] {
  const raw = payload.marks;
  if (!Array.isArray(raw)) return [];
  const names = ["at", ...Object.keys(MARK_TABLES)] as (keyof Mark)[];
  return raw.filter((mark): mark is Mark => typeof mark === "object" && mark !== null && names.every((name) => Number.isSafeInteger((mark as Record<string, unknown>)[name])));
}

export interface BadgeAwards {
  /** Begins the chain unless one is pending (at start-up, every process: the singleton key keeps one). */
  start(): Promise<void>;
  /** One sweep over the window from the oldest mark (everything without one); what it awarded. Tests race two. */
  sweep(marks: Mark[]): Promise<{ awarded: Award[]; mark: Mark }>;
}

export function createBadgeAwards({ db, jobs, notifier, log }: { db: Db; jobs: JobQueue; notifier: Pick<Notifier, "badgesAwarded">; log: FastifyBaseLogger }): BadgeAwards {
  const sweep: BadgeAwards["sweep"] = async (marks) => {
    const mark = await readMark(db);
    const window: Window = marks.length ? { from: marks[0]!, to: mark } : null;
    const awarded = await awardBadges(db, window);
    if (awarded.length) await notifier.badgesAwarded(awarded.map((award) => award.userId));
    if (!window) log.info({ awarded: awarded.length }, "badges: full pass done");
    return { awarded, mark };
  };

  jobs.register(BADGES_JOB, async (payload) => {
    const marks = marksOf(payload);
    const { mark } = await sweep(marks);
    const kept = [...marks.filter((earlier) => earlier.at >= mark.at - OVERLAP_MS), mark];
    await jobs.enqueue(BADGES_JOB, { marks: kept }, { runAt: new Date(Date.now() + SWEEP_SECONDS * 1000), singletonKey: BADGES_JOB });
  });

  return {
    async start() {
      // A run in hand (this chain's, or a dead process's until its lease passes) goes on to its next: no second start,
      // whose full pass would win the singleton key over the running one's next run.
      const [inHand] = await db.select({ id: jobsTable.id }).from(jobsTable).where(and(eq(jobsTable.name, BADGES_JOB), inArray(jobsTable.status, ["pending", "running"]))).limit(1);
      if (!inHand) await jobs.enqueue(BADGES_JOB, {}, { singletonKey: BADGES_JOB });
    },
    sweep,
  };
}
