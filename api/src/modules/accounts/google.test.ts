import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { accountMessages } from '@talentindia/contracts';
import { sessions, users } from '../../db/schema';
import {
  STRONG_PASSWORD,
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../testing/test-app';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

let t: TestApp;
let jwks: Server;
let signingKey: CryptoKey;
let foreignKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  foreignKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  // Google's key set, served locally: the api fetches it as it would https://www.googleapis.com/oauth2/v3/certs.
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;

  t = await createTestApp({
    RATE_LIMIT_SCALE: '1000',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwks.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload;
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

let subjectCounter = 0;
const newSubject = () => {
  subjectCounter += 1;
  return `10${Date.now()}${subjectCounter}`;
};

/** An ID token as Google Identity Services hands it to the browser. */
function googleToken(email: string, subject: string, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    given_name: 'Priya',
    family_name: 'Sharma',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey);
}

const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/login', payload: { email, password } });

const signIn = (credential: string, extra: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/auth/google', payload: { credential, ...extra } });

async function usersWithEmail(email: string) {
  return t.app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

async function sessionCount() {
  return (await t.app.db.select({ id: sessions.id }).from(sessions)).length;
}

describe('POST /auth/google', () => {
  it('creates a verified account for a new Google user and returns a session', async () => {
    const email = uniqueEmail('google');
    const subject = newSubject();
    const response = await signIn(await googleToken(email, subject));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: accountMessages.loggedIn,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
        user: {
          first_name: 'Priya',
          last_name: 'Sharma',
          email,
          is_email_verified: true,
          is_mobile_verified: false,
          role: 'client',
        },
      },
    });
    const [user] = await usersWithEmail(email);
    expect(user).toMatchObject({ googleSubject: subject, passwordHash: null });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);

    const nav = await t.request({ method: 'GET', url: '/nav', token: response.json().data.token });
    expect(nav.statusCode).toBe(200);
    expect(nav.json().data.user).toMatchObject({ email, is_email_verified: true });
  });

  it('drops names that hold a NUL or a broken character instead of failing to store them', async () => {
    const email = uniqueEmail('odd-names');
    const response = await signIn(
      await googleToken(email, newSubject(), { claims: { given_name: 'Pri\u0000ya', family_name: 'Sha\ud800rma' } }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ first_name: email.split('@')[0], last_name: '', email });
  });

  it('keeps a long name whole to the character, never half an emoji', async () => {
    const response = await signIn(
      await googleToken(uniqueEmail('long-name'), newSubject(), { claims: { given_name: `A${'😀'.repeat(120)}` } }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.first_name).toBe(`A${'😀'.repeat(99)}`);
  });

  it('refuses a token whose email holds a NUL as an invalid sign-in, not a server error', async () => {
    const response = await signIn(await googleToken('nul\u0000@example.com', newSubject()));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: accountMessages.googleCredentialInvalid });
  });

  it('logs the same Google user into the same account the next time', async () => {
    const email = uniqueEmail('again');
    const subject = newSubject();
    const first = await signIn(await googleToken(email, subject));
    const second = await signIn(await googleToken(email, subject), { remember_me: true });

    expect(second.statusCode).toBe(200);
    expect(second.json().data.token).not.toBe(first.json().data.token);
    expect(await usersWithEmail(email)).toHaveLength(1);
    const [user] = await usersWithEmail(email);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(2);
    // "Remember me" gives the long session here too.
    expect(Date.parse(second.json().data.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });

  it('links a Google sign-in to the verified password account with the same email', async () => {
    const { email, token } = await signUp(t, { email: uniqueEmail('linked') });
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });
    const subject = newSubject();

    const response = await signIn(await googleToken(email.toUpperCase(), subject));

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email, first_name: 'Asha', is_email_verified: true });
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.googleSubject).toBe(subject);
    // The owner's password and sessions keep working.
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/nav', token })).statusCode).toBe(200);
    // The next Google sign-in finds the account by its subject.
    await signIn(await googleToken(email, subject));
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('takes over an unverified password account only after cutting off its password and sessions', async () => {
    // Someone signed up with this address but never proved they own it.
    const { email, token } = await signUp(t, { email: uniqueEmail('prehijack') });
    const subject = newSubject();

    const response = await signIn(await googleToken(email, subject));

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email, is_email_verified: true });
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ googleSubject: subject, passwordHash: null });
    expect(rows[0]!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/nav', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/nav', token: response.json().data.token })).statusCode).toBe(200);
  });

  it('falls back to the email for a missing given name', async () => {
    const email = uniqueEmail('noname');
    const response = await signIn(
      await googleToken(email, newSubject(), { claims: { given_name: undefined, family_name: undefined } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ first_name: email.split('@')[0], last_name: '' });
  });

  describe('refuses a token that is not a valid Google ID token for this app', () => {
    it.each<[string, () => Promise<string>, number, string]>([
      [
        'another audience',
        () => googleToken(uniqueEmail('x'), newSubject(), { audience: 'someone-else.apps.googleusercontent.com' }),
        401,
        accountMessages.googleCredentialInvalid,
      ],
      [
        'another issuer',
        () => googleToken(uniqueEmail('x'), newSubject(), { issuer: 'https://evil.example' }),
        401,
        accountMessages.googleCredentialInvalid,
      ],
      [
        'an expired token',
        () => googleToken(uniqueEmail('x'), newSubject(), { expiresAt: Math.floor(Date.now() / 1000) - 3600 }),
        401,
        accountMessages.googleCredentialInvalid,
      ],
      [
        'a token signed with another key (same kid)',
        () => googleToken(uniqueEmail('x'), newSubject(), { key: foreignKey }),
        401,
        accountMessages.googleCredentialInvalid,
      ],
      [
        'a token signed with an unknown key',
        () => googleToken(uniqueEmail('x'), newSubject(), { key: foreignKey, kid: 'unknown-kid' }),
        401,
        accountMessages.googleCredentialInvalid,
      ],
      ['a token that is not a JWT', () => Promise.resolve('not-a-jwt'), 401, accountMessages.googleCredentialInvalid],
      [
        'an unverified email',
        () => googleToken(uniqueEmail('x'), newSubject(), { claims: { email_verified: false } }),
        403,
        accountMessages.googleEmailUnverified,
      ],
    ])('%s', async (_label, makeToken, status, message) => {
      const before = await sessionCount();
      const userCount = (await t.app.db.select({ id: users.id }).from(users)).length;

      const response = await signIn(await makeToken());

      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ status: false, message });
      expect(await sessionCount()).toBe(before);
      expect((await t.app.db.select({ id: users.id }).from(users)).length).toBe(userCount);
    });

    it('does not link to an existing account for a refused token', async () => {
      const { email } = await signUp(t, { email: uniqueEmail('target') });
      const response = await signIn(await googleToken(email, newSubject(), { key: foreignKey }));
      expect(response.statusCode).toBe(401);
      const [user] = await usersWithEmail(email);
      expect(user!.googleSubject).toBeNull();
      expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    });
  });

  it('answers 422 without a credential', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/google', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.credential).toBe(accountMessages.googleCredentialRequired);
  });
});

describe('POST /auth/google without GOOGLE_CLIENT_ID', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('answers 503: Google sign-in is not configured', async () => {
    const response = await plain.request({
      method: 'POST',
      url: '/auth/google',
      payload: { credential: await googleToken(uniqueEmail('x'), newSubject()) },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: false, message: accountMessages.googleNotConfigured });
    expect(await plain.app.db.select().from(sessions)).toHaveLength(0);
  });
});
