import { useAuthStore } from '@talentindia/core';

/** Starts every test signed out, with nothing stored. */
export function resetSession(): void {
  useAuthStore.getState().signOut();
  localStorage.clear();
}

/** A stored session, as after a login. */
export function signInForTest(): void {
  useAuthStore.getState().signIn({ token: 'existing-token', firstName: 'Asha', email: 'asha@example.com' });
}
