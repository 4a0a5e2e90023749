import { Bell, BellOff, EyeOff, MoreHorizontal } from "lucide-react";
import type { QuestionSummary } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ReportMenuItem } from "@/features/reports/components/report-actions";
import { BookmarkMenuItem } from "@/features/bookmarks/components/bookmark-controls";
import { useFollowQuestion, useHideQuestion } from "../api/question-actions";
import { useT } from "@/i18n";

/** The card's menu: Save for later, Not interested and Follow question (spec 2.5). */
export function QuestionMenu({ question }: { question: QuestionSummary }) {
  const t = useT();
  const follow = useFollowQuestion(question.id);
  const hide = useHideQuestion(question.id);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={t("question.moreActions")}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {question.abilities.bookmark && <BookmarkMenuItem target={{ kind: "question", id: question.id }} bookmarked={question.bookmarked} />}
        {question.abilities.hide && (
          <DropdownMenuItem onSelect={() => hide.mutate(true)}>
            <EyeOff /> {t("question.notInterested")}
          </DropdownMenuItem>
        )}
        {question.abilities.follow && (
          <DropdownMenuItem onSelect={() => follow.mutate(!question.isFollowing)}>
            {question.isFollowing ? <BellOff /> : <Bell />} {question.isFollowing ? t("question.unfollowQuestion") : t("question.followQuestion")}
          </DropdownMenuItem>
        )}
        <ReportMenuItem target={{ type: "question", id: question.id, label: t("question.reportQuestion") }} canReport={question.abilities.report} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
