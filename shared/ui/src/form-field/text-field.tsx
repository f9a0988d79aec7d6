import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldDescriptions } from './field-descriptions';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error; linked to the input and marks it invalid. */
  error?: string;
  /** A short help text under the input. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its help text and error, both read out with the input (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldDescriptions({ describedBy, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        type="text"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
    </FieldFrame>
  );
}
