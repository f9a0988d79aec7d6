import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@talentindia/router';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { AppToaster, toast, useAuthStore } from '@talentindia/core';
import { NotFoundPage } from '@talentindia/ui';
import { routes } from '../routes';

/** A fresh server-state cache per test (the host's one client in the product): no data leaks between tests. */
function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A stored session, as after a login (the settings calls carry its token). */
export function signInForTest(): void {
  localStorage.clear();
  useAuthStore.getState().signIn({ token: 'session-token', firstName: 'Asha', email: 'asha@example.com' });
}

/** Renders the remote's routes at `path` the way the shell mounts them, with its query client and toaster. */
export function renderRoute(path: string) {
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
        // As the host mounts a remote: any path it does not serve is the 404 page, inside the shell.
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
  return { user, router };
}
