import { Link, useParams, useSearch } from "wouter";
import { ArrowLeft, History, Loader2, RotateCcw } from "lucide-react";
import type { Revision } from "@shared/revisions";
import { displayName } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TimeAgo } from "@/components/time-ago";
import { UserAvatar } from "@/components/user-avatar";
import { ReputationScore } from "@/components/reputation-score";
import { useRevisions, useRollback, type RevisionKind } from "@/features/revisions/api/revisions";
import { RevisionChanges } from "@/features/revisions/components/revision-diff";
import { showHeldToast } from "@/lib/held-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { NotFoundState, StateMessage } from "@/components/state-message";
import { T, useT } from "@/i18n";
import { useUser } from "@/hooks/use-user";
import { PostReviewHistory } from "@/features/review/components/post-review-history";

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
  const t = useT();
  return (
    <Card className="p-4 sm:p-5" id={`revision-${revision.number}`}>
      <article aria-label={t("revision.revisionNumber", { number: revision.number })} className="space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2 text-sm">
            <UserAvatar user={revision.editor} className="h-8 w-8 shrink-0 text-xs" />
            <div className="min-w-0 leading-tight">
              <p className="font-medium">
                <span className="me-2 inline-block rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{revision.number}</span>
                {revision.editor ? (
                  <>
                    <Link href={`/profile/${revision.editor.id}`} className="me-1.5 hover:underline">
                      {displayName(revision.editor)}
                    </Link>
                    <ReputationScore value={revision.editor.reputation} className="text-xs" />
                  </>
                ) : (
                  <span className="text-muted-foreground">{t("revision.deletedAccount")}</span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                <T id={revision.number === 1 ? "revision.originalAgo" : "revision.editedAgo"} values={{ time: <TimeAgo date={revision.createdAt} /> }} />
                {current && <span className="ms-1 font-medium text-foreground">{t("revision.current")}</span>}
              </p>
            </div>
          </div>
          {canRollback && !current && (
            <Button variant="outline" size="sm" onClick={onRollback} disabled={rollingBack}>
              {rollingBack ? <Loader2 className="animate-spin" /> : <RotateCcw />} {t("revision.rollBackTo", { number: revision.number })}
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
  const t = useT();
  const { user } = useUser();
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
  useDocumentTitle(
    list && !mismatched
      ? t(list.kind === "answer" ? "revision.pageTitleAnswer" : "revision.pageTitleQuestion", { title: list.questionTitle })
      : t("revision.heading"),
  );

  if (!valid || mismatched || (revisions.isError && revisions.error instanceof ApiError && revisions.error.status === 404)) {
    return (
      <AppShell>
        <NotFoundState title={t("revision.notFound")} description={t("revision.notFoundHelp")} />
      </AppShell>
    );
  }

  const back = kind === "answers" ? `/questions/${questionId}#answer-${answerId}` : `/questions/${questionId}`;
  const items = list?.items ?? [];
  const roll = (n: number) => {
    if (!window.confirm(t("revision.rollBackConfirm", { number: n }))) return;
    rollback.mutate(n, {
      onSuccess: (result) => {
        if (!showHeldToast(result, t)) toast({ title: t("revision.rolledBack"), description: t("revision.rolledBackHelp", { number: n }) });
      },
      onError: (error) =>
        toast({ title: t("revision.rollBackFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("revision.tryAgain"), variant: "destructive" }),
    });
  };

  return (
    <AppShell>
      <div className="mx-auto max-w-3xl space-y-4">
        <div className="space-y-1">
          <Link href={back} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
            <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" /> {t(kind === "answers" ? "revision.backToAnswer" : "revision.backToQuestion")}
          </Link>
          <h1 className="flex items-center gap-2 text-2xl font-bold leading-tight">
            <History className="h-6 w-6 shrink-0" aria-hidden="true" /> {t("revision.heading")}
          </h1>
          {list ? (
            <p className="break-words text-sm text-muted-foreground">
              <T
                id={list.kind === "answer" ? "revision.ofAnswerTo" : "revision.ofQuestion"}
                values={{
                  link: (
                    <Link href={`/questions/${list.questionId}`} className="font-medium text-foreground hover:underline">
                      {list.questionTitle}
                    </Link>
                  ),
                  count: items.length,
                }}
              />
            </p>
          ) : (
            <Skeleton className="h-4 w-64" />
          )}
        </div>
        {!list && revisions.isError ? (
          <StateMessage
            kind="error"
            className="bg-card"
            title={t("revision.loadFailed")}
            description={t("revision.loadFailedHelp")}
            onRetry={() => void revisions.refetch()}
          />
        ) : !list ? (
          <Card className="space-y-3 p-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-20 w-full" />
          </Card>
        ) : (
          <ol className="space-y-3" aria-label={t("revision.listLabel")}>
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
        {list && kind === "questions" && questionId !== null && (user?.role === "admin" || user?.role === "moderator") && <PostReviewHistory questionId={questionId} />}
      </div>
    </AppShell>
  );
}
