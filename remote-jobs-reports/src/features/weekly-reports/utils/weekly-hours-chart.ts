import type { WeekSummary } from '@talentindia/contracts';
import { formatDuration, formatWeek } from '../../../utils/format-week';
import { minutesToHours, type ChartSeries } from './chart-series';

/** More contracts than this and the smallest are drawn together as "Other contracts": colours stay tellable apart. */
export const MAX_CONTRACT_SERIES = 6;

export interface WeeklyHoursChart {
  /** The accessible name: what the chart shows, in a sentence. */
  label: string;
  /** Each week as its range ("2 Mar – 8 Mar 2026"), oldest first: time runs left to right. */
  categories: string[];
  /** Each week on the axis, by its Monday ("2 Mar"): the bar's tooltip names the whole week. */
  axisLabels: string[];
  /** One stack per contract with hours in the range, the most hours first. */
  series: ChartSeries[];
}

interface ContractHours {
  id: number;
  name: string;
  minutes: number;
}

/**
 * The bars of Weekly Summary: each week's hours stacked by contract. The api's weeks come newest
 * first (as the table lists them); the chart reads them oldest first. Null when no hours were
 * logged in any of the weeks: then there is nothing to draw.
 */
export function weeklyHoursChart(weeks: WeekSummary[]): WeeklyHoursChart | null {
  const ordered = [...weeks].reverse();
  const total = ordered.reduce((sum, week) => sum + week.total_minutes, 0);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (total === 0 || !first || !last) return null;

  const contracts = new Map<number, ContractHours>();
  for (const week of ordered) {
    for (const row of week.contracts) {
      if (row.minutes === 0) continue;
      const known = contracts.get(row.contract.id);
      if (known) known.minutes += row.minutes;
      else
        contracts.set(row.contract.id, {
          id: row.contract.id,
          name: `${row.contract.title} (${row.freelancer.name})`,
          minutes: row.minutes,
        });
    }
  }
  const byHours = [...contracts.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  const drawn = byHours.length > MAX_CONTRACT_SERIES ? byHours.slice(0, MAX_CONTRACT_SERIES - 1) : byHours;
  const drawnIds = new Set(drawn.map((contract) => contract.id));

  const minutesIn = (week: WeekSummary, include: (contractId: number) => boolean) =>
    week.contracts.reduce((sum, row) => (include(row.contract.id) ? sum + row.minutes : sum), 0);
  const series: ChartSeries[] = drawn.map((contract) => ({
    name: contract.name,
    values: ordered.map((week) => minutesToHours(minutesIn(week, (id) => id === contract.id))),
  }));
  if (drawn.length < byHours.length) {
    series.push({
      name: 'Other contracts',
      values: ordered.map((week) => minutesToHours(minutesIn(week, (id) => !drawnIds.has(id)))),
      rest: true,
    });
  }

  const categories = ordered.map((week) => formatWeek(week.monday, week.sunday));
  const busiest = ordered.reduce((most, week) => (week.total_minutes > most.total_minutes ? week : most));
  const span = ordered.length === 1 ? 'the week' : `the ${ordered.length} weeks`;
  return {
    label:
      `Hours logged per week by contract, ${span} ${formatWeek(first.monday, last.sunday)}: ` +
      `${formatDuration(total)} in all; the most, ${formatDuration(busiest.total_minutes)}, ` +
      `in the week ${formatWeek(busiest.monday, busiest.sunday)}.`,
    categories,
    // formatWeek's first half is the Monday: "2 Mar", or "29 Dec 2025" when the week ends in the next year.
    axisLabels: categories.map((week) => week.split(' – ')[0] ?? week),
    series,
  };
}
