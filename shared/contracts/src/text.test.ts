import { z } from 'zod';
import {
  devNotificationSchema,
  forgotPasswordSchema,
  googleSignInSchema,
  isStorableText,
  loginSchema,
  notificationIdParamsSchema,
  notificationsQuerySchema,
  outboxQuerySchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupRequestSchema,
  signupSchema,
  textMessages,
  verifyEmailSchema,
} from './index';

const UNSTORABLE = {
  'a NUL character': 'asha\u0000@example.com',
  'a lone high surrogate': 'asha\ud83d@example.com',
  'a lone low surrogate': 'asha\ude00@example.com',
  'a surrogate pair in the wrong order': 'asha\ude00\ud83d@example.com',
};

const STORABLE = {
  'an emoji (a surrogate pair)': 'Asha 😀',
  'right-to-left marks': '\u202eAsha\u200f',
  'Devanagari and accents': 'आशा Ré',
  'other control characters': 'tab\there\u0001',
};

describe('isStorableText', () => {
  it.each(Object.entries(UNSTORABLE))('refuses %s', (_name, value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it.each(Object.entries(STORABLE))('accepts %s', (_name, value) => {
    expect(isStorableText(value)).toBe(true);
  });
});

/** Every schema a request is validated with (forms and api). */
const requestSchemas = {
  signupSchema,
  signupRequestSchema,
  loginSchema,
  googleSignInSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetPasswordFormSchema,
  verifyEmailSchema,
  notificationsQuerySchema,
  notificationIdParamsSchema,
  outboxQuerySchema,
  devNotificationSchema,
};

/** The string fields of an object schema, found by walking it (optional, default and pipe unwrapped). */
function stringFields(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => unwrap(field) instanceof z.ZodString)
    .map(([name]) => name);
}

function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return schema;
}

describe('every string field of every request schema', () => {
  const cases = Object.entries(requestSchemas).flatMap(([name, schema]) =>
    stringFields(schema).flatMap((field) =>
      Object.entries(UNSTORABLE).map(([what, value]) => [name, field, what, schema, value] as const),
    ),
  );

  it('has string fields to check (the walk finds them)', () => {
    expect(new Set(cases.map(([name, field]) => `${name}.${field}`)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s.%s refuses %s with the field’s message first', (_name, field, _what, schema, value) => {
    const result = schema.safeParse({ [field]: value });
    const fieldIssues = (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field);
    expect(fieldIssues[0]?.message).toBe(textMessages.invalidCharacters);
  });
});

describe('the forms’ first message for a pasted NUL', () => {
  it('is the character message, not "Email address is invalid"', () => {
    const result = loginSchema.safeParse({ email: 'asha\u0000@example', password: 'Secret@123' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', textMessages.invalidCharacters],
      ['email', 'Email address is invalid'],
    ]);
  });

  it('accepts a name with an emoji and right-to-left marks', () => {
    const result = signupSchema.safeParse({
      first_name: STORABLE['an emoji (a surrogate pair)'],
      last_name: STORABLE['right-to-left marks'],
      email: 'asha@example.com',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    });
    expect(result.success).toBe(true);
  });
});
