import { useState } from "react";
import { Bell, BellOff, Bookmark, BookmarkCheck, Flag, Loader2, Pencil, Share2, Trash2 } from "lucide-react";
import type { QuestionDetail } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { JoinPrompt } from "@/components/join-prompt";
import { ReportButton } from "@/components/report-actions";
import { useUser } from "@/hooks/use-user";
import { openReport } from "@/lib/report-store";
import { shareLink } from "@/lib/share";
import { useT } from "@/i18n";
import { useFollowQuestion } from "../api/question-actions";
import { useToggleBookmark } from "../api/toggle-bookmark";
import { BookmarkButton } from "./bookmark-controls";
import { SecondaryActions } from "./post-actions";
import type { MenuAction } from "./post-actions-menu";
import { useQuestionModeration } from "./question-moderation";

/**
 * The question's secondary actions on its page (post-actions.tsx): Follow, Save, Share, Edit,
 * Delete, Report and a moderator's Close or Reopen, as the question's abilities allow; a
 * visitor's Follow asks them to join.
 */
export function QuestionSecondaryActions({ question: q, editing, onEdit, onDelete }: { question: QuestionDetail; editing: boolean; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const { user } = useUser();
  const follow = useFollowQuestion(q.id);
  const bookmark = useToggleBookmark({ kind: "question", id: q.id });
  const moderation = useQuestionModeration(q);
  const [joining, setJoining] = useState(false);
  const share = () => void shareLink(`/questions/${q.id}`, q.title);
  const report = { type: "question" as const, id: q.id, label: t("question.reportQuestion") };
  const mod = editing ? null : moderation.action;

  const menu: MenuAction[] = [
    ...(!user ? [{ key: "follow", icon: Bell, label: t("question.follow"), onSelect: () => {}, join: "follow" as const }] : []),
    ...(q.abilities.follow
      ? [{ key: "follow", icon: q.isFollowing ? BellOff : Bell, label: q.isFollowing ? t("question.unfollowQuestion") : t("question.followQuestion"), onSelect: () => follow.mutate(!q.isFollowing), disabled: follow.isPending }]
      : []),
    ...(q.abilities.bookmark
      ? [{ key: "bookmark", icon: q.bookmarked ? BookmarkCheck : Bookmark, label: q.bookmarked ? t("bookmarks.removeFromBookmarks") : t("bookmarks.saveForLater"), onSelect: () => bookmark.mutate(!q.bookmarked), disabled: bookmark.isPending }]
      : []),
    { key: "share", icon: Share2, label: t("question.share"), onSelect: share },
    ...((q.abilities.edit || q.abilities.suggestEdit) && !editing ? [{ key: "edit", icon: Pencil, label: t("question.edit"), onSelect: onEdit }] : []),
    ...(q.abilities.delete && !editing ? [{ key: "delete", icon: Trash2, label: t("question.delete"), onSelect: onDelete }] : []),
    ...(q.abilities.report ? [{ key: "report", icon: Flag, label: report.label, onSelect: () => openReport(report) }] : []),
    ...(mod ? [mod] : []),
  ];

  const buttons = (
    <>
      {!user && (
        <JoinPrompt action="follow" open={joining} onOpenChange={setJoining}>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setJoining(true)}>
            <Bell /> {t("question.follow")}
          </Button>
        </JoinPrompt>
      )}
      {q.abilities.follow && (
        <Button variant="ghost" size="sm" onClick={() => follow.mutate(!q.isFollowing)} disabled={follow.isPending} aria-pressed={q.isFollowing}>
          {q.isFollowing ? <BellOff /> : <Bell />} {q.isFollowing ? t("question.following") : t("question.follow")}
        </Button>
      )}
      {q.abilities.bookmark && <BookmarkButton target={{ kind: "question", id: q.id }} bookmarked={q.bookmarked} label={t("question.questionLower")} />}
      <Button variant="ghost" size="sm" onClick={share}>
        <Share2 /> {t("question.share")}
      </Button>
      {(q.abilities.edit || q.abilities.suggestEdit) && !editing && (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil /> {t("question.edit")}
        </Button>
      )}
      {q.abilities.delete && !editing && (
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 /> {t("question.delete")}
        </Button>
      )}
      <ReportButton target={report} canReport={q.abilities.report} />
      {mod && (
        <Button
          variant="ghost"
          size="sm"
          disabled={mod.disabled}
          title={mod.reason}
          aria-description={mod.reason}
          onClick={mod.onSelect}
          onPointerEnter={mod.prefetch}
          onFocus={mod.prefetch}
          aria-haspopup={mod.key === "close" && !mod.reason ? "dialog" : undefined}
        >
          {/* Only the pending vote's spinner turns: a button off for want of a privilege keeps its lock still
              (a lock spun for ever on every new member's question page, a tenth of a core). */}
          <mod.icon className={mod.icon === Loader2 ? "animate-spin" : undefined} /> {mod.label}
        </Button>
      )}
    </>
  );
  return (
    <>
      <SecondaryActions buttons={buttons} menu={menu} />
      {moderation.dialog}
    </>
  );
}
