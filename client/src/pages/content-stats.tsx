import { useState } from "react";
import { BarChart3 } from "lucide-react";
import { FILTER_STATS, contentStatsFilters, statLabel, type ContentStatsFilter, type StatKey } from "@shared/content-stats";
import { analyticsRanges, type AnalyticsRange } from "@shared/lists";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useContentStats } from "@/features/content-stats/api/get-content-stats";
import { BarChart } from "@/features/content-stats/components/bar-chart";
import { SegmentedControl } from "@/features/content-stats/components/segmented-control";
import { StatCard } from "@/features/content-stats/components/stat-card";
import { TopContent } from "@/features/content-stats/components/top-content";
import { selectClass } from "@/features/admin/components/select-class";

const FILTER_LABELS: Record<ContentStatsFilter, string> = { all: "All", questions: "Questions", answers: "Answers" };
const PERIOD_LABELS: Record<AnalyticsRange, string> = { "7d": "7 days", "30d": "30 days", "90d": "90 days", "1y": "year" };

/** Your content & stats (spec 2.17): the member's own figures, computed from their real rows. */
export default function ContentStatsPage() {
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const [filter, setFilter] = useState<ContentStatsFilter>("all");
  const [metric, setMetric] = useState<StatKey | null>(null);
  const stats = useContentStats(range, filter);
  const keys = FILTER_STATS[filter];
  const shown = metric && keys.includes(metric) ? metric : keys[0]!;
  const data = stats.data;

  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<BarChart3 />} title="Your content & stats" subtitle="How members read, vote on and reply to your questions and answers." />

        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl label="Time range" options={analyticsRanges} value={range} onChange={setRange} />
          <SegmentedControl label="Content" options={contentStatsFilters} value={filter} onChange={setFilter} labels={FILTER_LABELS} />
        </div>

        {stats.isLoading ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-busy="true" aria-label="Loading your stats">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : stats.isError || !data ? (
          <Card className="p-6 text-center text-sm text-destructive" role="alert">
            {stats.error?.message ?? "Could not load your stats."}
          </Card>
        ) : (
          <div className="space-y-6" aria-busy={stats.isPlaceholderData}>
            <section aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              {data.figures.map((item) => (
                <StatCard key={item.key} label={statLabel(item.key, data.filter)} value={item.value} previous={item.previous} periodLabel={PERIOD_LABELS[data.range]} />
              ))}
            </section>

            <Card className="space-y-4 p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">{data.bucket === "week" ? "Week by week" : "Day by day"}</h2>
                <div className="flex items-center gap-2">
                  <Label htmlFor="stats-metric">Show</Label>
                  <select id="stats-metric" className={selectClass} value={shown} onChange={(event) => setMetric(event.target.value as StatKey)}>
                    {keys.map((key) => (
                      <option key={key} value={key}>
                        {statLabel(key, filter)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <BarChart
                label={statLabel(shown, data.filter)}
                bucket={data.bucket}
                data={data.series.map((point) => ({ start: point.start, value: point.values[shown] ?? 0 }))}
              />
            </Card>

            <TopContent questions={data.topQuestions} answers={data.topAnswers} />

            <p className="text-xs text-muted-foreground">
              Days are UTC days, today included. Views count once per reader per hour, from the day daily counting began; figures include
              only your own questions and answers.
            </p>
          </div>
        )}
      </div>
    </AppShell>
  );
}
