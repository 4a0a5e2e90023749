import { memo, useEffect, useState } from "react";
import { MessageCircle } from "lucide-react";
import type { AnswerItem } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RichContent } from "@/components/rich-content";
import { UserAvatar } from "@/components/user-avatar";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { TimeAgo } from "@/components/time-ago";
import { useDeleteContent, useEditContent } from "../api/edit-content";
import { AuthorLink } from "./author-link";
import { CommentsSection } from "./comments-section";
import { LazyRichTextEditor as RichTextEditor } from "@/components/lazy-rich-text-editor";
import { VoteButtons } from "./vote-buttons";
import { HeldBadge } from "@/components/held-badge";
import { T, useT } from "@/i18n";
import { showHeldToast } from "@/lib/held-toast";
import { SuggestionNote, showSuggestedToast } from "./suggested-edit";
import { revisionsPath } from "@shared/revision-links";
import { EditedNote } from "@/components/edited-note";
import { EditSummaryInput } from "@/components/edit-summary-input";
import { AcceptButton, AcceptedBadge } from "./accept-controls";
import { AnswerSecondaryActions } from "./answer-actions";
import { PostActionsRow } from "./post-actions";

/**
 * One answer on the question page: author with employment badge, content, votes, comments;
 * the accepted answer's mark, and for the asker (`canAccept`) the Accept button.
 */
function AnswerCardView({ answer, questionTitle, rank, canAccept = false }: { answer: AnswerItem; questionTitle: string; rank: number; canAccept?: boolean }) {
  const t = useT();
  // A link to this answer (a search hit in it, /questions/1#answer-2) brings it into view once it
  // is on the page, also after an in-app navigation, which the browser does not scroll for.
  useEffect(() => {
    if (window.location.hash === `#answer-${answer.id}`) document.getElementById(`answer-${answer.id}`)?.scrollIntoView({ block: "start" });
  }, [answer.id]);
  const [showComments, setShowComments] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(answer.content);
  const [editSummary, setEditSummary] = useState("");
  const edit = useEditContent("answers", answer.id);
  const remove = useDeleteContent("answers", answer.id);

  const saveEdit = () =>
    edit.mutate(
      { content: draft, editSummary },
      {
        onSuccess: (updated) => {
          setEditing(false);
          setEditSummary("");
          if (showSuggestedToast(updated, t)) return;
          if (!showHeldToast(updated as { held?: boolean; message?: string }, t)) toast({ title: t("question.answerUpdated"), description: t("question.changesSaved") });
        },
        onError: (error) =>
          toast({ title: t("question.updateFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
      },
    );

  return (
    <Card className={answer.accepted ? "border-green-600/50 p-4 sm:p-5" : "p-4 sm:p-5"} id={`answer-${answer.id}`}>
      <article aria-label={answer.accepted ? t("question.answerRankAccepted", { rank }) : t("question.answerRank", { rank })}>
        {answer.accepted && <AcceptedBadge className="mb-3" />}
        <div className="mb-3 flex items-start gap-2 text-sm">
          <UserAvatar user={answer.author} className="h-9 w-9 text-xs" />
          <div className="min-w-0 flex-1 leading-tight">
            <div className="flex flex-wrap items-center gap-2">
              <AuthorLink author={answer.author} />
              {answer.author?.employment && (
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">{answer.author.employment}</span>
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              <T id="question.answeredAgo" values={{ time: <TimeAgo date={answer.createdAt} /> }} />
              {answer.editedAt && <span aria-hidden="true" className="mx-1 before:content-['·']" />}
              <EditedNote editedAt={answer.editedAt} editedBy={answer.editedBy} authorId={answer.author?.id} href={revisionsPath(answer.questionId, answer.id)} />
            </p>
            {answer.held && <HeldBadge post={{ kind: "answer", id: answer.id, authorId: answer.author?.id }} />}
          </div>
        </div>
        {editing ? (
          <div className="space-y-2">
            <RichTextEditor value={draft} onChange={setDraft} label={t("question.editYourAnswer")} placeholder={t("question.writeYourAnswer")} />
            <EditSummaryInput value={editSummary} onChange={setEditSummary} />
            <SuggestionNote abilities={answer.abilities} />
            <div className="flex gap-2">
              <Button size="sm" onClick={saveEdit} disabled={edit.isPending || !draft.trim()}>
                {t("question.save")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
                {t("question.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <RichContent html={answer.content} className="text-[15px]" />
        )}
        <PostActionsRow className="mt-4">
          <VoteButtons kind="answers" id={answer.id} score={answer.upvoteCount - answer.downvoteCount} myVote={answer.myVote} canVote={answer.abilities.vote} />
          {canAccept && <AcceptButton answer={answer} />}
          <Button variant="ghost" size="sm" onClick={() => setShowComments((value) => !value)} aria-expanded={showComments}>
            {/* No "0 comments": an answer without any invites the first (issue 23). */}
            <MessageCircle />
            {/* On phones the icon and the count: the answer's row stays one line (issue 23); the name stays. */}
            <span className="max-sm:sr-only">{answer.commentCount > 0 ? t("question.commentCount", { count: answer.commentCount }) : t("question.addComment")}</span>
            {answer.commentCount > 0 && (
              <span className="tabular-nums sm:hidden" aria-hidden="true">
                {answer.commentCount}
              </span>
            )}
          </Button>
          <AnswerSecondaryActions
            answer={answer}
            questionTitle={questionTitle}
            rank={rank}
            editing={editing}
            onEdit={() => {
              // The text as it is now (a rollback or another editor may have changed it).
              setDraft(answer.content);
              setEditSummary("");
              setEditing(true);
            }}
            onDelete={() =>
              window.confirm(t("question.deleteAnswerConfirm")) &&
              remove.mutate(undefined, { onSuccess: () => toast({ title: t("question.answerDeleted"), description: t("question.answerDeletedHelp") }) })
            }
          />
        </PostActionsRow>
        {showComments && <CommentsSection parent={{ kind: "answers", id: answer.id }} canComment={answer.abilities.comment} ownThread={answer.abilities.edit || canAccept} startWriting={answer.commentCount === 0} />}
      </article>
    </Card>
  );
}

// Memoised: the question page renders again when its stream opens or new answers are announced; an answer renders again only when its own data changes.
export const AnswerCard = memo(AnswerCardView);
