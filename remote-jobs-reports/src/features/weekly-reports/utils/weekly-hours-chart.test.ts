import { week, weekContract } from '../testing/weekly-fixtures';
import { MAX_CONTRACT_SERIES, weeklyHoursChart } from './weekly-hours-chart';

describe('weeklyHoursChart', () => {
  it('stacks each week’s hours by contract, oldest week first, the contract with most hours first', () => {
    const chart = weeklyHoursChart([
      week('2026-03-09', [weekContract(91, 90), weekContract(92, 600)]),
      week('2026-03-02', [weekContract(91, 150), weekContract(92, 0)]),
    ]);
    expect(chart).toEqual({
      label:
        'Hours logged per week by contract, the 2 weeks 2 Mar – 15 Mar 2026: 14 h in all; the most, 11 h 30 min, ' +
        'in the week 9 Mar – 15 Mar 2026.',
      categories: ['2 Mar – 8 Mar 2026', '9 Mar – 15 Mar 2026'],
      axisLabels: ['2 Mar', '9 Mar'],
      series: [
        { name: 'API integration (Arjun Mehta)', values: [0, 10] },
        { name: 'Build a React dashboard (Priya Sharma)', values: [2.5, 1.5] },
      ],
    });
  });

  it('names a week that spans two years by its Monday with the year', () => {
    const chart = weeklyHoursChart([week('2025-12-29', [weekContract(91, 60)])]);
    expect(chart?.categories).toEqual(['29 Dec 2025 – 4 Jan 2026']);
    expect(chart?.axisLabels).toEqual(['29 Dec 2025']);
    expect(chart?.label).toBe(
      'Hours logged per week by contract, the week 29 Dec 2025 – 4 Jan 2026: 1 h in all; the most, 1 h, ' +
        'in the week 29 Dec 2025 – 4 Jan 2026.',
    );
  });

  it(`draws at most ${MAX_CONTRACT_SERIES} stacks: the smallest contracts together as "Other contracts"`, () => {
    const contracts = Array.from({ length: MAX_CONTRACT_SERIES + 2 }, (_, index) =>
      weekContract(100 + index, (index + 1) * 60),
    );
    const chart = weeklyHoursChart([week('2026-03-02', contracts)]);
    expect(chart?.series).toHaveLength(MAX_CONTRACT_SERIES);
    expect(chart?.series.at(0)).toEqual({ name: 'Contract 107 (Freelancer 107)', values: [8] });
    // The three smallest: 1 h + 2 h + 3 h.
    expect(chart?.series.at(-1)).toEqual({ name: 'Other contracts', values: [6], rest: true });
  });

  it('has nothing to draw when no hours were logged in any week', () => {
    expect(weeklyHoursChart([week('2026-03-09', [weekContract(91, 0)]), week('2026-03-02', [])])).toBeNull();
    expect(weeklyHoursChart([])).toBeNull();
  });
});
