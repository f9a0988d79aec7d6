import { formatMoney, type MoneyOut } from '@talentindia/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A moment or a calendar day as the product shows dates ("Sep 08, 2022", spec §5). A timestamp is
 * shown in the reader's time zone; a `YYYY-MM-DD` day is that day wherever the reader is.
 */
export function formatDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDateFormat.format(new Date(`${value}T00:00:00Z`));
  return dateFormat.format(new Date(value));
}

/** An hourly rate with its currency ("$25.00/hr"). */
export function formatRate(rate: MoneyOut): string {
  return `${formatMoney(rate)}/hr`;
}

/** Today in the reader's calendar, as `YYYY-MM-DD` (what a date input holds). */
export function todayInputValue(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
