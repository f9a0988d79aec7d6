import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for a base32 secret (RFC 6238: SHA-1, 30-second steps, six
 * digits). `stepOffset` 1 is the next step's code (the api accepts one step either side of now).
 */
export function totpCode(secret: string, { at = Date.now(), stepOffset = 0 } = {}): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: at + stepOffset * 30_000 });
}
