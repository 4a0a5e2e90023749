import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";

/** Skeleton rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useT();
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** What an empty list says: the site's one empty state. */
export function EmptyState({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return <StateMessage kind="empty" as="h3" title={title} description={description} className="px-4" />;
}

/**
 * A failed load: friendly words and Retry, never the raw status line. A session that ended
 * (401/403) is handled by the panel itself, which goes back to the sign-in.
 */
export function ErrorState({ onRetry }: { onRetry: () => unknown }) {
  const t = useT();
  return <StateMessage kind="error" as="h3" title={t("admin.loadErrorTitle")} description={t("admin.loadErrorDescription")} onRetry={() => void onRetry()} className="px-4" />;
}

/** 'Load more' for keyset-paged lists. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  const t = useT();
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage && <Loader2 className="animate-spin" />} {t("admin.loadMore")}
      </Button>
    </div>
  );
}

/** The dot between facts on a line ("name · date"): drawn, not written, so no language owns it. */
export function Dot() {
  return <span aria-hidden="true" className="mx-1.5 inline-block size-[3px] shrink-0 rounded-full bg-current align-middle" />;
}

/** Which part of a list to show (open or resolved reports, pending or decided appeals): pressed buttons in a group. */
export function StatusToggle<T extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: T; label: string }[]; value: T; onChange: (value: T) => void }) {
  return (
    <div className="inline-flex rounded-md bg-muted p-1 text-sm" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn("cursor-pointer rounded-sm px-3 py-1 text-muted-foreground", value === option.value && "bg-card text-foreground shadow-sm")}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
