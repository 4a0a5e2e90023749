import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import type { AnalyticsRange } from "@shared/lists";
import { cn } from "@/lib/utils";

/** The period selector's labels, and how the previous period is named beside a change. */
export const RANGE_LABELS: Record<AnalyticsRange, { label: string; previous: string; period: string }> = {
  "7d": { label: "7 days", previous: "previous 7 days", period: "the last 7 days" },
  "30d": { label: "30 days", previous: "previous 30 days", period: "the last 30 days" },
  "90d": { label: "90 days", previous: "previous 90 days", period: "the last 90 days" },
  "1y": { label: "1 year", previous: "previous year", period: "the last year" },
};

/** 45672 as '45,672'. */
export const count = (value: number) => value.toLocaleString("en-US");
/** '1 upvote', '2,301 upvotes'. */
export const counted = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? "" : "s"}`;

/**
 * A change from the previous period: '+15.2%' (or points for a rate), 'New' when there was
 * nothing before, coloured by direction, with the period it compares with.
 */
export function Change({ change, unit = "%", range }: { change: number | null; unit?: "%" | " pts"; range: AnalyticsRange }) {
  const direction = change === null || change > 0 ? "up" : change < 0 ? "down" : "flat";
  const Icon = direction === "up" ? ArrowUpRight : direction === "down" ? ArrowDownRight : Minus;
  const text = change === null ? "New" : `${change > 0 ? "+" : ""}${change}${unit}`;
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
      vs {RANGE_LABELS[range].previous}
    </p>
  );
}
