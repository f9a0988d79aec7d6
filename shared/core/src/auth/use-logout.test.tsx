import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@talentindia/router';
import { useNavStore } from '../nav/nav-store';
import { queryClient } from '../query/query-client';
import { useAuthStore } from './auth-store';
import { jsonResponse, mockApi, networkError, type MockHandler } from '../testing/mock-api';
import { STORAGE_KEYS } from './storage-keys';
import { RequireAuth } from './require-auth';
import { peekReturnTo } from './return-to';
import { LOGOUT_REQUEST_TIMEOUT_MS, useLogout } from './use-logout';

let settled: Promise<void> | null = null;

function SettingsPage() {
  const logout = useLogout();
  return (
    <>
      <h1>Settings</h1>
      <button
        type="button"
        onClick={() => {
          settled = logout();
        }}
      >
        Log out
      </button>
    </>
  );
}

/** The settings page; `guarded` puts it behind RequireAuth, as the host mounts signed-in pages. */
function renderSettings(guarded = false) {
  render(
    <MemoryRouter initialEntries={['/settings/profile']}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route
          path="/settings/*"
          element={
            guarded ? (
              <RequireAuth>
                <SettingsPage />
              </RequireAuth>
            ) : (
              <SettingsPage />
            )
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLogout', () => {
  beforeEach(() => {
    localStorage.clear();
    settled = null;
    useAuthStore.getState().signIn({
      token: 'token-abc',
      firstName: 'Asha',
      email: 'asha@example.com',
      isEmailVerified: true,
      isMobileVerified: true,
      billingTaxId: 'GST-1',
    });
    useNavStore.getState().setNav({
      unreadMessages: 4,
      notifications: [{ id: 1, type: 'simple', description: 'Hello', action: '/jobs', seen: 0 }],
    });
    queryClient.setQueryData(['settings', 'profile'], { first_name: 'Asha' });
  });

  afterEach(() => {
    queryClient.clear();
    jest.useRealTimers();
  });

  it('revokes the token with POST /logout, removes the seven keys, forgets cached data and goes to /', async () => {
    const { calls } = mockApi({ 'POST logout': { body: { status: true, message: 'Logged out successfully.' } } });
    renderSettings();
    expect(STORAGE_KEYS.every((key) => localStorage.getItem(key) !== null)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 0, unseenNotifications: 0, notifications: [] });
    expect(queryClient.getQueryData(['settings', 'profile'])).toBeUndefined();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'logout', authorization: 'Bearer token-abc' });
    expect(calls[0]?.request.url).toBe('http://localhost:4000/logout');
  });

  it('keeps no page to come back to: the next login starts at the dashboard', async () => {
    mockApi({ 'POST logout': { body: { status: true, message: 'Logged out successfully.' } } });
    renderSettings(true);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(peekReturnTo()).toBeNull();
  });

  it.each<[string, MockHandler]>([
    ['the api refuses it', () => jsonResponse({ status: false, message: 'Unauthenticated.' }, 401)],
    ['the api fails', () => jsonResponse({ status: false, message: 'Server error.' }, 500)],
    ['the network is down', () => networkError()],
  ])('logs out all the same when %s', async (_case, answer) => {
    const { calls } = mockApi({ 'POST logout': answer });
    renderSettings();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await expect(settled).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    // The router renders the navigation as a transition: on a busy machine it lands a moment after.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('revokes before it forgets, waiting at most 3 seconds for a slow api', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    let aborted = false;
    mockApi({
      'POST logout': ({ request }) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            // The page has given up on it: whatever comes now is thrown away.
            resolve(networkError());
          });
        }),
    });
    renderSettings();

    act(() => screen.getByRole('button', { name: 'Log out' }).click());

    // The token is still stored while the api is asked to revoke it.
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token-abc');

    await act(() => jest.advanceTimersByTimeAsync(LOGOUT_REQUEST_TIMEOUT_MS));
    await expect(settled).resolves.toBeUndefined();
    expect(aborted).toBe(true);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('makes no call when nobody is signed in', async () => {
    const { calls } = mockApi({ 'POST logout': { body: { status: true, message: 'Logged out successfully.' } } });
    useAuthStore.getState().signOut();
    renderSettings();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await expect(settled).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
