import { Link } from "wouter";
import { ArrowUp, Eye, MessageCircle, MessageSquare } from "lucide-react";
import type { TopAnswer, TopQuestion } from "@shared/content-stats";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useFormat, useT, type MessageId } from "@/i18n";

/** A count with its noun, singular or plural ("1 view", "3 views"). */
function Figure({ icon: Icon, value, message }: { icon: typeof Eye; value: number; message: MessageId }) {
  const t = useT();
  const format = useFormat();
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(message, { count: value, n: format.compact(value) })}
    </span>
  );
}

/** The range's top questions (by views) and answers (by upvotes); what happened in the range only. */
export function TopContent({ questions, answers }: { questions: TopQuestion[]; answers: TopAnswer[] }) {
  const t = useT();
  const empty = questions.length === 0 && answers.length === 0;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{t("profile.statsTopContent")}</h2>
      {empty ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("profile.statsTopContentEmpty")}</p>
      ) : (
        <ol className="mt-3 divide-y">
          {questions.map((item) => (
              <li key={`q-${item.id}`} className="space-y-1 py-3">
                <div className="flex items-start gap-2">
                  <Badge variant="secondary">{t("profile.statsQuestion")}</Badge>
                  <Link href={`/questions/${item.id}`} className="min-w-0 font-medium break-words hover:underline">
                    {item.title}
                  </Link>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <Figure icon={Eye} value={item.views} message="card.views" />
                  <Figure icon={ArrowUp} value={item.upvotes} message="card.upvotes" />
                  <Figure icon={MessageSquare} value={item.answerCount} message="profile.statsAnswersInAll" />
                </p>
              </li>
            ))}
          {answers.map((item) => (
              <li key={`a-${item.id}`} className="space-y-1 py-3">
                <div className="flex items-start gap-2">
                  <Badge variant="outline">{t("profile.statsAnswer")}</Badge>
                  <Link href={`/questions/${item.questionId}`} className="min-w-0 font-medium break-words hover:underline">
                    {item.title}
                  </Link>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <Figure icon={ArrowUp} value={item.upvotes} message="card.upvotes" />
                  <Figure icon={MessageCircle} value={item.comments} message="card.comments" />
                </p>
              </li>
            ))}
        </ol>
      )}
    </Card>
  );
}
