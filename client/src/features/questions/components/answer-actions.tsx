import { Bookmark, BookmarkCheck, Flag, Pencil, Share2, Trash2 } from "lucide-react";
import type { AnswerItem } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { ReportButton } from "@/components/report-actions";
import { openReport } from "@/lib/report-store";
import { shareLink } from "@/lib/share";
import { useT } from "@/i18n";
import { useToggleBookmark } from "../api/toggle-bookmark";
import { BookmarkButton } from "./bookmark-controls";
import { SecondaryActions } from "./post-actions";
import type { MenuAction } from "./post-actions-menu";

/** An answer's secondary actions (post-actions.tsx): Share, Save, Report, Edit and Delete, as its abilities allow. */
export function AnswerSecondaryActions({
  answer,
  questionTitle,
  rank,
  editing,
  onEdit,
  onDelete,
}: {
  answer: AnswerItem;
  questionTitle: string;
  rank: number;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const bookmark = useToggleBookmark({ kind: "answer", id: answer.id });
  const share = () => void shareLink(`/questions/${answer.questionId}#answer-${answer.id}`, questionTitle);
  const report = { type: "answer" as const, id: answer.id, label: t("question.reportAnswer") };
  const menu: MenuAction[] = [
    { key: "share", icon: Share2, label: t("question.share"), onSelect: share },
    ...(answer.abilities.bookmark
      ? [{ key: "bookmark", icon: answer.bookmarked ? BookmarkCheck : Bookmark, label: answer.bookmarked ? t("bookmarks.removeFromBookmarks") : t("bookmarks.saveForLater"), onSelect: () => bookmark.mutate(!answer.bookmarked), disabled: bookmark.isPending }]
      : []),
    ...(answer.abilities.report ? [{ key: "report", icon: Flag, label: report.label, onSelect: () => openReport(report) }] : []),
    ...((answer.abilities.edit || answer.abilities.suggestEdit) && !editing ? [{ key: "edit", icon: Pencil, label: t("question.edit"), onSelect: onEdit }] : []),
    ...(answer.abilities.delete && !editing ? [{ key: "delete", icon: Trash2, label: t("question.delete"), onSelect: onDelete }] : []),
  ];
  const buttons = (
    <>
      <Button variant="ghost" size="sm" onClick={share}>
        <Share2 /> {t("question.share")}
      </Button>
      {answer.abilities.bookmark && <BookmarkButton target={{ kind: "answer", id: answer.id }} bookmarked={answer.bookmarked} label={t("question.answerRankLower", { rank })} />}
      <ReportButton target={report} canReport={answer.abilities.report} />
      {(answer.abilities.edit || answer.abilities.suggestEdit) && !editing && (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil /> {t("question.edit")}
        </Button>
      )}
      {answer.abilities.delete && !editing && (
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 /> {t("question.delete")}
        </Button>
      )}
    </>
  );
  return <SecondaryActions buttons={buttons} menu={menu} />;
}
