import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Check, ClipboardCheck, Loader2, SkipForward, X } from "lucide-react";
import type { SuggestedEdit } from "@shared/suggested-edits";
import { SUGGESTED_EDIT_APPROVALS_NEEDED, SUGGESTED_EDIT_REJECTIONS_NEEDED } from "@shared/suggested-edits";
import { LIMITS } from "@shared/limits";
import { displayName } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/state-message";
import { TimeAgo } from "@/components/time-ago";
import { UserAvatar } from "@/components/user-avatar";
import { ReputationScore } from "@/components/reputation-score";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { RevisionChanges } from "@/features/revisions/components/revision-diff";
import { useReviewSuggestedEdit, useSuggestedEdits } from "@/features/review/api/suggested-edits";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { T, useT } from "@/i18n";

/** Keys typed into a field are the field's, not the queue's. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** One suggestion: what it changes, who suggested it, and the verdicts (A approve, R reject, S skip). */
function SuggestionTask({ edit, onSkip }: { edit: SuggestedEdit; onSkip: () => void }) {
  const t = useT();
  const review = useReviewSuggestedEdit();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const postHref = edit.answerId === null ? `/questions/${edit.questionId}` : `/questions/${edit.questionId}#answer-${edit.answerId}`;

  const decide = (verdict: { action: "approve" } | { action: "reject"; reason: string }) =>
    review.mutate(
      { id: edit.id, ...verdict },
      {
        onSuccess: (result) => {
          setRejecting(false);
          setReason("");
          const title =
            result.state === "approved" ? t("review.applied") : result.state === "rejected" ? t("review.discarded") : t("review.recorded");
          toast({ title });
        },
        onError: (error) => toast({ title: t("review.failed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
      },
    );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target) || review.isPending) return;
      const key = event.key.toLowerCase();
      if (key === "a") decide({ action: "approve" });
      else if (key === "r") setRejecting(true);
      else if (key === "s") onSkip();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={`suggestion-${edit.id}`} className="space-y-4">
        <header className="space-y-2">
          <h2 id={`suggestion-${edit.id}`} className="text-lg font-semibold leading-snug">
            <T
              id={edit.kind === "question" ? "review.editOfQuestion" : "review.editOfAnswer"}
              values={{
                link: (
                  <Link href={postHref} className="text-primary hover:underline">
                    {edit.questionTitle}
                  </Link>
                ),
              }}
            />
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <UserAvatar user={edit.suggester} className="h-7 w-7 text-xs" />
            {edit.suggester ? (
              <span className="text-foreground">
                <Link href={`/profile/${edit.suggester.id}`} className="me-1.5 font-medium hover:underline">
                  {displayName(edit.suggester)}
                </Link>
                <ReputationScore value={edit.suggester.reputation} className="text-xs" />
              </span>
            ) : null}
            <TimeAgo date={edit.createdAt} />
          </div>
          {edit.editSummary && <p className="rounded-md bg-muted px-3 py-2 text-sm">{t("review.summary", { summary: edit.editSummary })}</p>}
        </header>
        <section aria-label={t("review.changes")} className="rounded-md border p-3">
          <RevisionChanges revision={edit.suggested} previous={edit.current} />
        </section>
        <p className="text-xs text-muted-foreground">
          {t("review.tally", { approvals: edit.approvals, rejections: edit.rejections, approvalsNeeded: SUGGESTED_EDIT_APPROVALS_NEEDED, rejectionsNeeded: SUGGESTED_EDIT_REJECTIONS_NEEDED })}
        </p>
        {rejecting ? (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) decide({ action: "reject", reason: reason.trim() });
            }}
          >
            <Label htmlFor={`reject-reason-${edit.id}`}>{t("review.rejectReason")}</Label>
            <textarea
              id={`reject-reason-${edit.id}`}
              ref={reasonRef}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") setRejecting(false);
                if (event.key === "Enter" && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              maxLength={LIMITS.editSummary}
              rows={2}
              placeholder={t("review.rejectPlaceholder")}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" size="sm" disabled={!reason.trim() || review.isPending}>
                {review.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
                {t("review.rejectSubmit")}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setRejecting(false)}>
                {t("question.cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide({ action: "approve" })} disabled={review.isPending} aria-keyshortcuts="A">
              {review.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {t("review.approve")}
            </Button>
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={review.isPending} aria-keyshortcuts="R">
              <X aria-hidden="true" />
              {t("review.reject")}
            </Button>
            <Button variant="ghost" onClick={onSkip} disabled={review.isPending} aria-keyshortcuts="S">
              <SkipForward aria-hidden="true" />
              {t("review.skip")}
            </Button>
          </div>
        )}
        <p className="text-xs text-muted-foreground">{t("review.keys")}</p>
      </article>
    </Card>
  );
}

/** /review (issue 25): the suggested-edits queue, one task at a time, keyboard first. */
export default function ReviewPage() {
  const t = useT();
  const refusal = usePrivilegeRefusal("review");
  const queue = useSuggestedEdits(!refusal);
  const [skipped, setSkipped] = useState<number[]>([]);
  const next = queue.data?.items.find((edit) => !skipped.includes(edit.id));

  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader icon={<ClipboardCheck />} title={t("review.title")} subtitle={queue.data ? t("review.pending", { count: queue.data.pending }) : t("review.subtitle")} />
        {refusal ? (
          <StateMessage kind="denied" title={t("review.notYet")} description={refusal} />
        ) : queue.isError ? (
          <StateMessage kind="error" className="bg-card" title={t("review.loadFailed")} description={t("question.tryAgain")} onRetry={() => void queue.refetch()} />
        ) : !queue.data ? (
          <Card className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </Card>
        ) : next ? (
          <SuggestionTask key={next.id} edit={next} onSkip={() => setSkipped((ids) => [...ids, next.id])} />
        ) : (
          <StateMessage
            kind="empty"
            className="bg-card"
            title={t("review.emptyTitle")}
            description={t("review.emptyText")}
            actions={
              skipped.length > 0 ? (
                <Button variant="outline" onClick={() => setSkipped([])}>
                  {t("review.showSkipped")}
                </Button>
              ) : undefined
            }
          />
        )}
      </div>
    </AppShell>
  );
}
