import type { FieldPath, FieldPathValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { loadFormKit, useKitPart } from '../kit/load-kit';

/**
 * The current value of one field, re-rendering as it changes (react-hook-form's useWatch), from the
 * kit's copy of react-hook-form: an app that imported react-hook-form itself would download it twice.
 */
export function useFormValue<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T>,
  name: N,
): FieldPathValue<T, N> {
  const { useWatch } = useKitPart(loadFormKit);
  return useWatch({ control: form.control, name });
}
