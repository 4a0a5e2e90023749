import { Loader2, Pause, Play, Trash2 } from "lucide-react";
import type { AdCampaign } from "@shared/ad-options";
import { StateMessage } from "@/components/state-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyAds } from "../api/get-my-ads";
import { useSetAdStatus } from "../api/manage-ad";
import { toast } from "@/lib/use-toast";
import { useIntl } from "react-intl";
import { useFormat, useT, type MessageId } from "@/i18n";
import { useMoney } from "@/hooks/use-money";
import { AD_AUDIENCE_IDS, AD_DURATION_IDS, AD_TYPE_IDS } from "../labels";

const STATE_IDS: Record<AdCampaign["state"], MessageId> = { active: "ads.stateActive", paused: "ads.statePaused", ended: "ads.stateEnded" };

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function CampaignItem({ campaign, onDelete }: { campaign: AdCampaign; onDelete: (campaign: AdCampaign) => void }) {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const intl = useIntl();
  const setStatus = useSetAdStatus();
  const next = campaign.status === "active" ? "paused" : "active";
  const handleToggle = () =>
    setStatus.mutate(
      { id: campaign.id, status: next },
      {
        onSuccess: () => toast({ title: t(next === "paused" ? "ads.paused" : "ads.resumed"), description: campaign.title }),
        onError: () => toast({ title: t("ads.statusFailed"), description: t("ads.tryAgain"), variant: "destructive" }),
      },
    );
  return (
    <Card className="space-y-3 p-4" aria-labelledby={`campaign-${campaign.id}`} role="article">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`campaign-${campaign.id}`} className="font-semibold break-words">
            {campaign.title}
          </h3>
          <p className="text-xs text-muted-foreground">
            {t("ads.campaignSummary", {
              type: t(AD_TYPE_IDS[campaign.type]),
              audience: t(AD_AUDIENCE_IDS[campaign.targetAudience]),
              duration: t(AD_DURATION_IDS[campaign.duration]),
              budget: money(campaign.dailyBudgetCents),
            })}
            {campaign.endsAt &&
              t(campaign.state === "ended" ? "ads.endedOn" : "ads.endsOn", { date: format.date(campaign.endsAt) })}
          </p>
        </div>
        <Badge variant={campaign.state === "active" ? "default" : "outline"}>{t(STATE_IDS[campaign.state])}</Badge>
      </div>
      {campaign.keywords.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t("ads.keywordsLabel")}>
          {campaign.keywords.map((keyword) => (
            <li key={keyword}>
              <Badge variant="secondary">{keyword}</Badge>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t("ads.impressions")} value={format.number(campaign.impressions)} />
        <Stat label={t("ads.clicks")} value={format.number(campaign.clicks)} />
        <Stat label={t("ads.ctr")} value={intl.formatNumber(campaign.ctr, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 })} />
        <Stat
          label={t("ads.estimatedSpend")}
          value={
            campaign.spendEstimateCents.low === campaign.spendEstimateCents.high
              ? money(campaign.spendEstimateCents.low)
              : t("ads.range", { low: money(campaign.spendEstimateCents.low), high: money(campaign.spendEstimateCents.high) })
          }
        />
      </dl>
      <div className="flex justify-end gap-2 border-t pt-3">
        {campaign.state !== "ended" && (
          <Button variant="outline" size="sm" onClick={handleToggle} disabled={setStatus.isPending} aria-label={t(next === "paused" ? "ads.pauseNamed" : "ads.resumeNamed", { title: campaign.title })}>
            {setStatus.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : next === "paused" ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {t(next === "paused" ? "ads.pause" : "ads.resume")}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onDelete(campaign)} aria-label={t("ads.deleteNamed", { title: campaign.title })}>
          <Trash2 aria-hidden="true" /> {t("ads.delete")}
        </Button>
      </div>
    </Card>
  );
}

/** The member's campaigns with their figures, newest first, with Load more. */
export function MyCampaigns({ onDelete }: { onDelete: (campaign: AdCampaign) => void }) {
  const t = useT();
  const ads = useMyAds();
  if (ads.isLoading) return <Skeleton className="h-40" role="status" aria-busy="true" aria-label={t("ads.loadingCampaigns")} />;
  if (ads.isError && !ads.data) {
    return <StateMessage kind="error" as="h3" title={t("ads.campaignsErrorTitle")} description={t("ads.campaignsErrorText")} onRetry={() => void ads.refetch()} />;
  }
  const items = ads.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <StateMessage kind="empty" as="h3" title={t("ads.noCampaignsTitle")} description={t("ads.noCampaignsText")} />;
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={t("ads.myCampaigns")}>
        {items.map((campaign) => (
          <li key={campaign.id}>
            <CampaignItem campaign={campaign} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      {ads.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => ads.fetchNextPage()} disabled={ads.isFetchingNextPage}>
            {ads.isFetchingNextPage ? t("common.loading") : t("ads.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
