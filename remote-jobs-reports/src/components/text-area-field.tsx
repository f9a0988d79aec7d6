import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '@talentindia/ui';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The field's error; linked to the control and marks it invalid. */
  error?: string;
  /** A short help text under the control. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line field, the kit's TextField for longer text (a job description, a review, an
 * offer's message, a support request; the kit has none yet): its help text and error are read out
 * with it (aria-describedby).
 */
export function TextAreaField({ label, error, hint, className, rows = 5, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
