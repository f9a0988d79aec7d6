import { createRemoteJWKSet, jwtVerify } from 'jose';
import { accountMessages } from '@talentindia/contracts';
import { HttpError } from '../../http-error';

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface GoogleVerifier {
  readonly configured: boolean;
  /** Verifies a Google ID token: signature (Google's keys or GOOGLE_JWKS_URL), audience, issuer, expiry, email_verified. */
  verify(credential: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleVerifier(options: { clientId: string | undefined; jwksUrl: string }): GoogleVerifier {
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
        }));
      } catch {
        throw new HttpError(401, accountMessages.googleCredentialInvalid);
      }
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw new HttpError(403, accountMessages.googleEmailUnverified);
      }
      const email = String(payload.email);
      const givenName = typeof payload.given_name === 'string' ? payload.given_name : '';
      const familyName = typeof payload.family_name === 'string' ? payload.family_name : '';
      return {
        subject: String(payload.sub),
        email,
        firstName: (givenName || email.split('@')[0] || 'there').slice(0, 100),
        lastName: familyName.slice(0, 100),
      };
    },
  };
}
