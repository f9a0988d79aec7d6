import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, six digits, a 30-second step. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'TalentIndia';
/** Codes of the step before and after the current one are accepted too (a phone's clock may drift). */
export const TOTP_WINDOW = 1;

function totpOf(secretBase32: string, label: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps take it by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/TalentIndia:<email>?…` URI the QR image carries. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The time step a moment falls in (the counter of RFC 6238). */
export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() });
}

/** The code of a time step (tests compute what an authenticator app would show). */
export function totpCode(secretBase32: string, step: number): string {
  return totpOf(secretBase32, '').generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/**
 * Checks a code against the steps around `now` (±`TOTP_WINDOW`). Returns the newest step whose code
 * it is and that is later than `lastStep` ("accepted"), or "used" when it is only the code of a step
 * already accepted (a replay), or "wrong".
 */
export function checkTotp(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null,
): { result: 'accepted'; step: number } | { result: 'used' | 'wrong' } {
  const current = totpStep(now);
  const given = Buffer.from(code);
  let matchedUsed = false;
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step -= 1) {
    const expected = Buffer.from(totpCode(secretBase32, step));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) continue;
    if (lastStep === null || step > lastStep) return { result: 'accepted', step };
    matchedUsed = true;
  }
  return { result: matchedUsed ? 'used' : 'wrong' };
}
