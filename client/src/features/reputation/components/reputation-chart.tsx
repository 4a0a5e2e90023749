// The total over time (issue 24 point 2): an inline SVG step line, no chart library. The total
// holds from one day it moved to the next, so the line is drawn in steps from the starting
// reputation to today. The drawing stretches to the box (a phone gets a chart as tall as a
// desktop's), so the dots and the scale are HTML over it and stay round and legible. Screen
// readers get the title, a one-sentence summary and the days as a table; mouse users a tooltip
// on each day's dot.
import { useId } from "react";
import { REPUTATION_START } from "@shared/reputation";
import type { ReputationTimeline } from "@shared/reputation.responses";
import { useFormat, useT } from "@/i18n";
import { HEIGHT, WIDTH, chartPath, dayStart } from "./chart-path";

export function ReputationChart({ timeline }: { timeline: ReputationTimeline }) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const descId = useId();
  const { points } = timeline;
  const { d, dots, low, high, left, baseline } = chartPath(points, Date.now());
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
      <div className="flex gap-2">
        {/* The scale, level with the line's highest and lowest points. */}
        <div className="flex w-8 shrink-0 flex-col justify-between py-1 text-end text-xs font-medium tabular-nums text-muted-foreground" aria-hidden="true">
          <span>{high > low ? format.number(high) : null}</span>
          <span>{format.number(low)}</span>
        </div>
        <div className="relative h-44 min-w-0 flex-1 rounded-md border bg-muted/30 sm:h-52">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-full w-full"
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            data-testid="reputation-chart"
          >
            <title id={titleId}>{t("reputation.chartTitle")}</title>
            <desc id={descId}>{summary}</desc>
            <path d={`${d} V${baseline.toFixed(1)} H${left.toFixed(1)} Z`} className="fill-primary/10" stroke="none" />
            <path d={d} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          </svg>
          {dots.map((dot, index) => (
            <span
              key={points[index]!.day}
              aria-hidden="true"
              className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary ring-2 ring-card"
              style={{ left: `${(dot.cx / WIDTH) * 100}%`, top: `${(dot.cy / HEIGHT) * 100}%` }}
              title={t("reputation.chartPoint", { day: dayText(points[index]!.day), total: format.number(points[index]!.total) })}
            />
          ))}
        </div>
      </div>
      <div className="ms-10 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{points.length > 0 ? dayText(points[0]!.day) : null}</span>
        <span>{t("reputation.chartToday")}</span>
      </div>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
      {/* A table ignores sr-only's clipping (it sizes to its cells), so a wrapper hides it. */}
      {points.length > 0 && (
        <div className="sr-only">
          <table>
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
        </div>
      )}
    </figure>
  );
}
