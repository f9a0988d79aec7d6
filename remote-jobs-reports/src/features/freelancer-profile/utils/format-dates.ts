/**
 * Dates of a profile as people read them. The api sends calendar dates (`2021-01-15`) and
 * timestamps (ISO, UTC); both are read and shown in UTC, so a date never moves a day (or a month)
 * with the reader's time zone.
 */
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function toDate(value: string): Date | null {
  // A bare date parses as UTC midnight (ECMAScript's date-only form), a timestamp as what it says.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2021-01-15" → "Jan 2021". */
export function formatMonth(value: string): string {
  const date = toDate(value);
  return date ? monthFormat.format(date) : value;
}

/** "2024-03-05T10:00:00.000Z" → "Mar 5, 2024". */
export function formatDay(value: string): string {
  const date = toDate(value);
  return date ? dayFormat.format(date) : value;
}

/** Spec §2: start and end month, "Present" when there is no end ("Jan 2021 – Present"). */
export function formatPeriod(startedAt: string, endedAt: string | null): string {
  return `${formatMonth(startedAt)} – ${endedAt === null ? 'Present' : formatMonth(endedAt)}`;
}

/** Hours with at most one decimal, as the api computes them ("120.5", "40"). */
export function formatHours(hours: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(hours);
}
