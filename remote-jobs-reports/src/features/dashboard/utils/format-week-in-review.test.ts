import { formatWeekInReview } from './format-week-in-review';

const week = {
  contract_id: 4,
  job_id: 7,
  freelancer_name: 'Aarav Sharma',
  monday: '2026-03-02',
  sunday: '2026-03-08',
  minutes: 750,
  review_ends_at: '2026-03-13T12:00:00.000Z',
};

describe('formatWeekInReview', () => {
  it('names the freelancer, the week, its hours and the end of the review', () => {
    expect(formatWeekInReview(week, 'Asia/Kolkata')).toBe(
      'Aarav Sharma — hours of 2 Mar – 8 Mar 2026 (12 h 30 min), review until Fri, 13 Mar 2026, 17:30 (IST)',
    );
  });

  it('writes both years of a week across a new year, and whole hours or minutes alone', () => {
    expect(
      formatWeekInReview({ ...week, monday: '2025-12-29', sunday: '2026-01-04', minutes: 2400 }, 'Asia/Kolkata'),
    ).toBe('Aarav Sharma — hours of 29 Dec 2025 – 4 Jan 2026 (40 h), review until Fri, 13 Mar 2026, 17:30 (IST)');
    expect(formatWeekInReview({ ...week, minutes: 45 })).toContain('(45 min)');
  });
});
