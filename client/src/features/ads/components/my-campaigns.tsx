import { Loader2, Pause, Play, Trash2 } from "lucide-react";
import { AD_AUDIENCE_LABELS, AD_DURATION_LABELS, AD_TYPE_LABELS, type AdCampaign } from "@shared/ad-options";
import { formatCents } from "@shared/monetization";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyAds } from "../api/get-my-ads";
import { useSetAdStatus } from "../api/manage-ad";
import { toast } from "@/hooks/use-toast";

const STATE_LABELS: Record<AdCampaign["state"], string> = { active: "Active", paused: "Paused", ended: "Ended" };

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function CampaignItem({ campaign, onDelete }: { campaign: AdCampaign; onDelete: (campaign: AdCampaign) => void }) {
  const setStatus = useSetAdStatus();
  const next = campaign.status === "active" ? "paused" : "active";
  const handleToggle = () =>
    setStatus.mutate(
      { id: campaign.id, status: next },
      {
        onSuccess: () => toast({ title: next === "paused" ? "Ad paused" : "Ad resumed", description: campaign.title }),
        onError: (error) => toast({ title: "Error", description: error.message, variant: "destructive" }),
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
            {AD_TYPE_LABELS[campaign.type]} · {AD_AUDIENCE_LABELS[campaign.targetAudience]} · {AD_DURATION_LABELS[campaign.duration]} ·{" "}
            {formatCents(campaign.dailyBudgetCents)}/day
            {campaign.endsAt && ` · ${campaign.state === "ended" ? "ended" : "ends"} ${new Date(campaign.endsAt).toLocaleDateString()}`}
          </p>
        </div>
        <Badge variant={campaign.state === "active" ? "default" : "outline"}>{STATE_LABELS[campaign.state]}</Badge>
      </div>
      {campaign.keywords.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Keywords">
          {campaign.keywords.map((keyword) => (
            <li key={keyword}>
              <Badge variant="secondary">{keyword}</Badge>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Impressions" value={campaign.impressions.toLocaleString("en-US")} />
        <Stat label="Clicks" value={campaign.clicks.toLocaleString("en-US")} />
        <Stat label="CTR" value={`${(campaign.ctr * 100).toFixed(1)}%`} />
        <Stat
          label="Est. spend"
          value={
            campaign.spendEstimateCents.low === campaign.spendEstimateCents.high
              ? formatCents(campaign.spendEstimateCents.low)
              : `${formatCents(campaign.spendEstimateCents.low)}–${formatCents(campaign.spendEstimateCents.high)}`
          }
        />
      </dl>
      <div className="flex justify-end gap-2 border-t pt-3">
        {campaign.state !== "ended" && (
          <Button variant="outline" size="sm" onClick={handleToggle} disabled={setStatus.isPending} aria-label={`${next === "paused" ? "Pause" : "Resume"} ${campaign.title}`}>
            {setStatus.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : next === "paused" ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {next === "paused" ? "Pause" : "Resume"}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onDelete(campaign)} aria-label={`Delete ${campaign.title}`}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </Card>
  );
}

/** The member's campaigns with their figures, newest first, with Load more. */
export function MyCampaigns({ onDelete }: { onDelete: (campaign: AdCampaign) => void }) {
  const ads = useMyAds();
  if (ads.isLoading) return <Skeleton className="h-40" aria-busy="true" aria-label="Loading your campaigns" />;
  if (ads.isError && !ads.data) {
    return (
      <Card className="p-6 text-center text-sm text-destructive" role="alert">
        {ads.error.message}
      </Card>
    );
  }
  const items = ads.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <p className="text-sm text-muted-foreground">You have no ad campaigns yet. The ads you create show here with their figures.</p>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="My campaigns">
        {items.map((campaign) => (
          <li key={campaign.id}>
            <CampaignItem campaign={campaign} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      {ads.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => ads.fetchNextPage()} disabled={ads.isFetchingNextPage}>
            {ads.isFetchingNextPage ? "Loading..." : "Load More"}
          </Button>
        </div>
      )}
    </div>
  );
}
