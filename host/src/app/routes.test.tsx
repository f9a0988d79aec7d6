import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@talentindia/core/testing';
import { renderApp, resetApp, serveFakeRemotes, storeSession } from '../testing/app-test-kit';

jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerRemotes: jest.fn() };
  return { getInstance: jest.fn(() => instance), loadRemote: jest.fn(), registerRemotes: jest.fn() };
});

beforeEach(() => {
  serveFakeRemotes();
  mockApi({ 'GET notifications': { body: { status: true, data: [] } } });
});

afterEach(resetApp);

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
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(signedInPaths)('%s shows its page to a signed-in user', async (path, heading) => {
    await storeSession();
    const { router } = renderApp(path);

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
