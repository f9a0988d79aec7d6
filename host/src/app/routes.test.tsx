import { loadRemote } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { queryClient, usePageTitle, useAuthStore, type RemoteRoutesModule } from '@talentindia/core';
import { registerRemoteManifests } from '../features/remote-loading/remote-registry';
import { createAppRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerRemotes: jest.fn() };
  return { getInstance: jest.fn(() => instance), loadRemote: jest.fn(), registerRemotes: jest.fn() };
});

/** A remote's page: its heading and its document title. */
function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

/** Stand-ins for the remotes' `./routes` modules, shaped like theirs (each prefix with relative children). */
const fakeRemotes: Record<string, RemoteRoutesModule> = {
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

function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A session left in storage by an earlier login, read as a page load would. */
async function storeSession() {
  localStorage.setItem('accessToken', 'token-abc');
  localStorage.setItem('first_name', 'Asha');
  localStorage.setItem('email', 'asha@example.com');
  localStorage.setItem('isLoggedIn', 'true');
  await useAuthStore.persist.rehydrate();
}

beforeEach(() => {
  registerRemoteManifests({
    marketing: 'http://localhost:3001/mf-manifest.json',
    settings: 'http://localhost:3002/mf-manifest.json',
    messages: 'http://localhost:3003/mf-manifest.json',
    jobsReports: 'http://localhost:3004/mf-manifest.json',
  });
  jest.mocked(loadRemote).mockImplementation(((id: string) => Promise.resolve(fakeRemotes[id])) as typeof loadRemote);
});

afterEach(async () => {
  localStorage.clear();
  await useAuthStore.persist.rehydrate();
});

describe('signed-in routes', () => {
  const signedInPaths = [
    ['/settings/profile', 'Profile Details'],
    ['/messages', 'Chats'],
    ['/dashboard', 'Dashboard'],
    ['/jobs', 'All Jobs'],
    ['/reports/transaction-history', 'Transaction History'],
    ['/freelancers/1', 'Profile'],
    ['/freelancer/profile', 'Profile'],
    ['/notifications', 'Notifications'],
  ];

  it.each(signedInPaths)('%s sends a visitor to the home page', async (path, heading) => {
    const router = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(signedInPaths)('%s shows its page to a signed-in user', async (path, heading) => {
    await storeSession();
    const router = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('unknown paths', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('show the 404 page with its title', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | TalentIndia');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('offer Back to Home, which goes to /', async () => {
    renderApp('/no-such-page');

    await userEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
  });

  it('inside a remote’s prefix show the 404 page too', async () => {
    await storeSession();
    renderApp('/settings/nope');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | TalentIndia');
  });

  it('below a single page show the 404 page', async () => {
    await storeSession();
    renderApp('/notifications/old');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('every page', () => {
  it('shows the under-development banner', async () => {
    renderApp('/');

    expect(await screen.findByRole('region', { name: 'Site notice' })).toHaveTextContent(
      'This website is under development. Please check back soon for the full experience.',
    );
  });

  it('shows the banner on signed-in pages as well', async () => {
    await storeSession();
    renderApp('/dashboard');

    expect(await screen.findByRole('region', { name: 'Site notice' })).toHaveTextContent(
      'This website is under development.',
    );
  });
});
