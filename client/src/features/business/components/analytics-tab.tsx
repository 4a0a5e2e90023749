import { useIntl } from "react-intl";
import { percentChange, type BusinessAnalytics } from "@shared/business";
import { Card } from "@/components/ui/card";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";
import { Change, RANGE_LABELS, useFigures, usePeriod } from "./figures";

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
  const t = useT();
  const intl = useIntl();
  const { count } = useFigures();
  const period = usePeriod(data.range);
  const { series, bucket } = data;
  const max = Math.max(1, ...series.map((point) => point.questions + point.answers));
  const totals = series.reduce((sum, point) => ({ questions: sum.questions + point.questions, answers: sum.answers + point.answers }), {
    questions: 0,
    answers: 0,
  });
  // Buckets are UTC days (and weeks), as the server counts them.
  const label = (start: string) => {
    const date = intl.formatDate(start, { month: "short", day: "numeric", timeZone: "UTC" });
    return bucket === "week" ? t("business.weekOf", { date }) : date;
  };
  return (
    <Card className="p-5" role="region" aria-labelledby="activity-chart-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activity-chart-heading" className="text-lg font-semibold">
          {t("business.yourActivity")}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t("business.legend")}>
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-primary" aria-hidden="true" /> {t("business.legendQuestions", { count: totals.questions })}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-emerald-500" aria-hidden="true" /> {t("business.legendAnswers", { count: totals.answers })}
          </li>
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">{t(bucket === "week" ? "business.activityPerWeek" : "business.activityPerDay", { period })}</p>
      <div className="mt-4 flex h-40 items-end gap-px" aria-hidden="true">
        {series.map((point) => {
          const total = point.questions + point.answers;
          return (
            <div
              key={point.start}
              className="flex h-full min-w-0 flex-1 flex-col justify-end"
              title={t("business.barTooltip", { date: label(point.start), questions: point.questions, answers: point.answers })}
            >
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
      <div className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground" aria-hidden="true">
        <span>{label(series[0]!.start)}</span>
        <span>{t("business.today")}</span>
      </div>
      {/* A table clips only inside a box: sr-only on the table itself still widens the page. */}
      <div className="sr-only">
        <table>
          <caption>{t(bucket === "week" ? "business.tableCaptionWeek" : "business.tableCaptionDay")}</caption>
          <thead>
            <tr>
              <th scope="col">{t(bucket === "week" ? "business.columnWeek" : "business.columnDay")}</th>
              <th scope="col">{t("business.trendQuestions")}</th>
              <th scope="col">{t("business.trendAnswers")}</th>
            </tr>
          </thead>
          <tbody>
            {series
              .filter((point) => point.questions + point.answers > 0)
              .map((point) => (
                <tr key={point.start}>
                  <th scope="row">{label(point.start)}</th>
                  <td>{count(point.questions)}</td>
                  <td>{count(point.answers)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function QuickStats({ data }: { data: BusinessAnalytics }) {
  const t = useT();
  const { count } = useFigures();
  const { siteName } = useSiteSettings();
  const { figures, totals, range } = data;
  const inPeriod = t(RANGE_LABELS[range].label);
  return (
    <Card className="p-5" role="region" aria-labelledby="quick-stats-heading">
      <h2 id="quick-stats-heading" className="text-lg font-semibold">
        {t("business.quickStats")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label={t("business.impressions")} value={count(totals.views)} note={t("business.impressionsNote")} />
        <Stat label={t("business.profileViews")} value={t("business.notRecorded")} note={t("business.profileViewsNote", { site: siteName })} />
        <Stat label={t("business.newFollowers")} value={count(figures.followersGained.value)} note={inPeriod}>
          <Change change={percentChange(figures.followersGained)} range={range} />
        </Stat>
        <Stat label={t("business.questionsAsked")} value={count(figures.questionsAsked.value)} note={inPeriod}>
          <Change change={percentChange(figures.questionsAsked)} range={range} />
        </Stat>
        <Stat label={t("business.answersWritten")} value={count(figures.answersWritten.value)} note={inPeriod}>
          <Change change={percentChange(figures.answersWritten)} range={range} />
        </Stat>
        <Stat label={t("business.upvotesReceived")} value={count(figures.engagement.value)} note={inPeriod}>
          <Change change={percentChange(figures.engagement)} range={range} />
        </Stat>
      </dl>
    </Card>
  );
}

function Stat({ label, value, note, children }: { label: string; value: string; note: string; children?: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums [overflow-wrap:anywhere] sm:text-xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
      {children && <dd>{children}</dd>}
    </div>
  );
}
