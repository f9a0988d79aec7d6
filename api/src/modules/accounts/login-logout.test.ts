import { eq } from 'drizzle-orm';
import { accountMessages, messages } from '@talentindia/contracts';
import { sessions } from '../../db/schema';
import { hashToken } from '../../services/tokens';
import { createFreelancer } from '../../testing/marketplace-fixtures';
import { STRONG_PASSWORD, createTestApp, signUp, uniqueEmail, type TestApp } from '../../testing/test-app';
import { SESSION_TTL_MS } from './account-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/login', payload });

/** How far from now an ISO date lies, in ms. */
const fromNow = (iso: string) => Date.parse(iso) - Date.now();
const MINUTE = 60 * 1000;

describe('POST /login', () => {
  it('answers 200 with a new token and the user for the right password', async () => {
    const { email, token: signupToken } = await signUp(t);
    const response = await login({ email, password: STRONG_PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: accountMessages.loggedIn,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
        user: {
          first_name: 'Asha',
          last_name: 'Rao',
          email,
          is_email_verified: false,
          is_mobile_verified: false,
          role: 'client',
        },
      },
    });
    expect(body.data.token).not.toBe(signupToken);
    const nav = await t.request({ method: 'GET', url: '/nav', token: body.data.token });
    expect(nav.statusCode).toBe(200);
  });

  it('says a freelancer signs in as a freelancer (issue 18: the web app leads them to Messages)', async () => {
    const { email } = await createFreelancer(t);
    const response = await login({ email, password: STRONG_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email, role: 'freelancer' });
  });

  it('finds the account whatever the case of the address', async () => {
    const { email } = await signUp(t);
    const response = await login({ email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(email);
  });

  it('gives a session of about 12 hours without "remember me"', async () => {
    const { email } = await signUp(t);
    for (const payload of [
      { email, password: STRONG_PASSWORD },
      { email, password: STRONG_PASSWORD, remember_me: false },
    ]) {
      const response = await login(payload);
      const expiresAt = response.json().data.expires_at as string;
      expect(Math.abs(fromNow(expiresAt) - SESSION_TTL_MS.short)).toBeLessThan(5 * MINUTE);
      expect(SESSION_TTL_MS.short).toBe(12 * 60 * MINUTE);

      const [row] = await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(response.json().data.token)));
      expect(row!.expiresAt.toISOString()).toBe(expiresAt);
    }
  });

  it('gives a session of about 30 days with "remember me"', async () => {
    const { email } = await signUp(t);
    const response = await login({ email, password: STRONG_PASSWORD, remember_me: true });
    expect(response.statusCode).toBe(200);
    expect(Math.abs(fromNow(response.json().data.expires_at) - 30 * 24 * 60 * MINUTE)).toBeLessThan(5 * MINUTE);
  });

  it('answers the same 401 for a wrong password and for an unknown address', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await login({ email, password: 'Wrong@1234' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ status: false, message: accountMessages.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(accountMessages.invalidCredentials).toBe('Invalid email or password.');
  });

  it('creates no session for a failed login', async () => {
    const { email } = await signUp(t);
    const before = await t.app.db.select().from(sessions);
    await login({ email, password: 'Wrong@1234' });
    expect(await t.app.db.select().from(sessions)).toHaveLength(before.length);
  });

  describe('validation (spec §5)', () => {
    it.each([
      ['email', { email: '', password: 'x' }, messages.emailRequired],
      ['email', { password: 'x' }, messages.emailRequired],
      ['email', { email: 'not-an-email', password: 'x' }, messages.emailInvalid],
      ['email', { email: 'asha@example', password: 'x' }, messages.emailInvalid],
      ['password', { email: 'asha@example.com', password: '' }, messages.passwordRequired],
      ['password', { email: 'asha@example.com' }, messages.passwordRequired],
    ])('answers 422 with errors.%s for %j', async (field, payload, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: message } });
    });

    it('reports both empty fields at once', async () => {
      const response = await login({ email: '', password: '' });
      expect(response.json().errors).toEqual({ email: messages.emailRequired, password: messages.passwordRequired });
    });
  });
});

describe('POST /logout', () => {
  it('revokes the session: the same token then gets 401 everywhere', async () => {
    const { token } = await signUp(t);

    const response = await t.request({ method: 'POST', url: '/logout', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: accountMessages.loggedOut });

    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedAt).toBeInstanceOf(Date);

    const nav = await t.request({ method: 'GET', url: '/nav', token });
    expect(nav.statusCode).toBe(401);
    expect(nav.json()).toEqual({ status: false, message: accountMessages.sessionExpired });
    const again = await t.request({ method: 'POST', url: '/logout', token });
    expect(again.statusCode).toBe(401);
  });

  it('revokes only its own session', async () => {
    const { email, token } = await signUp(t);
    const other = (await login({ email, password: STRONG_PASSWORD })).json().data.token as string;

    await t.request({ method: 'POST', url: '/logout', token });
    expect((await t.request({ method: 'GET', url: '/nav', token: other })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'POST', url: '/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });

  it.each([
    ['a malformed header', { authorization: 'Bearer' }],
    ['a token that is too short', { authorization: 'Bearer abc' }],
    ['a token with bad characters', { authorization: 'Bearer <script>alert(1)</script>aaaaaaaaaa' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNzd29yZA==' }],
    ['an unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ])('answers 401 for %s', async (_label, headers) => {
    const response = await t.request({ method: 'POST', url: '/logout', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('answers 401 for an expired session', async () => {
    const { token } = await signUp(t);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));

    const nav = await t.request({ method: 'GET', url: '/nav', token });
    expect(nav.statusCode).toBe(401);
    expect(nav.json()).toEqual({ status: false, message: accountMessages.sessionExpired });
    expect((await t.request({ method: 'POST', url: '/logout', token })).statusCode).toBe(401);
  });

  it('does not accept the hash stored in the database as a token', async () => {
    const { token } = await signUp(t);
    const response = await t.request({ method: 'GET', url: '/nav', token: hashToken(token) });
    expect(response.statusCode).toBe(401);
  });
});
