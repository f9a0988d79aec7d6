import type { FreelancerTime } from '@talentindia/contracts';
import { formatDuration } from '../../../utils/format-week';
import { minutesToHours, type ChartSeries } from './chart-series';

/** How many freelancers the chart's name reads out; the table lists every one. */
const NAMED_IN_LABEL = 5;

export interface FreelancerHoursChart {
  label: string;
  /** The freelancers with hours in the range, the most hours first. */
  categories: string[];
  series: ChartSeries[];
}

/** The freelancers as the page lists them: the most hours first, then by name. */
export function byHours(freelancers: FreelancerTime[]): FreelancerTime[] {
  return [...freelancers].sort((a, b) => b.minutes - a.minutes || a.freelancer.name.localeCompare(b.freelancer.name));
}

/**
 * The bars of Time by freelancer: one per freelancer who logged hours in the range, the most first.
 * Null when nobody did (a fixed-price range has payments but no hours): nothing to draw.
 */
export function freelancerHoursChart(freelancers: FreelancerTime[]): FreelancerHoursChart | null {
  const withHours = byHours(freelancers).filter((row) => row.minutes > 0);
  if (withHours.length === 0) return null;
  const named = withHours
    .slice(0, NAMED_IN_LABEL)
    .map((row) => `${row.freelancer.name} ${formatDuration(row.minutes)}`)
    .join(', ');
  const more = withHours.length - NAMED_IN_LABEL;
  return {
    label: `Hours logged per freelancer: ${named}${more > 0 ? `, and ${more} more` : ''}.`,
    categories: withHours.map((row) => row.freelancer.name),
    series: [{ name: 'Hours', values: withHours.map((row) => minutesToHours(row.minutes)) }],
  };
}
