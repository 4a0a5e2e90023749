import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Check, ClipboardCheck, ExternalLink, Loader2, SkipForward, X } from "lucide-react";
import type { SuggestedEdit } from "@shared/suggested-edits";
import { TASK_LOOKS_OK_NEEDED, type ReviewAction, type ReviewQueue, type ReviewTask, type TaskQueue } from "@shared/review";
import { closeReasons, type CloseReason } from "@shared/close-reasons";
import { REPORT_REASONS, type MemberReportReason } from "@shared/reports";
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
import { useReviewQueues, useReviewTask, useReviewTasks, type ReviewDeed } from "@/features/review/api/queues";
import { RichContent } from "@/components/rich-content";
import { StagingPanel } from "@/features/questions/components/staging-panel";
import { useStagingQueue } from "@/features/questions/api/staging";
import { ACTION_LABELS, QUEUE_LABELS } from "@/features/review/labels";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { T, useT, type MessageId } from "@/i18n";

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

const QUEUE_HELP: Record<ReviewQueue, MessageId> = {
  "staging-ground": "review.helpStagingGround",
  "first-questions": "review.helpFirstQuestions",
  "first-answers": "review.helpFirstAnswers",
  "late-answers": "review.helpLateAnswers",
  "suggested-edits": "review.subtitle",
  "close-votes": "review.helpCloseVotes",
  "reopen-votes": "review.helpReopenVotes",
  reports: "review.helpReports",
};
const CLOSE_REASON_LABELS: Record<CloseReason, MessageId> = {
  duplicate: "question.closeReasonDuplicate",
  "off-topic": "question.closeReasonOffTopic",
  "needs-details": "question.closeReasonNeedsDetails",
  "opinion-based": "question.closeReasonOpinion",
};
const REPORT_REASON_LABELS: Record<MemberReportReason, MessageId> = {
  spam: "report.reasonSpam",
  harassment: "report.reasonHarassment",
  misinformation: "report.reasonMisinformation",
  inappropriate: "report.reasonInappropriate",
  other: "report.reasonOther",
};
/** Actions that ask for something first (a comment's text, a reason, the edit done on the post). */
const NEEDS_INPUT: readonly ReviewAction[] = ["edit", "comment", "report", "close"];

const fieldClass =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

/** One task of a post or vote queue: the post, and the queue's actions (keys 1-n, S to skip). */
function QueueTask({ task }: { task: ReviewTask }) {
  const t = useT();
  const review = useReviewTask();
  const [open, setOpen] = useState<ReviewAction | null>(null);
  const [text, setText] = useState("");
  const [reportReason, setReportReason] = useState<MemberReportReason>("spam");
  // Duplicates need the original's id: the question page's close dialog asks for it.
  const [closeReason, setCloseReason] = useState<CloseReason>("off-topic");
  const firstField = useRef<HTMLTextAreaElement & HTMLSelectElement>(null);
  const postHref = task.answer ? `/questions/${task.question.id}#answer-${task.answer.id}` : `/questions/${task.question.id}`;
  const post = task.answer ?? task.question;

  const record = (action: ReviewAction, deed: ReviewDeed = null, comment?: string) =>
    review.mutate(
      { queue: task.queue, taskId: task.id, questionId: task.question.id, answerId: task.answer?.id ?? null, action, deed, comment },
      {
        onSuccess: () => {
          setOpen(null);
          setText("");
          toast({ title: t("review.taskDone") });
        },
        onError: (error) => toast({ title: t("review.failed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
      },
    );
  const choose = (action: ReviewAction) => {
    if (NEEDS_INPUT.includes(action)) setOpen(action);
    else if (action === "reopen") record("reopen", { kind: "reopen" });
    else record(action);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target) || review.isPending) return;
      const index = Number(event.key) - 1;
      const action = event.key.toLowerCase() === "s" ? "skip" : Number.isInteger(index) && index >= 0 ? task.actions[index] : undefined;
      if (!action) return;
      event.preventDefault();
      choose(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (open === "comment" && text.trim()) record("comment", { kind: "comment", text: text.trim() }, text.trim());
    else if (open === "report") record("report", { kind: "report", reason: reportReason });
    else if (open === "close") record("close", { kind: "close", reason: closeReason });
    else if (open === "edit") record("edit");
  };

  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={`task-${task.id}`} className="space-y-4">
        <header className="space-y-2">
          <h2 id={`task-${task.id}`} className="text-lg font-semibold leading-snug">
            {task.answer ? (
              <T
                id="review.answerTo"
                values={{
                  link: (
                    <Link href={postHref} className="text-primary hover:underline">
                      {task.question.title}
                    </Link>
                  ),
                }}
              />
            ) : (
              <Link href={postHref} className="text-primary hover:underline">
                {task.question.title}
              </Link>
            )}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <UserAvatar user={post.author} className="h-7 w-7 text-xs" />
            {post.author ? (
              <span className="text-foreground">
                <Link href={`/profile/${post.author.id}`} className="me-1.5 font-medium hover:underline">
                  {displayName(post.author)}
                </Link>
                <ReputationScore value={post.author.reputation} className="text-xs" />
              </span>
            ) : null}
            <TimeAgo date={post.createdAt} />
          </div>
        </header>
        <RichContent html={post.content} className="max-h-96 overflow-auto rounded-md border p-3" />
        {(task.queue === "close-votes" || task.queue === "reopen-votes" || task.looksOk > 0) && (
          <p className="text-xs text-muted-foreground">{t("review.looksOkTally", { count: task.looksOk, needed: TASK_LOOKS_OK_NEEDED })}</p>
        )}
        {open ? (
          <form className="space-y-2" onSubmit={submit} onKeyDown={(event) => event.key === "Escape" && setOpen(null)}>
            {open === "edit" && (
              <>
                <p className="text-sm">{t("review.editHint")}</p>
                <a href={postHref} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  {t("review.openPost")}
                </a>
              </>
            )}
            {open === "comment" && (
              <>
                <Label htmlFor={`task-comment-${task.id}`}>{t("review.commentLabel")}</Label>
                <textarea
                  id={`task-comment-${task.id}`}
                  ref={firstField}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={LIMITS.commentContent}
                  rows={3}
                  className={fieldClass}
                />
              </>
            )}
            {open === "report" && (
              <>
                <Label htmlFor={`task-report-${task.id}`}>{t("review.reportLabel")}</Label>
                <select id={`task-report-${task.id}`} ref={firstField} value={reportReason} onChange={(event) => setReportReason(event.target.value as MemberReportReason)} className={fieldClass}>
                  {REPORT_REASONS.map((reason) => (
                    <option key={reason.value} value={reason.value}>
                      {t(REPORT_REASON_LABELS[reason.value])}
                    </option>
                  ))}
                </select>
              </>
            )}
            {open === "close" && (
              <>
                <Label htmlFor={`task-close-${task.id}`}>{t("review.closeLabel")}</Label>
                <select id={`task-close-${task.id}`} ref={firstField} value={closeReason} onChange={(event) => setCloseReason(event.target.value as CloseReason)} className={fieldClass}>
                  {closeReasons
                    .filter((reason) => reason !== "duplicate")
                    .map((reason) => (
                      <option key={reason} value={reason}>
                        {t(CLOSE_REASON_LABELS[reason])}
                      </option>
                    ))}
                </select>
              </>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={review.isPending || (open === "comment" && !text.trim())}>
                {review.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
                {t(open === "edit" ? "review.editDone" : open === "comment" ? "review.commentSubmit" : open === "report" ? "review.reportSubmit" : "review.closeSubmit")}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setOpen(null)}>
                {t("question.cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            {task.actions.map((action, index) => (
              <Button
                key={action}
                variant={index === 0 ? "default" : action === "skip" ? "ghost" : "outline"}
                onClick={() => choose(action)}
                disabled={review.isPending}
                aria-keyshortcuts={action === "skip" ? `${index + 1} S` : String(index + 1)}
              >
                {action === "skip" ? <SkipForward aria-hidden="true" /> : null}
                {t(ACTION_LABELS[action])}
              </Button>
            ))}
          </div>
        )}
        <p className="text-xs text-muted-foreground">{t("review.taskKeys", { count: task.actions.length })}</p>
      </article>
    </Card>
  );
}

function Loading() {
  const t = useT();
  return (
  <Card className="space-y-3 p-5" role="status" aria-busy="true" aria-label={t("common.loading")}>
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-24 w-full" />
  </Card>
  );
}

function EmptyQueue() {
  const t = useT();
  return <StateMessage kind="empty" className="bg-card" title={t("review.emptyQueue")} description={t("review.emptyQueueText")} />;
}

/** A post or vote queue: its next task. */
function TaskQueueView({ queue }: { queue: TaskQueue }) {
  const t = useT();
  const tasks = useReviewTasks(queue);
  if (tasks.isError) return <StateMessage kind="error" className="bg-card" title={t("review.loadFailed")} description={t("question.tryAgain")} onRetry={() => void tasks.refetch()} />;
  if (!tasks.data) return <Loading />;
  const next = tasks.data.items[0];
  return next ? <QueueTask key={next.id} task={next} /> : <EmptyQueue />;
}

/** The staging ground (issue 25.4): the next staged question, its guidance thread and the reviewer's steps (S skips). */
function StagingGroundView() {
  const t = useT();
  const queue = useStagingQueue(true);
  const [skipped, setSkipped] = useState<number[]>([]);
  const next = queue.data?.items.find((item) => !skipped.includes(item.question.id));
  useEffect(() => {
    if (!next) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target) || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      setSkipped((ids) => [...ids, next.question.id]);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [next]);
  if (queue.isError) return <StateMessage kind="error" className="bg-card" title={t("review.loadFailed")} description={t("question.tryAgain")} onRetry={() => void queue.refetch()} />;
  if (!queue.data) return <Loading />;
  if (!next) {
    return (
      <StateMessage
        kind="empty"
        className="bg-card"
        title={t("review.emptyQueue")}
        description={t("review.emptyQueueText")}
        actions={
          skipped.length > 0 ? (
            <Button variant="outline" onClick={() => setSkipped([])}>
              {t("review.showSkipped")}
            </Button>
          ) : undefined
        }
      />
    );
  }
  const { question } = next;
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={`staged-${question.id}`} className="space-y-4">
        <header className="space-y-2">
          <h2 id={`staged-${question.id}`} className="text-lg font-semibold leading-snug">
            <Link href={`/questions/${question.id}`} className="text-primary hover:underline">
              {question.title}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <UserAvatar user={question.author} className="h-7 w-7 text-xs" />
            {question.author && (
              <span className="text-foreground">
                <Link href={`/profile/${question.author.id}`} className="me-1.5 font-medium hover:underline">
                  {displayName(question.author)}
                </Link>
                <ReputationScore value={question.author.reputation} className="text-xs" />
              </span>
            )}
            <TimeAgo date={question.createdAt} />
          </div>
        </header>
        <RichContent html={question.content} className="max-h-96 overflow-auto rounded-md border p-3" />
        <StagingPanel key={question.id} questionId={question.id} authorId={question.author?.id} staging={next.staging} />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => setSkipped((ids) => [...ids, question.id])} className="gap-1.5">
            <SkipForward className="h-4 w-4" aria-hidden="true" />
            {t("review.skip")}
          </Button>
          <p className="text-xs text-muted-foreground">{t("review.stagingKeys")}</p>
        </div>
      </article>
    </Card>
  );
}

/** The suggested-edits queue: its next suggestion (skipped ones come back on request). */
function SuggestedEditsView() {
  const t = useT();
  const queue = useSuggestedEdits(true);
  const [skipped, setSkipped] = useState<number[]>([]);
  const next = queue.data?.items.find((edit) => !skipped.includes(edit.id));
  if (queue.isError) return <StateMessage kind="error" className="bg-card" title={t("review.loadFailed")} description={t("question.tryAgain")} onRetry={() => void queue.refetch()} />;
  if (!queue.data) return <Loading />;
  if (next) return <SuggestionTask key={next.id} edit={next} onSkip={() => setSkipped((ids) => [...ids, next.id])} />;
  return (
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
  );
}

/** /review (issue 25): the queues the member may work, one task at a time, keyboard first. */
export default function ReviewPage() {
  const t = useT();
  const refusal = usePrivilegeRefusal("review");
  const queues = useReviewQueues();
  const [chosen, setChosen] = useState<ReviewQueue | null>(null);
  const list = queues.data?.queues ?? [];
  const current = list.find((entry) => entry.queue === chosen)?.queue ?? list.find((entry) => entry.pending > 0)?.queue ?? list[0]?.queue ?? null;
  const waiting = list.filter((entry) => entry.queue !== "reports").reduce((sum, entry) => sum + entry.pending, 0);
  const reports = list.find((entry) => entry.queue === "reports");

  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader icon={<ClipboardCheck />} title={t("review.title")} subtitle={queues.data ? t("review.waiting", { count: waiting }) : t("review.subtitle")} />
        {queues.isError ? (
          <StateMessage kind="error" className="bg-card" title={t("review.loadFailed")} description={t("question.tryAgain")} onRetry={() => void queues.refetch()} />
        ) : !queues.data ? (
          <Loading />
        ) : !current ? (
          <StateMessage kind="denied" title={t("review.notYet")} description={refusal ?? t("review.notYetText")} />
        ) : (
          <>
            <nav aria-label={t("review.queues")} className="-mx-1 overflow-x-auto px-1">
              <ul className="flex w-max gap-2">
                {list.map((entry) => (
                  <li key={entry.queue}>
                    <Button
                      variant={entry.queue === current ? "default" : "outline"}
                      size="sm"
                      aria-current={entry.queue === current ? "page" : undefined}
                      onClick={() => setChosen(entry.queue)}
                      className="gap-2"
                    >
                      {t(QUEUE_LABELS[entry.queue])}
                      <span className="tabular-nums opacity-80">{entry.pending}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="text-sm text-muted-foreground">{t(QUEUE_HELP[current])}</p>
            {current === "staging-ground" ? (
              <StagingGroundView />
            ) : current === "suggested-edits" ? (
              <SuggestedEditsView />
            ) : current === "reports" ? (
              <StateMessage
                kind="empty"
                className="bg-card"
                title={t("review.reportsText", { count: reports?.pending ?? 0 })}
                description={t("review.helpReports")}
                actions={
                  <Button asChild variant="outline">
                    <Link href="/admin">{t("review.openAdmin")}</Link>
                  </Button>
                }
              />
            ) : (
              <TaskQueueView key={current} queue={current} />
            )}
          </>
        )}
      </div>
    </AppShell>
  );
}
