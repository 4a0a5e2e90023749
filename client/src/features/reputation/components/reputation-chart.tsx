// The total over time (issue 24 point 2): an inline SVG step line, no chart library. The total
// holds from one day it moved to the next, so the line is drawn in steps from the starting
// reputation to today. Screen readers get the title, a one-sentence summary and the days as a
// table; mouse users a tooltip on each day's dot.
import { useId } from "react";
import { REPUTATION_START } from "@shared/reputation";
import type { ReputationTimeline } from "@shared/reputation.responses";
import { useFormat, useT } from "@/i18n";

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 24, right: 16, bottom: 24, left: 16 };
const DAY = 86_400_000;

/** "2026-11-28" as the UTC midnight it names. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The step line's points in the chart's box: start, then each day's total, held until today. */
export function chartPath(points: ReputationTimeline["points"], today: number) {
  const days = points.map((point) => ({ at: dayStart(point.day), total: point.total }));
  const first = days[0]?.at ?? today;
  const end = Math.max(today, (days.at(-1)?.at ?? today) + DAY);
  const totals = [REPUTATION_START, ...days.map((d) => d.total)];
  const low = Math.min(...totals);
  const high = Math.max(...totals, low + 1);
  const x = (at: number) => PAD.left + ((at - first) / Math.max(end - first, DAY)) * (WIDTH - PAD.left - PAD.right);
  const y = (total: number) => PAD.top + (1 - (total - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  let d = `M${x(first).toFixed(1)},${y(REPUTATION_START).toFixed(1)}`;
  for (const day of days) d += ` H${x(day.at).toFixed(1)} V${y(day.total).toFixed(1)}`;
  d += ` H${x(end).toFixed(1)}`;
  return { d, dots: days.map((day) => ({ cx: x(day.at), cy: y(day.total) })), low, high, baseline: y(low) };
}

export function ReputationChart({ timeline }: { timeline: ReputationTimeline }) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const descId = useId();
  const { points } = timeline;
  const { d, dots, low, high, baseline } = chartPath(points, Date.now());
  const dayText = (day: string) => format.date(dayStart(day), { dateStyle: "medium", timeZone: "UTC" });
  const summary =
    points.length === 0
      ? t("reputation.chartSummaryNone", { start: format.number(REPUTATION_START) })
      : t("reputation.chartSummary", {
          start: format.number(REPUTATION_START),
          total: format.number(timeline.reputation),
          first: dayText(points[0]!.day),
          count: points.length,
        });

  return (
    <figure className="space-y-2">
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="block h-auto w-full rounded-md border bg-muted/30"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          data-testid="reputation-chart"
        >
          <title id={titleId}>{t("reputation.chartTitle")}</title>
          <desc id={descId}>{summary}</desc>
          <path d={`${d} V${baseline.toFixed(1)} H${PAD.left} Z`} className="fill-primary/10" stroke="none" />
          <path d={d} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" />
          {dots.map((dot, index) => (
            <circle key={points[index]!.day} cx={dot.cx} cy={dot.cy} r={5} className="fill-primary">
              <title>{t("reputation.chartPoint", { day: dayText(points[index]!.day), total: format.number(points[index]!.total) })}</title>
            </circle>
          ))}
        </svg>
        {/* The scale in HTML, so it keeps its size on a phone while the drawing shrinks. */}
        <span aria-hidden="true" className="pointer-events-none absolute start-2 top-1 text-xs font-medium tabular-nums text-muted-foreground">
          {format.number(high)}
        </span>
        <span aria-hidden="true" className="pointer-events-none absolute bottom-1 start-2 text-xs font-medium tabular-nums text-muted-foreground">
          {format.number(low)}
        </span>
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{points.length > 0 ? dayText(points[0]!.day) : null}</span>
        <span>{t("reputation.chartToday")}</span>
      </div>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
      {points.length > 0 && (
        <table className="sr-only">
          <caption>{t("reputation.chartTableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("reputation.columnDay")}</th>
              <th scope="col">{t("reputation.columnTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <td>{dayText(point.day)}</td>
                <td>{format.number(point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
