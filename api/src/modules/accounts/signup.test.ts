import { eq, sql } from 'drizzle-orm';
import { accountMessages, messages } from '@talentindia/contracts';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../services/tokens';
import {
  STRONG_PASSWORD,
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address: the limits themselves are tested in rate-limit.test.ts.
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

const validSignup = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: uniqueEmail('signup'),
  password: STRONG_PASSWORD,
  confirm_password: STRONG_PASSWORD,
  ...overrides,
});

const signup = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/signup', payload });

async function userRowsFor(email: string) {
  return t.app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

describe('POST /signup', () => {
  it('creates the account and answers 201 with a session token and the user', async () => {
    const payload = validSignup({ first_name: ' Asha ', last_name: ' Rao ' });
    const response = await signup(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: accountMessages.signedUp,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
        user: {
          first_name: 'Asha',
          last_name: 'Rao',
          email: payload.email,
          is_email_verified: false,
          is_mobile_verified: false,
          role: 'client',
        },
      },
    });
    expect(Number.isNaN(Date.parse(body.data.expires_at))).toBe(false);

    const [user] = await userRowsFor(payload.email as string);
    expect(user).toMatchObject({ firstName: 'Asha', lastName: 'Rao', emailVerifiedAt: null });
  });

  it('returns a token that opens a signed-in call', async () => {
    const { token } = await signUp(t);
    const response = await t.request({ method: 'GET', url: '/nav', token });
    expect(response.statusCode).toBe(200);
  });

  it('stores only the SHA-256 hash of the session token', async () => {
    const { email, token } = await signUp(t);
    const [user] = await userRowsFor(email);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user!.id));

    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The raw token is in no column of any session row.
    const all = await t.app.db.select().from(sessions);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('stores the password as an argon2id hash, never in plain text', async () => {
    const { email } = await signUp(t);
    const [user] = await userRowsFor(email);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(user!.passwordChangedAt).toBeInstanceOf(Date);
  });

  describe('validation (spec §5)', () => {
    it.each([
      ['first_name', { first_name: '' }, messages.firstNameRequired],
      ['first_name', { first_name: '   ' }, messages.firstNameRequired],
      ['first_name', { first_name: undefined }, messages.firstNameRequired],
      ['last_name', { last_name: '' }, messages.lastNameRequired],
      ['last_name', { last_name: undefined }, messages.lastNameRequired],
      ['email', { email: '' }, messages.emailRequired],
      ['email', { email: undefined }, messages.emailRequired],
      ['email', { email: 'asha@example' }, messages.emailInvalid],
      ['email', { email: 'asha.example.com' }, messages.emailInvalid],
      ['email', { email: 'asha @example.com' }, messages.emailInvalid],
      ['password', { password: '', confirm_password: 'x' }, messages.passwordRequired],
      ['password', { password: undefined }, messages.passwordRequired],
      ['confirm_password', { confirm_password: '' }, messages.confirmPasswordRequired],
      ['confirm_password', { confirm_password: undefined }, messages.confirmPasswordRequired],
      ['confirm_password', { confirm_password: 'Secret@124' }, messages.passwordsMustMatch],
    ])('answers 422 with errors.%s for %j', async (field, overrides, message) => {
      const payload = validSignup(overrides);
      const response = await signup(payload);

      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.status).toBe(false);
      expect(body.errors[field]).toBe(message);
      expect(typeof body.message).toBe('string');
      if (typeof payload.email === 'string' && payload.email.includes('@example.com')) {
        expect(await userRowsFor(payload.email)).toHaveLength(0);
      }
    });

    it('reports every empty field at once', async () => {
      const response = await signup({ first_name: '', last_name: '', email: '', password: '', confirm_password: '' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        first_name: messages.firstNameRequired,
        last_name: messages.lastNameRequired,
        email: messages.emailRequired,
        password: messages.passwordRequired,
        confirm_password: messages.confirmPasswordRequired,
      });
    });

    it.each(['password1', 'Password1', 'Pass@1', 'password@1', 'PASSWORD@', 'Password@', 'Pa@1'])(
      'rejects the weak password %s with the strength rule',
      async (password) => {
        const payload = validSignup({ password, confirm_password: password });
        const response = await signup(payload);

        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          status: false,
          message: accountMessages.passwordTooWeak,
          errors: { password: accountMessages.passwordTooWeak },
        });
        expect(await userRowsFor(payload.email as string)).toHaveLength(0);
      },
    );

    it('rejects a password over 128 characters', async () => {
      const password = `Aa@1${'x'.repeat(125)}`;
      const response = await signup(validSignup({ password, confirm_password: password }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password).toBe(accountMessages.passwordTooLong);
    });
  });

  describe('duplicate email', () => {
    it('answers 409 and creates no second row', async () => {
      const email = uniqueEmail('dup');
      await signUp(t, { email });
      const response = await signup(validSignup({ email }));

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: false,
        message: accountMessages.emailTaken,
        errors: { email: accountMessages.emailTaken },
      });
      expect(await userRowsFor(email)).toHaveLength(1);
    });

    it('ignores the case of the address', async () => {
      const local = uniqueEmail('asha').split('@')[0]!;
      await signUp(t, { email: `${local}@example.com` });
      const response = await signup(validSignup({ email: `${local.toUpperCase()}@Example.COM` }));

      expect(response.statusCode).toBe(409);
      expect(await userRowsFor(`${local}@example.com`)).toHaveLength(1);
    });
  });
});

describe('email verification', () => {
  it('mails a verification link on sign-up; POST /email/verify with its token verifies the address', async () => {
    const { email, token } = await signUp(t);

    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    const verifyToken = linkToken(mail!.text, '/verify-email');

    const verified = await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: true, message: accountMessages.emailVerified });

    const [user] = await userRowsFor(email);
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);

    const nav = await t.request({ method: 'GET', url: '/nav', token });
    expect(nav.json().data.user.is_email_verified).toBe(true);

    const login = await t.request({ method: 'POST', url: '/login', payload: { email, password: STRONG_PASSWORD } });
    expect(login.json().data.user.is_email_verified).toBe(true);
  });

  it('accepts a verification token only once', async () => {
    const { email } = await signUp(t);
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');

    const first = await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });
    expect(first.statusCode).toBe(200);
    const second = await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ status: false, message: accountMessages.verifyLinkInvalid });
  });

  it('rejects an unknown token with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/email/verify',
      payload: { token: 'not-a-real-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: accountMessages.verifyLinkInvalid });
  });

  it('rejects a missing token with 422', async () => {
    const response = await t.request({ method: 'POST', url: '/email/verify', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toBe(accountMessages.tokenRequired);
  });

  it('does not accept a password reset token as a verification token', async () => {
    const { email } = await signUp(t);
    await t.request({ method: 'POST', url: '/password/forgot', payload: { email } });
    const resetToken = linkToken((await latestMail(t, email))!.text, '/reset-password');

    const response = await t.request({ method: 'POST', url: '/email/verify', payload: { token: resetToken } });
    expect(response.statusCode).toBe(400);
    const [user] = await userRowsFor(email);
    expect(user!.emailVerifiedAt).toBeNull();
  });
});

describe('POST /email/verify/resend', () => {
  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'POST', url: '/email/verify/resend' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('mails a new, working verification link', async () => {
    const { email, token } = await signUp(t);
    const firstToken = linkToken((await latestMail(t, email))!.text, '/verify-email');

    const response = await t.request({ method: 'POST', url: '/email/verify/resend', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: accountMessages.verificationSent });

    const outbox = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().data).toHaveLength(2);
    const secondToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    expect(secondToken).not.toBe(firstToken);

    const verified = await t.request({ method: 'POST', url: '/email/verify', payload: { token: secondToken } });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 409 when the address is already verified', async () => {
    const { email, token } = await signUp(t);
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });

    const response = await t.request({ method: 'POST', url: '/email/verify/resend', token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: accountMessages.alreadyVerified });
  });
});
