import { format } from "date-fns";
import { percentChange, type BusinessAnalytics } from "@shared/business";
import { Card } from "@/components/ui/card";
import { Change, count, RANGE_LABELS } from "./figures";

/** Analytics: a chart of what the member posted per day or week, and Quick Stats from real counts. */
export function AnalyticsTab({ data }: { data: BusinessAnalytics }) {
  return (
    <div className="space-y-4">
      <ActivityChart data={data} />
      <QuickStats data={data} />
    </div>
  );
}

function ActivityChart({ data }: { data: BusinessAnalytics }) {
  const { series, bucket, range } = data;
  const max = Math.max(1, ...series.map((point) => point.questions + point.answers));
  const totals = series.reduce((sum, point) => ({ questions: sum.questions + point.questions, answers: sum.answers + point.answers }), {
    questions: 0,
    answers: 0,
  });
  const label = (start: string) => format(new Date(start), bucket === "week" ? "'Week of' MMM d" : "MMM d");
  return (
    <Card className="p-5" role="region" aria-labelledby="activity-chart-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activity-chart-heading" className="text-lg font-semibold">
          Your activity
        </h2>
        <ul className="flex gap-4 text-xs text-muted-foreground" aria-label="Legend">
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-primary" aria-hidden="true" /> Questions ({totals.questions})
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-emerald-500" aria-hidden="true" /> Answers ({totals.answers})
          </li>
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">
        Questions and answers you posted per {bucket} in {RANGE_LABELS[range].period}
      </p>
      <div className="mt-4 flex h-40 items-end gap-px" aria-hidden="true">
        {series.map((point) => {
          const total = point.questions + point.answers;
          return (
            <div key={point.start} className="flex h-full min-w-0 flex-1 flex-col justify-end" title={`${label(point.start)}: ${point.questions} questions, ${point.answers} answers`}>
              {total > 0 ? (
                <>
                  <div className="rounded-t-sm bg-emerald-500" style={{ height: `${(point.answers / max) * 100}%` }} />
                  <div className={point.answers ? "bg-primary" : "rounded-t-sm bg-primary"} style={{ height: `${(point.questions / max) * 100}%` }} />
                </>
              ) : (
                <div className="h-px bg-border" />
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{label(series[0]!.start)}</span>
        <span>Today</span>
      </div>
      {/* A table clips only inside a box: sr-only on the table itself still widens the page. */}
      <div className="sr-only">
      <table>
        <caption>Questions and answers you posted per {bucket}</caption>
        <thead>
          <tr>
            <th scope="col">{bucket === "week" ? "Week" : "Day"}</th>
            <th scope="col">Questions</th>
            <th scope="col">Answers</th>
          </tr>
        </thead>
        <tbody>
          {series
            .filter((point) => point.questions + point.answers > 0)
            .map((point) => (
              <tr key={point.start}>
                <th scope="row">{label(point.start)}</th>
                <td>{point.questions}</td>
                <td>{point.answers}</td>
              </tr>
            ))}
        </tbody>
      </table>
      </div>
    </Card>
  );
}

function QuickStats({ data }: { data: BusinessAnalytics }) {
  const { figures, totals, range } = data;
  const period = RANGE_LABELS[range].period;
  return (
    <Card className="p-5" role="region" aria-labelledby="quick-stats-heading">
      <h2 id="quick-stats-heading" className="text-lg font-semibold">
        Quick Stats
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Impressions" value={count(totals.views)} note="Views of all your questions, all time" />
        <Stat label="Profile views" value="Not recorded" note="Ponder does not count visits to profiles" />
        <Stat label="New followers" value={count(figures.followersGained.value)} note={`In ${period}`}>
          <Change change={percentChange(figures.followersGained)} range={range} />
        </Stat>
        <Stat label="Questions asked" value={count(figures.questionsAsked.value)} note={`In ${period}`}>
          <Change change={percentChange(figures.questionsAsked)} range={range} />
        </Stat>
        <Stat label="Answers written" value={count(figures.answersWritten.value)} note={`In ${period}`}>
          <Change change={percentChange(figures.answersWritten)} range={range} />
        </Stat>
        <Stat label="Upvotes received" value={count(figures.engagement.value)} note={`In ${period}`}>
          <Change change={percentChange(figures.engagement)} range={range} />
        </Stat>
      </dl>
    </Card>
  );
}

function Stat({ label, value, note, children }: { label: string; value: string; note: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums sm:text-xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
      {children && <dd>{children}</dd>}
    </div>
  );
}
