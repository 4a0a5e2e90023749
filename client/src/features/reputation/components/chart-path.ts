// The reputation chart's geometry (issue 24 point 2), apart from its drawing so it can be tested:
// a step line in a WIDTH x HEIGHT box from the starting reputation, through each day's total,
// held until today.
import { REPUTATION_START } from "@shared/reputation";
import type { ReputationTimeline } from "@shared/reputation.responses";

export const WIDTH = 640;
export const HEIGHT = 200;
const PAD = { top: 16, right: 12, bottom: 16, left: 12 };
const DAY = 86_400_000;

/** "2026-11-28" as the UTC midnight it names. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The step line's points in the chart's box: start, then each day's total, held until today. */
export function chartPath(points: ReputationTimeline["points"], today: number) {
  const days = points.map((point) => ({ at: dayStart(point.day), total: point.total }));
  const first = days[0]?.at ?? today;
  const end = Math.max(today, (days.at(-1)?.at ?? today) + DAY);
  const totals = [REPUTATION_START, ...days.map((d) => d.total)];
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  const x = (at: number) => PAD.left + ((at - first) / Math.max(end - first, DAY)) * (WIDTH - PAD.left - PAD.right);
  // A total that never moved is drawn across the middle.
  const y = (total: number) => PAD.top + (high === low ? 0.5 : 1 - (total - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  let d = `M${x(first).toFixed(1)},${y(REPUTATION_START).toFixed(1)}`;
  for (const day of days) d += ` H${x(day.at).toFixed(1)} V${y(day.total).toFixed(1)}`;
  d += ` H${x(end).toFixed(1)}`;
  return { d, dots: days.map((day) => ({ cx: x(day.at), cy: y(day.total) })), low, high, left: x(first), baseline: y(low) };
}
