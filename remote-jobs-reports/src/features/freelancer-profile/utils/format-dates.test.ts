import { formatDay, formatHours, formatMonth, formatPeriod } from './format-dates';

describe('profile dates', () => {
  it('shows a month as "Jan 2021", whatever the day and the reader\'s time zone', () => {
    expect(formatMonth('2021-01-01')).toBe('Jan 2021');
    expect(formatMonth('2021-01-31')).toBe('Jan 2021');
    expect(formatMonth('2023-12-31T23:30:00.000Z')).toBe('Dec 2023');
  });

  it('says "Present" for a period without an end', () => {
    expect(formatPeriod('2019-07-01', '2021-03-15')).toBe('Jul 2019 – Mar 2021');
    expect(formatPeriod('2021-01-10', null)).toBe('Jan 2021 – Present');
  });

  it('shows a day as "Mar 5, 2024"', () => {
    expect(formatDay('2024-03-05T10:00:00.000Z')).toBe('Mar 5, 2024');
    expect(formatDay('2024-03-05')).toBe('Mar 5, 2024');
  });

  it('keeps text it cannot read as a date rather than showing "Invalid Date"', () => {
    expect(formatMonth('sometime')).toBe('sometime');
  });

  it('shows hours with at most one decimal and thousands separated', () => {
    expect(formatHours(120.5)).toBe('120.5');
    expect(formatHours(40)).toBe('40');
    expect(formatHours(1234.25)).toBe('1,234.3');
  });
});
