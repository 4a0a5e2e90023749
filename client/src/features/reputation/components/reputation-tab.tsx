// The profile's Reputation tab (issue 24 point 2): the member's total, its chart over time and
// the history that explains every point of it.
import { Link } from "wouter";
import { helpSectionPath } from "@shared/help";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/state-message";
import { useFormat, useT } from "@/i18n";
import { useReputationTimeline } from "../api/get-reputation-timeline";
import { ReputationChart } from "./reputation-chart";
import { ReputationHistory } from "./reputation-history";

export function ReputationTab({ userId }: { userId: string }) {
  const t = useT();
  const format = useFormat();
  const timeline = useReputationTimeline(userId);
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 className="text-lg font-semibold">{t("reputation.chartTitle")}</h2>
          {timeline.data && (
            <p className="flex items-baseline gap-2 text-sm text-muted-foreground" data-testid="reputation-total">
              {t("reputation.totalLabel")}
              <span className="text-2xl font-bold tabular-nums text-foreground">{format.number(timeline.data.reputation)}</span>
            </p>
          )}
        </div>
        {timeline.isLoading ? (
          <Skeleton className="aspect-[16/5] w-full" role="status" aria-busy="true" aria-label={t("reputation.loadingChart")} />
        ) : timeline.data ? (
          <ReputationChart timeline={timeline.data} />
        ) : (
          <StateMessage kind="error" title={t("reputation.chartError")} description={t("feed.errorText")} onRetry={() => void timeline.refetch()} />
        )}
      </Card>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{t("reputation.historyTitle")}</h2>
          <Link href={helpSectionPath("reputation")} className="text-sm text-primary hover:underline">
            {t("reputation.howItWorks")}
          </Link>
        </div>
        <ReputationHistory userId={userId} />
      </Card>
    </div>
  );
}
