import { useState } from "react";
import { BarChart3 } from "lucide-react";
import { FILTER_STATS, contentStatsFilters, type ContentStatsFilter, type StatKey } from "@shared/content-stats";
import { analyticsRanges, type AnalyticsRange } from "@shared/lists";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { StateMessage } from "@/components/state-message";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useContentStats } from "@/features/content-stats/api/get-content-stats";
import { BarChart } from "@/features/content-stats/components/bar-chart";
import { SegmentedControl } from "@/features/content-stats/components/segmented-control";
import { StatCard } from "@/features/content-stats/components/stat-card";
import { TopContent } from "@/features/content-stats/components/top-content";
import { selectClass } from "@/features/admin/components/select-class";
import { useT, type MessageId } from "@/i18n";

const FILTER_LABELS: Record<ContentStatsFilter, MessageId> = { all: "contentStats.filterAll", questions: "contentStats.filterQuestions", answers: "contentStats.filterAnswers" };
const RANGE_LABELS: Record<AnalyticsRange, MessageId> = { "7d": "contentStats.range7d", "30d": "contentStats.range30d", "90d": "contentStats.range90d", "1y": "contentStats.range1y" };
/** "vs 12 in the previous 30 days" for each range. */
const PREVIOUS_LABELS: Record<AnalyticsRange, MessageId> = {
  "7d": "contentStats.vsPrevious7d",
  "30d": "contentStats.vsPrevious30d",
  "90d": "contentStats.vsPrevious90d",
  "1y": "contentStats.vsPrevious1y",
};

/** What a figure counts, said plainly (upvotes depend on the filter). */
const STAT_LABELS: Record<StatKey, MessageId> = {
  views: "contentStats.statViews",
  upvotes: "contentStats.statUpvotes",
  answersReceived: "contentStats.statAnswersReceived",
  questionsAsked: "contentStats.statQuestionsAsked",
  answersWritten: "contentStats.statAnswersWritten",
  commentsReceived: "contentStats.statCommentsReceived",
  newFollowers: "contentStats.statNewFollowers",
};
const statLabelId = (key: StatKey, filter: ContentStatsFilter): MessageId =>
  key === "upvotes" && filter === "questions" ? "contentStats.statUpvotesQuestions" : key === "upvotes" && filter === "answers" ? "contentStats.statUpvotesAnswers" : STAT_LABELS[key];

/** Your content & stats (spec 2.17): the member's own figures, computed from their real rows. */
export default function ContentStatsPage() {
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const [filter, setFilter] = useState<ContentStatsFilter>("all");
  const [metric, setMetric] = useState<StatKey | null>(null);
  const stats = useContentStats(range, filter);
  const keys = FILTER_STATS[filter];
  const shown = metric && keys.includes(metric) ? metric : keys[0]!;
  const data = stats.data;
  const t = useT();
  const statLabel = (key: StatKey, of: ContentStatsFilter) => t(statLabelId(key, of));
  const rangeLabels = Object.fromEntries(analyticsRanges.map((value) => [value, t(RANGE_LABELS[value])])) as Record<AnalyticsRange, string>;
  const filterLabels = Object.fromEntries(contentStatsFilters.map((value) => [value, t(FILTER_LABELS[value])])) as Record<ContentStatsFilter, string>;

  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<BarChart3 />} title={t("contentStats.title")} subtitle={t("contentStats.subtitle")} />

        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl label={t("contentStats.timeRange")} options={analyticsRanges} value={range} onChange={setRange} labels={rangeLabels} />
          <SegmentedControl label={t("contentStats.content")} options={contentStatsFilters} value={filter} onChange={setFilter} labels={filterLabels} />
        </div>

        {stats.isLoading ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" role="status" aria-busy="true" aria-label={t("contentStats.loading")}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : stats.isError || !data ? (
          <StateMessage kind="error" title={t("contentStats.loadErrorTitle")} description={t("contentStats.loadErrorDescription")} onRetry={() => void stats.refetch()} />
        ) : (
          <div className="space-y-6" aria-busy={stats.isPlaceholderData}>
            <section aria-label={t("contentStats.figures")} className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              {data.figures.map((item) => (
                <StatCard key={item.key} label={statLabel(item.key, data.filter)} value={item.value} previous={item.previous} previousLabel={PREVIOUS_LABELS[data.range]} />
              ))}
            </section>

            <Card className="space-y-4 p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">{data.bucket === "week" ? t("contentStats.weekByWeek") : t("contentStats.dayByDay")}</h2>
                <div className="flex min-w-0 items-center gap-2">
                  <Label htmlFor="stats-metric">{t("contentStats.show")}</Label>
                  <select id="stats-metric" className={`${selectClass} min-w-0 max-w-full`} value={shown} onChange={(event) => setMetric(event.target.value as StatKey)}>
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

            <p className="text-xs text-muted-foreground">{t("contentStats.footnote")}</p>
          </div>
        )}
      </div>
    </AppShell>
  );
}
