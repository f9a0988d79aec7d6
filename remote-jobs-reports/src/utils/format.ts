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
