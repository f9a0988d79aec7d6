import { STORAGE_KEYS } from './storage-keys';
import {
  selectIsFreelancer,
  selectIsLoggedIn,
  syncSessionAcrossTabs,
  useAuthStore,
  type AuthState,
} from './auth-store';
import { homePathFor } from './home-path';

/** Everything localStorage holds, as a plain object. */
function storedEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
  }
  return entries;
}

/** What another tab (or an earlier visit) left in storage for a signed-in user. */
function writeStoredSession(values: Partial<Record<(typeof STORAGE_KEYS)[number], string>>) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
}

beforeEach(() => {
  useAuthStore.getState().signOut();
  localStorage.clear();
});

describe('signIn', () => {
  it('writes the six session keys, and billingTaxId only when there is one', () => {
    useAuthStore.getState().signIn({ token: 'token-abc', firstName: 'Asha', email: 'asha@example.com' });

    expect(storedEntries()).toEqual({
      accessToken: 'token-abc',
      first_name: 'Asha',
      email: 'asha@example.com',
      isEmailVerified: 'false',
      isMobileVerified: 'false',
      isLoggedIn: 'true',
    });
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(true);
  });

  it('writes exactly the seven keys with the verification flags and the tax id', () => {
    useAuthStore.getState().signIn({
      token: 'token-abc',
      firstName: 'Asha',
      email: 'asha@example.com',
      isEmailVerified: true,
      isMobileVerified: false,
      billingTaxId: '22AAAAA0000A1Z5',
    });

    const stored = storedEntries();
    expect(Object.keys(stored).sort()).toEqual([...STORAGE_KEYS].sort());
    expect(stored).toEqual({
      accessToken: 'token-abc',
      first_name: 'Asha',
      email: 'asha@example.com',
      isEmailVerified: 'true',
      isMobileVerified: 'false',
      isLoggedIn: 'true',
      billingTaxId: '22AAAAA0000A1Z5',
    });
  });

  it('writes no billingTaxId for an empty tax id', () => {
    useAuthStore
      .getState()
      .signIn({ token: 'token-abc', firstName: 'Asha', email: 'asha@example.com', billingTaxId: '' });

    expect(localStorage.getItem('billingTaxId')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('token-abc');
  });

  it('keeps the stored keys in step with later updates', () => {
    useAuthStore.getState().signIn({ token: 'token-abc', firstName: 'Asha', email: 'asha@example.com' });
    useAuthStore.getState().update({ firstName: 'Asha R', isMobileVerified: true, billingTaxId: 'GST-1' });

    expect(localStorage.getItem('first_name')).toBe('Asha R');
    expect(localStorage.getItem('isMobileVerified')).toBe('true');
    expect(localStorage.getItem('billingTaxId')).toBe('GST-1');

    useAuthStore.getState().update({ billingTaxId: null });
    expect(localStorage.getItem('billingTaxId')).toBeNull();
  });
});

describe('the role (issue 18)', () => {
  it('is stored under its own key beside the seven, which stay as they are', () => {
    useAuthStore.getState().signIn({
      token: 'token-abc',
      firstName: 'Priya',
      email: 'priya@example.com',
      role: 'freelancer',
    });

    expect(storedEntries()).toEqual({
      accessToken: 'token-abc',
      first_name: 'Priya',
      email: 'priya@example.com',
      isEmailVerified: 'false',
      isMobileVerified: 'false',
      isLoggedIn: 'true',
      role: 'freelancer',
    });
    expect(selectIsFreelancer(useAuthStore.getState())).toBe(true);
  });

  it('is not stored when unknown, and a session of unknown role is a client’s', () => {
    useAuthStore.getState().signIn({ token: 'token-abc', firstName: 'Asha', email: 'asha@example.com' });

    expect(localStorage.getItem('role')).toBeNull();
    expect(useAuthStore.getState().role).toBeNull();
    expect(selectIsFreelancer(useAuthStore.getState())).toBe(false);
  });

  it('follows an update and goes with the session', () => {
    useAuthStore.getState().signIn({ token: 'token-abc', firstName: 'Asha', email: 'asha@example.com' });
    useAuthStore.getState().update({ role: 'client' });
    expect(localStorage.getItem('role')).toBe('client');

    localStorage.setItem('cookie-consent', 'yes');
    useAuthStore.getState().signOut();

    expect(storedEntries()).toEqual({ 'cookie-consent': 'yes' });
    expect(useAuthStore.getState().role).toBeNull();
  });

  it('leads a freelancer to Messages and a client (or an unknown role) to the dashboard', () => {
    expect(homePathFor('freelancer')).toBe('/messages');
    expect(homePathFor('client')).toBe('/dashboard');
    expect(homePathFor(null)).toBe('/dashboard');
  });
});

describe('signOut', () => {
  it('removes all seven keys and leaves other stored data alone', () => {
    localStorage.setItem('cookie-consent', 'yes');
    useAuthStore.getState().signIn({
      token: 'token-abc',
      firstName: 'Asha',
      email: 'asha@example.com',
      isEmailVerified: true,
      isMobileVerified: true,
      billingTaxId: 'GST-1',
    });

    useAuthStore.getState().signOut();

    expect(storedEntries()).toEqual({ 'cookie-consent': 'yes' });
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(false);
  });
});

describe('initial session', () => {
  /** A fresh copy of the store module, as a page load would create it. */
  function loadFreshStore(): AuthState {
    let state: AuthState | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance per page load
      const fresh = require('./auth-store') as { useAuthStore: typeof useAuthStore };
      state = fresh.useAuthStore.getState();
    });
    if (!state) throw new Error('The store module did not load.');
    return state;
  }

  it('starts from the keys already in storage', () => {
    writeStoredSession({
      accessToken: 'stored-token',
      first_name: 'Ravi',
      email: 'ravi@example.com',
      isEmailVerified: 'true',
      isMobileVerified: 'false',
      isLoggedIn: 'true',
      billingTaxId: 'GST-9',
    });

    const state = loadFreshStore();

    expect(state).toMatchObject({
      accessToken: 'stored-token',
      firstName: 'Ravi',
      email: 'ravi@example.com',
      isEmailVerified: true,
      isMobileVerified: false,
      billingTaxId: 'GST-9',
    });
    expect(selectIsLoggedIn(state)).toBe(true);
  });

  it('starts with the stored role, and ignores a value that is not one', async () => {
    writeStoredSession({ accessToken: 'stored-token', first_name: 'Priya' });
    localStorage.setItem('role', 'freelancer');
    expect(loadFreshStore().role).toBe('freelancer');

    localStorage.setItem('role', 'admin');
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().role).toBeNull();
  });

  it('starts signed out when no access token is stored, whatever else is', () => {
    writeStoredSession({ first_name: 'Ravi', isLoggedIn: 'true' });

    const state = loadFreshStore();

    expect(selectIsLoggedIn(state)).toBe(false);
    expect(state.firstName).toBeNull();
  });

  it('re-reads storage on rehydrate', async () => {
    writeStoredSession({ accessToken: 'later-token', first_name: 'Meera', email: 'meera@example.com' });

    await useAuthStore.persist.rehydrate();

    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'later-token', firstName: 'Meera' });
  });
});

describe('syncSessionAcrossTabs', () => {
  let stopSyncing: () => void = () => undefined;
  afterEach(() => stopSyncing());

  it('picks up a login made in another tab', () => {
    stopSyncing = syncSessionAcrossTabs();
    writeStoredSession({ accessToken: 'other-tab-token', first_name: 'Kiran', email: 'kiran@example.com' });

    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'other-tab-token' }));

    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'other-tab-token', firstName: 'Kiran' });
  });

  it('picks up a logout made in another tab (storage cleared)', () => {
    useAuthStore.getState().signIn({ token: 'token-abc', firstName: 'Asha', email: 'asha@example.com' });
    stopSyncing = syncSessionAcrossTabs();
    localStorage.clear();

    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(false);
  });

  it('picks up the role another tab learned', () => {
    useAuthStore.getState().signIn({ token: 'token-abc', firstName: 'Priya', email: 'priya@example.com' });
    stopSyncing = syncSessionAcrossTabs();
    localStorage.setItem('role', 'freelancer');

    window.dispatchEvent(new StorageEvent('storage', { key: 'role', newValue: 'freelancer' }));

    expect(useAuthStore.getState().role).toBe('freelancer');
  });

  it('ignores changes to keys that are not part of the session', () => {
    stopSyncing = syncSessionAcrossTabs();
    writeStoredSession({ accessToken: 'not-announced' });

    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent', newValue: 'yes' }));

    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('stops listening once cleaned up', () => {
    syncSessionAcrossTabs()();
    writeStoredSession({ accessToken: 'after-cleanup' });

    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'after-cleanup' }));

    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
