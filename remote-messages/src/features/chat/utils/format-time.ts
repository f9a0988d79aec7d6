const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const weekdayDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** How many calendar days (in the reader's time zone) lie between `value` and `now`. */
function daysAgo(value: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(value)) / DAY_MS);
}

/** A message's time of day ("9:05 AM"). */
export function formatMessageTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The thread list's time of the last message: "9:05 AM" today, "Mon" this week, else "Nov 25" or "Nov 25, 2025". */
export function formatListTime(iso: string, now = new Date()): string {
  const value = new Date(iso);
  const days = daysAgo(value, now);
  if (days <= 0) return timeFormat.format(value);
  if (days < 7) return weekdayFormat.format(value);
  if (value.getFullYear() === now.getFullYear()) return shortDateFormat.format(value);
  return dateFormat.format(value);
}

/** A day separator in the conversation: "Today", "Yesterday", else "Wednesday, Nov 25, 2026". */
export function formatDayLabel(iso: string, now = new Date()): string {
  const value = new Date(iso);
  const days = daysAgo(value, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return weekdayDateFormat.format(value);
}

/** The key of a message's calendar day in the reader's time zone, to group messages by day. */
export function dayKey(iso: string): number {
  return startOfDay(new Date(iso));
}

/** "Seen" with when: the time today, else the date and time ("Nov 25, 9:05 AM"). */
export function formatSeenTime(iso: string, now = new Date()): string {
  const value = new Date(iso);
  if (daysAgo(value, now) === 0) return timeFormat.format(value);
  return `${shortDateFormat.format(value)}, ${timeFormat.format(value)}`;
}
