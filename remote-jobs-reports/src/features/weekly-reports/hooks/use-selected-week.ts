import { useCallback } from 'react';
import { useSearchParams, type To } from '@talentindia/router';
import type { WeekTotals } from '@talentindia/contracts';

/** The id of the chosen week's section: a week's link scrolls to it (the shell scrolls to a #hash). */
export const WEEK_CONTRACTS_ID = 'week-contracts';

/**
 * The week whose contracts Weekly Summary shows, kept in the page's address (`?week=` its Monday)
 * so a reload or a shared link opens the same week. A week that is not one of the range's (a
 * hand-edited link, a range changed since) counts as not chosen: the newest week is shown.
 * `weekLink` is a week's address: the same filters, that week, scrolled to its contracts.
 */
export function useSelectedWeek(weeks: WeekTotals[]) {
  const [params] = useSearchParams();
  const chosen = params.get('week');
  const selected = weeks.find((week) => week.monday === chosen) ?? weeks[0];

  const weekLink = useCallback(
    (monday: string): To => {
      const next = new URLSearchParams(params);
      next.set('week', monday);
      return { search: `?${next}`, hash: `#${WEEK_CONTRACTS_ID}` };
    },
    [params],
  );

  return { selected, weekLink };
}
