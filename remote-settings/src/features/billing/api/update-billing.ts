import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingUpdateResponseSchema, type BillingRequest } from '@talentindia/contracts';
import { VERIFICATION_QUERY_KEY, apiClient, callApi, type ApiError } from '@talentindia/core';
import { BILLING_QUERY_KEY } from './get-billing';

type BillingUpdate = ReturnType<typeof billingUpdateResponseSchema.parse>;

/** `POST /settings/billing` (spec §7): the whole form, places by id; answers the stored details. */
export function updateBilling(request: BillingRequest): Promise<BillingUpdate> {
  return callApi(() => apiClient().post('settings/billing', { json: request }).json(), billingUpdateResponseSchema);
}

export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation<BillingUpdate, ApiError, BillingRequest>({
    mutationFn: updateBilling,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(BILLING_QUERY_KEY, data);
      // The credits offer's "Complete your billing details" task follows the stored details.
      void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY });
    },
  });
}
