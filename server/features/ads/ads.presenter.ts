import type { AdCampaign } from "@shared/ad-options";
import { COST_PER_CLICK_CENTS } from "@shared/monetization";
import type { adCampaigns } from "../../db/schema/creators";
import { DAY_MS } from "../../services/member-analytics";

// How an advertiser sees their campaigns. Pure: ads.queries.ts loads the rows.

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
    // A click needs a token from an impression, so clicks never outnumber impressions; the
    // bound keeps a rate a rate even if counters ever drift (issue 23: never above 100%).
    ctr: row.impressions > 0 ? Math.min(1, row.clicks / row.impressions) : 0,
    spendEstimateCents: { low: Math.min(cap, row.clicks * COST_PER_CLICK_CENTS.min), high: Math.min(cap, row.clicks * COST_PER_CLICK_CENTS.max) },
    createdAt: row.createdAt.toISOString(),
  };
}
