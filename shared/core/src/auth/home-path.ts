import type { UserRole } from '@talentindia/contracts/constants';

/** Spec §4: a client's first page after signing in (and the signed-in logo's target). */
export const CLIENT_HOME_PATH = '/dashboard';
/** Issue 18: a freelancer works with their clients in Messages, so that is where they land. */
export const FREELANCER_HOME_PATH = '/messages';

/** Where a signed-in user of this role starts: after signing in, on the logo, from the sign-in pages. */
export function homePathFor(role: UserRole | null): string {
  return role === 'freelancer' ? FREELANCER_HOME_PATH : CLIENT_HOME_PATH;
}
