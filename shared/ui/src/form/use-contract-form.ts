import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { ContractSchema } from '@talentindia/contracts';

/**
 * The one form setup of every screen (spec §5): the contract's schema checks on submit only, so
 * errors appear when the user submits and a field's error goes when it is edited
 * (`registerClearingError`), and nothing is sent while any remain.
 */
export function useContractForm<T extends FieldValues>(schema: ContractSchema<T>, defaultValues: DefaultValues<T>) {
  return useForm<T>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues });
}
