import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsClaimResponseSchema } from '@talentindia/contracts';
import {
  apiClient,
  callApi,
  PAYMENT_METHODS_QUERY_KEY,
  refreshNav,
  VERIFICATION_QUERY_KEY,
  type ApiError,
} from '@talentindia/core';
import { DASHBOARD_QUERY_KEY, type DashboardData } from '../../../api/get-dashboard';

type ClaimResponse = ReturnType<typeof creditsClaimResponseSchema.parse>;

/**
 * The settings pages that show the balance (Payment Methods) or the tasks (Verification), in
 * remote-settings: marked stale here, they show the new balance when next opened instead of a
 * cached $0.00.
 */
const SETTINGS_KEYS_SHOWING_CREDITS = [PAYMENT_METHODS_QUERY_KEY, VERIFICATION_QUERY_KEY];

/**
 * `POST /credits/claim`: $1000.00 in credits, once per account, when the three tasks are done.
 * 201 with the new balance; 409 when already claimed; 422 while a task is open.
 */
export function claimCredits(): Promise<ClaimResponse> {
  return callApi(() => apiClient().post('credits/claim').json(), creditsClaimResponseSchema);
}

export function useClaimCredits() {
  const queryClient = useQueryClient();
  return useMutation<ClaimResponse, ApiError, void>({
    mutationFn: claimCredits,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<DashboardData>(DASHBOARD_QUERY_KEY, (current) =>
        current ? { ...current, credits: data } : current,
      );
      for (const queryKey of SETTINGS_KEYS_SHOWING_CREDITS) void queryClient.invalidateQueries({ queryKey });
      // The claim is confirmed by a notification: the bell shows it now, not at the next poll.
      void refreshNav(queryClient);
    },
    onError: (error) => {
      // Claimed meanwhile (another tab), or a task undone since the page loaded: show it as it is.
      if (error.status === 409 || error.status === 422)
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
