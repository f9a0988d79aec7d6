import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { STORAGE_KEYS, type StorageKey } from './storage-keys';

export interface Session {
  accessToken: string | null;
  firstName: string | null;
  email: string | null;
  isEmailVerified: boolean;
  isMobileVerified: boolean;
  billingTaxId: string | null;
}

export interface SignInInput {
  token: string;
  firstName: string;
  email: string;
  isEmailVerified?: boolean;
  isMobileVerified?: boolean;
  billingTaxId?: string | null;
}

export interface AuthState extends Session {
  signIn: (input: SignInInput) => void;
  update: (changes: Partial<Omit<Session, 'accessToken'>>) => void;
  signOut: () => void;
}

const signedOut: Session = {
  accessToken: null,
  firstName: null,
  email: null,
  isEmailVerified: false,
  isMobileVerified: false,
  billingTaxId: null,
};

/** The stored string of each key for a session; null removes the key. */
function toStorage(session: Session): Record<StorageKey, string | null> {
  const signedIn = Boolean(session.accessToken);
  return {
    accessToken: session.accessToken,
    first_name: signedIn ? session.firstName : null,
    email: signedIn ? session.email : null,
    isEmailVerified: signedIn ? String(session.isEmailVerified) : null,
    isMobileVerified: signedIn ? String(session.isMobileVerified) : null,
    isLoggedIn: signedIn ? 'true' : null,
    billingTaxId: signedIn ? session.billingTaxId : null,
  };
}

function fromStorage(read: (key: StorageKey) => string | null): Session {
  const accessToken = read('accessToken');
  if (!accessToken) return signedOut;
  return {
    accessToken,
    firstName: read('first_name'),
    email: read('email'),
    isEmailVerified: read('isEmailVerified') === 'true',
    isMobileVerified: read('isMobileVerified') === 'true',
    billingTaxId: read('billingTaxId'),
  };
}

/**
 * zustand's persist middleware, written to the spec's seven separate keys rather than one JSON
 * blob, so other code (and other tabs) that read localStorage directly see the same session.
 */
const sevenKeyStorage: PersistStorage<Session> = {
  getItem: () => ({ state: fromStorage((key) => localStorage.getItem(key)), version: 0 }),
  setItem: (_name, value: StorageValue<Session>) => {
    for (const [key, stored] of Object.entries(toStorage(value.state))) {
      if (stored === null || stored === '') localStorage.removeItem(key);
      else localStorage.setItem(key, stored);
    }
  },
  removeItem: () => {
    for (const key of STORAGE_KEYS) localStorage.removeItem(key);
  },
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ token, firstName, email, isEmailVerified = false, isMobileVerified = false, billingTaxId = null }) =>
        set({ accessToken: token, firstName, email, isEmailVerified, isMobileVerified, billingTaxId }),
      update: (changes) => set(changes),
      signOut: () => set(signedOut),
    }),
    {
      name: 'talentindia-session',
      storage: sevenKeyStorage,
      partialize: ({ accessToken, firstName, email, isEmailVerified, isMobileVerified, billingTaxId }) => ({
        accessToken,
        firstName,
        email,
        isEmailVerified,
        isMobileVerified,
        billingTaxId,
      }),
    },
  ),
);

/** True when an access token is stored: the spec's definition of logged in (§4). */
export const selectIsLoggedIn = (state: AuthState): boolean => Boolean(state.accessToken);

/** Keeps every tab on the same session: a login or logout in one tab shows in the others. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (STORAGE_KEYS as readonly string[]).includes(event.key)) {
      void useAuthStore.persist.rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
