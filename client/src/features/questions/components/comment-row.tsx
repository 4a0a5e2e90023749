import { useState } from "react";
import { ArrowBigUp, Loader2, Pencil, Trash2 } from "lucide-react";
import type { CommentItem } from "@shared/questions";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { RichContent } from "@/components/rich-content";
import { TimeAgo } from "@/components/time-ago";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { htmlToText } from "@/lib/format";
import { useT } from "@/i18n";
import { JoinPrompt } from "@/components/join-prompt";
import { cn } from "@/lib/utils";
import { useUser } from "@/hooks/use-user";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { useRefusalTip } from "@/components/refusal-tip";
import { ReportButton } from "@/components/report-actions";
import { HeldBadge } from "@/components/held-badge";
import { showHeldToast } from "@/lib/held-toast";
import { useCommentVote, type CommentParent } from "../api/comments";
import { useDeleteContent, useEditContent } from "../api/edit-content";
import { AuthorLink } from "./author-link";

/**
 * A comment's upvote (comments have no downvotes): pressing it again takes the vote back.
 * Visitors are asked to join, in place; the author (abilities.vote false) sees only the count.
 */
function CommentVote({ parent, comment }: { parent: CommentParent; comment: CommentItem }) {
  const t = useT();
  const { user } = useUser();
  const vote = useCommentVote(parent, comment.id);
  const [joining, setJoining] = useState(false);
  const count = comment.upvoteCount;
  // An upvote the member has not earned yet is shown off, with why (issue 24); taking one back needs nothing.
  const tip = useRefusalTip(usePrivilegeRefusal(comment.abilities.vote && comment.myVote !== 1 ? "vote-up" : null));
  if (user && !comment.abilities.vote) {
    return count > 0 ? (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" title={t("question.upvoteCount", { count })} aria-label={t("question.upvoteCount", { count })}>
        <ArrowBigUp className="h-4 w-4" aria-hidden="true" /> {count}
      </span>
    ) : null;
  }
  const voted = comment.myVote === 1;
  return (
    <JoinPrompt action="vote" open={joining} onOpenChange={setJoining}>
    {tip.wrap(
    <Button
      variant="ghost"
      size="sm"
      aria-label={t("question.upvoteComment", { count })}
      aria-pressed={voted}
      aria-haspopup={user ? undefined : "dialog"}
      title={tip.refused ? undefined : voted ? t("question.takeBackUpvote") : t("question.upvoteThisComment")}
      disabled={vote.isPending}
      onClick={() => (user ? vote.mutate(voted ? 0 : 1) : setJoining(true))}
      {...tip.control}
      className={cn("-ms-1.5 h-6 gap-1 px-1.5 text-xs text-muted-foreground", voted && "text-primary", tip.control.className)}
    >
      {/* No "0" on every comment: the count shows once there is one (issue 23). */}
      <ArrowBigUp className={cn("h-4 w-4", voted && "fill-current")} aria-hidden="true" /> {count > 0 && count}
    </Button>)}
    </JoinPrompt>
  );
}

/** Edits a comment in place, with the same limit as posting one. */
function CommentEditForm({ comment, onDone }: { comment: CommentItem; onDone: () => void }) {
  const t = useT();
  const edit = useEditContent("comments", comment.id);
  const [text, setText] = useState(() => htmlToText(comment.content));
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    edit.mutate(
      { content },
      {
        onSuccess: (updated) => {
          // An edit is screened like a new comment: a held one is said so.
          showHeldToast(updated as { held?: boolean; message?: string }, t);
          onDone();
        },
        onError: (error) =>
          toast({ title: t("question.editFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
      },
    );
  };
  return (
    <form onSubmit={save} className="mt-1 flex flex-wrap gap-2" onKeyDown={(event) => event.key === "Escape" && onDone()}>
      <input
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LIMITS.commentContent}
        aria-label={t("question.editComment")}
        autoFocus
        className="h-9 min-w-0 flex-1 basis-48 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || edit.isPending}>
          {edit.isPending && <Loader2 className="animate-spin" />} {t("question.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t("question.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** One comment: its author, text (or the edit box), upvote, and what the viewer may do with it. */
export function CommentRow({ parent, comment }: { parent: CommentParent; comment: CommentItem }) {
  const t = useT();
  const remove = useDeleteContent("comments", comment.id);
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex gap-2 text-sm">
      <UserAvatar user={comment.author} className="h-6 w-6 text-[10px]" />
      <div className="min-w-0 flex-1">
        <p className="text-xs">
          <AuthorLink author={comment.author} />
          <span className="ms-1 text-muted-foreground before:me-1 before:content-['·']">
            <TimeAgo date={comment.createdAt} />
          </span>
        </p>
        {comment.held && <HeldBadge post={{ kind: "comment", id: comment.id, authorId: comment.author?.id }} />}
        {editing ? <CommentEditForm comment={comment} onDone={() => setEditing(false)} /> : <RichContent html={comment.content} />}
        <div className="mt-0.5 flex items-center gap-1">
          <CommentVote parent={parent} comment={comment} />
        </div>
      </div>
      <ReportButton target={{ type: "comment", id: comment.id, label: t("question.reportComment") }} canReport={comment.abilities.report} compact />
      {comment.abilities.edit && !editing && (
        <Button variant="ghost" size="icon" className="h-7 w-7" aria-label={t("question.editComment")} title={t("question.editComment")} onClick={() => setEditing(true)}>
          <Pencil />
        </Button>
      )}
      {comment.abilities.delete && (
        <Button
          variant="ghost"
          size="icon"
          className="h-7 w-7"
          aria-label={t("question.deleteComment")}
          title={t("question.deleteComment")}
          onClick={() => window.confirm(t("question.deleteCommentConfirm")) && remove.mutate()}
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
}
