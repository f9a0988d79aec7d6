import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContractSchema } from '@talentindia/contracts';
import { loadFormKit, useKitPart } from '../kit/load-kit';

/**
 * The one form setup of every screen (spec §5): the contract's schema checks on submit only, so
 * errors appear when the user submits and a field's error goes when it is edited
 * (`registerClearingError`), and nothing is sent while any remain. The first form of a page waits
 * (Suspense) for react-hook-form to load; see kit/load-kit.ts.
 */
export function useContractForm<T extends FieldValues>(
  schema: ContractSchema<T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  const { useContractFormNow } = useKitPart(loadFormKit);
  return useContractFormNow(schema, defaultValues);
}
