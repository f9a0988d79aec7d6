import { formatReviewEnd } from './format-week';

/** A week's review ends at Saturday 00:00 UTC (here the week of 2 to 8 March 2026). */
const REVIEW_ENDS_AT = '2026-03-14T00:00:00.000Z';

describe('formatReviewEnd', () => {
  it('writes the end of a review as a moment on the reader’s clock, with their time zone', () => {
    expect(formatReviewEnd(REVIEW_ENDS_AT, 'Asia/Kolkata')).toBe('Sat, 14 Mar 2026, 05:30 (IST)');
    // In UTC it is the first minute of Saturday: Friday is the last whole day to dispute hours.
    expect(formatReviewEnd(REVIEW_ENDS_AT, 'UTC')).toBe('Sat, 14 Mar 2026, 00:00 (UTC)');
    // West of UTC the review ends on Friday evening (New York keeps summer time from 8 March 2026).
    expect(formatReviewEnd(REVIEW_ENDS_AT, 'America/New_York')).toBe('Fri, 13 Mar 2026, 20:00 (GMT-4)');
  });

  it('names the month as the rest of the diary does, and a zone without a short name by its offset', () => {
    expect(formatReviewEnd('2026-09-05T00:00:00.000Z', 'Asia/Kolkata')).toBe('Sat, 5 Sep 2026, 05:30 (IST)');
    expect(formatReviewEnd('2026-12-19T00:00:00.000Z', 'Asia/Tokyo')).toBe('Sat, 19 Dec 2026, 09:00 (GMT+9)');
  });
});
