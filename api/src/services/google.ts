import { createRemoteJWKSet, jwtVerify } from 'jose';
import { accountMessages, text } from '@talentindia/contracts';
import { z } from 'zod';
import type { Clock } from '../app';
import { HttpError } from '../http-error';

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface GoogleVerifier {
  readonly configured: boolean;
  /**
   * Verifies a Google ID token: signature (Google's keys or GOOGLE_JWKS_URL), audience, issuer,
   * expiry (by the app's clock), email_verified.
   */
  verify(credential: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * The claims the api stores, read with the same text rule as any request field: a signed token is
 * still input, and a NUL in a name would otherwise fail inside the database.
 */
const claimsSchema = z.object({
  sub: text().min(1).max(255),
  email: text().min(3).max(254),
  given_name: text().optional().catch(undefined),
  family_name: text().optional().catch(undefined),
});

/** At most `count` characters, never half of a surrogate pair (which would be stored as U+FFFD). */
function firstCharacters(value: string, count: number): string {
  return Array.from(value).slice(0, count).join('');
}

export function createGoogleVerifier(
  options: { clientId: string | undefined; jwksUrl: string },
  clock: Clock,
): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  return {
    configured: Boolean(options.clientId),
    async verify(credential) {
      if (!options.clientId) throw new HttpError(503, accountMessages.googleNotConfigured);
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'email', 'exp', 'iat'],
          clockTolerance: 30,
          currentDate: clock.now(),
        }));
      } catch {
        throw new HttpError(401, accountMessages.googleCredentialInvalid);
      }
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw new HttpError(403, accountMessages.googleEmailUnverified);
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new HttpError(401, accountMessages.googleCredentialInvalid);
      const { email, given_name: givenName = '', family_name: familyName = '' } = claims.data;
      return {
        subject: claims.data.sub,
        email,
        firstName: firstCharacters(givenName || email.split('@')[0] || 'there', 100),
        lastName: firstCharacters(familyName, 100),
      };
    },
  };
}
