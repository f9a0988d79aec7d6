import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon } from '@talentindia/ui';
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon className={styles.errorIcon} width={16} height={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
