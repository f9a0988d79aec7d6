import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registerClearingError } from './register-clearing-error';

/**
 * A field of the kit (TextField, SelectField, a text area), registered with its error message: the
 * message shows after a submit and goes away as soon as the user edits the field (spec §5).
 */
export function registerField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return {
    ...registerClearingError(form, name),
    // Read through formState, so the form renders again when this field's error comes or goes.
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
