import { useId, useState } from "react";
import { Link } from "wouter";
import { Sprout } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { Staging, StagingEventKind } from "@shared/staging";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { TimeAgo } from "@/components/time-ago";
import { UserAvatar } from "@/components/user-avatar";
import { useUser } from "@/hooks/use-user";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { T, useT, type MessageId } from "@/i18n";
import { useStagingStep, type StagingAction } from "../api/staging";

const EVENT_LABELS: Record<StagingEventKind, MessageId> = {
  comment: "staging.eventComment",
  "changes-requested": "staging.eventChangesRequested",
  resubmitted: "staging.eventResubmitted",
  published: "staging.eventPublished",
};

const DONE: Record<StagingAction, MessageId> = {
  comment: "staging.commented",
  "request-changes": "staging.changesRequested",
  resubmit: "staging.resubmitted",
  publish: "staging.published",
};

const fieldClass =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

/**
 * A staged question's standing (issue 25.4): where it is (waiting for reviewers and when the
 * clock publishes it, or waiting for the author's changes), the private guidance thread, and
 * what the viewer may do: comment (author and reviewers), publish or ask for changes
 * (reviewers), resubmit (the author after changing it). The question page shows it above the
 * question; the review page's staging ground shows it under each staged question.
 */
export function StagingPanel({ questionId, authorId, staging, onEdit }: { questionId: number; authorId: string | null | undefined; staging: Staging; onEdit?: () => void }) {
  const t = useT();
  const { user } = useUser();
  const step = useStagingStep(questionId);
  const [text, setText] = useState("");
  const [mode, setMode] = useState<"comment" | "request-changes">("comment");
  const fieldId = useId();
  const headingId = useId();
  const author = Boolean(user && authorId === user.id);

  const run = (action: StagingAction, body?: string) =>
    step.mutate(
      { action, body },
      {
        onSuccess: () => {
          setText("");
          setMode("comment");
          toast({ title: t(DONE[action]) });
        },
        onError: (error) => toast({ title: t("staging.failed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
      },
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim()) run(mode, text.trim());
  };

  const standing =
    staging.state === "waiting"
      ? author
        ? "staging.waitingAuthor"
        : "staging.waitingReviewer"
      : author
        ? "staging.changesAuthor"
        : "staging.changesReviewer";

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-primary/30 bg-primary/5 p-3 sm:p-4" data-testid="staging-panel">
      <header className="space-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <Sprout className="h-4 w-4 text-primary" aria-hidden="true" />
          {t(staging.state === "waiting" ? "staging.titleWaiting" : "staging.titleChanges")}
        </h2>
        <p className="text-sm text-muted-foreground">
          <T id={standing} values={{ time: staging.publishesAt ? <TimeAgo date={staging.publishesAt} /> : "" }} />
        </p>
        {author && (
          <p className="text-xs text-muted-foreground">
            <span className="me-1">{t("staging.whyAuthor")}</span>
            <Link href="/help" className="underline underline-offset-2">
              {t("staging.howToAsk")}
            </Link>
          </p>
        )}
      </header>

      {staging.events.length > 0 && (
        <ol className="space-y-2" aria-label={t("staging.thread")}>
          {staging.events.map((event) => (
            <li key={event.id} className="rounded-md bg-card p-2.5 text-sm">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                {event.actor && <UserAvatar user={event.actor} className="h-5 w-5 text-[10px]" />}
                <span className="font-medium text-foreground">{event.actor ? displayName(event.actor) : t("staging.clock")}</span>
                <span>{t(EVENT_LABELS[event.kind])}</span>
                <TimeAgo date={event.createdAt} />
              </div>
              {event.body && <p className="mt-1 whitespace-pre-wrap break-words">{event.body}</p>}
            </li>
          ))}
        </ol>
      )}

      <div className="flex flex-wrap gap-2">
        {staging.can.review && (
          <Button size="sm" onClick={() => run("publish")} disabled={step.isPending}>
            {t("staging.publish")}
          </Button>
        )}
        {staging.can.review && staging.state === "waiting" && (
          <Button size="sm" variant={mode === "request-changes" ? "secondary" : "outline"} onClick={() => setMode(mode === "request-changes" ? "comment" : "request-changes")} aria-pressed={mode === "request-changes"}>
            {t("staging.askForChanges")}
          </Button>
        )}
        {staging.can.resubmit && (
          <>
            {onEdit && (
              <Button size="sm" variant="outline" onClick={onEdit}>
                {t("staging.editQuestion")}
              </Button>
            )}
            <Button size="sm" onClick={() => run("resubmit")} disabled={step.isPending}>
              {t("staging.resubmit")}
            </Button>
          </>
        )}
      </div>

      {staging.can.comment && (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={fieldId} className="text-xs font-medium">
            {t(mode === "request-changes" ? "staging.changesLabel" : author ? "staging.replyLabel" : "staging.guidanceLabel")}
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            maxLength={LIMITS.stagingComment}
            placeholder={t(mode === "request-changes" ? "staging.changesPlaceholder" : "staging.commentPlaceholder")}
            className={fieldClass}
          />
          <Button type="submit" size="sm" variant={mode === "request-changes" ? "default" : "outline"} disabled={!text.trim() || step.isPending}>
            {t(mode === "request-changes" ? "staging.sendChanges" : "staging.addComment")}
          </Button>
        </form>
      )}
    </section>
  );
}
