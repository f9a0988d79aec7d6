const formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** Spec §5: the last password change displays like "Sep 08, 2022" (in the user's time zone). */
export function formatChangedDate(iso: string): string {
  return formatter.format(new Date(iso));
}
