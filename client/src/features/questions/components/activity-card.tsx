import { UserCheck } from "lucide-react";
import type { FollowingActivity } from "@shared/questions";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";
import { QuestionCard } from "./question-card";

/**
 * One item of /following (spec 2.10): who asked or answered and when, on the one question
 * card. An answer is the point of its item, so it shows open (the `full` card).
 */
export function ActivityCard({ activity }: { activity: FollowingActivity }) {
  const t = useT();
  const { question, answer } = activity;
  return (
    <QuestionCard
      question={question}
      idPrefix={`activity-${activity.type}-${answer?.id ?? question.id}`}
      variant={answer ? "full" : "compact"}
      byline={{
        author: activity.actor,
        date: activity.createdAt,
        verb: answer ? t("following.answered") : t("following.asked"),
        badge: (
          <Badge variant="secondary" className="px-1.5 py-0 text-[11px]">
            <UserCheck aria-hidden="true" /> {t("following.badge")}
          </Badge>
        ),
      }}
      answer={answer ? { content: answer.content, author: activity.actor, accepted: answer.accepted, label: t("following.theirAnswer") } : undefined}
    />
  );
}
