import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { ContractSchema } from '@talentindia/contracts';

/** useContractForm, once react-hook-form has loaded. */
export function useContractFormNow<T extends FieldValues>(schema: ContractSchema<T>, defaultValues: DefaultValues<T>) {
  return useForm<T>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues });
}
