import { percentOf, type BusinessAnalytics } from "@shared/business";
import { Card } from "@/components/ui/card";
import { counted, RANGE_LABELS } from "./figures";

/**
 * Engagement Trends (spec 2.15): three bars, each a real share of what the member posted in
 * the period, with the counts behind it.
 */
export function EngagementTrends({ data }: { data: BusinessAnalytics }) {
  const { figures } = data;
  const bars = [
    {
      label: "Questions",
      part: figures.questionsAnswered.value,
      whole: figures.questionsAsked.value,
      text: (part: number, whole: number) => `Answered: ${part} of ${counted(whole, "question")} you asked`,
      empty: "No questions asked in this period",
    },
    {
      label: "Answers",
      part: figures.answersUpvoted.value,
      whole: figures.answersWritten.value,
      text: (part: number, whole: number) => `Upvoted: ${part} of ${counted(whole, "answer")} you wrote`,
      empty: "No answers written in this period",
    },
    {
      label: "Views",
      part: figures.questionsSeen.value,
      whole: figures.questionsAsked.value,
      text: (part: number, whole: number) => `Viewed by others: ${part} of ${counted(whole, "question")} you asked`,
      empty: "No questions asked in this period",
    },
  ];
  return (
    <Card className="p-5" role="region" aria-labelledby="engagement-trends-heading">
      <h2 id="engagement-trends-heading" className="text-lg font-semibold">
        Engagement Trends
      </h2>
      <p className="text-xs text-muted-foreground">Of what you posted in {RANGE_LABELS[data.range].period}</p>
      <ul className="mt-4 space-y-4">
        {bars.map(({ label, part, whole, text, empty }) => {
          const share = percentOf(part, whole);
          return (
            <li key={label}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{label}</span>
                <span className="font-semibold tabular-nums">{share === null ? "—" : `${Math.round(share)}%`}</span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${share ?? 0}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{whole === 0 ? empty : text(part, whole)}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
