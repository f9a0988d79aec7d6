import { useId } from 'react';

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
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: descriptions || undefined };
}
