import { loginSchema, signupSchema } from './auth';
import { messages } from './validation-messages';

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
