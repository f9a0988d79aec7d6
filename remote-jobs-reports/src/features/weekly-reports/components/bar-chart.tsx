import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { ChartSeries } from '../utils/chart-series';
import styles from './bar-chart.module.css';

// Only the parts these bar charts draw: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * The series' colours, in order: told apart by hue and lightness (blue, orange, teal, purple, gold,
 * green, none two neighbours alike to the colour-blind), each at least 3:1 against the white card
 * (WCAG 1.4.11). A canvas cannot read CSS variables, so they are written here; the first is the
 * brand's blue (--ti-color-brand).
 */
const SERIES_COLOURS = ['#0b5cad', '#c24f0c', '#0e7c86', '#7b3fa0', '#8a6d00', '#157347'];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** A design token's value where the chart is drawn, or the token's value today where it cannot be read. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export interface BarChartProps {
  /** The accessible name (the canvas is an image): what the chart shows, in a sentence. */
  label: string;
  /** What each bar stands for (a week, a freelancer), in order; the tooltip's title. */
  categories: string[];
  /** How the categories read on their axis, where shorter than the categories ("2 Mar"). */
  axisLabels?: string[];
  series: ChartSeries[];
  /** `vertical`: bars rise from the category axis (weeks); `horizontal`: they run from it (freelancers). */
  orientation: 'vertical' | 'horizontal';
  /** A value as the page writes it (hours: "2 h 30 min"), on the value axis and in the tooltip. */
  formatValue: (value: number) => string;
  /** The chart's height (CSS): the canvas fills its box's width. */
  height: string;
}

/**
 * A bar chart drawn by Chart.js, loaded on demand (its own chunk) so a report's first paint does not
 * wait for it. The canvas is an image named by `label`; the table beside it is its accessible
 * equivalent. With prefers-reduced-motion nothing animates.
 */
export function BarChart({ label, categories, axisLabels, series, orientation, formatValue, height }: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const text = token(canvas, '--ti-color-text-muted', '#4a5866');
    const grid = token(canvas, '--ti-color-border', '#d5dde5');
    const horizontal = orientation === 'horizontal';
    const categoryAxis = {
      grid: { display: false },
      ticks: {
        color: text,
        callback: (_value: string | number, index: number) => axisLabels?.[index] ?? categories[index],
      },
    };
    const valueAxis = {
      beginAtZero: true,
      grid: { color: grid },
      ticks: { color: text, precision: 0, callback: (value: string | number) => formatValue(Number(value)) },
    };
    const config: ChartConfiguration<'bar', number[], string> = {
      type: 'bar',
      data: {
        labels: categories,
        datasets: series.map((item, index) => ({
          label: item.name,
          data: item.values,
          backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
          borderWidth: 0,
          maxBarThickness: 48,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: 400 },
        font: { family: getComputedStyle(canvas).fontFamily || undefined },
        color: text,
        interaction: { mode: 'index', intersect: false, axis: horizontal ? 'y' : 'x' },
        scales: horizontal ? { y: categoryAxis, x: valueAxis } : { x: categoryAxis, y: valueAxis },
        plugins: {
          legend: { display: series.length > 1, position: 'bottom', labels: { color: text, boxWidth: 12 } },
          tooltip: {
            // A series with nothing at a bar is left out of its tooltip.
            filter: (item) => item.parsed[horizontal ? 'x' : 'y'] !== 0,
            callbacks: {
              title: (items) => categories[items[0]?.dataIndex ?? 0] ?? '',
              label: (item) => {
                const value = formatValue(item.parsed[horizontal ? 'x' : 'y'] ?? 0);
                return series.length > 1 ? `${item.dataset.label}: ${value}` : value;
              },
            },
          },
        },
      },
    };
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [categories, axisLabels, series, orientation, formatValue, reducedMotion]);

  return (
    <div className={styles.chart} style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
