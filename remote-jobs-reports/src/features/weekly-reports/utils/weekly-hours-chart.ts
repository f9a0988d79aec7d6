import type { WeekTotals } from '@talentindia/contracts';
import { formatDuration, formatWeek } from '../../../utils/format-week';
import { minutesToHours, type ChartSeries } from './chart-series';

export interface WeeklyHoursChart {
  /** The accessible name: what the chart shows, in a sentence. */
  label: string;
  /** Each week as its range ("2 Mar – 8 Mar 2026"), oldest first: time runs left to right. */
  categories: string[];
  /** Each week on the axis, by its Monday ("2 Mar"): the bar's tooltip names the whole week. */
  axisLabels: string[];
  /** One series: each week's hours. */
  series: ChartSeries[];
}

/**
 * The bars of Weekly Summary: each week's hours, a bar a week. The api's weeks come newest first
 * (as the table lists them); the chart reads them oldest first. The range's answer has each week's
 * totals only, so a bar is not split by contract. Null when no hours were logged in any of the
 * weeks: then there is nothing to draw.
 */
export function weeklyHoursChart(weeks: WeekTotals[]): WeeklyHoursChart | null {
  const ordered = [...weeks].reverse();
  const total = ordered.reduce((sum, week) => sum + week.total_minutes, 0);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (total === 0 || !first || !last) return null;

  const categories = ordered.map((week) => formatWeek(week.monday, week.sunday));
  const busiest = ordered.reduce((most, week) => (week.total_minutes > most.total_minutes ? week : most));
  const span = ordered.length === 1 ? 'the week' : `the ${ordered.length} weeks`;
  return {
    label:
      `Hours logged per week, ${span} ${formatWeek(first.monday, last.sunday)}: ` +
      `${formatDuration(total)} in all; the most, ${formatDuration(busiest.total_minutes)}, ` +
      `in the week ${formatWeek(busiest.monday, busiest.sunday)}.`,
    categories,
    // formatWeek's first half is the Monday: "2 Mar", or "29 Dec 2025" when the week ends in the next year.
    axisLabels: categories.map((week) => week.split(' – ')[0] ?? week),
    series: [{ name: 'Hours', values: ordered.map((week) => minutesToHours(week.total_minutes)) }],
  };
}
