import { Award } from "lucide-react";
import type { LeaderPeriod } from "@shared/leaders";
import { EmptyState, ListError } from "@/components/feed-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT, type MessageId } from "@/i18n";
import { useLeaders } from "../api/get-leaders";
import { LeaderCard } from "./leader-card";

const LIST_LABELS: Record<LeaderPeriod, MessageId> = { week: "leaders.listWeek", month: "leaders.listMonth", year: "leaders.listYear", all: "leaders.listAll" };

/** A period's leaderboard as a grid of member cards, 'Load more' at its end. */
export function LeaderGrid({ period }: { period: LeaderPeriod }) {
  const t = useT();
  const leaders = useLeaders(period);
  if (leaders.isLoading) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" role="status" aria-busy="true" aria-label={t("leaders.loading")}>
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} className="flex gap-3 p-4">
            <Skeleton className="h-12 w-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3.5 w-24" />
              <Skeleton className="h-5 w-40" />
            </div>
          </Card>
        ))}
      </div>
    );
  }
  if (leaders.isError && !leaders.data) return <ListError onRetry={() => void leaders.refetch()} />;
  const items = leaders.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <EmptyState icon={<Award />} title={t("leaders.emptyTitle")} text={t("leaders.emptyText")} />;
  return (
    <div className="space-y-4">
      <ol className="grid gap-3 sm:grid-cols-2" aria-label={t(LIST_LABELS[period])}>
        {items.map((leader, index) => (
          <li key={leader.member.id} className="min-w-0">
            <LeaderCard leader={leader} period={period} rank={index + 1} />
          </li>
        ))}
      </ol>
      {leaders.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void leaders.fetchNextPage()} disabled={leaders.isFetchingNextPage}>
            {leaders.isFetchingNextPage ? t("common.loading") : t("leaders.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
