import { loginRecoveryCodeFormSchema, loginResponseSchema, loginSchema, signupSchema } from './auth';
import { codeSchema } from './settings/two-factor';
import { accountMessages, messages } from './validation-messages';

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('signupSchema', () => {
  it('gives the spec message for every empty field', () => {
    const result = signupSchema.safeParse({
      first_name: '',
      last_name: ' ',
      email: '',
      password: '',
      confirm_password: '',
    });
    expect(issues(result)).toEqual({
      first_name: messages.firstNameRequired,
      last_name: messages.lastNameRequired,
      email: messages.emailRequired,
      password: messages.passwordRequired,
      confirm_password: messages.confirmPasswordRequired,
    });
  });

  it('rejects an address without a dot after the @', () => {
    const result = signupSchema.safeParse({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    });
    expect(issues(result)).toEqual({ email: messages.emailInvalid });
  });

  it('says the passwords must be the same when they differ', () => {
    const result = signupSchema.safeParse({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      password: 'Secret@123',
      confirm_password: 'Secret@124',
    });
    expect(issues(result)).toEqual({ confirm_password: messages.passwordsMustMatch });
  });

  it('accepts a complete sign-up', () => {
    expect(
      signupSchema.safeParse({
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        password: 'Secret@123',
        confirm_password: 'Secret@123',
      }).success,
    ).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires both fields and a valid address', () => {
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
    });
    expect(issues(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: messages.emailInvalid,
    });
  });
});

describe('password confirmation', () => {
  it('says the passwords must be the same even while other fields are empty', () => {
    const result = signupSchema.safeParse({
      first_name: '',
      last_name: '',
      email: '',
      password: 'Secret@123',
      confirm_password: 'Secret@124',
    });
    expect(issues(result)).toMatchObject({
      first_name: messages.firstNameRequired,
      confirm_password: messages.passwordsMustMatch,
    });
  });
});

describe('the login’s second step', () => {
  // The six boxes ask the same as in settings (settings/two-factor.ts `codeSchema`).
  it('asks for six digits from the app or an SMS', () => {
    for (const code of ['', '12345', '1234567', '12a456']) {
      expect(issues(codeSchema.safeParse({ code }))).toEqual({
        code: accountMessages.twoFactorCodeRequired,
      });
    }
    expect(codeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it('asks for a recovery code with its own message, and keeps it as typed', () => {
    expect(issues(loginRecoveryCodeFormSchema.safeParse({ code: '  ' }))).toEqual({
      code: accountMessages.recoveryCodeRequired,
    });
    expect(loginRecoveryCodeFormSchema.parse({ code: ' 7f3k9-2m8qx ' })).toEqual({ code: '7f3k9-2m8qx' });
  });

  it('reads a login answer as a session or as a challenge', () => {
    const challenge = loginResponseSchema.parse({
      status: true,
      message: accountMessages.twoFactorRequired,
      data: {
        two_factor_required: true,
        challenge_token: 'c',
        expires_at: '2030-01-01T00:00:00.000Z',
        methods: ['sms', 'recovery'],
        phone: '+91 ••••••3210',
      },
    });
    expect('two_factor_required' in challenge.data).toBe(true);
    expect(
      loginResponseSchema.safeParse({ status: true, message: 'x', data: { two_factor_required: true } }).success,
    ).toBe(false);
  });
});
