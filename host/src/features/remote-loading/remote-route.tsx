import { useState } from 'react';
import { Outlet, useRoutes, type RouteObject } from '@talentindia/router';
import { findPrefixRoute, type PrefixRoute } from '@talentindia/core';
import { NotFoundPage } from '@talentindia/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import type { RemoteName } from './remote-registry';
import { StillLoading } from './still-loading';
import { resetRemote, useRemoteRoutes } from './use-remote-routes';

export interface RemoteRouteProps {
  remote: RemoteName;
  /** The path prefix the host mounted here (`/settings`). */
  prefix: string;
  /** The part of the product, in the user's words, for the loading and fallback messages. */
  areaName: string;
}

/** The remote's routes for one prefix, relative to it, with the 404 page for anything unknown. */
function toMountedRoutes({
  path: _prefix,
  index: _index,
  children = [],
  element,
  ...rest
}: PrefixRoute): RouteObject[] {
  return [
    { ...rest, element: element ?? <Outlet />, children: [...children, { path: '*', element: <NotFoundPage /> }] },
  ];
}

function MountedRemote({ route }: { route: PrefixRoute }) {
  return useRoutes(toMountedRoutes(route));
}

function RemoteContent({ remote, prefix, areaName }: RemoteRouteProps) {
  const state = useRemoteRoutes(remote);
  if (state.status === 'loading') return <StillLoading areaName={areaName} />;
  // A failed load goes to the same boundary as a crash while rendering.
  if (state.status === 'error') throw state.error;
  const route = findPrefixRoute(state.module.routes, prefix);
  if (!route) return <NotFoundPage />;
  // A single page (the home page at "/") has no routes of its own below it.
  if (!route.children) return <>{route.element}</>;
  return <MountedRemote route={route} />;
}

/**
 * One remote mounted at one prefix of the host's route table. Loading, a failed load and a crash
 * while rendering all stay inside this route: the header, footer and other remotes keep working.
 */
export function RemoteRoute({ remote, prefix, areaName }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);

  const tryAgain = () => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${remote}:${attempt}`}
      fallback={() => <RemoteFallback areaName={areaName} attempts={attempt} onTryAgain={tryAgain} />}
    >
      <RemoteContent remote={remote} prefix={prefix} areaName={areaName} />
    </RemoteErrorBoundary>
  );
}
