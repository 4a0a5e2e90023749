import { useState } from "react";
import { useLocation } from "wouter";
import { Bookmark, Compass, TrendingUp } from "lucide-react";
import { bookmarkTabs, type BookmarkTab } from "@shared/bookmarks";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useBookmarkCounts, useBookmarks } from "@/features/bookmarks/api/get-bookmarks";
import { BookmarkedAnswerCard, BookmarkedQuestionCard } from "@/features/bookmarks/components/bookmark-cards";
import { EmptyState, FeedList } from "@/features/feeds/components/feed-list";

const TAB_LABELS: Record<BookmarkTab, string> = { questions: "Questions", answers: "Answers" };

/** Bookmarks (spec 2.17): the questions and answers the member saved for later, newest saved first. */
export default function BookmarksPage() {
  const [tab, setTab] = useState<BookmarkTab>("questions");
  const counts = useBookmarkCounts();
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<Bookmark />} title="Bookmarks" subtitle="Questions and answers you saved for later" />
        <Tabs value={tab} onValueChange={(value) => setTab(value as BookmarkTab)}>
          <TabsList className="w-full sm:w-auto" aria-label="Saved items">
            {bookmarkTabs.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-1 gap-2 sm:flex-none">
                {TAB_LABELS[value]}
                {counts.data && (
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs tabular-nums text-secondary-foreground">{counts.data[value].toLocaleString("en-US")}</span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="questions" className="mt-4">
            <SavedQuestions />
          </TabsContent>
          <TabsContent value="answers" className="mt-4">
            <SavedAnswers />
          </TabsContent>
        </Tabs>
      </div>
    </AppShell>
  );
}

function SavedQuestions() {
  const saved = useBookmarks("questions");
  const [, navigate] = useLocation();
  return (
    <FeedList
      query={saved}
      label="Saved questions"
      skeletons={3}
      loadMoreLabel="Load More"
      itemKey={(item) => item.id}
      renderItem={(item) => <BookmarkedQuestionCard item={item} />}
      empty={
        <EmptyState
          icon={<Bookmark />}
          title="No saved questions yet"
          text="Open the menu on any question card and choose Save for later. It will wait for you here."
          action={
            <Button onClick={() => navigate("/")}>
              <Compass aria-hidden="true" /> Browse questions
            </Button>
          }
        />
      }
    />
  );
}

function SavedAnswers() {
  const saved = useBookmarks("answers");
  const [, navigate] = useLocation();
  return (
    <FeedList
      query={saved}
      label="Saved answers"
      skeletons={3}
      loadMoreLabel="Load More"
      itemKey={(item) => item.id}
      renderItem={(item) => <BookmarkedAnswerCard item={item} />}
      empty={
        <EmptyState
          icon={<Bookmark />}
          title="No saved answers yet"
          text="Press Save under an answer worth keeping, on any question's page, and find it here later."
          action={
            <Button onClick={() => navigate("/trending")}>
              <TrendingUp aria-hidden="true" /> See trending questions
            </Button>
          }
        />
      }
    />
  );
}
