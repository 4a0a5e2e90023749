import { useCallback, useId } from "react";
import { useIntl } from "react-intl";
import { useT } from "@/i18n";

export interface BarDatum {
  /** Start of the bucket, ISO. */
  start: string;
  value: number;
}

/** "Mar 3", or "Week of Mar 3" for weekly buckets (UTC, as the server counts), in the reader's language. */
export function useBucketLabel() {
  const intl = useIntl();
  const t = useT();
  return useCallback(
    (start: string, bucket: "day" | "week") => {
      const date = intl.formatDate(start, { month: "short", day: "numeric", timeZone: "UTC" });
      return bucket === "week" ? t("contentStats.weekOf", { date }) : date;
    },
    [intl, t],
  );
}

/**
 * A plain SVG bar chart that stretches to its box. Screen readers get a summary and the
 * figures as a table; each bar has a tooltip (its <title>).
 */
export function BarChart({ data, bucket, label }: { data: BarDatum[]; bucket: "day" | "week"; label: string }) {
  const id = useId();
  const t = useT();
  const intl = useIntl();
  const bucketLabel = useBucketLabel();
  const max = Math.max(1, ...data.map((item) => item.value));
  const total = data.reduce((sum, item) => sum + item.value, 0);
  const width = 100 / Math.max(1, data.length);
  const first = data[0];
  const last = data.at(-1);
  return (
    <figure className="space-y-2">
      <div className="flex h-44 gap-2">
        <div className="flex flex-col justify-between text-end text-xs tabular-nums text-muted-foreground" aria-hidden="true">
          <span>{intl.formatNumber(max)}</span>
          <span>{intl.formatNumber(0)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-caption`}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-full min-w-0 flex-1 overflow-visible border-b border-s border-border"
        >
          {data.map((item, index) => {
            const height = (item.value / max) * 100;
            return (
              <rect
                key={item.start}
                x={index * width + width * 0.15}
                y={100 - height}
                width={width * 0.7}
                height={height}
                className="fill-primary"
                vectorEffect="non-scaling-stroke"
              >
                <title>{t("contentStats.barTooltip", { date: bucketLabel(item.start, bucket), value: item.value })}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between gap-2 ps-8 text-xs text-muted-foreground" aria-hidden="true">
        <span>{first && bucketLabel(first.start, bucket)}</span>
        <span>{last && bucketLabel(last.start, bucket)}</span>
      </div>
      <figcaption id={`${id}-caption`} className="sr-only">
        {t(bucket === "week" ? "contentStats.chartSummaryWeek" : "contentStats.chartSummaryDay", { label, total, max: max === 1 && total === 0 ? 0 : max })}
      </figcaption>
      {/* sr-only on the box, not the table: a table ignores the clipping width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t(bucket === "week" ? "contentStats.columnWeek" : "contentStats.columnDay")}</th>
              <th scope="col">{t("contentStats.columnCount")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={item.start}>
                <td>{bucketLabel(item.start, bucket)}</td>
                <td>{intl.formatNumber(item.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
