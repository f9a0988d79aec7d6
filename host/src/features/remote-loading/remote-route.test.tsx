import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useAuthStore, type RemoteRoutesModule } from '@talentindia/core';
import { fakeRemotes, remoteManifests, renderApp, storeSession } from '../../testing/app-test-kit';
import { registerRemoteManifests, type RemoteName } from './remote-registry';
import { resetRemote } from './use-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerRemotes: jest.fn() };
  return { getInstance: jest.fn(() => instance), loadRemote: jest.fn(), registerRemotes: jest.fn() };
});

const mockLoadRemote = jest.mocked(loadRemote);
const forceRegister = jest.mocked(getInstance()!.registerRemotes);

function BrokenProfile(): never {
  throw new Error('Cannot read properties of undefined (reading "first_name")');
}

const settingsModule = (profile: ReactElement): RemoteRoutesModule => ({
  routes: [{ path: '/settings', children: [{ path: 'profile', element: profile }] }],
});

/** What loadRemote answers per module id; a function throws or never settles, as a broken remote would. */
let remoteAnswers: Record<string, () => Promise<RemoteRoutesModule | undefined>> = {};

const networkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(async () => {
  registerRemoteManifests(remoteManifests);
  remoteAnswers = {};
  mockLoadRemote.mockImplementation(
    ((id: string) => remoteAnswers[id]?.() ?? Promise.resolve(fakeRemotes[id])) as typeof loadRemote,
  );
  // A failing remote is reported on the console by design; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await storeSession();
});

afterEach(async () => {
  jest.useRealTimers();
  // Loaded route modules are kept for the page's lifetime; each test starts from an empty page.
  for (const name of Object.keys(remoteManifests) as RemoteName[]) resetRemote(name);
  localStorage.clear();
  await useAuthStore.persist.rehydrate();
});

describe('a remote that cannot be loaded', () => {
  it('shows its fallback in place of the page while the shell keeps working', async () => {
    remoteAnswers['settings/routes'] = networkError;
    const { user } = renderApp('/settings/profile');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Settings is unavailable right now' })).toHaveFocus();
    expect(alert).toHaveTextContent('The rest of the site keeps working; try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();

    // The header still works, and so do pages of other remotes.
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'My Jobs' }));
    await user.click(screen.getByRole('menuitem', { name: 'All Jobs' }));
    expect(await screen.findByRole('heading', { name: 'All Jobs' })).toBeInTheDocument();
  });

  it('loads the page on Try again once the remote is back, dropping the cached failure', async () => {
    remoteAnswers['settings/routes'] = networkError;
    const { user } = renderApp('/settings/profile');
    await screen.findByRole('heading', { name: 'Settings is unavailable right now' });
    expect(forceRegister).not.toHaveBeenCalled();

    delete remoteAnswers['settings/routes'];
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(forceRegister).toHaveBeenCalledWith([{ name: 'settings', entry: remoteManifests.settings }], {
      force: true,
    });
  });

  it('offers Reload page after three failed tries', async () => {
    remoteAnswers['settings/routes'] = networkError;
    const { user } = renderApp('/settings/profile');
    await screen.findByRole('heading', { name: 'Settings is unavailable right now' });

    for (let tries = 1; tries <= 3; tries += 1) {
      expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(mockLoadRemote).toHaveBeenCalledTimes(tries + 1));
      await screen.findByRole('heading', { name: 'Settings is unavailable right now' });
    }

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Reloading the page often helps');
  });

  it('shows its fallback when remotes.json gives no address for it', async () => {
    const { messages: _messages, ...otherManifests } = remoteManifests;
    registerRemoteManifests(otherManifests);
    renderApp('/messages');

    expect(await screen.findByRole('heading', { name: 'Messages is unavailable right now' })).toBeInTheDocument();
    expect(mockLoadRemote).not.toHaveBeenCalledWith('messages/routes');
  });

  it('shows its fallback when the remote provides no routes', async () => {
    remoteAnswers['jobsReports/routes'] = () => Promise.resolve(undefined);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard is unavailable right now' })).toBeInTheDocument();
  });
});

describe('a remote that throws while rendering', () => {
  it('shows the fallback instead of taking the shell down', async () => {
    remoteAnswers['settings/routes'] = () => Promise.resolve(settingsModule(<BrokenProfile />));
    renderApp('/settings/profile');

    expect(await screen.findByRole('heading', { name: 'Settings is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('renders the fixed page on Try again', async () => {
    remoteAnswers['settings/routes'] = () => Promise.resolve(settingsModule(<BrokenProfile />));
    const { user } = renderApp('/settings/profile');
    await screen.findByRole('heading', { name: 'Settings is unavailable right now' });

    delete remoteAnswers['settings/routes'];
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
  });
});

describe('a remote that is slow to load', () => {
  it('says it is loading, and after 5 seconds that it is taking longer than usual', async () => {
    jest.useFakeTimers();
    remoteAnswers['jobsReports/routes'] = () => new Promise(() => undefined);
    renderApp('/dashboard');

    expect(screen.getByText('Loading Dashboard…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Loading Dashboard…')).toBeInTheDocument();
    expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));

    expect(screen.getByText('Still loading Dashboard… this is taking longer than usual.')).toBeInTheDocument();
    expect(screen.queryByText('Loading Dashboard…')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the page once it arrives', async () => {
    let arrive: (module: RemoteRoutesModule) => void = () => undefined;
    remoteAnswers['jobsReports/routes'] = () => new Promise((resolve) => (arrive = resolve));
    renderApp('/dashboard');
    expect(screen.getByText('Loading Dashboard…')).toBeInTheDocument();

    await act(async () => arrive(fakeRemotes['jobsReports/routes']!));

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Dashboard…')).not.toBeInTheDocument();
  });
});
