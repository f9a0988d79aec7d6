import { useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export type DashboardData = ReturnType<typeof dashboardResponseSchema.parse>['data'];

/**
 * `GET /dashboard`: the client's drafts and active contracts, and the credits claim as it stands.
 * Saving, publishing or closing a job, and ending a contract, mark it stale by DASHBOARD_QUERY_KEY.
 */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const { data } = await callApi(() => apiClient().get('dashboard', { signal }).json(), dashboardResponseSchema);
  return data;
}

export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => getDashboard(signal),
    // The three tasks are done on other pages (settings, the mailed link): coming back here must
    // show them as they are now, not as they were when this page last loaded.
    refetchOnMount: 'always',
  });
}
