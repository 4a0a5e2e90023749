import { Bell, BellOff, EyeOff, MoreHorizontal } from "lucide-react";
import type { QuestionSummary } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ReportMenuItem } from "@/features/reports/components/report-actions";
import { BookmarkMenuItem } from "@/features/bookmarks/components/bookmark-controls";
import { useFollowQuestion, useHideQuestion } from "../api/question-actions";

/** The card's menu: Save for later, Not interested and Follow question (spec 2.5). */
export function QuestionMenu({ question }: { question: QuestionSummary }) {
  const follow = useFollowQuestion(question.id);
  const hide = useHideQuestion(question.id);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="h-8 w-8" aria-label="More actions">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {question.abilities.bookmark && <BookmarkMenuItem target={{ kind: "question", id: question.id }} bookmarked={question.bookmarked} />}
        {question.abilities.hide && (
          <DropdownMenuItem onSelect={() => hide.mutate(true)}>
            <EyeOff /> Not interested
          </DropdownMenuItem>
        )}
        {question.abilities.follow && (
          <DropdownMenuItem onSelect={() => follow.mutate(!question.isFollowing)}>
            {question.isFollowing ? <BellOff /> : <Bell />} {question.isFollowing ? "Unfollow question" : "Follow question"}
          </DropdownMenuItem>
        )}
        <ReportMenuItem target={{ type: "question", id: question.id, label: "Report question" }} canReport={question.abilities.report} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
