import { useState } from "react";
import { Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { JoinPrompt } from "@/components/join-prompt";
import { useUser } from "@/hooks/use-user";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { useRefusalTip } from "@/components/refusal-tip";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useComments, usePostComment, type CommentParent } from "../api/comments";
import { showHeldToast } from "@/lib/held-toast";
import { CommentRow } from "./comment-row";
import { useT } from "@/i18n";

/**
 * The comments of an answer (loaded when opened) or of the question itself, with a box to add
 * one when the viewer may comment (the parent's `abilities.comment`); a visitor's "Add a comment"
 * asks them to join, in place. Opened by an answer's "Add a comment" (`startWriting`), the box
 * takes the focus, or a visitor is asked to join at once. No comments shows no "none" line:
 * the box, or the way to join, is all there is then (issue 23). On others' posts commenting
 * needs the comment-everywhere privilege (issue 24): without it the box is shown off, with why;
 * `ownThread` (the parent is the member's, or the answer is to their question) needs nothing.
 */
export function CommentsSection({
  parent,
  canComment,
  ownThread = false,
  startWriting = false,
  className = "mt-3 space-y-3 border-t pt-3",
}: {
  parent: CommentParent;
  canComment: boolean;
  /** The parent is the viewer's own post, or an answer to their question: no privilege needed (read from its abilities: edit, accept). */
  ownThread?: boolean;
  startWriting?: boolean;
  className?: string;
}) {
  const t = useT();
  const comments = useComments(parent, true);
  const post = usePostComment(parent);
  const [text, setText] = useState("");
  const { user, isLoading: userLoading } = useUser();
  const [joining, setJoining] = useState(() => startWriting && !user && !userLoading);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const refusal = usePrivilegeRefusal(canComment && !ownThread ? "comment-everywhere" : null);
  const tip = useRefusalTip(refusal);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (refusal) return;
    if (!content) return;
    post.mutate(content, {
      onSuccess: (created) => {
        setText("");
        showHeldToast(created, t);
      },
      onError: (error) =>
        toast({ title: t("question.commentFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
    });
  };

  return (
    <div className={className}>
      {comments.isLoading ? (
        <p className="text-xs text-muted-foreground">{t("question.loadingComments")}</p>
      ) : items.length === 0 ? null : (
        <ul className="space-y-3">
          {items.map((comment) => (
            <CommentRow key={comment.id} parent={parent} comment={comment} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => comments.fetchNextPage()}>
          {t("question.moreComments")}
        </Button>
      )}
      {!user && !userLoading && (
        <JoinPrompt action="comment" open={joining} onOpenChange={setJoining}>
          <Button variant="link" size="sm" className="h-auto p-0" aria-haspopup="dialog" onClick={() => setJoining(true)}>
            {t("question.addComment")}
          </Button>
        </JoinPrompt>
      )}
      {canComment && (
        <form onSubmit={handleSubmit} className="flex flex-wrap gap-2">
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={LIMITS.commentContent}
            placeholder={t("question.addCommentPlaceholder")}
            disabled={tip.refused}
            // Only when the member asked to write one: the answer's "Add a comment".
            autoFocus={startWriting && !tip.refused}
            aria-label={t("question.addComment")}
            className="h-9 min-w-0 flex-1 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
          />
          {tip.wrap(
            <Button type="submit" size="sm" disabled={!tip.refused && (!text.trim() || post.isPending)} {...tip.control}>
              {post.isPending && <Loader2 className="animate-spin" />} {t("question.comment")}
            </Button>,
            "shrink-0",
          )}
          {/* Off, the box says why in full under it (a phone has no hover for the button's tooltip). */}
          {refusal && (
            <p className="w-full text-xs text-muted-foreground" aria-hidden="true">
              {refusal}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
