import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient, clearLocalSession } from '../http/api-client';
import { useAuthStore } from './auth-store';

/** The revoke call is a courtesy to the server: it never holds the user up for longer than this. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 5_000;

/**
 * Asks the api to revoke the token (`POST /logout`). Best effort: a failure, a time-out or an
 * already revoked token changes nothing for the user, so the promise never rejects.
 */
async function revokeToken(token: string): Promise<void> {
  try {
    await apiClient().post('logout', {
      // Sent with the token captured before the local session went, not the (by then empty) store.
      headers: { Authorization: `Bearer ${token}` },
      timeout: LOGOUT_REQUEST_TIMEOUT_MS,
    });
  } catch {
    // Best effort: the local session is gone either way, and the token expires on the server.
  }
}

/**
 * Spec §4: logout removes the seven stored keys and goes to /. Cached server data goes with them,
 * and the api is asked to revoke the token. The local logout and the navigation happen at once;
 * the returned promise settles when the revoke call has (it never rejects).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = useAuthStore.getState().accessToken;
    const revoked = token ? revokeToken(token) : Promise.resolve();
    clearLocalSession();
    void navigate('/', { replace: true });
    return revoked;
  }, [navigate]);
}
