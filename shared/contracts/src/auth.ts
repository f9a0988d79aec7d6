import { z } from 'zod';
import { messages } from './validation-messages';

/** Spec §5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// `abort` stops at the first failed check, so an empty field reports "required" and nothing else.
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

const email = requiredText(messages.emailRequired).regex(EMAIL_PATTERN, messages.emailInvalid);

/** Spec §3, §7: the sign-up payload. */
export const signupSchema = z
  .object({
    first_name: requiredText(messages.firstNameRequired),
    last_name: requiredText(messages.lastNameRequired),
    email,
    password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
    confirm_password: z.string({ error: messages.confirmPasswordRequired }).min(1, messages.confirmPasswordRequired),
  })
  .refine((value) => value.confirm_password === '' || value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: messages.passwordsMustMatch,
  });

/** Spec §3, §7: the login payload. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
