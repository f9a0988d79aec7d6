import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveConnection, type LiveStatus, type LiveStreamEvent } from './live-connection';

/**
 * Calls `listener` with each event of the tab's live stream while the component is mounted (the
 * stream opens with the first listener, while signed in). The latest `listener` is called: it need
 * not be stable.
 */
export function useLiveEvents(listener: (event: LiveStreamEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => liveConnection.subscribe((event) => latest.current(event)), []);
}

/** The live stream's status: poll what a page shows while it is `polling` or `off`. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (onChange) => liveConnection.onStatus(onChange),
    () => liveConnection.status,
    () => 'off',
  );
}
