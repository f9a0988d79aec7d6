import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import type { FieldDescriptions } from './field-descriptions';
import styles from './form-field.module.css';

export interface FieldFrameProps {
  ids: FieldDescriptions;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control, with `id={ids.id}` and `aria-describedby={ids.describedBy}`. */
  children: ReactNode;
}

/** What every field of the kit draws around its control: the label above it, its help text and error below. */
export function FieldFrame({ ids, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
