import { useId } from "react";
import { Link } from "wouter";
import { Award } from "lucide-react";
import type { TopicLeaderPeriod } from "@shared/leaders";
import { displayName } from "@shared/users";
import { TabbedList } from "@/components/tabbed-list";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { useHydratedQuery } from "@/hooks/use-hydrated";
import { useFormat, useT, type MessageId } from "@/i18n";
import { useTopicLeaders } from "../api/get-topic-leaders";

/** The card's tabs: the issue asks for the week and all time (the API also answers the month). */
const TABS = ["week", "all"] as const satisfies readonly TopicLeaderPeriod[];
const TAB_LABELS: Record<(typeof TABS)[number], MessageId> = { week: "leaders.week", all: "leaders.all" };

/**
 * A topic's top answerers (issue 24): the members whose answers to its questions earned the most
 * this week and of all time. In the frame's right column on wide screens, under the questions on
 * narrower ones; the page may hold both copies (CSS shows one), so ids are its own.
 */
export function TopicLeadersCard({ topicId }: { topicId: number }) {
  const t = useT();
  const headingId = useId();
  return (
    <Card className="p-4" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 font-semibold">
        <Award className="h-4 w-4 text-primary" aria-hidden="true" /> {t("leaders.topicTitle")}
      </h2>
      <TabbedList
        tabs={TABS}
        labels={TAB_LABELS}
        label={t("leaders.topicPeriod")}
        triggerClassName="flex-1"
        renderList={(period) => <TopicLeaderList topicId={topicId} period={period} />}
      />
      <Link href="/users" className="mt-3 block text-sm font-medium text-primary hover:underline">
        {t("leaders.seeAll")}
      </Link>
    </Card>
  );
}

function TopicLeaderList({ topicId, period }: { topicId: number; period: TopicLeaderPeriod }) {
  const t = useT();
  const format = useFormat();
  const query = useTopicLeaders(topicId, period);
  const leaders = useHydratedQuery(query);
  if (leaders.isLoading) {
    return (
      <div className="space-y-2" role="status" aria-busy="true" aria-label={t("leaders.topicLoading")}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-8" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className="text-sm text-muted-foreground" role="alert">
        {t("leaders.failed")}
        <button type="button" className="ms-1 cursor-pointer font-medium text-primary hover:underline" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </button>
      </p>
    );
  }
  const items = leaders.data?.items ?? [];
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t(period === "week" ? "leaders.topicEmptyWeek" : "leaders.topicEmpty")}</p>;
  return (
    <ol className="space-y-2" aria-label={t(period === "week" ? "leaders.topicListWeek" : "leaders.topicListAll")}>
      {items.map((leader) => (
        <li key={leader.member.id} className="flex items-center gap-2 text-sm">
          <UserAvatar user={leader.member} className="h-7 w-7 text-xs" />
          <Link href={`/profile/${leader.member.id}`} className="min-w-0 flex-1 truncate font-medium hover:text-primary hover:underline">
            {displayName(leader.member)}
          </Link>
          <span className="shrink-0 tabular-nums text-muted-foreground">{t("leaders.points", { count: leader.points, n: format.number(leader.points) })}</span>
        </li>
      ))}
    </ol>
  );
}
