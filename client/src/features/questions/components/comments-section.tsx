import { useState } from "react";
import { Loader2, Trash2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { RichContent } from "@/components/rich-content";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { TimeAgo } from "@/components/time-ago";
import { useComments, usePostComment, type CommentParent } from "../api/comments";
import { useDeleteContent } from "../api/edit-content";
import { AuthorLink } from "./question-card";
import type { CommentItem } from "@shared/questions";
import { ReportButton } from "@/features/reports/components/report-actions";
import { HeldBadge } from "@/features/reports/components/held-badge";
import { showHeldToast } from "@/features/reports/held-toast";

function CommentRow({ comment }: { comment: CommentItem }) {
  const remove = useDeleteContent("comments", comment.id);
  return (
    <li className="flex gap-2 text-sm">
      <UserAvatar user={comment.author} className="h-6 w-6 text-[10px]" />
      <div className="min-w-0 flex-1">
        <p className="text-xs">
          <AuthorLink author={comment.author} /> <span className="text-muted-foreground">· <TimeAgo date={comment.createdAt} /></span>
        </p>
        {comment.held && <HeldBadge />}
        <RichContent html={comment.content} />
      </div>
      <ReportButton target={{ type: "comment", id: comment.id, label: "Report comment" }} canReport={comment.abilities.report} compact />
      {comment.abilities.delete && (
        <Button
          variant="ghost"
          size="icon"
          className="h-7 w-7"
          aria-label="Delete comment"
          onClick={() => window.confirm("Delete this comment?") && remove.mutate()}
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
}

/**
 * The comments of an answer (loaded when opened) or of the question itself, with a box to add
 * one when the viewer may comment (the parent's `abilities.comment`).
 */
export function CommentsSection({ parent, canComment, className = "mt-3 space-y-3 border-t pt-3" }: { parent: CommentParent; canComment: boolean; className?: string }) {
  const comments = useComments(parent, true);
  const post = usePostComment(parent);
  const [text, setText] = useState("");
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    post.mutate(content, {
      onSuccess: (created) => {
        setText("");
        showHeldToast(created);
      },
      onError: (error) =>
        toast({ title: "Comment failed", description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.", variant: "destructive" }),
    });
  };

  return (
    <div className={className}>
      {comments.isLoading ? (
        <p className="text-xs text-muted-foreground">Loading comments...</p>
      ) : items.length === 0 ? (
        <p className="text-xs text-muted-foreground">No comments yet.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((comment) => (
            <CommentRow key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => comments.fetchNextPage()}>
          More comments
        </Button>
      )}
      {canComment && (
        <form onSubmit={handleSubmit} className="flex gap-2">
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={LIMITS.commentContent}
            placeholder="Add a comment..."
            aria-label="Add a comment"
            className="h-9 min-w-0 flex-1 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button type="submit" size="sm" disabled={!text.trim() || post.isPending}>
            {post.isPending && <Loader2 className="animate-spin" />} Comment
          </Button>
        </form>
      )}
    </div>
  );
}
