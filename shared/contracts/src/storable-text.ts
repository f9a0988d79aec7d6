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

/** Spec §5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
