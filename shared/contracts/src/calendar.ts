import { tz, TZDate } from '@date-fns/tz';
import { utc } from '@date-fns/utc';
// One file per function: the package's index would load all of date-fns where modules are not bundled (the api).
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { endOfMonth } from 'date-fns/endOfMonth';
import { formatISO } from 'date-fns/formatISO';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { startOfMonth } from 'date-fns/startOfMonth';

/**
 * The product's one calendar (ADR 016), the same in the api and in the browser. Nothing here reads
 * a clock: the api passes `app.clock.now()`, the browser `new Date()`.
 */

/** A day of the calendar with no time of day and no zone, as `YYYY-MM-DD`: a work date, a due date. */
export type CalendarDay = string;

/**
 * A week of the platform, as Upwork counts it: Monday 00:00 UTC up to Sunday 24:00 UTC (the next
 * Monday 00:00, which is already the next week). The weekly limit, "Hours this week" on a contract
 * and the weekly invoices all count in these weeks.
 */
export interface Week {
  /** Its first day, which names it. */
  monday: CalendarDay;
  /** Its last day. */
  sunday: CalendarDay;
  /** Monday 00:00 UTC, the first instant in it. */
  startsAt: Date;
  /** The next Monday 00:00 UTC ("Sunday 24:00"), the first instant after it. */
  endsAt: Date;
}

/** The zone the platform's weeks and work dates are counted in (date-fns's `utc` context computes in it). */
export const PLATFORM_TIME_ZONE = 'UTC';

const dayOf = (date: Date): CalendarDay => formatISO(date, { representation: 'date' });

/** Whether `timeZone` is an IANA zone (or offset) that the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  return timeZone !== '' && isValid(new TZDate(0, timeZone));
}

/**
 * The calendar day it is at `instant` in `timeZone`: "today" for a person is `dayIn(theirZone, now)`.
 * A zone the runtime does not know counts as UTC rather than failing the request or the page.
 */
export function dayIn(timeZone: string, instant: Date): CalendarDay {
  if (timeZone === PLATFORM_TIME_ZONE || !isKnownTimeZone(timeZone)) return platformDayOf(instant);
  return formatISO(instant, { representation: 'date', in: tz(timeZone) });
}

/** The platform's day at `instant` (UTC): the latest day hours may be logged for, and the day a contract started. */
export function platformDayOf(instant: Date): CalendarDay {
  return formatISO(instant, { representation: 'date', in: utc });
}

/** The week `instant` falls in. */
export function weekOf(instant: Date): Week {
  const monday = startOfISOWeek(instant, { in: utc });
  return {
    monday: dayOf(monday),
    sunday: dayOf(addDays(monday, 6)),
    startsAt: new Date(monday.getTime()),
    endsAt: new Date(addWeeks(monday, 1).getTime()),
  };
}

/**
 * The week a calendar day counts in: the one its 24 hours of UTC fall in, so a day belongs to the
 * week its date names whoever logged it and wherever they were. Throws on anything but a real
 * `YYYY-MM-DD` day (requests are checked by their schemas before they get here).
 */
export function weekOfDay(day: CalendarDay): Week {
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseISO(day, { in: utc }) : new Date(Number.NaN);
  if (!isValid(midnight) || dayOf(midnight) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return weekOf(midnight);
}

/** The calendar day `days` after `day` (before it when negative). */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseISO(day, { in: utc }) : new Date(Number.NaN);
  if (!isValid(midnight) || dayOf(midnight) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return dayOf(addDays(midnight, days, { in: utc }));
}

/** The first and the last day of the calendar month `day` is in. */
export function monthOfDay(day: CalendarDay): { first: CalendarDay; last: CalendarDay } {
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseISO(day, { in: utc }) : new Date(Number.NaN);
  if (!isValid(midnight) || dayOf(midnight) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return { first: dayOf(startOfMonth(midnight, { in: utc })), last: dayOf(endOfMonth(midnight, { in: utc })) };
}
