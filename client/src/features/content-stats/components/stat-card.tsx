import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { useIntl } from "react-intl";
import { Card } from "@/components/ui/card";
import { useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";

export type ChangeText = { kind: "none" } | { kind: "count"; value: number } | { kind: "percent"; value: number };

/** The change from the previous period: none, a count when there was nothing before, or a percent. */
export function changeText(value: number, previous: number): ChangeText & { trend: "up" | "down" | "flat" } {
  if (value === previous) return { kind: "none", trend: "flat" };
  if (previous === 0) return { kind: "count", value, trend: "up" };
  const percent = ((value - previous) / previous) * 100;
  const rounded = Math.abs(percent) >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  return { kind: "percent", value: rounded, trend: percent > 0 ? "up" : "down" };
}

/** A figure with its change against the previous period of the same length. */
export function StatCard({ label, value, previous, previousLabel }: { label: string; value: number; previous: number; previousLabel: MessageId }) {
  const t = useT();
  const intl = useIntl();
  const change = changeText(value, previous);
  const Icon = change.trend === "up" ? ArrowUpRight : change.trend === "down" ? ArrowDownRight : Minus;
  const text =
    change.kind === "none"
      ? t("contentStats.noChange")
      : change.kind === "count"
        ? intl.formatNumber(change.value, { signDisplay: "exceptZero" })
        : intl.formatNumber(change.value / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  return (
    <Card className="min-w-0 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{intl.formatNumber(value)}</p>
      <p
        className={cn(
          "mt-1 flex items-start gap-1 text-xs",
          change.trend === "up" && "text-emerald-700 dark:text-emerald-400",
          change.trend === "down" && "text-destructive",
          change.trend === "flat" && "text-muted-foreground",
        )}
      >
        <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span>
          {text} <span className="text-muted-foreground">{t(previousLabel, { count: previous })}</span>
        </span>
      </p>
    </Card>
  );
}
