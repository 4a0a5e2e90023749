import type { ReactElement } from "react";
import { Bell, BellOff, EyeOff } from "lucide-react";
import type { QuestionSummary } from "@shared/questions";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ReportMenuItem } from "@/components/report-menu-item";
import { BookmarkMenuItem } from "@/features/questions/components/bookmark-menu-item";
import { useFollowQuestion, useHideQuestion } from "../api/question-actions";
import { useT } from "@/i18n";

/** The card's menu once first used (question-menu.tsx): open from its first render. */
export default function QuestionMenuOpen({ question, trigger }: { question: QuestionSummary; trigger: ReactElement }) {
  const t = useT();
  const follow = useFollowQuestion(question.id);
  const hide = useHideQuestion(question.id);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
