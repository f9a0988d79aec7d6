/**
 * How the work diary names its weeks, days and durations, as the conversation's week events do
 * ("2 Mar – 8 Mar 2026", "12 h 30 min"). Days are the platform's calendar days (`YYYY-MM-DD`, UTC,
 * ADR 016): the same day wherever the reader is.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function calendarDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** "2 Mar", and the year when asked ("8 Mar 2026"). */
function dayMonth(date: Date, withYear: boolean): string {
  const text = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return withYear ? `${text} ${date.getUTCFullYear()}` : text;
}

/** A week from its Monday to its Sunday: "2 Mar – 8 Mar 2026", "29 Dec 2025 – 4 Jan 2026". */
export function formatWeek(monday: string, sunday: string): string {
  const from = calendarDay(monday);
  const to = calendarDay(sunday);
  return `${dayMonth(from, from.getUTCFullYear() !== to.getUTCFullYear())} – ${dayMonth(to, true)}`;
}

/** A day of the week as its heading: "Monday 2 Mar". */
export function formatWeekday(day: string): string {
  const date = calendarDay(day);
  return `${WEEKDAYS[date.getUTCDay()]} ${dayMonth(date, false)}`;
}

/** A moment as the day it is for the reader: "14 Mar 2026". */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** Minutes as hours and minutes: "12 h 30 min", "40 h", "45 min", "0 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
