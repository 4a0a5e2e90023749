import { useState } from "react";
import type { FeedTab } from "@shared/questions";
import { DEFAULT_FEED_TAB } from "@shared/boot";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UserAvatar } from "@/components/user-avatar";
import { AppShell } from "@/app/layouts/app-shell";
import { useUser } from "@/features/auth/api/get-user";
import { useFeed } from "@/features/questions/api/get-questions";
import { openComposer } from "@/features/questions/composer-store";
import { QuestionCard } from "@/features/questions/components/question-card";

const TABS: { value: FeedTab; label: string }[] = [
  { value: "for-you", label: "For You" },
  { value: "following", label: "Following" },
  { value: "recent", label: "Recent" },
];

/** The home feed (spec 2.5): For You, Following and Recent, each its own list. */
export default function HomePage() {
  const { user } = useUser();
  const [tab, setTab] = useState<FeedTab>(DEFAULT_FEED_TAB);
  const feed = useFeed(tab);

  return (
    <AppShell>
      <div className="space-y-4">
        <h1 className="sr-only">Home feed</h1>
        <Card className="flex items-center gap-3 p-3">
          <UserAvatar user={user} />
          <button
            type="button"
            onClick={() => openComposer()}
            className="h-10 flex-1 rounded-full border border-input bg-background px-4 text-left text-sm text-muted-foreground hover:bg-muted cursor-pointer"
          >
            What do you want to ask or share?
          </button>
        </Card>
        <Tabs value={tab} onValueChange={(value) => setTab(value as FeedTab)}>
          <TabsList className="grid w-full grid-cols-3">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Each tab's panel is the list below; Radix mounts only the active one. */}
          {TABS.map(({ value }) => (
            <TabsContent key={value} value={value} className="mt-4 space-y-4">
              {value === tab && <FeedList feed={feed} />}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AppShell>
  );
}

/** The active tab's questions: skeletons, error, empty state, or cards with Load More. */
function FeedList({ feed }: { feed: ReturnType<typeof useFeed> }) {
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
    {feed.isLoading ? (
      Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className="h-48" />)
    ) : feed.isError ? (
      <Card className="p-6 text-center text-sm text-destructive" role="alert">
        {feed.error.message}
      </Card>
    ) : items.length === 0 ? (
      <Card className="p-10 text-center">
        <h2 className="text-lg font-semibold">No questions yet</h2>
        <p className="mt-1 text-sm text-muted-foreground">Be the first to ask a question and start a conversation</p>
        <Button className="mt-4" onClick={() => openComposer()}>
          Ask the First Question
        </Button>
      </Card>
    ) : (
      <>
        {items.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
        {feed.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
              {feed.isFetchingNextPage ? "Loading..." : "Load More Questions"}
            </Button>
          </div>
        )}
      </>
    )}
    </>
  );
}
