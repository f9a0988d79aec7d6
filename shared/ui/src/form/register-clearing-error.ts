import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Registers a field whose error goes away as soon as the user edits it (spec §5). New errors show
 * only on the next submit: the forms validate on submit and never re-validate while typing.
 */
export function registerClearingError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return form.register(name, {
    onChange: () => {
      if (form.getFieldState(name).error) form.clearErrors(name);
    },
  });
}
