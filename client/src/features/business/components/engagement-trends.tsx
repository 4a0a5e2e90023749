import { percentOf, type BusinessAnalytics } from "@shared/business";
import { Card } from "@/components/ui/card";
import { useT, type MessageId } from "@/i18n";
import { useFigures, usePeriod } from "./figures";

/**
 * Engagement Trends (spec 2.15): three bars, each a real share of what the member posted in
 * the period, with the counts behind it.
 */
export function EngagementTrends({ data }: { data: BusinessAnalytics }) {
  const t = useT();
  const { percent } = useFigures();
  const period = usePeriod(data.range);
  const { figures } = data;
  const bars: { label: MessageId; part: number; whole: number; text: MessageId; empty: MessageId }[] = [
    {
      label: "business.trendQuestions",
      part: figures.questionsAnswered.value,
      whole: figures.questionsAsked.value,
      text: "business.trendQuestionsText",
      empty: "business.noQuestionsInPeriod",
    },
    {
      label: "business.trendAnswers",
      part: figures.answersUpvoted.value,
      whole: figures.answersWritten.value,
      text: "business.trendAnswersText",
      empty: "business.noAnswersInPeriod",
    },
    {
      label: "business.trendViews",
      part: figures.questionsSeen.value,
      whole: figures.questionsAsked.value,
      text: "business.trendViewsText",
      empty: "business.noQuestionsInPeriod",
    },
  ];
  return (
    <Card className="p-5" role="region" aria-labelledby="engagement-trends-heading">
      <h2 id="engagement-trends-heading" className="text-lg font-semibold">
        {t("business.engagementTrends")}
      </h2>
      <p className="text-xs text-muted-foreground">{t("business.engagementTrendsSubtitle", { period })}</p>
      <ul className="mt-4 space-y-4">
        {bars.map(({ label, part, whole, text, empty }) => {
          const share = percentOf(part, whole);
          return (
            <li key={label}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{t(label)}</span>
                <span className="font-semibold tabular-nums">{share === null ? t("business.noFigure") : percent(Math.round(share))}</span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${share ?? 0}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{whole === 0 ? t(empty) : t(text, { part, whole })}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
