import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Outlet } from '@talentindia/router';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { AppToaster } from '@talentindia/core';
import { NotFoundPage } from '@talentindia/ui';
import { routes } from '../routes';

/** A fresh server-state cache per test (the host's one client in the product): no data leaks between tests. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders one page inside a router, for pages that render links. */
export function renderPage(page: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryProvider>,
  );
}

/**
 * Renders the remote's routes at a path the way a shell mounts them: every prefix, then the 404
 * page for anything no route matches (as the host and the standalone shell both do), with the
 * shell's query client and toaster.
 */
export function renderRoute(path: string) {
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
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}
