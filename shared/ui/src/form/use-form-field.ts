import type { FieldPath, FieldValues, UseControllerReturn, UseFormReturn } from 'react-hook-form';
import { loadFormKit, useKitPart } from '../kit/load-kit';

/**
 * One field bound to a component that is not a native input (a Switch, a SearchableSelect, a
 * CodeInput): its value, onChange, onBlur and ref, and its error (react-hook-form's useController),
 * from the kit's copy of react-hook-form, as useFormValue.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T>,
  name: N,
): UseControllerReturn<T, N> {
  const { useController } = useKitPart(loadFormKit);
  return useController({ control: form.control, name });
}
