import { loadRemote } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { notificationMessages, type NavResponse, type Notification } from '@talentindia/contracts';
import {
  queryClient,
  toast,
  useAuthStore,
  useNavStore,
  usePageTitle,
  type RemoteRoutesModule,
} from '@talentindia/core';
import { jsonResponse, mockApi, type ApiCall, type MockHandler } from '@talentindia/core/testing';
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

/** The calls the page made, as `"METHOD path?query"` (base URL left out). */
export function apiCalls(calls: readonly ApiCall[]): string[] {
  return calls.map(({ method, path, query }) => `${method} ${path}${query ? `?${query}` : ''}`);
}

/** Forgets everything a test left behind: the session, the nav store, cached server data, toasts. */
export async function resetApp() {
  localStorage.clear();
  await useAuthStore.persist.rehydrate();
  useNavStore.getState().clear();
  queryClient.clear();
  toast.remove();
}

/** The user of `storeSession`, as `GET /nav` describes them. */
export const navUser: NavResponse['data']['user'] = {
  first_name: 'Asha',
  email: 'asha@example.com',
  image: null,
  is_email_verified: true,
  is_mobile_verified: false,
};

/** A notification as the api sends it; seen, simple and leading to /jobs unless told otherwise. */
export function makeNotification(id: number, changes: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'simple',
    description: `Notification ${id}`,
    action: '/jobs',
    seen: 1,
    created_at: new Date(Date.UTC(2025, 0, 1, 9, id)).toISOString(),
    ...changes,
  };
}

/** A `GET /nav` answer. */
export function navBody(changes: Partial<NavResponse['data']> = {}): NavResponse {
  const notifications = changes.notifications ?? [];
  return {
    status: true,
    data: {
      unread_messages: 0,
      unseen_notifications: notifications.filter((notification) => notification.seen === 0).length,
      notifications,
      user: navUser,
      ...changes,
    },
  };
}

/**
 * A stand-in for the notifications part of the api, with state: `GET nav` (the latest ten),
 * `GET notifications?page=n`, `GET notifications/seen`, `DELETE notifications/` and
 * `DELETE notifications/:id`. `routes` adds or replaces routes.
 */
export function serveNotificationsApi(initial: Notification[], routes: Record<string, MockHandler> = {}) {
  let items = [...initial];
  const page = (query: string) => Number(new URLSearchParams(query).get('page') ?? '1');
  const { calls } = mockApi({
    'GET nav': () =>
      jsonResponse(
        navBody({
          notifications: items.slice(0, 10),
          unseen_notifications: items.filter((item) => item.seen === 0).length,
        }),
      ),
    'GET notifications': ({ query }) =>
      jsonResponse({ status: true, data: items.slice((page(query) - 1) * 10, page(query) * 10) }),
    'GET notifications/seen': () => {
      items = items.map((item) => ({ ...item, seen: 1 }));
      return jsonResponse({ status: true, message: notificationMessages.allSeen });
    },
    'DELETE notifications/': () => {
      items = [];
      return jsonResponse({ status: true, message: notificationMessages.cleared });
    },
    'DELETE notifications/:id': ({ params }) => {
      const id = Number(params.id);
      if (!items.some((item) => item.id === id)) {
        return jsonResponse({ status: false, message: notificationMessages.notFound }, 404);
      }
      items = items.filter((item) => item.id !== id);
      return jsonResponse({ status: true, message: notificationMessages.removed });
    },
    ...routes,
  });
  return {
    calls,
    /** What the server holds now. */
    items: () => items,
    /** A new notification arrives (newest first). */
    add: (notification: Notification) => {
      items = [notification, ...items];
    },
  };
}
