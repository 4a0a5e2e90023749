import { Flame, Plus, TrendingUp } from "lucide-react";
import { trendingPeriods, type TrendingPeriod } from "@shared/lists";
import { LIMITS } from "@shared/limits";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TabbedList } from "@/components/tabbed-list";
import { useTrendingQuestions } from "@/features/questions/api/get-trending-questions";
import { EmptyState, FeedList } from "@/components/feed-list";
import { QuestionCard } from "@/features/questions/components/question-card";
import { FollowAuthorButton } from "@/features/users/components/follow-author-button";
import { openComposer } from "@/features/questions/composer-store";
import { useFormat, useT, type MessageId } from "@/i18n";

const PERIOD_LABELS: Record<TrendingPeriod, MessageId> = { today: "trending.today", week: "trending.week", month: "trending.month" };
const PERIOD_SUMMARIES: Record<TrendingPeriod, MessageId> = { today: "trending.summaryToday", week: "trending.summaryWeek", month: "trending.summaryMonth" };

/** Trending (spec 2.11): the hottest questions of today, this week or this month. */
export default function TrendingPage() {
  const t = useT();
  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader icon={<TrendingUp />} title={t("trending.title")} subtitle={t("trending.subtitle")} />
        <TabbedList tabs={trendingPeriods} labels={PERIOD_LABELS} label={t("trending.period")} renderList={(value) => <TrendingList period={value} />} />
      </div>
    </AppShell>
  );
}

function TrendingList({ period }: { period: TrendingPeriod }) {
  const t = useT();
  const format = useFormat();
  const questions = useTrendingQuestions(period);
  const total = questions.data?.pages[0]?.total ?? undefined;
  return (
    <div className="space-y-3">
      {total !== undefined && total !== null && total > 0 && (
        <Card className="flex items-center gap-3 border-primary/30 bg-accent px-4 py-3 text-accent-foreground" role="status">
          <Flame className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            {t(PERIOD_SUMMARIES[period], {
              count: total,
              // The server counts one past the cap: above it, "1,000+".
              n: total > LIMITS.trendingCount ? `${format.number(LIMITS.trendingCount)}+` : format.number(total),
            })}
          </p>
        </Card>
      )}
      <FeedList
        query={questions}
        label={t("trending.listLabel")}
        skeletons={5}
        loadMoreLabel={t("feed.loadMore")}
        itemKey={(question) => question.id}
        renderItem={(question, index) => <QuestionCard question={question} rank={index + 1} idPrefix="trending" FollowAuthor={FollowAuthorButton} />}
        empty={
          <EmptyState
            title={t("trending.emptyTitle")}
            text={t("trending.emptyText")}
            action={
              <Button onClick={() => openComposer()}>
                <Plus aria-hidden="true" /> {t("trending.askQuestion")}
              </Button>
            }
          />
        }
      />
    </div>
  );
}
