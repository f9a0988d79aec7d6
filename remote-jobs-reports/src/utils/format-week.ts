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

/** The parts of a moment on the reader's clock, or in `timeZone`, English whatever the browser's language. */
function momentParts(iso: string, timeZone?: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

/**
 * The moment a review ends, with its time and the reader's time zone (or `timeZone`): "Sat, 14 Mar
 * 2026, 05:30 (IST)". A review ends at Saturday 00:00 UTC; a date alone would read as if that
 * Saturday were still in it for a reader in UTC, and as the wrong day for one west of it.
 */
export function formatReviewEnd(iso: string, timeZone?: string): string {
  const parts = momentParts(iso, timeZone);
  const month = MONTHS[Number(parts.month) - 1];
  return `${parts.weekday}, ${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} (${parts.timeZoneName})`;
}

/** Minutes as hours and minutes: "12 h 30 min", "40 h", "45 min", "0 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
