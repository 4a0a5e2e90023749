import { useState } from "react";
import { Link } from "wouter";
import { ExternalLink, FileText, RefreshCw, Trash2 } from "lucide-react";
import type { AdminContentItem, ContentFilter } from "@shared/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { TimeAgo } from "@/components/time-ago";
import { useAdminContent } from "../api/get-content";
import { useDeleteContent } from "../api/delete-content";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";
import { selectClass } from "./select-class";

const TYPE_LABEL = { question: "Question", answer: "Answer", comment: "Comment" } as const;

/** Content: questions, answers and comments from the database, filtered, paged, viewed and deleted. */
export function ContentTab() {
  const [type, setType] = useState<ContentFilter>("all");
  const content = useAdminContent(type);
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);
  const items = content.data?.pages.flatMap((page) => page.items) ?? [];

  const handleDelete = () => {
    if (!deleting) return;
    const label = TYPE_LABEL[deleting.type];
    remove.mutate(
      { type: deleting.type, id: deleting.id },
      {
        // Spec 8: '{type} deleted successfully' or 'Failed to delete {type}'.
        onSuccess: () => toast({ title: `${label} deleted successfully` }),
        onError: () => toast({ title: `Failed to delete ${label.toLowerCase()}`, variant: "destructive" }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="content-filter" className="text-sm font-medium">
          Show
        </label>
        <select id="content-filter" className={selectClass} value={type} onChange={(event) => setType(event.target.value as ContentFilter)}>
          <option value="all">All content</option>
          <option value="questions">Questions</option>
          <option value="answers">Answers</option>
          <option value="comments">Comments</option>
        </select>
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => content.refetch()} disabled={content.isFetching}>
          <RefreshCw className={content.isFetching ? "animate-spin" : undefined} /> Refresh
        </Button>
      </div>
      <div className="mt-4">
        {content.isLoading ? (
          <ListSkeleton />
        ) : content.isError ? (
          <ErrorState error={content.error} />
        ) : items.length === 0 ? (
          <EmptyState icon={<FileText />} title="No content yet" description="Questions, answers and comments appear here as members write them." />
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={`${item.type}-${item.id}`} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-64">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{TYPE_LABEL[item.type]}</Badge>
                    {item.status === "held" && <Badge variant="accent">Held for review</Badge>}
                  </div>
                  <p className="mt-1 line-clamp-2 font-medium [overflow-wrap:anywhere]">{item.title || "(no text)"}</p>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    {item.author?.name ?? "Deleted account"} · <TimeAgo date={item.createdAt} />
                    {item.type !== "comment" && ` · ${item.votes} ${Math.abs(item.votes) === 1 ? "vote" : "votes"}`}
                  </p>
                </div>
                <div className="flex items-center gap-1">
                  <Button variant="ghost" size="sm" asChild>
                    <Link href={item.url} aria-label={`View ${TYPE_LABEL[item.type].toLowerCase()} ${item.id}`}>
                      <ExternalLink /> View
                    </Link>
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(item)} aria-label={`Delete ${TYPE_LABEL[item.type].toLowerCase()} ${item.id}`}>
                    <Trash2 /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={content.hasNextPage} isFetchingNextPage={content.isFetchingNextPage} fetchNextPage={content.fetchNextPage} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting ? TYPE_LABEL[deleting.type].toLowerCase() : ""}`}
        description={`Are you sure you want to delete this ${deleting ? TYPE_LABEL[deleting.type].toLowerCase() : "item"}? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    </Card>
  );
}
