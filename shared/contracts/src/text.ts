import { z } from './zod';
import { textMessages } from './validation-messages';

// With the `u` flag a surrogate pair is one code point, so only a lone (unpaired) surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a string can be stored and shown exactly as typed. PostgreSQL refuses NUL in text (the
 * request would fail inside the database), and a lone UTF-16 surrogate is half a character that
 * UTF-8 cannot hold (it would be stored as U+FFFD, silently changing the value).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The one string schema every request field is built from, so the forms and the api refuse the
 * same input with the same message. `error` is the message for a missing or non-string value.
 * The character check comes first, so it is the field's first (shown) message.
 */
export function text(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isStorableText, textMessages.invalidCharacters);
}
