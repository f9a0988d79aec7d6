import { useCallback } from 'react';
import { useNavigate } from '@talentindia/router';
import { apiClient, clearLocalSession } from '../http/api-client';
import { useAuthStore } from './auth-store';
import { forgetReturnTo } from './return-to';

/** The revoke call never holds the user up for longer than this. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 3_000;

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
 * Spec §4: logout removes the seven stored keys and goes to /. The api is asked to revoke the token
 * first (`POST /logout`, at most 3 s), so the token is dead before it is forgotten; then the stored
 * keys and cached server data go, whatever the call's outcome. The promise never rejects.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = useAuthStore.getState().accessToken;
    if (token) await revokeToken(token);
    clearLocalSession();
    // Logging out on purpose: the next sign-in starts at the dashboard, not where this one left.
    forgetReturnTo();
    void navigate('/', { replace: true });
  }, [navigate]);
}
