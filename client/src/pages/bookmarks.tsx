import { useLocation } from "wouter";
import { Bookmark, Compass, TrendingUp } from "lucide-react";
import { bookmarkTabs, type BookmarkTab } from "@shared/bookmarks";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { TabbedList } from "@/components/tabbed-list";
import { useBookmarkCounts, useBookmarks } from "@/features/questions/api/get-bookmarks";
import { BookmarkedAnswerCard, BookmarkedQuestionCard } from "@/features/questions/components/bookmark-cards";
import { EmptyState, FeedList } from "@/components/feed-list";
import { useFormat, useT, type MessageId } from "@/i18n";

const TAB_LABELS: Record<BookmarkTab, MessageId> = { questions: "bookmarks.tabQuestions", answers: "bookmarks.tabAnswers" };

/** Bookmarks (spec 2.17): the questions and answers the member saved for later, newest saved first. */
export default function BookmarksPage() {
  const t = useT();
  const format = useFormat();
  const counts = useBookmarkCounts();
  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader icon={<Bookmark />} title={t("bookmarks.title")} subtitle={t("bookmarks.subtitle")} />
        <TabbedList
          tabs={bookmarkTabs}
          label={t("bookmarks.tabsLabel")}
          triggerClassName="flex-1 gap-2 sm:flex-none"
          renderTab={(value) => (
            <>
              {t(TAB_LABELS[value])}
              {counts.data && (
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs tabular-nums text-secondary-foreground">{format.compact(counts.data[value])}</span>
              )}
            </>
          )}
          renderList={(value) => (value === "questions" ? <SavedQuestions /> : <SavedAnswers />)}
        />
      </div>
    </AppShell>
  );
}

function SavedQuestions() {
  const t = useT();
  const saved = useBookmarks("questions");
  const [, navigate] = useLocation();
  return (
    <FeedList
      query={saved}
      label={t("bookmarks.savedQuestions")}
      skeletons={3}
      itemKey={(item) => item.id}
      renderItem={(item) => <BookmarkedQuestionCard item={item} />}
      empty={
        <EmptyState
          title={t("bookmarks.emptyQuestionsTitle")}
          text={t("bookmarks.emptyQuestionsText")}
          action={
            <Button onClick={() => navigate("/")}>
              <Compass aria-hidden="true" /> {t("bookmarks.browse")}
            </Button>
          }
        />
      }
    />
  );
}

function SavedAnswers() {
  const t = useT();
  const saved = useBookmarks("answers");
  const [, navigate] = useLocation();
  return (
    <FeedList
      query={saved}
      label={t("bookmarks.savedAnswers")}
      skeletons={3}
      itemKey={(item) => item.id}
      renderItem={(item) => <BookmarkedAnswerCard item={item} />}
      empty={
        <EmptyState
          title={t("bookmarks.emptyAnswersTitle")}
          text={t("bookmarks.emptyAnswersText")}
          action={
            <Button onClick={() => navigate("/trending")}>
              <TrendingUp aria-hidden="true" /> {t("bookmarks.seeTrending")}
            </Button>
          }
        />
      }
    />
  );
}
