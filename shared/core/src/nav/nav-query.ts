import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';

/**
 * The query key of the navigation poll (`GET /nav`). Anything that changes what the header shows
 * (notifications read or removed, a profile edit, a message read) refreshes it at once rather than
 * waiting up to ten seconds for the next poll.
 */
export const NAV_QUERY_KEY = ['nav'] as const;

export function refreshNav(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: NAV_QUERY_KEY });
}
