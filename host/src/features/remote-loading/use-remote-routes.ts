import { startTransition, useEffect, useState } from 'react';
import type { RemoteRoutesModule } from '@talentindia/core';
import { forgetRemote, loadRemoteRoutes, type RemoteName } from './remote-registry';

export type RemoteRoutesState =
  { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'error'; error: unknown };

/** Loaded route modules, so moving between pages of a remote does not load it again. */
const loaded = new Map<RemoteName, RemoteRoutesModule>();

/** Forgets a remote's loaded routes and cached failure: the next mount loads it from the network. */
export function resetRemote(name: RemoteName): void {
  loaded.delete(name);
  forgetRemote(name);
}

/** Loads a remote's routes once per mount (the host remounts on "Try again"). */
export function useRemoteRoutes(name: RemoteName): RemoteRoutesState {
  const [state, setState] = useState<RemoteRoutesState>(() => {
    const module = loaded.get(name);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  useEffect(() => {
    if (loaded.has(name)) return undefined;
    let cancelled = false;
    loadRemoteRoutes(name).then(
      (module) => {
        loaded.set(name, module);
        // The remote's page renders in slices that yield to the browser rather than in one long task.
        if (!cancelled) startTransition(() => setState({ status: 'ready', module }));
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [name]);

  return state;
}
