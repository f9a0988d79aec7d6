import { dayIn, type CalendarDay } from '@talentindia/contracts';
import { useProfileTimeZone } from '../api/get-profile';

/** The zone the browser runs in: the best guess at the client's until their profile has loaded. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Today for the signed-in client's due dates (ADR 016): the day in their profile's time zone, the
 * one the api judges by, whatever zone the browser is in. While the profile loads, or if it cannot
 * be read, the browser's zone stands in; the api checks again when the offer is sent.
 */
export function useClientToday(now: Date = new Date()): CalendarDay {
  return dayIn(useProfileTimeZone() ?? browserTimeZone(), now);
}
