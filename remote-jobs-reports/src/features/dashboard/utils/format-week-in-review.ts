import type { DashboardWaiting } from '@talentindia/contracts';
import { formatDuration, formatReviewEnd, formatWeek } from '../../../utils/format-week';

type WeekInReview = DashboardWaiting['weeks_in_review']['items'][number];

/**
 * "Aarav Sharma — hours of 2 Mar – 8 Mar 2026 (12 h 30 min), review until Fri, 13 Mar 2026, 17:30
 * (IST)": written as the work diary writes its weeks, the review's end as a moment on the reader's
 * clock (or in `timeZone`).
 */
export function formatWeekInReview(item: WeekInReview, timeZone?: string): string {
  const hours = `${formatWeek(item.monday, item.sunday)} (${formatDuration(item.minutes)})`;
  return `${item.freelancer_name} — hours of ${hours}, review until ${formatReviewEnd(item.review_ends_at, timeZone)}`;
}
