import { lazy, Suspense } from 'react';
import type { RouteObject } from '@talentindia/router';
import { RequireAuth } from '@talentindia/core';
import { InlineLoading, NotFoundPage } from '@talentindia/ui';
import { ShellLayout } from '../features/layout/shell-layout';
import { NavPoll } from '../features/nav-poll/nav-poll';
import { RemoteRoute } from '../features/remote-loading/remote-route';
import { routeTable } from './route-table';

// Loaded when first opened: visitors' first page does not carry it.
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((module) => ({ default: module.NotificationsPage })),
);

/** The host's router: the shell around every page, each table entry mounted at its prefix, then 404. */
export function createAppRoutes(): RouteObject[] {
  const remoteRoutes: RouteObject[] = routeTable.map(({ prefix, remote, areaName, signedIn }) => {
    const element = <RemoteRoute key={prefix} remote={remote} prefix={prefix} areaName={areaName} />;
    return {
      path: prefix === '/' ? '/' : `${prefix}/*`,
      element: signedIn ? <RequireAuth>{element}</RequireAuth> : element,
    };
  });
  return [
    {
      element: (
        <>
          <NavPoll />
          <ShellLayout />
        </>
      ),
      children: [
        ...remoteRoutes,
        {
          path: '/notifications',
          element: (
            <RequireAuth>
              <Suspense fallback={<InlineLoading>Loading notifications…</InlineLoading>}>
                <NotificationsPage />
              </Suspense>
            </RequireAuth>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
