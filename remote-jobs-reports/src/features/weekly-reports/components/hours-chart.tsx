import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@talentindia/ui';
import type { BarChartProps } from './bar-chart';
import styles from './hours-chart.module.css';

/** Where the chart's code could not be fetched: the table below still has every figure. */
function ChartUnavailable() {
  return <p className={styles.unavailable}>The chart could not be loaded. The table below has every figure.</p>;
}

// Chart.js is a chunk of its own, fetched when a report first has something to draw: the report's
// figures and table show without waiting for it. A chunk that fails to load leaves a note, not a
// broken page.
const BarChart = lazy<ComponentType<BarChartProps>>(() =>
  import(/* webpackChunkName: "report-chart" */ './bar-chart').then(
    (module) => ({ default: module.BarChart }),
    () => ({ default: ChartUnavailable }),
  ),
);

/** A report's bar chart of hours, its space held in grey while its code loads. */
export function HoursChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
