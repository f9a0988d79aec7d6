import type { CalendarDay } from '@talentindia/contracts';
import { formatDate } from './format';

/** A report's range of platform days; an end left out is open (spec §2: "Early", "Continuous"). */
export interface DayRange {
  from?: CalendarDay;
  to?: CalendarDay;
}

/** What an open start and an open end read as (spec §2). */
export const OPEN_START_TEXT = 'Early';
export const OPEN_END_TEXT = 'Continuous';

export const formatRangeStart = (from: CalendarDay | undefined) => (from ? formatDate(from) : OPEN_START_TEXT);
export const formatRangeEnd = (to: CalendarDay | undefined) => (to ? formatDate(to) : OPEN_END_TEXT);

/** "Mar 09, 2026 – Mar 10, 2026", "Early – Mar 10, 2026", "Mar 09, 2026 – Continuous". */
export const formatRange = ({ from, to }: DayRange) => `${formatRangeStart(from)} – ${formatRangeEnd(to)}`;

/** Which end the next day picked in the calendar sets. */
export type RangeEnd = 'start' | 'end';

/**
 * A day picked in the calendar: the start, then the end, then the start again. A start after the
 * end makes a one-day range; an end before the start becomes the start, the old start the end. An
 * open end stays open until a day is picked for it, so "Early" up to a chosen day is two steps:
 * Clear start, then pick the end.
 */
export function pickRangeDay(range: DayRange, day: CalendarDay, next: RangeEnd): { range: DayRange; next: RangeEnd } {
  if (next === 'start') {
    const to = range.to !== undefined && range.to < day ? day : range.to;
    return { range: { from: day, to }, next: 'end' };
  }
  if (range.from !== undefined && day < range.from) return { range: { from: day, to: range.from }, next: 'start' };
  return { range: { from: range.from, to: day }, next: 'start' };
}
