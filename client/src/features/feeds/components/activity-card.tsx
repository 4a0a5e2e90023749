import { UserCheck } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { FollowingActivity } from "@shared/questions";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { htmlToText, truncate } from "@/lib/format";
import { CardByline, CardCounts, CardHeadline } from "./card-parts";

/**
 * One item of /following (spec 2.10): who asked or answered, when, the question's title,
 * the first 200 characters of the question (or of the answer), its topics and counts.
 */
export function ActivityCard({ activity }: { activity: FollowingActivity }) {
  const { question, answer } = activity;
  const titleId = `activity-${activity.type}-${answer?.id ?? question.id}-title`;
  const preview = truncate(htmlToText(answer ? answer.content : question.content), LIMITS.feedPreview);
  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-3" aria-labelledby={titleId}>
        <CardByline
          author={activity.actor}
          date={activity.createdAt}
          verb={answer ? "answered" : "asked"}
          badge={
            <Badge variant="secondary">
              <UserCheck aria-hidden="true" /> Following
            </Badge>
          }
        />
        <CardHeadline titleId={titleId} question={question} preview={preview} />
        <CardCounts views={question.viewCount} answers={question.answerCount} />
      </article>
    </Card>
  );
}
