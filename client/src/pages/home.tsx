import { useState } from "react";
import type { FeedTab } from "@shared/questions";
import { DEFAULT_FEED_TAB } from "@shared/boot";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UserAvatar } from "@/components/user-avatar";
import { AppShell } from "@/layouts/app-shell";
import { useUser } from "@/hooks/use-user";
import { CardSkeletons, ListError } from "@/components/feed-list";
import { QuestionCard } from "@/features/questions/components/question-card";
import { FollowAuthorButton } from "@/features/users/components/follow-author-button";
import { useFeed } from "@/features/questions/api/get-questions";
import { openComposer } from "@/features/questions/composer-store";
import { useT, type MessageId } from "@/i18n";

const TABS: { value: FeedTab; label: MessageId }[] = [
  { value: "for-you", label: "feed.tabForYou" },
  { value: "following", label: "feed.tabFollowing" },
  { value: "recent", label: "feed.tabRecent" },
];

/** The home feed (spec 2.5): For You, Following and Recent, each its own list of compact cards. */
export default function HomePage() {
  const t = useT();
  const { user } = useUser();
  const [tab, setTab] = useState<FeedTab>(DEFAULT_FEED_TAB);
  const feed = useFeed(tab);

  return (
    <AppShell>
      <div className="space-y-3">
        <h1 className="sr-only">{t("feed.heading")}</h1>
        <Card className="flex items-center gap-3 p-3">
          <UserAvatar user={user} />
          <button
            type="button"
            onClick={() => openComposer()}
            className="h-10 min-w-0 flex-1 cursor-pointer truncate rounded-full border border-input bg-background px-4 text-start text-sm text-muted-foreground hover:bg-muted"
          >
            <span className="hidden sm:inline">{t("feed.askPrompt")}</span>
            <span className="sm:hidden">{t("feed.askPromptShort")}</span>
          </button>
        </Card>
        <Tabs value={tab} onValueChange={(value) => setTab(value as FeedTab)}>
          <TabsList className="grid w-full grid-cols-3">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Each tab's panel is the list below; Radix mounts only the active one. */}
          {TABS.map(({ value, label }) => (
            <TabsContent key={value} value={value} className="mt-3">
              {value === tab && <FeedList feed={feed} label={t(label)} />}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AppShell>
  );
}

/** The active tab's questions: skeletons, error, empty state, or cards with Load More. */
function FeedList({ feed, label }: { feed: ReturnType<typeof useFeed>; label: string }) {
  const t = useT();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (feed.isLoading) return <CardSkeletons count={4} label={t("feed.loadingList", { list: label })} />;
  if (feed.isError && !feed.data) return <ListError onRetry={() => void feed.refetch()} />;
  if (items.length === 0) {
    return (
      <StateMessage
        kind="empty"
        className="bg-card"
        title={t("feed.emptyTitle")}
        description={t("feed.emptyText")}
        actions={<Button onClick={() => openComposer()}>{t("feed.askFirst")}</Button>}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={label}>
        {items.map((question) => (
          <li key={question.id}>
            <QuestionCard question={question} FollowAuthor={FollowAuthorButton} />
          </li>
        ))}
      </ul>
      {feed.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? t("common.loading") : t("feed.loadMoreQuestions")}
          </Button>
        </div>
      )}
      {feed.isFetchNextPageError && (
        <p className="text-center text-sm text-muted-foreground" role="alert">
          {t("feed.loadMoreError")}
        </p>
      )}
    </div>
  );
}
