import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './field-error';
import { useFieldDescriptions } from './field-descriptions';
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
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <input
        id={ids.id}
        type="text"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
