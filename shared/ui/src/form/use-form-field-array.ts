import type { ArrayPath, FieldValues, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { loadFormKit, useKitPart } from '../kit/load-kit';

/**
 * Rows a person adds and removes (an offer's milestones): react-hook-form's useFieldArray, from the
 * kit's copy of react-hook-form, as useFormField. Each row's `id` is its stable React key; its inputs
 * are registered as `name.<index>.<field>`.
 */
export function useFormFieldArray<T extends FieldValues, N extends ArrayPath<T>>(
  form: UseFormReturn<T>,
  name: N,
): UseFieldArrayReturn<T, N> {
  const { useFieldArray } = useKitPart(loadFormKit);
  return useFieldArray({ control: form.control, name });
}
