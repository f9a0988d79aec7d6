import { useAuthStore } from '../auth/auth-store';

/** The token of signInForTest's session: what its requests carry (`Bearer session-token`). */
export const TEST_SESSION_TOKEN = 'session-token';

/** Starts a test signed out, with nothing stored. */
export function resetSession(): void {
  useAuthStore.getState().signOut();
  localStorage.clear();
}

/** A stored session, as after a login: Asha's, and nothing else stored. */
export function signInForTest(): void {
  localStorage.clear();
  useAuthStore.getState().signIn({ token: TEST_SESSION_TOKEN, firstName: 'Asha', email: 'asha@example.com' });
}
