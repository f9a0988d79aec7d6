import { useCallback } from 'react';
import { useNavigate } from '@talentindia/router';
import type { AuthResponse } from '@talentindia/contracts';
import { homePathFor, takeReturnTo, useAuthStore } from '@talentindia/core';

/**
 * Spec §4: a successful sign-up or login stores the session and goes to /dashboard (a freelancer to
 * /messages, issue 18), or to the signed-in page the visitor asked for before (issue 17 §4: kept by
 * RequireAuth or a `?next=` link).
 */
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
        role: user.role ?? null,
      });
      void navigate(takeReturnTo() ?? homePathFor(user.role ?? null), { replace: true });
    },
    [navigate],
  );
}
