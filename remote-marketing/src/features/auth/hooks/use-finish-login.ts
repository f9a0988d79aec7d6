import { useCallback } from 'react';
import type { LoginResponse } from '@talentindia/contracts';
import { useStartSession } from './use-start-session';

/** A login answered with a challenge: two-step sign-in is on, and no session is given yet. */
export type LoginChallenge = Extract<LoginResponse, { data: { two_factor_required: true } }>;

export function isLoginChallenge(response: LoginResponse): response is LoginChallenge {
  return 'two_factor_required' in response.data;
}

/** Where a login (password or Google) goes next: the session and the user's home page, or the second step. */
export function useFinishLogin(onChallenge: (challenge: LoginChallenge) => void): (response: LoginResponse) => void {
  const startSession = useStartSession();
  return useCallback(
    (response: LoginResponse) => (isLoginChallenge(response) ? onChallenge(response) : startSession(response)),
    [onChallenge, startSession],
  );
}
