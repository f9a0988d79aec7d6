const formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** A job's created date as the product writes dates ("Sep 08, 2022", spec §5), in the user's time zone. */
export function formatJobDate(iso: string): string {
  return formatter.format(new Date(iso));
}
