import { weekTotals } from '../testing/weekly-fixtures';
import { weeklyHoursChart } from './weekly-hours-chart';

describe('weeklyHoursChart', () => {
  it('draws each week’s hours, oldest week first, named by the span, the hours in all and the busiest week', () => {
    const chart = weeklyHoursChart([
      weekTotals('2026-03-16', 0),
      weekTotals('2026-03-09', 690),
      weekTotals('2026-03-02', 150),
    ]);
    expect(chart).toEqual({
      label:
        'Hours logged per week, the 3 weeks 2 Mar – 22 Mar 2026: 14 h in all; the most, 11 h 30 min, ' +
        'in the week 9 Mar – 15 Mar 2026.',
      categories: ['2 Mar – 8 Mar 2026', '9 Mar – 15 Mar 2026', '16 Mar – 22 Mar 2026'],
      axisLabels: ['2 Mar', '9 Mar', '16 Mar'],
      series: [{ name: 'Hours', values: [2.5, 11.5, 0] }],
    });
  });

  it('names the earlier of two weeks with the most hours as the busiest', () => {
    const chart = weeklyHoursChart([weekTotals('2026-03-09', 120), weekTotals('2026-03-02', 120)]);
    expect(chart?.label).toBe(
      'Hours logged per week, the 2 weeks 2 Mar – 15 Mar 2026: 4 h in all; the most, 2 h, ' +
        'in the week 2 Mar – 8 Mar 2026.',
    );
  });

  it('names a week that spans two years by its Monday with the year', () => {
    const chart = weeklyHoursChart([weekTotals('2025-12-29', 60)]);
    expect(chart?.categories).toEqual(['29 Dec 2025 – 4 Jan 2026']);
    expect(chart?.axisLabels).toEqual(['29 Dec 2025']);
    expect(chart?.label).toBe(
      'Hours logged per week, the week 29 Dec 2025 – 4 Jan 2026: 1 h in all; the most, 1 h, ' +
        'in the week 29 Dec 2025 – 4 Jan 2026.',
    );
  });

  it('has nothing to draw when no hours were logged in any week', () => {
    expect(weeklyHoursChart([weekTotals('2026-03-09', 0), weekTotals('2026-03-02', 0)])).toBeNull();
    expect(weeklyHoursChart([])).toBeNull();
  });
});
