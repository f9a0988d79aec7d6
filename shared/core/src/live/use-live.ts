import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useAuthStore } from '../auth/auth-store';
import type { LiveConnection, LiveStatus, LiveStreamEvent } from './live-connection';

/**
 * The tab's one connection, loaded with the first component that listens while signed in: a
 * visitor's pages (the home page) never carry the stream's code.
 */
let connection: LiveConnection | null = null;
let loading: Promise<LiveConnection> | null = null;
function loadConnection(): Promise<LiveConnection> {
  loading ??= import('./live-connection').then((module) => {
    connection = module.liveConnection;
    return connection;
  });
  return loading;
}

/** Runs `use` on the connection once it is loaded, unless the caller is gone by then; answers the undo. */
function withConnection(use: (live: LiveConnection) => () => void): () => void {
  let undo: (() => void) | undefined;
  let gone = false;
  void loadConnection().then((live) => {
    if (!gone) undo = use(live);
  });
  return () => {
    gone = true;
    undo?.();
  };
}

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
  const signedIn = useAuthStore((state) => state.accessToken !== null);
  useEffect(
    () => (signedIn ? withConnection((live) => live.subscribe((event) => latest.current(event))) : undefined),
    [signedIn],
  );
}

/** The live stream's status: poll what a page shows while it is `polling` or `off`. */
export function useLiveStatus(): LiveStatus {
  const signedIn = useAuthStore((state) => state.accessToken !== null);
  const subscribe = useCallback(
    (onChange: () => void) =>
      signedIn
        ? withConnection((live) => {
            const off = live.onStatus(onChange);
            // The status may have moved while the code was loading.
            onChange();
            return off;
          })
        : () => undefined,
    [signedIn],
  );
  return useSyncExternalStore(
    subscribe,
    () => (signedIn ? (connection?.status ?? 'off') : 'off'),
    () => 'off',
  );
}
