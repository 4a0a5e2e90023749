import { Link } from "wouter";
import { DollarSign, Eye, Heart, UserPlus } from "lucide-react";
import { percentChange, type BusinessAnalytics } from "@shared/business";
import { EARNINGS_PERIOD_DAYS } from "@shared/monetization";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";
import { useRevenueEstimate } from "../api/get-revenue-estimate";
import { Change, useFigures, usePeriod } from "./figures";

/**
 * Overview's four KPI cards (spec 2.15), each computed from the member's rows, with the
 * change from the previous period and its formula in the small print.
 */
export function KpiCards({ data }: { data: BusinessAnalytics }) {
  const t = useT();
  const { count, percent } = useFigures();
  const { figures, range } = data;
  const period = usePeriod(range);
  // Computed and bounded by the server (at most 100%): engaged readers over views.
  const rate = data.engagementRate;
  const rateChange = rate.value === null || rate.previous === null ? null : Math.round((rate.value - rate.previous) * 10) / 10;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("business.keyFigures")}>
      <Kpi icon={Eye} title={t("business.totalReach")} value={count(figures.totalReach.value)} formula={t("business.totalReachFormula", { period })}>
        <Change change={percentChange(figures.totalReach)} range={range} />
      </Kpi>
      <Kpi icon={Heart} title={t("business.engagementRate")} value={rate.value === null ? t("business.noFigure") : percent(rate.value)} formula={t("business.engagementRateFormula")}>
        {rate.value === null ? <p className="text-xs text-muted-foreground">{t("business.noViewsYet")}</p> : <Change change={rateChange} unit=" pts" range={range} />}
      </Kpi>
      <Kpi icon={UserPlus} title={t("business.leadGeneration")} value={count(figures.followersGained.value)} formula={t("business.leadGenerationFormula", { period })}>
        <Change change={percentChange(figures.followersGained)} range={range} />
      </Kpi>
      <RevenueImpact />
    </ul>
  );
}

/**
 * Revenue Impact is the Monetization estimate (its formulas on the member's rows, for the
 * streams they joined), never a made-up figure; it covers Monetization's own 30 days.
 */
function RevenueImpact() {
  const t = useT();
  const { money } = useFigures();
  const estimate = useRevenueEstimate();
  return (
    <Kpi
      icon={DollarSign}
      title={t("business.revenueImpact")}
      value={estimate.data ? money(estimate.data.totalEstimatedCents) : estimate.isLoading ? "…" : t("business.notAvailable")}
      formula={t("business.revenueImpactFormula", { days: EARNINGS_PERIOD_DAYS })}
    >
      <p className="text-xs">
        <Link href="/monetization" className="text-primary underline-offset-4 hover:underline">
          {estimate.data?.streams.some((stream) => stream.enrolled) ? t("business.seeMonetization") : t("business.joinStream")}
        </Link>
      </p>
    </Kpi>
  );
}

function Kpi({
  icon: Icon,
  title,
  value,
  formula,
  children,
}: {
  icon: typeof Eye;
  title: string;
  value: string;
  formula: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        </div>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {children}
        <p className="mt-auto border-t pt-2 text-xs text-muted-foreground">{formula}</p>
      </Card>
    </li>
  );
}
