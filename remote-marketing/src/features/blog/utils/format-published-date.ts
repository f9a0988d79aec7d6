const formatter = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-03-04" → "March 4, 2025", the same on every visitor's clock (the date is read and shown in UTC). */
export function formatPublishedDate(isoDate: string): string {
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
