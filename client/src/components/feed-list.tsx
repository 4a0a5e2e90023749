import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n";

/** A placeholder shaped like a compact question card. */
export function CardSkeleton() {
  return (
    <Card className="space-y-2.5 p-4">
      <div className="flex items-center gap-2">
        <Skeleton className="h-6 w-6 rounded-full" />
        <Skeleton className="h-3.5 w-40" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-5/6" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-8 w-64" />
    </Card>
  );
}

/** `count` skeleton cards, announced as loading. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}

/** What a list shows when its first page failed: friendly words and Retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <StateMessage kind="error" title={t("feed.errorTitle")} description={t("feed.errorText")} onRetry={onRetry} />;
}

interface FeedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Names the list for screen readers, e.g. 'Trending questions'. */
  label: string;
  skeletons: number;
  /** What shows when the first page is empty. */
  empty: React.ReactNode;
  loadMoreLabel?: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => React.ReactNode;
}

/** A keyset-paged list: skeletons, then an error, the empty state, or the items and 'Load more'. */
export function FeedList<T>({ query, label, skeletons, empty, loadMoreLabel, itemKey, renderItem }: FeedListProps<T>) {
  const t = useT();
  if (query.isLoading) return <CardSkeletons count={skeletons} label={t("feed.loadingList", { list: label })} />;
  // A failed later page keeps the pages already shown; only a failed first page replaces them.
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={label}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t("common.loading") : (loadMoreLabel ?? t("feed.loadMore"))}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <div className="flex flex-col items-center gap-2 text-center text-sm" role="alert">
          <p className="text-muted-foreground">{t("feed.loadMoreError")}</p>
          <Button variant="outline" onClick={() => query.fetchNextPage()}>
            {t("common.retry")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The empty state of a list: the one StateMessage, with an optional action. */
export function EmptyState({ title, text, action }: { icon?: React.ReactNode; title: string; text: string; action?: React.ReactNode }) {
  return <StateMessage kind="empty" title={title} description={text} actions={action} className="bg-card" />;
}
