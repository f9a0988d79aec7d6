import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@talentindia/router';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { AppToaster } from '@talentindia/core';
import { routes } from '../routes';

/** A fresh server-state cache per test (the host's one client in the product): no data leaks between tests. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders the remote's routes at `path` the way the shell mounts them, with its query client and toaster. */
export function renderRoute(path: string) {
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
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return { user, router };
}
