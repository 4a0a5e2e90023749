import { useState } from "react";
import { Flame, Plus, TrendingUp } from "lucide-react";
import { trendingPeriods, type TrendingPeriod } from "@shared/lists";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTrendingQuestions } from "@/features/feeds/api/get-trending-questions";
import { EmptyState, FeedList } from "@/features/feeds/components/feed-list";
import { TrendingQuestionCard } from "@/features/feeds/components/trending-question-card";
import { openComposer } from "@/features/questions/composer-store";

const PERIOD_LABELS: Record<TrendingPeriod, string> = { today: "Today", week: "This Week", month: "This Month" };
const PERIOD_PHRASES: Record<TrendingPeriod, string> = { today: "today", week: "this week", month: "this month" };

/** Trending (spec 2.11): the hottest questions of today, this week or this month. */
export default function TrendingPage() {
  const [period, setPeriod] = useState<TrendingPeriod>("today");
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<TrendingUp />} title="Trending Questions" subtitle="The hottest questions and discussions happening right now" />
        <Tabs value={period} onValueChange={(value) => setPeriod(value as TrendingPeriod)}>
          <TabsList className="w-full sm:w-auto" aria-label="Period">
            {trendingPeriods.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
                {PERIOD_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {trendingPeriods.map((value) => (
            <TabsContent key={value} value={value} className="mt-4">
              <TrendingList period={value} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AppShell>
  );
}

function TrendingList({ period }: { period: TrendingPeriod }) {
  const questions = useTrendingQuestions(period);
  const total = questions.data?.pages[0]?.total ?? undefined;
  return (
    <div className="space-y-4">
      {total !== undefined && total > 0 && (
        <Card className="flex items-center gap-3 border-primary/30 bg-accent p-4 text-accent-foreground" role="status">
          <Flame className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            <span className="font-semibold">
              {total.toLocaleString("en-US")} hot {total === 1 ? "question" : "questions"}
            </span>{" "}
            {PERIOD_PHRASES[period]}
          </p>
        </Card>
      )}
      <FeedList
        query={questions}
        label="Trending questions"
        skeletons={5}
        loadMoreLabel="Load more"
        itemKey={(question) => question.id}
        renderItem={(question, index) => <TrendingQuestionCard question={question} rank={index + 1} />}
        empty={
          <EmptyState
            icon={<TrendingUp />}
            title="No trending questions right now"
            text="Check back later or create a question that could become trending!"
            action={
              <Button onClick={() => openComposer()}>
                <Plus aria-hidden="true" /> Ask a Trending Question
              </Button>
            }
          />
        }
      />
    </div>
  );
}
