import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

/**
 * Google as the api's tests meet it: a signing key whose public half is served as a JSON Web Key Set
 * on 127.0.0.1 (the api's GOOGLE_JWKS_URL), and ID tokens as Google Identity Services hands them to
 * the browser. `foreignKey` signs tokens Google never issued.
 */
export interface GoogleIssuer {
  /** GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL for `createTestApp`. */
  env: { GOOGLE_CLIENT_ID: string; GOOGLE_JWKS_URL: string };
  foreignKey: CryptoKey;
  /** A fresh Google subject (account id). */
  newSubject(): string;
  /** An ID token for the address, issued now (or at `issuedAt`: a test whose api clock is elsewhere) for an hour. */
  idToken(
    email: string,
    subject?: string,
    options?: { key?: CryptoKey; claims?: JWTPayload; issuedAt?: Date },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleIssuer(clientId = 'test-client.apps.googleusercontent.com'): Promise<GoogleIssuer> {
  const kid = 'test-key';
  const pair = await generateKeyPair('RS256');
  const foreignKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  let subjects = 0;
  const newSubject = () => `20${Date.now()}${(subjects += 1)}`;
  return {
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` },
    foreignKey,
    newSubject,
    idToken(email, subject = newSubject(), options = {}) {
      const now = Math.floor((options.issuedAt?.getTime() ?? Date.now()) / 1000);
      return new SignJWT({ email, email_verified: true, given_name: 'Priya', family_name: 'Sharma', ...options.claims })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setSubject(subject)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + 3600)
        .sign(options.key ?? pair.privateKey);
    },
    close: () => new Promise<void>((resolve) => jwks.close(() => resolve())),
  };
}
