import { and, desc, eq, sql } from "drizzle-orm";
import { AD_DURATION_DAYS, type AdCampaign, type ServedAd } from "@shared/ad-options";
import type { CreateAdValues } from "@shared/ads";
import { COST_PER_CLICK_CENTS } from "@shared/monetization";
import type { Page } from "@shared/questions";
import { displayName } from "@shared/users";
import type { Db } from "../../db/client";
import { adCampaigns } from "../../db/schema/creators";
import { users } from "../../db/schema/users";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { DAY_MS } from "../member-analytics";

type CampaignRow = typeof adCampaigns.$inferSelect;

/** A campaign runs until endsAt; ongoing ones (null) never end. */
const hasEnded = (row: CampaignRow, now: Date) => row.endsAt !== null && row.endsAt <= now;

/** The owner's view of a campaign, with CTR and the spend estimate. */
export function presentCampaign(row: CampaignRow, now = new Date()): AdCampaign {
  // Days the campaign could spend on: from creation to now (or its end), at least one.
  const until = hasEnded(row, now) ? row.endsAt! : now;
  const daysRun = Math.max(1, Math.ceil((until.getTime() - row.createdAt.getTime()) / DAY_MS));
  const cap = row.dailyBudgetCents * daysRun;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    dailyBudgetCents: row.dailyBudgetCents,
    duration: row.duration,
    targetAudience: row.targetAudience,
    keywords: row.keywords,
    imageUrl: row.imageUrl,
    targetUrl: row.targetUrl,
    status: row.status,
    state: hasEnded(row, now) ? "ended" : row.status,
    endsAt: row.endsAt?.toISOString() ?? null,
    impressions: row.impressions,
    clicks: row.clicks,
    ctr: row.impressions > 0 ? row.clicks / row.impressions : 0,
    spendEstimateCents: { low: Math.min(cap, row.clicks * COST_PER_CLICK_CENTS.min), high: Math.min(cap, row.clicks * COST_PER_CLICK_CENTS.max) },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates a campaign; it starts active and ends after its duration. The budget is stored in cents. */
export async function createCampaign(db: Db, userId: string, values: CreateAdValues, now = new Date()): Promise<CampaignRow> {
  const days = AD_DURATION_DAYS[values.duration];
  const [row] = await db
    .insert(adCampaigns)
    .values({
      userId,
      title: values.title,
      description: values.description,
      type: values.type,
      dailyBudgetCents: Math.round(values.dailyBudget * 100),
      duration: values.duration,
      targetAudience: values.targetAudience,
      keywords: values.keywords,
      imageUrl: values.imageUrl || null,
      targetUrl: values.targetUrl || null,
      endsAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
      createdAt: now,
    })
    .returning();
  return row!;
}

/** The member's campaigns, newest first, a keyset page at a time (ad_campaigns_user_idx). */
export async function listMyCampaigns(db: Db, userId: string, { cursor, limit }: { cursor?: string; limit: number }): Promise<Page<AdCampaign>> {
  const rows = await db
    .select()
    .from(adCampaigns)
    .where(
      and(
        eq(adCampaigns.userId, userId),
        afterDateCursor(adCampaigns.createdAt, adCampaigns.id, cursor),
      ),
    )
    .orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id))
    .limit(limit + 1);
  const now = new Date();
  const page = pageOf(rows, limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  return { items: page.items.map((row) => presentCampaign(row, now)), nextCursor: page.nextCursor };
}

export async function findCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id)).limit(1);
  return row ?? null;
}

/** Pauses or resumes a campaign (the caller has checked the owner). */
export async function setCampaignStatus(db: Db, id: number, status: "active" | "paused"): Promise<CampaignRow> {
  const [row] = await db.update(adCampaigns).set({ status }).where(eq(adCampaigns.id, id)).returning();
  return row!;
}

export async function deleteCampaign(db: Db, id: number): Promise<void> {
  await db.delete(adCampaigns).where(eq(adCampaigns.id, id));
}

/** Running: active and not past its end. */
const running = sql`${adCampaigns.status} = 'active' and (${adCampaigns.endsAt} is null or ${adCampaigns.endsAt} > now())`;

/**
 * Picks one running campaign of another member at random and counts its impression, in one
 * statement (the pick reads the partial index on active campaigns).
 */
export async function serveAd(db: Db, viewerId: string): Promise<ServedAd | null> {
  const picked = db
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(and(sql`${running}`, sql`${adCampaigns.userId} <> ${viewerId}`))
    .orderBy(sql`random()`)
    .limit(1);
  const [row] = await db
    .update(adCampaigns)
    .set({ impressions: sql`${adCampaigns.impressions} + 1` })
    .where(sql`${adCampaigns.id} = (${picked})`)
    .returning();
  if (!row) return null;
  const [advertiser] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    imageUrl: row.imageUrl,
    // Emails are private: an advertiser without a name shows as 'User'.
    advertiser: displayName(advertiser ? { ...advertiser, email: null } : null),
    href: row.targetUrl ?? `/profile/${row.userId}`,
    external: row.targetUrl !== null,
  };
}

/**
 * Counts a click on a running campaign of someone else (an advertiser's own clicks and clicks
 * on paused or ended campaigns are not counted). Null if the campaign does not exist.
 */
export async function recordClick(db: Db, id: number, viewerId: string): Promise<{ href: string; counted: boolean } | null> {
  const [counted] = await db
    .update(adCampaigns)
    .set({ clicks: sql`${adCampaigns.clicks} + 1` })
    .where(and(eq(adCampaigns.id, id), sql`${running}`, sql`${adCampaigns.userId} <> ${viewerId}`))
    .returning({ userId: adCampaigns.userId, targetUrl: adCampaigns.targetUrl });
  if (counted) return { href: counted.targetUrl ?? `/profile/${counted.userId}`, counted: true };
  const row = await findCampaign(db, id);
  return row ? { href: row.targetUrl ?? `/profile/${row.userId}`, counted: false } : null;
}
