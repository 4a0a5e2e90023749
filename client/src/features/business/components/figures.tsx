import { useMemo } from "react";
import { useIntl } from "react-intl";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import type { AnalyticsRange } from "@shared/lists";
import { useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";

/** The period selector's labels, how the period is named in a sentence, and the previous one beside a change. */
export const RANGE_LABELS: Record<AnalyticsRange, { label: MessageId; period: MessageId; previous: MessageId }> = {
  "7d": { label: "business.rangeLast7d", period: "business.period7d", previous: "business.vsPrevious7d" },
  "30d": { label: "business.rangeLast30d", period: "business.period30d", previous: "business.vsPrevious30d" },
  "90d": { label: "business.rangeLast90d", period: "business.period90d", previous: "business.vsPrevious90d" },
  "1y": { label: "business.rangeLast1y", period: "business.period1y", previous: "business.vsPrevious1y" },
};

/** Money is kept in US cents (Monetization's estimates). */
const CURRENCY = "USD";

/** Numbers, shares and money in the reader's language (`Intl`): 45,672 / 45.672 / 45 672. */
export function useFigures() {
  const intl = useIntl();
  return useMemo(
    () => ({
      count: (value: number) => intl.formatNumber(value),
      /** A share already in percent (12.5 -> "12.5%"). */
      percent: (value: number) => intl.formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1 }),
      money: (cents: number) => intl.formatNumber(cents / 100, { style: "currency", currency: CURRENCY }),
      /** A signed change: "+15.2%", "−3%", "+1.5 pts" (points for a rate). */
      signed: (value: number, unit: "%" | " pts") =>
        unit === "%"
          ? intl.formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" })
          : intl.formatNumber(value, { maximumFractionDigits: 1, signDisplay: "exceptZero" }),
    }),
    [intl],
  );
}

/** The period of a range as a phrase for sentences ("the last 30 days"). */
export function usePeriod(range: AnalyticsRange) {
  const t = useT();
  return t(RANGE_LABELS[range].period);
}

/**
 * A change from the previous period: '+15.2%' (or points for a rate), 'New' when there was
 * nothing before, coloured by direction, with the period it compares with.
 */
export function Change({ change, unit = "%", range }: { change: number | null; unit?: "%" | " pts"; range: AnalyticsRange }) {
  const t = useT();
  const figures = useFigures();
  const direction = change === null || change > 0 ? "up" : change < 0 ? "down" : "flat";
  const Icon = direction === "up" ? ArrowUpRight : direction === "down" ? ArrowDownRight : Minus;
  const text = change === null ? t("business.changeNew") : unit === "%" ? figures.signed(change, "%") : t("business.points", { value: figures.signed(change, " pts") });
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
      <span
        className={cn(
          "inline-flex items-center gap-0.5 font-semibold",
          direction === "up" && "text-emerald-700 dark:text-emerald-400",
          direction === "down" && "text-destructive",
        )}
      >
        <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {text}
      </span>
      {t(RANGE_LABELS[range].previous)}
    </p>
  );
}
