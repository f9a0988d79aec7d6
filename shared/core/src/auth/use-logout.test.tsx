import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@talentindia/router';
import { useNavStore } from '../nav/nav-store';
import { queryClient } from '../query/query-client';
import { useAuthStore } from './auth-store';
import { STORAGE_KEYS } from './storage-keys';
import { LOGOUT_REQUEST_TIMEOUT_MS, useLogout } from './use-logout';

const realFetch = globalThis.fetch;
const fetchMock = jest.fn<Promise<Response>, [Request, RequestInit?]>();

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

function renderSettings() {
  render(
    <MemoryRouter initialEntries={['/settings/profile']}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/settings/*" element={<SettingsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('useLogout', () => {
  beforeEach(() => {
    localStorage.clear();
    settled = null;
    globalThis.fetch = fetchMock as typeof fetch;
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
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('revokes the token with POST /logout, removes the seven keys, forgets cached data and goes to /', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: true, message: 'Logged out successfully.' }));
    renderSettings();
    expect(STORAGE_KEYS.every((key) => localStorage.getItem(key) !== null)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 0, unseenNotifications: 0, notifications: [] });
    expect(queryClient.getQueryData(['settings', 'profile'])).toBeUndefined();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost:4000/logout');
    expect(request.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it.each([
    ['the api refuses it', () => Promise.resolve(jsonResponse({ status: false, message: 'Unauthenticated.' }, 401))],
    ['the api fails', () => Promise.resolve(jsonResponse({ status: false, message: 'Server error.' }, 500))],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs out all the same when %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    renderSettings();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await expect(settled).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('revokes before it forgets, waiting at most 3 seconds for a slow api', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    let aborted = false;
    fetchMock.mockImplementation(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
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
    useAuthStore.getState().signOut();
    renderSettings();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await expect(settled).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
