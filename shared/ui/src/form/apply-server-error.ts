import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@talentindia/core';

/**
 * Shows a failed submit on its form: the server's message under the form (spec §8), and each
 * field message of a validation error (422 `errors`) under the field it names.
 */
export function applyServerError<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
  setError('root.server', { type: 'server', message: error.message });
}
