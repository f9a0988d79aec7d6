const formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** A job's dates display like the settings' ("Nov 25, 2026"), in the user's time zone. */
export function formatJobDate(iso: string): string {
  return formatter.format(new Date(iso));
}
