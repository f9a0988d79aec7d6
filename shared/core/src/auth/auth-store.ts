import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { USER_ROLES, type UserRole } from '@talentindia/contracts/constants';
import { SESSION_STORAGE_KEYS, type SessionStorageKey } from './storage-keys';

export type { UserRole };

export interface Session {
  accessToken: string | null;
  firstName: string | null;
  email: string | null;
  isEmailVerified: boolean;
  isMobileVerified: boolean;
  billingTaxId: string | null;
  /** Client or freelancer (issue 18); null for a session stored before roles were (a client's, then). */
  role: UserRole | null;
}

export interface SignInInput {
  token: string;
  firstName: string;
  email: string;
  isEmailVerified?: boolean;
  isMobileVerified?: boolean;
  billingTaxId?: string | null;
  role?: UserRole | null;
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
  role: null,
};

const isUserRole = (value: string | null): value is UserRole =>
  (USER_ROLES as readonly (string | null)[]).includes(value);

/** The stored string of each key for a session; null removes the key. */
function toStorage(session: Session): Record<SessionStorageKey, string | null> {
  const signedIn = Boolean(session.accessToken);
  return {
    accessToken: session.accessToken,
    first_name: signedIn ? session.firstName : null,
    email: signedIn ? session.email : null,
    isEmailVerified: signedIn ? String(session.isEmailVerified) : null,
    isMobileVerified: signedIn ? String(session.isMobileVerified) : null,
    isLoggedIn: signedIn ? 'true' : null,
    billingTaxId: signedIn ? session.billingTaxId : null,
    role: signedIn ? session.role : null,
  };
}

function fromStorage(read: (key: SessionStorageKey) => string | null): Session {
  const accessToken = read('accessToken');
  if (!accessToken) return signedOut;
  const role = read('role');
  return {
    accessToken,
    firstName: read('first_name'),
    email: read('email'),
    isEmailVerified: read('isEmailVerified') === 'true',
    isMobileVerified: read('isMobileVerified') === 'true',
    billingTaxId: read('billingTaxId'),
    role: isUserRole(role) ? role : null,
  };
}

/**
 * zustand's persist middleware, written to the spec's seven separate keys (and the role's) rather
 * than one JSON blob, so other code (and other tabs) that read localStorage directly see the same session.
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
    for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
  },
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({
        token,
        firstName,
        email,
        isEmailVerified = false,
        isMobileVerified = false,
        billingTaxId = null,
        role = null,
      }) => set({ accessToken: token, firstName, email, isEmailVerified, isMobileVerified, billingTaxId, role }),
      update: (changes) => set(changes),
      signOut: () => set(signedOut),
    }),
    {
      name: 'talentindia-session',
      storage: sevenKeyStorage,
      partialize: ({ accessToken, firstName, email, isEmailVerified, isMobileVerified, billingTaxId, role }) => ({
        accessToken,
        firstName,
        email,
        isEmailVerified,
        isMobileVerified,
        billingTaxId,
        role,
      }),
    },
  ),
);

/** True when an access token is stored: the spec's definition of logged in (§4). */
export const selectIsLoggedIn = (state: AuthState): boolean => Boolean(state.accessToken);

/** A freelancer's session (issue 18). A session of unknown role is taken for a client's, as every sign-up is one. */
export const selectIsFreelancer = (state: AuthState): boolean => state.role === 'freelancer';

/** Keeps every tab on the same session: a login or logout in one tab shows in the others. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_STORAGE_KEYS as readonly string[]).includes(event.key)) {
      void useAuthStore.persist.rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
