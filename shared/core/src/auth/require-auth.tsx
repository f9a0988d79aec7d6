import type { ReactNode } from 'react';
import { Navigate } from '@talentindia/router';
import { selectIsLoggedIn, useAuthStore } from './auth-store';

/** Spec §2, §6: every signed-in screen sends a visitor without a stored access token to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  if (!isLoggedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
