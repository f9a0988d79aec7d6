import { loadRemote } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { queryClient, useAuthStore, usePageTitle, type RemoteRoutesModule } from '@talentindia/core';
import { createAppRoutes } from '../app/routes';
import { registerRemoteManifests, type RemoteName } from '../features/remote-loading/remote-registry';

/**
 * What the host's tests share: stand-in remotes and the real route tree around them. A test file
 * still declares `jest.mock('@module-federation/enhanced/runtime', …)` itself (jest hoists it per file).
 */

/** A remote's page: its heading and its document title. */
export function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

export const remoteManifests: Record<RemoteName, string> = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  settings: 'http://localhost:3002/mf-manifest.json',
  messages: 'http://localhost:3003/mf-manifest.json',
  jobsReports: 'http://localhost:3004/mf-manifest.json',
};

/** Stand-ins for the remotes' `./routes` modules, shaped like theirs (each prefix with relative children). */
export const fakeRemotes: Record<string, RemoteRoutesModule> = {
  'marketing/routes': { routes: [{ path: '/', element: <Page title="Find talent your way" /> }] },
  'settings/routes': {
    routes: [{ path: '/settings', children: [{ path: 'profile', element: <Page title="Profile Details" /> }] }],
  },
  'messages/routes': { routes: [{ path: '/messages', children: [{ index: true, element: <Page title="Chats" /> }] }] },
  'jobsReports/routes': {
    routes: [
      { path: '/dashboard', children: [{ index: true, element: <Page title="Dashboard" /> }] },
      { path: '/jobs', children: [{ index: true, element: <Page title="All Jobs" /> }] },
      { path: '/reports', children: [{ path: 'transaction-history', element: <Page title="Transaction History" /> }] },
      { path: '/freelancers', children: [{ path: ':id', element: <Page title="Profile" /> }] },
      { path: '/freelancer', children: [{ path: 'profile', element: <Page title="Profile" /> }] },
    ],
  },
};

/** Registers the remotes and answers every `loadRemote` with its stand-in. */
export function serveFakeRemotes() {
  registerRemoteManifests(remoteManifests);
  jest.mocked(loadRemote).mockImplementation(((id: string) => Promise.resolve(fakeRemotes[id])) as typeof loadRemote);
}

/** The host's real route tree in a memory router, at `path`. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** A session left in storage by an earlier login (all seven keys), read as a page load would. */
export async function storeSession() {
  localStorage.setItem('accessToken', 'token-abc');
  localStorage.setItem('first_name', 'Asha');
  localStorage.setItem('email', 'asha@example.com');
  localStorage.setItem('isEmailVerified', 'true');
  localStorage.setItem('isMobileVerified', 'false');
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('billingTaxId', 'GST-1');
  await useAuthStore.persist.rehydrate();
}
