import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
// The kit's entry, not a relative path: this part is bundled with the remote that draws it, and takes
// the shared kit's own copy (Module Federation) rather than a second one.
import { registerField, TextField, useFormValue } from '@talentindia/ui';
import { PasswordRules } from './password-rules';

export interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The new password's field. */
  password: Path<T>;
  /** Its confirmation's field. */
  confirmation: Path<T>;
}

/**
 * A new password and its confirmation, with the rules it must meet ticked as it is typed and read
 * out with it: the reset page's form and the Change Password dialog's.
 */
export function NewPasswordFields<T extends FieldValues>({ form, password, confirmation }: NewPasswordFieldsProps<T>) {
  const rulesId = useId();
  const typed = useFormValue(form, password);
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        {...registerField(form, password)}
      />
      <PasswordRules id={rulesId} password={typeof typed === 'string' ? typed : ''} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...registerField(form, confirmation)}
      />
    </>
  );
}
