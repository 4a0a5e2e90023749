import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The change from the previous period, in words a screen reader can say too. */
export function changeText(value: number, previous: number): { text: string; trend: "up" | "down" | "flat" } {
  if (value === previous) return { text: "No change", trend: "flat" };
  if (previous === 0) return { text: `+${value.toLocaleString("en-US")}`, trend: "up" };
  const percent = ((value - previous) / previous) * 100;
  const rounded = Math.abs(percent) >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  return { text: `${rounded > 0 ? "+" : ""}${rounded}%`, trend: percent > 0 ? "up" : "down" };
}

/** A figure with its change against the previous period of the same length. */
export function StatCard({ label, value, previous, periodLabel }: { label: string; value: number; previous: number; periodLabel: string }) {
  const change = changeText(value, previous);
  const Icon = change.trend === "up" ? ArrowUpRight : change.trend === "down" ? ArrowDownRight : Minus;
  return (
    <Card className="p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString("en-US")}</p>
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
          {change.text}{" "}
          <span className="text-muted-foreground">
            vs {previous.toLocaleString("en-US")} in the previous {periodLabel}
          </span>
        </span>
      </p>
    </Card>
  );
}
