import { useEffect } from 'react';
import { useAuthStore } from '@talentindia/core';

/**
 * Spec §3: the `billingTaxId` storage key follows the stored tax id: set while one is stored,
 * removed when none is (the auth store writes the key; an empty value removes it).
 */
export function useBillingTaxIdKey(taxId: string | null | undefined): void {
  useEffect(() => {
    if (taxId === undefined) return;
    useAuthStore.getState().update({ billingTaxId: taxId || null });
  }, [taxId]);
}
