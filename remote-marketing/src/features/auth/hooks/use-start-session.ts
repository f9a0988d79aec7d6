import { useCallback } from 'react';
import { useNavigate } from '@talentindia/router';
import type { AuthResponse } from '@talentindia/contracts';
import { useAuthStore } from '@talentindia/core';

/** Spec §4: a successful sign-up or login stores the session and goes to /dashboard. */
export function useStartSession(): (response: AuthResponse) => void {
  const navigate = useNavigate();
  return useCallback(
    ({ data: { token, user } }: AuthResponse) => {
      useAuthStore.getState().signIn({
        token,
        firstName: user.first_name,
        email: user.email,
        isEmailVerified: user.is_email_verified,
        isMobileVerified: user.is_mobile_verified,
      });
      void navigate('/dashboard', { replace: true });
    },
    [navigate],
  );
}
