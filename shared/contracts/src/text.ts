import { z } from './zod';
import { textMessages } from './validation-messages';

import { isStorableText } from './storable-text';

export { isStorableText };

/**
 * The one string schema every request field is built from, so the forms and the api refuse the
 * same input with the same message. `error` is the message for a missing or non-string value.
 * The character check comes first, so it is the field's first (shown) message.
 */
export function text(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isStorableText, textMessages.invalidCharacters);
}
