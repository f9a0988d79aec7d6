import { freelancerTime } from '../testing/weekly-fixtures';
import { byHours, freelancerHoursChart } from './freelancer-hours-chart';

describe('freelancerHoursChart', () => {
  it('draws a bar per freelancer with hours, the most first, and reads them out by name', () => {
    const chart = freelancerHoursChart([
      freelancerTime(502, 'Arjun Mehta', 240),
      freelancerTime(503, 'Meera Iyer', 0, { spent: [] }),
      freelancerTime(501, 'Priya Sharma', 750),
    ]);
    expect(chart).toEqual({
      label: 'Hours logged per freelancer: Priya Sharma 12 h 30 min, Arjun Mehta 4 h.',
      categories: ['Priya Sharma', 'Arjun Mehta'],
      series: [{ name: 'Hours', values: [12.5, 4] }],
    });
  });

  it('names the first five in its label and counts the rest', () => {
    const rows = Array.from({ length: 7 }, (_, index) =>
      freelancerTime(index + 1, `Freelancer ${index + 1}`, (7 - index) * 60),
    );
    expect(freelancerHoursChart(rows)?.label).toBe(
      'Hours logged per freelancer: Freelancer 1 7 h, Freelancer 2 6 h, Freelancer 3 5 h, Freelancer 4 4 h, ' +
        'Freelancer 5 3 h, and 2 more.',
    );
  });

  it('has nothing to draw when nobody logged hours (fixed-price payments only)', () => {
    expect(freelancerHoursChart([freelancerTime(501, 'Priya Sharma', 0)])).toBeNull();
  });
});

describe('byHours', () => {
  it('lists the most hours first, then by name', () => {
    const rows = [
      freelancerTime(1, 'Meera Iyer', 60),
      freelancerTime(2, 'Arjun Mehta', 60),
      freelancerTime(3, 'Priya Sharma', 120),
    ];
    expect(byHours(rows).map((row) => row.freelancer.name)).toEqual(['Priya Sharma', 'Arjun Mehta', 'Meera Iyer']);
  });
});
