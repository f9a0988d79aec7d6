import type { DashboardWaiting } from '@talentindia/contracts';

type WeekInReview = DashboardWaiting['weeks_in_review']['items'][number];

/*
 * Written as the work diary writes its weeks ("2 Mar – 8 Mar 2026", "12 h 30 min"): features do not
 * import each other, and the diary's formatters live inside its feature.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "2 Mar", with the year when asked ("8 Mar 2026"), in UTC: a `YYYY-MM-DD` day is the platform's. */
function calendarDay(day: string, withYear: boolean): string {
  const date = new Date(`${day}T00:00:00Z`);
  const text = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return withYear ? `${text} ${date.getUTCFullYear()}` : text;
}

/** "2 Mar – 8 Mar 2026", or "29 Dec 2025 – 4 Jan 2026" across a new year. */
function week(monday: string, sunday: string): string {
  const sameYear = monday.slice(0, 4) === sunday.slice(0, 4);
  return `${calendarDay(monday, !sameYear)} – ${calendarDay(sunday, true)}`;
}

/** "12 h 30 min", "40 h", "45 min". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A moment as the reader's day: "13 Mar 2026". */
function day(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "Aarav Sharma — hours of 2 Mar – 8 Mar 2026 (12 h 30 min), review until 13 Mar 2026". */
export function formatWeekInReview(item: WeekInReview): string {
  return `${item.freelancer_name} — hours of ${week(item.monday, item.sunday)} (${duration(item.minutes)}), review until ${day(item.review_ends_at)}`;
}
