import { formatDuration } from '../../../utils/format-week';

/** One series of bars: the hours week by week, or every freelancer's hours. */
export interface ChartSeries {
  name: string;
  /** Hours, one per category, in the categories' order. */
  values: number[];
}

/** Minutes as the chart's values: hours, fractions included (150 → 2.5). */
export const minutesToHours = (minutes: number) => minutes / 60;

/** A value of the chart (hours) as the work diary writes hours: 2.5 → "2 h 30 min". */
export const formatHours = (hours: number) => formatDuration(Math.round(hours * 60));
