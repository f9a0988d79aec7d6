import { render, screen } from '@testing-library/react';
import { Chart } from 'chart.js';
import { fakeChartCanvas } from '../testing/fake-chart-canvas';
import { formatHours } from '../utils/chart-series';
import { BarChart, type BarChartProps } from './bar-chart';

const freelancers: BarChartProps = {
  label: 'Hours logged per freelancer: Priya Sharma 12 h 30 min, Arjun Mehta 4 h.',
  categories: ['Priya Sharma', 'Arjun Mehta'],
  series: [{ name: 'Hours', values: [12.5, 4] }],
  orientation: 'horizontal',
  formatValue: formatHours,
  height: '8rem',
};

const weeks: BarChartProps = {
  label: 'Hours per week',
  categories: ['2 Mar – 8 Mar 2026', '9 Mar – 15 Mar 2026'],
  axisLabels: ['2 Mar', '9 Mar'],
  series: [{ name: 'Hours', values: [3.5, 0] }],
  orientation: 'vertical',
  formatValue: formatHours,
  height: '18rem',
};

/** The reader's motion setting, as the browser answers `matchMedia`. */
function prefersReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const chartNamed = (name: string) => Chart.getChart(screen.getByRole('img', { name }) as HTMLCanvasElement)!;

/** What the tooltip says over one bar (its title, then a line per part), as when the pointer is on it. */
function tooltipAt(chart: Chart, index: number) {
  chart.tooltip!.setActiveElements(
    chart.data.datasets.map((_set, datasetIndex) => ({ datasetIndex, index })),
    { x: 0, y: 0 },
  );
  return [...chart.tooltip!.title, ...chart.tooltip!.body.flatMap((item) => item.lines)];
}

beforeEach(() => {
  fakeChartCanvas();
  prefersReducedMotion(false);
});

describe('BarChart', () => {
  it('is an image named by its summary, with a bar per category and hours as the work diary writes them', () => {
    render(<BarChart {...freelancers} />);
    const chart = chartNamed(freelancers.label);
    expect(chart.options.indexAxis).toBe('y');
    expect(chart.scales.y!.ticks.map((tick) => tick.label)).toEqual(['Priya Sharma', 'Arjun Mehta']);
    expect(chart.scales.x!.ticks.map((tick) => tick.label)).toContain('12 h');
    expect(chart.legend?.options.display).toBe(false);
    expect(tooltipAt(chart, 0)).toEqual(['Priya Sharma', '12 h 30 min']);
    expect(chart.options.animation).not.toBe(false);
  });

  it('does not animate for a reader who asks for reduced motion', () => {
    prefersReducedMotion(true);
    render(<BarChart {...freelancers} />);
    expect(chartNamed(freelancers.label).options.animation).toBe(false);
  });

  it('names a week on its axis by its Monday and in its tooltip in full; a week with no hours has no tooltip line', () => {
    render(<BarChart {...weeks} />);
    const chart = chartNamed('Hours per week');
    expect(chart.options.indexAxis).toBe('x');
    expect(chart.scales.x!.ticks.map((tick) => tick.label)).toEqual(['2 Mar', '9 Mar']);
    expect(chart.scales.y!.ticks.map((tick) => tick.label)).toEqual(['0 h', '1 h', '2 h', '3 h', '4 h']);
    expect(chart.legend?.options.display).toBe(false);
    expect(tooltipAt(chart, 0)).toEqual(['2 Mar – 8 Mar 2026', '3 h 30 min']);
    // A week with no hours has nothing in its tooltip (Chart.js then shows none).
    tooltipAt(chart, 1);
    expect(chart.tooltip!.body).toEqual([]);
  });

  it('lets go of its chart when it leaves the page', () => {
    const { unmount } = render(<BarChart {...freelancers} />);
    const canvas = screen.getByRole('img', { name: freelancers.label }) as HTMLCanvasElement;
    expect(Chart.getChart(canvas)).toBeDefined();
    unmount();
    expect(Chart.getChart(canvas)).toBeUndefined();
  });
});
