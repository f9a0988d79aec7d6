import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@talentindia/contracts';

/** A six-digit code for an SMS, uniformly random (leading zeros kept). */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored of a one-time code: a SHA-256 bound to its kind and its user, so a stored hash is
 * worth nothing for another account or another kind of code.
 */
export function hashCode(kind: 'sms' | 'recovery', userId: number, code: string): string {
  return createHash('sha256').update(`talentindia:${kind}:${userId}:${code}`).digest('hex');
}

/** Crockford's base32 in lower case: no i, l, o or u, so a code read aloud or copied by hand is not misread. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_GROUP = 5;

/** Ten characters (50 random bits) in two groups of five: `7f3k9-2m8qx`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_GROUP * 2; index += 1) {
    if (index === RECOVERY_GROUP) code += '-';
    code += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  }
  return code;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * A recovery code as typed, in the form its hash was made of: lower case, without the dash or spaces,
 * with the letters Crockford's alphabet leaves out read as the digits they look like. Null when it
 * cannot be a recovery code.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '').replace(/[o]/g, '0').replace(/[il]/g, '1');
  if (compact.length !== RECOVERY_GROUP * 2) return null;
  for (const character of compact) if (!RECOVERY_ALPHABET.includes(character)) return null;
  return compact;
}

/** The stored form of a freshly made code (`7f3k9-2m8qx` → `7f3k92m8qx`). */
export const recoveryCodeKey = (code: string) => code.replace(/-/g, '');
