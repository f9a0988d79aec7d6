import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useFieldDescriptions } from './field-descriptions';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The field's error; linked to the control and marks it invalid. */
  error?: string;
  /** A short help text under the control. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * TextField for longer text (a job description, a review, an offer's message, a support request):
 * a labelled text area with its help text and error read out with it.
 */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  rows = 5,
  'aria-describedby': describedBy,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldDescriptions({ describedBy, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={ids.id}
        rows={rows}
        className={`${styles.input} ${styles.textArea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
    </FieldFrame>
  );
}
