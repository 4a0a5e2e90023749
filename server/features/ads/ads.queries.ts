import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { AD_DURATION_DAYS, type AdCampaign, type ServedAd } from "@shared/ad-options";
import type { CreateAdValues } from "@shared/ads";
import type { Page } from "@shared/questions";
import { displayName } from "@shared/users";
import type { Db } from "../../db/client";
import { adCampaigns, adImpressions } from "../../db/schema/creators";
import { users } from "../../db/schema/users";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { DAY_MS } from "../../services/member-analytics";
import { countingWindowStart } from "../../lib/viewer";
import { presentCampaign } from "./ads.presenter";

type CampaignRow = typeof adCampaigns.$inferSelect;

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

/** Who is being served or clicking: the member (never shown their own ads) and their viewer key. */
export interface AdViewer {
  userId: string;
  /** lib/viewer.ts: impressions count once per key per counting window. */
  key: string;
}

/**
 * Picks one running campaign of another member at random (through the partial index on
 * active campaigns) and records the impression: counted, with a new click token, only when
 * this viewer's last impression of it is older than the counting window; inside the window
 * the same token comes back and nothing is counted. Counter and impression change together.
 */
export async function serveAd(db: Db, viewer: AdViewer): Promise<ServedAd | null> {
  const [row] = await db
    .select()
    .from(adCampaigns)
    .where(and(sql`${running}`, sql`${adCampaigns.userId} <> ${viewer.userId}`))
    .orderBy(sql`random()`)
    .limit(1);
  if (!row) return null;
  const impressionToken = await db.transaction(async (tx) => {
    const token = randomBytes(18).toString("base64url");
    const [fresh] = await tx
      .insert(adImpressions)
      .values({ campaignId: row.id, viewerKey: viewer.key, token })
      .onConflictDoUpdate({
        target: [adImpressions.campaignId, adImpressions.viewerKey],
        set: { token, servedAt: sql`now()`, clickedAt: null },
        setWhere: sql`${adImpressions.servedAt} < ${countingWindowStart()}`,
      })
      .returning({ token: adImpressions.token });
    if (fresh) {
      await tx.update(adCampaigns).set({ impressions: sql`${adCampaigns.impressions} + 1` }).where(eq(adCampaigns.id, row.id));
      return fresh.token;
    }
    const [current] = await tx
      .select({ token: adImpressions.token })
      .from(adImpressions)
      .where(and(eq(adImpressions.campaignId, row.id), eq(adImpressions.viewerKey, viewer.key)));
    return current!.token;
  });
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
    impressionToken,
  };
}

/**
 * A click on a campaign: always answers where it goes (null if the campaign does not exist),
 * and counts it only with an unspent token this viewer was served for this campaign, on a
 * running campaign of someone else. Spending the token and counting happen together.
 */
export async function recordClick(db: Db, id: number, viewer: AdViewer, token: string | undefined): Promise<{ href: string; counted: boolean } | null> {
  const row = await findCampaign(db, id);
  if (!row) return null;
  const href = row.targetUrl ?? `/profile/${row.userId}`;
  if (!token) return { href, counted: false };
  const counted = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(adImpressions)
      .set({ clickedAt: sql`now()` })
      .where(
        and(eq(adImpressions.token, token), eq(adImpressions.campaignId, id), eq(adImpressions.viewerKey, viewer.key), isNull(adImpressions.clickedAt)),
      )
      .returning({ campaignId: adImpressions.campaignId });
    if (!spent) return false;
    const [clicked] = await tx
      .update(adCampaigns)
      .set({ clicks: sql`${adCampaigns.clicks} + 1` })
      .where(and(eq(adCampaigns.id, id), sql`${running}`, sql`${adCampaigns.userId} <> ${viewer.userId}`))
      .returning({ id: adCampaigns.id });
    return clicked !== undefined;
  });
  return { href, counted };
}
