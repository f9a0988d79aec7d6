import type { NavResponse } from '@talentindia/contracts';
import { ApiError, apiClient, useAuthStore } from '@talentindia/core';
import { navResponseSchema } from '../../../utils/api-schemas';

export type Nav = NavResponse['data'];

/** What the poll keeps between calls: the last answer and its ETag, to ask "changed since?". */
export interface NavSnapshot {
  nav: Nav;
  etag: string | null;
  /** The session the answer belongs to: one user's ETag is never sent on another's behalf. */
  session: string;
}

/** Spec §7, §9: `GET /nav` every 10 seconds while signed in. */
export const NAV_POLL_INTERVAL_MS = 10_000;
/** Shorter than the interval, so a hung call is abandoned before the next one is due. */
export const NAV_REQUEST_TIMEOUT_MS = 8_000;

/**
 * `GET /nav`, conditional on the previous answer's ETag: a 304 (nothing changed) returns the
 * previous snapshot as it is, so nothing downstream re-renders.
 */
export async function getNav({
  previous,
  signal,
}: {
  previous?: NavSnapshot | undefined;
  signal?: AbortSignal;
}): Promise<NavSnapshot> {
  const session = useAuthStore.getState().accessToken;
  if (!session) throw new ApiError('Not signed in.', null);
  const etag = previous?.session === session ? previous.etag : null;

  const response = await apiClient().get('nav', {
    headers: etag ? { 'If-None-Match': etag } : undefined,
    // The ETag is handled here; the browser's HTTP cache must neither answer nor rewrite the call.
    cache: 'no-store',
    timeout: NAV_REQUEST_TIMEOUT_MS,
    // A 304 is not `ok` to ky; every status is dealt with below instead of thrown.
    throwHttpErrors: false,
    signal,
  });

  if (response.status === 304 && etag && previous) return previous;
  if (!response.ok) throw new ApiError(`The navigation poll failed (HTTP ${response.status}).`, response.status);
  const body = navResponseSchema.parse(await response.json());
  return { nav: body.data, etag: response.headers.get('ETag'), session };
}
