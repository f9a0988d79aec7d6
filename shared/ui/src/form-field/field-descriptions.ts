import { useId } from 'react';

export interface FieldDescriptions {
  /** The control's id, which its label names. */
  id: string;
  hintId: string;
  errorId: string;
  /** The control's `aria-describedby`, or undefined when nothing describes it. */
  describedBy: string | undefined;
}

/**
 * The ids of a field's control, hint and error, and the `aria-describedby` that reads the hint and
 * the error out with the control (after any description the caller passes).
 */
export function useFieldDescriptions({
  describedBy,
  hint,
  error,
}: {
  describedBy?: string;
  hint?: unknown;
  error?: string;
}): FieldDescriptions {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: descriptions || undefined };
}
