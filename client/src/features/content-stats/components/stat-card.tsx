import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import type { AnalyticsRange } from "@shared/lists";
import { Card } from "@/components/ui/card";
import { useFormat, useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";

type Trend = "up" | "down" | "flat";

/** The change from the previous period: none, a count from nothing, or a percentage. */
export function changeOf(value: number, previous: number): { kind: "none" } | { kind: "count"; value: number } | { kind: "percent"; value: number; trend: Trend } {
  if (value === previous) return { kind: "none" };
  if (previous === 0) return { kind: "count", value };
  const percent = ((value - previous) / previous) * 100;
  const rounded = Math.abs(percent) >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  return { kind: "percent", value: rounded, trend: percent > 0 ? "up" : "down" };
}

/** The change in words a screen reader can say too, in the interface language. */
export function useChangeText() {
  const t = useT();
  const intl = useFormat();
  return (value: number, previous: number): { text: string; trend: Trend } => {
    const change = changeOf(value, previous);
    if (change.kind === "none") return { text: t("profile.statsNoChange"), trend: "flat" };
    if (change.kind === "count") return { text: `+${intl.number(change.value)}`, trend: "up" };
    return { text: `${change.value > 0 ? "+" : ""}${intl.number(change.value)}%`, trend: change.trend };
  };
}

const VERSUS: Record<AnalyticsRange, MessageId> = {
  "7d": "profile.statsVersus7d",
  "30d": "profile.statsVersus30d",
  "90d": "profile.statsVersus90d",
  "1y": "profile.statsVersus1y",
};

/** A figure with its change against the previous period of the same length. */
export function StatCard({ label, value, previous, range, periodLabel }: { label: string; value: number; previous: number; range?: AnalyticsRange; periodLabel?: string }) {
  const t = useT();
  const format = useFormat();
  const change = useChangeText()(value, previous);
  const Icon = change.trend === "up" ? ArrowUpRight : change.trend === "down" ? ArrowDownRight : Minus;
  const n = format.number(previous);
  return (
    <Card className="p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{format.number(value)}</p>
      <p
        className={cn(
          "mt-1 flex items-center gap-1 text-xs",
          change.trend === "up" && "text-emerald-700 dark:text-emerald-400",
          change.trend === "down" && "text-destructive",
          change.trend === "flat" && "text-muted-foreground",
        )}
      >
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        <span>
          {change.text}
          <span className="ms-1 text-muted-foreground">{range ? t(VERSUS[range], { n }) : t("profile.statsVersus", { n, period: periodLabel ?? "" })}</span>
        </span>
      </p>
    </Card>
  );
}
