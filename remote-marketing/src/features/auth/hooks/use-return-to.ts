import { useEffect } from 'react';
import { useSearchParams } from '@talentindia/router';
import {
  homePathFor,
  isInAppPath,
  peekReturnTo,
  rememberReturnTo,
  RETURN_TO_PARAM,
  useAuthStore,
} from '@talentindia/core';

/**
 * Issue 17 §4: the page a visitor should reach after logging in or signing up. A `?next=` on the
 * door's own address (`/signup?next=/freelancers/87`, from Find Talent) is kept for this tab, so it
 * survives moving between /login and /signup; otherwise what RequireAuth kept; else the signed-in
 * user's home (the dashboard, or Messages for a freelancer: issue 18).
 */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  const role = useAuthStore((state) => state.role);
  const next = params.get(RETURN_TO_PARAM);
  useEffect(() => {
    if (isInAppPath(next)) rememberReturnTo(next);
  }, [next]);
  return isInAppPath(next) ? next : (peekReturnTo() ?? homePathFor(role));
}
