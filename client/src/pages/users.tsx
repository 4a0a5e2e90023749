import { Trophy } from "lucide-react";
import { leaderPeriods, type LeaderPeriod } from "@shared/leaders";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { TabbedList } from "@/components/tabbed-list";
import { LeaderGrid } from "@/features/leaders/components/leader-grid";
import { useT, type MessageId } from "@/i18n";

const PERIOD_LABELS: Record<LeaderPeriod, MessageId> = { week: "leaders.week", month: "leaders.month", year: "leaders.year", all: "leaders.all" };

/** Members (issue 24): who earned the most reputation this week, month or year, and of all time. */
export default function UsersPage() {
  const t = useT();
  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader icon={<Trophy />} title={t("leaders.title")} subtitle={t("leaders.subtitle")} />
        <TabbedList tabs={leaderPeriods} labels={PERIOD_LABELS} label={t("leaders.period")} triggerClassName="flex-1 px-2 sm:flex-none sm:px-3" renderList={(period) => <LeaderGrid period={period} />} />
      </div>
    </AppShell>
  );
}
