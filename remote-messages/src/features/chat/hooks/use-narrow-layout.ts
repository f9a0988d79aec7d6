import { useSyncExternalStore } from 'react';

/** Spec §2: the narrow layout applies at 900 px wide or less. */
export const NARROW_QUERY = '(max-width: 900px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the narrow layout applies now (one pane at a time; Hire Now in the menu). */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
