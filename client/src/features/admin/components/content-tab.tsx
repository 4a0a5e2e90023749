import { useState } from "react";
import { Link } from "wouter";
import { ExternalLink, RefreshCw, Trash2 } from "lucide-react";
import type { AdminContentItem, ContentFilter } from "@shared/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/use-toast";
import { TimeAgo } from "@/components/time-ago";
import { useT, type MessageId } from "@/i18n";
import { useAdminContent } from "../api/get-content";
import { useDeleteContent } from "../api/delete-content";
import { ConfirmDialog } from "./confirm-dialog";
import { Dot, EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";
import { selectClass } from "./select-class";

type ContentType = AdminContentItem["type"];
/** Each kind's badge, and its toasts and confirmation (spec 8: '{type} deleted successfully' or 'Failed to delete {type}'). */
const TYPES: Record<ContentType, { label: MessageId; deleted: MessageId; failed: MessageId; title: MessageId; confirm: MessageId; view: MessageId; remove: MessageId }> = {
  question: { label: "admin.typeQuestion", deleted: "admin.questionDeleted", failed: "admin.questionDeleteFailed", title: "admin.deleteQuestionTitle", confirm: "admin.deleteQuestionConfirm", view: "admin.viewQuestion", remove: "admin.deleteQuestion" },
  answer: { label: "admin.typeAnswer", deleted: "admin.answerDeleted", failed: "admin.answerDeleteFailed", title: "admin.deleteAnswerTitle", confirm: "admin.deleteAnswerConfirm", view: "admin.viewAnswer", remove: "admin.deleteAnswer" },
  comment: { label: "admin.typeComment", deleted: "admin.commentDeleted", failed: "admin.commentDeleteFailed", title: "admin.deleteCommentTitle", confirm: "admin.deleteCommentConfirm", view: "admin.viewComment", remove: "admin.deleteComment" },
};

const FILTERS: { value: ContentFilter; label: MessageId }[] = [
  { value: "all", label: "admin.filterAll" },
  { value: "questions", label: "admin.filterQuestions" },
  { value: "answers", label: "admin.filterAnswers" },
  { value: "comments", label: "admin.filterComments" },
];

/** Content: questions, answers and comments from the database, filtered, paged, viewed and deleted. */
export function ContentTab() {
  const [type, setType] = useState<ContentFilter>("all");
  const content = useAdminContent(type);
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);
  const items = content.data?.pages.flatMap((page) => page.items) ?? [];
  const t = useT();

  const handleDelete = () => {
    if (!deleting) return;
    const kind = TYPES[deleting.type];
    remove.mutate(
      { type: deleting.type, id: deleting.id },
      {
        onSuccess: () => toast({ title: t(kind.deleted) }),
        onError: () => toast({ title: t(kind.failed), variant: "destructive" }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="content-filter" className="text-sm font-medium">
          {t("admin.show")}
        </label>
        <select id="content-filter" className={selectClass} value={type} onChange={(event) => setType(event.target.value as ContentFilter)}>
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {t(filter.label)}
            </option>
          ))}
        </select>
        <Button variant="outline" size="sm" className="ms-auto" onClick={() => content.refetch()} disabled={content.isFetching}>
          <RefreshCw className={content.isFetching ? "animate-spin" : undefined} /> {t("admin.refresh")}
        </Button>
      </div>
      <div className="mt-4">
        {content.isLoading ? (
          <ListSkeleton />
        ) : content.isError ? (
          <ErrorState onRetry={() => content.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t("admin.noContent")} description={t("admin.noContentDescription")} />
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={`${item.type}-${item.id}`} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-64">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{t(TYPES[item.type].label)}</Badge>
                    {item.status === "held" && <Badge variant="accent">{t("admin.heldForReview")}</Badge>}
                  </div>
                  <p className="mt-1 line-clamp-2 font-medium [overflow-wrap:anywhere]">{item.title || t("admin.noText")}</p>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    {item.author?.name ?? t("admin.deletedAccount")}
                    <Dot />
                    <TimeAgo date={item.createdAt} />
                    {item.type !== "comment" && (
                      <>
                        <Dot />
                        {t("admin.votes", { count: item.votes })}
                      </>
                    )}
                  </p>
                </div>
                <div className="flex items-center gap-1">
                  <Button variant="ghost" size="sm" asChild>
                    <Link href={item.url} aria-label={t(TYPES[item.type].view, { id: item.id })}>
                      <ExternalLink /> {t("admin.view")}
                    </Link>
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(item)} aria-label={t(TYPES[item.type].remove, { id: item.id })}>
                    <Trash2 /> {t("admin.delete")}
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
        title={deleting ? t(TYPES[deleting.type].title) : ""}
        description={deleting ? t(TYPES[deleting.type].confirm) : ""}
        confirmLabel={t("admin.delete")}
        destructive
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    </Card>
  );
}
