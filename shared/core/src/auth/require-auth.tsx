import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@talentindia/router';
import { selectIsLoggedIn, useAuthStore } from './auth-store';
import { rememberReturnTo } from './return-to';

/**
 * Spec §2, §6: every signed-in screen sends a visitor without a stored access token to /. A visitor
 * who arrived signed out (a link in a mail, a bookmark) has the page they asked for kept, so that
 * logging in or signing up takes them there (issue 17 §4); one who logs out here does not.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [arrivedSignedOut] = useState(!isLoggedIn);
  const { pathname, search, hash } = useLocation();
  if (!isLoggedIn) {
    if (arrivedSignedOut) rememberReturnTo(`${pathname}${search}${hash}`);
    return <Navigate to="/" replace />;
  }
  return <>{children}</>;
}
