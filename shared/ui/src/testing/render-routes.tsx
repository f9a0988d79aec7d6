import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type RouteObject } from '@talentindia/router';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { AppToaster, toast } from '@talentindia/core';
import { NotFoundPage } from '../not-found/not-found-page';

/** A fresh server-state cache per test (the host's one client in the product): no data leaks between tests. */
export function TestQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Renders a remote's routes at `path` the way a shell mounts them (the host, or the standalone
 * shell): every prefix, then the 404 page for anything no route matches, with a query client and the
 * toaster.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  // The toaster's store outlives a test: the last test's toasts would show in this one.
  toast.remove();
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AppToaster />
          </>
        ),
        children: [...routes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestQueryProvider>
      <RouterProvider router={router} />
    </TestQueryProvider>,
  );
  return { user, router };
}
