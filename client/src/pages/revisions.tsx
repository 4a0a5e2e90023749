import { Link, useParams, useSearch } from "wouter";
import { ArrowLeft, History, Loader2, RotateCcw } from "lucide-react";
import type { Revision } from "@shared/revisions";
import { displayName } from "@shared/users";
import { AppShell } from "@/app/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TimeAgo } from "@/components/time-ago";
import { UserAvatar } from "@/components/user-avatar";
import { useRevisions, useRollback, type RevisionKind } from "@/features/revisions/api/revisions";
import { RevisionChanges } from "@/features/revisions/components/revision-diff";
import { showHeldToast } from "@/features/reports/held-toast";
import { useDocumentTitle } from "@/features/site/use-document-title";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";

/** A positive int4 id from text, or null. */
const idOf = (text: string | null | undefined) => {
  const id = Number(/^\d{1,10}$/.exec(text ?? "")?.[0]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

function RevisionCard({
  revision,
  previous,
  current,
  canRollback,
  onRollback,
  rollingBack,
}: {
  revision: Revision;
  previous: Revision | undefined;
  current: boolean;
  canRollback: boolean;
  onRollback: () => void;
  rollingBack: boolean;
}) {
  return (
    <Card className="p-4 sm:p-5" id={`revision-${revision.number}`}>
      <article aria-label={`Revision ${revision.number}`} className="space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2 text-sm">
            <UserAvatar user={revision.editor} className="h-8 w-8 shrink-0 text-xs" />
            <div className="min-w-0 leading-tight">
              <p className="font-medium">
                <span className="mr-2 inline-block rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{revision.number}</span>
                {revision.editor ? (
                  <Link href={`/profile/${revision.editor.id}`} className="hover:underline">
                    {displayName(revision.editor)}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">Deleted account</span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                {revision.number === 1 ? "Original, " : "Edited "}
                <TimeAgo date={revision.createdAt} />
                {current && <span className="ml-1 font-medium text-foreground">· current</span>}
              </p>
            </div>
          </div>
          {canRollback && !current && (
            <Button variant="outline" size="sm" onClick={onRollback} disabled={rollingBack}>
              {rollingBack ? <Loader2 className="animate-spin" /> : <RotateCcw />} Roll back to {revision.number}
            </Button>
          )}
        </header>
        {revision.editSummary && <p className="break-words rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{revision.editSummary}</p>}
        <RevisionChanges revision={revision} previous={previous} />
      </article>
    </Card>
  );
}

/** /questions/{id}/revisions, and ?answer={answerId} for one of its answers: every version, newest first, with what changed. */
export default function RevisionsPage() {
  const params = useParams<{ id: string }>();
  const search = new URLSearchParams(useSearch());
  const questionId = idOf(params.id);
  const answerParam = search.get("answer");
  const answerId = answerParam === null ? null : idOf(answerParam);
  const kind: RevisionKind = answerParam === null ? "questions" : "answers";
  const postId = kind === "questions" ? questionId : answerId;
  const valid = questionId !== null && postId !== null;
  const revisions = useRevisions(kind, postId ?? 0, valid);
  const rollback = useRollback(kind, postId ?? 0);
  const list = revisions.data;
  // An answer's revisions are shown under the question they belong to (a mismatched link is a 404).
  const mismatched = list !== undefined && list.questionId !== questionId;
  useDocumentTitle(list && !mismatched ? `Revisions of ${list.kind === "answer" ? "an answer to " : ""}${list.questionTitle}` : "Revisions");

  if (!valid || mismatched || (revisions.isError && revisions.error instanceof ApiError && revisions.error.status === 404)) {
    return (
      <AppShell>
        <Card className="mx-auto max-w-2xl p-10 text-center">
          <h1 className="text-xl font-semibold">Revisions not found</h1>
          <p className="mt-1 text-sm text-muted-foreground">The post you're looking for doesn't exist or was removed.</p>
          <Button className="mt-4" asChild>
            <Link href="/">Back to home</Link>
          </Button>
        </Card>
      </AppShell>
    );
  }

  const back = kind === "answers" ? `/questions/${questionId}#answer-${answerId}` : `/questions/${questionId}`;
  const items = list?.items ?? [];
  const roll = (n: number) => {
    if (!window.confirm(`Roll back to revision ${n}? This adds a new revision with its text.`)) return;
    rollback.mutate(n, {
      onSuccess: (result) => {
        if (!showHeldToast(result)) toast({ title: "Rolled back", description: `The post is back to revision ${n}.` });
      },
      onError: (error) =>
        toast({ title: "Rollback failed", description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.", variant: "destructive" }),
    });
  };

  return (
    <AppShell>
      <div className="mx-auto max-w-3xl space-y-4">
        <div className="space-y-1">
          <Link href={back} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the {kind === "answers" ? "answer" : "question"}
          </Link>
          <h1 className="flex items-center gap-2 text-2xl font-bold leading-tight">
            <History className="h-6 w-6 shrink-0" aria-hidden="true" /> Revisions
          </h1>
          {list ? (
            <p className="break-words text-sm text-muted-foreground">
              {list.kind === "answer" ? "Of an answer to " : "Of "}
              <Link href={`/questions/${list.questionId}`} className="font-medium text-foreground hover:underline">
                {list.questionTitle}
              </Link>
              {` · ${items.length} ${items.length === 1 ? "revision" : "revisions"}`}
            </p>
          ) : (
            <Skeleton className="h-4 w-64" />
          )}
        </div>
        {!list ? (
          <Card className="space-y-3 p-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-20 w-full" />
          </Card>
        ) : (
          <ol className="space-y-3" aria-label="Revisions, newest first">
            {items.map((revision, index) => (
              <li key={revision.number}>
                <RevisionCard
                  revision={revision}
                  previous={items[index + 1]}
                  current={index === 0}
                  canRollback={list.canRollback}
                  onRollback={() => roll(revision.number)}
                  rollingBack={rollback.isPending && rollback.variables === revision.number}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </AppShell>
  );
}
