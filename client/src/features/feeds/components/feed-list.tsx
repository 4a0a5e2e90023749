import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** A placeholder shaped like a question card. */
export function CardSkeleton() {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex items-center gap-2">
        <Skeleton className="h-9 w-9 rounded-full" />
        <div className="flex-1 space-y-1.5">
          <Skeleton className="h-3.5 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-5/6" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
    </Card>
  );
}

/** `count` skeleton cards, announced as loading. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}

interface FeedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Names the list for screen readers, e.g. 'Trending questions'. */
  label: string;
  skeletons: number;
  /** What shows when the first page is empty. */
  empty: React.ReactNode;
  loadMoreLabel: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => React.ReactNode;
}

/** A keyset-paged list: skeletons, then an error, the empty state, or the items and 'Load more'. */
export function FeedList<T>({ query, label, skeletons, empty, loadMoreLabel, itemKey, renderItem }: FeedListProps<T>) {
  if (query.isLoading) return <CardSkeletons count={skeletons} label={`Loading ${label.toLowerCase()}`} />;
  // A failed later page keeps the pages already shown; only a failed first page replaces them.
  if (query.isError && !query.data) {
    return (
      <Card className="p-6 text-center text-sm text-destructive" role="alert">
        {query.error.message}
      </Card>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label={label}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading..." : loadMoreLabel}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p className="text-center text-sm text-destructive" role="alert">
          {query.error?.message}
        </p>
      )}
    </div>
  );
}

/** The empty state of a list: a title, a line, and an optional action. */
export function EmptyState({ icon, title, text, action }: { icon?: React.ReactNode; title: string; text: string; action?: React.ReactNode }) {
  return (
    <Card className="flex flex-col items-center p-10 text-center">
      {icon && <div className="mb-3 text-muted-foreground [&_svg]:h-10 [&_svg]:w-10">{icon}</div>}
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      {action && <div className="mt-4">{action}</div>}
    </Card>
  );
}
