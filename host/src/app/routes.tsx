import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '@talentindia/core';
import { ShellLayout } from '../features/layout/shell-layout';
import { NavPoll } from '../features/nav-poll/nav-poll';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { NotFoundPage } from '@talentindia/ui';
import { RemoteRoute } from '../features/remote-loading/remote-route';
import { routeTable } from './route-table';

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
              <NotificationsPage />
            </RequireAuth>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
