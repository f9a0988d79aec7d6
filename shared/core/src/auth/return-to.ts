/**
 * Issue 17 §4: a signed-out visitor who opens a signed-in page (a link in a mail, a notification, a
 * freelancer on Find Talent) reaches it after logging in or signing up, not the dashboard. The page
 * asked for is kept for this tab (sessionStorage) for half an hour, and only ever an in-app path.
 */
const KEY = 'talentindia.returnTo';
export const RETURN_TO_TTL_MS = 30 * 60 * 1000;
/** The query parameter a link to /login or /signup carries the page with (`/signup?next=/freelancers/87`). */
export const RETURN_TO_PARAM = 'next';

/** Pages a visitor is never sent back to after signing in: the doors themselves. */
const DOORS = /^\/(login|signup|logout|forgot-password|reset-password)(?:[/?#]|$)/;

/** An absolute path of this app: one leading slash (never `//host`), no backslash, space or scheme. */
export function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(value) && !DOORS.test(value);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the visitor lands on the dashboard as before
  }
}

/** Keeps the page to return to after signing in (ignored unless it is an in-app path). */
export function rememberReturnTo(path: unknown, now = Date.now()): void {
  if (!isInAppPath(path)) return;
  storage()?.setItem(KEY, JSON.stringify({ path, at: now }));
}

/** The page kept for after signing in, if any is still fresh; it stays kept. */
export function peekReturnTo(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (isInAppPath(path) && typeof at === 'number' && now - at >= 0 && now - at < RETURN_TO_TTL_MS) return path;
  } catch {
    // Not ours, or damaged: forgotten below.
  }
  storage()?.removeItem(KEY);
  return null;
}

/** The page to go to now that the visitor signed in, forgotten once taken; null for the default. */
export function takeReturnTo(now = Date.now()): string | null {
  const path = peekReturnTo(now);
  storage()?.removeItem(KEY);
  return path;
}

export function forgetReturnTo(): void {
  storage()?.removeItem(KEY);
}
