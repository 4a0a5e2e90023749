import { useState } from "react";
import { analyticsRanges, type AnalyticsRange } from "@shared/lists";
import { StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT, type MessageId } from "@/i18n";
import { useBusinessAnalytics } from "../api/get-business-analytics";
import { AnalyticsTab } from "./analytics-tab";
import { AudienceTab } from "./audience-tab";
import { EngagementTrends } from "./engagement-trends";
import { RANGE_LABELS } from "./figures";
import { KpiCards } from "./kpi-cards";
import { ToolsGrid, type ToolId } from "./tools";
import { TopPerformingContent } from "./top-content";

const TABS = [
  { value: "overview", label: "business.tabOverview" },
  { value: "analytics", label: "business.tabAnalytics" },
  { value: "audience", label: "business.tabAudience" },
  { value: "tools", label: "business.tabTools" },
] as const satisfies readonly { value: string; label: MessageId }[];
type Tab = (typeof TABS)[number]["value"];

/**
 * The member's dashboard (spec 2.15): a period, then the four tabs, each showing its own
 * content from GET /api/business/analytics (Tools needs no figures).
 */
export function BusinessDashboard({ onAsk, onUseTool }: { onAsk: () => void; onUseTool: (tool: ToolId) => void }) {
  const [tab, setTab] = useState<Tab>("overview");
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const analytics = useBusinessAnalytics(range);
  const data = analytics.data;
  const t = useT();

  const figures = (render: (value: NonNullable<typeof data>) => React.ReactNode) =>
    analytics.isError ? (
      <StateMessage kind="error" title={t("business.loadErrorTitle")} description={t("business.loadErrorDescription")} onRetry={() => void analytics.refetch()} />
    ) : data ? (
      <div className={analytics.isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={analytics.isFetching}>
        {render(data)}
      </div>
    ) : (
      <div className="grid gap-4 sm:grid-cols-2" role="status" aria-busy="true" aria-label={t("business.loadingAnalytics")}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-36" />
        ))}
      </div>
    );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="-mx-4 min-w-0 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 sm:pb-0">
          <TabsList className="w-max" aria-label={t("business.sections")}>
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="px-2.5 sm:px-3">
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tab !== "tools" && (
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("business.period")}</span>
            <select
              value={range}
              onChange={(event) => setRange(event.target.value as AnalyticsRange)}
              className="h-9 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {analyticsRanges.map((value) => (
                <option key={value} value={value}>
                  {t(RANGE_LABELS[value].label)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <TabsContent value="overview" className="space-y-4">
        {figures((value) => (
          <div className="space-y-4">
            <KpiCards data={value} />
            <div className="grid gap-4 lg:grid-cols-2">
              <EngagementTrends data={value} />
              <TopPerformingContent items={value.topContent} onAsk={onAsk} />
            </div>
          </div>
        ))}
      </TabsContent>
      <TabsContent value="analytics">{figures((value) => <AnalyticsTab data={value} />)}</TabsContent>
      <TabsContent value="audience">{figures((value) => <AudienceTab data={value} />)}</TabsContent>
      <TabsContent value="tools">
        <ToolsGrid onUse={onUseTool} />
      </TabsContent>
    </Tabs>
  );
}
