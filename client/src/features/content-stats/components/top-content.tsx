import { Link } from "wouter";
import { ArrowUp, Eye, MessageCircle, MessageSquare } from "lucide-react";
import type { TopAnswer, TopQuestion } from "@shared/content-stats";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { T, useT, type MessageId } from "@/i18n";

/** The noun beside a count: read by screen readers always, shown from sm up (icons say it on phones). */
const noun = (chunks: React.ReactNode[]) => <span className="sr-only sm:not-sr-only">{chunks}</span>;

/** A count with its noun, singular or plural ("1 view", "3 views"). */
function Figure({ icon: Icon, value, id }: { icon: typeof Eye; value: number; id: MessageId }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      <span>
        <T id={id} values={{ count: value, n: noun }} />
      </span>
    </span>
  );
}

/** The range's top questions (by views) and answers (by upvotes); what happened in the range only. */
export function TopContent({ questions, answers }: { questions: TopQuestion[]; answers: TopAnswer[] }) {
  const t = useT();
  const empty = questions.length === 0 && answers.length === 0;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{t("contentStats.topContent")}</h2>
      {empty ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("contentStats.topContentEmpty")}</p>
      ) : (
        <ol className="mt-3 divide-y">
          {questions.map((item) => (
            <li key={`q-${item.id}`} className="space-y-1 py-3">
              <div className="flex items-start gap-2">
                <Badge variant="secondary">{t("contentStats.typeQuestion")}</Badge>
                <Link href={`/questions/${item.id}`} className="min-w-0 font-medium break-words [overflow-wrap:anywhere] hover:underline">
                  {item.title}
                </Link>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <Figure icon={Eye} value={item.views} id="contentStats.views" />
                <Figure icon={ArrowUp} value={item.upvotes} id="contentStats.upvotes" />
                <Figure icon={MessageSquare} value={item.answerCount} id="contentStats.answersInAll" />
              </p>
            </li>
          ))}
          {answers.map((item) => (
            <li key={`a-${item.id}`} className="space-y-1 py-3">
              <div className="flex items-start gap-2">
                <Badge variant="outline">{t("contentStats.typeAnswer")}</Badge>
                <Link href={`/questions/${item.questionId}`} className="min-w-0 font-medium break-words [overflow-wrap:anywhere] hover:underline">
                  {item.title}
                </Link>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <Figure icon={ArrowUp} value={item.upvotes} id="contentStats.upvotes" />
                <Figure icon={MessageCircle} value={item.comments} id="contentStats.comments" />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
