import { z } from '../zod-mini';
import { EMAIL_PATTERN, isStorableText } from '../storable-text';
import { accountMessages, messages, textMessages } from '../validation-messages';

/**
 * The settings contracts' field rules on zod/mini (the pages load them; see ../zod-mini.ts): the
 * same rules and messages as `text()`, the names and `emailField` of ./auth.ts, which the pages of
 * sign-up and login load with the full zod.
 */
export const miniText = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).check(z.refine(isStorableText, textMessages.invalidCharacters));

export const requiredMiniText = (message: string) => miniText(message).check(z.trim(), z.minLength(1, message));

export const miniName = (message: string) =>
  requiredMiniText(message).check(z.maxLength(100, accountMessages.nameTooLong));

export const miniEmail = requiredMiniText(messages.emailRequired).check(
  z.maxLength(254, messages.emailInvalid),
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), messages.emailInvalid),
);

/** Every message shows on the first submit, even while other fields have errors. */
export const ALWAYS = { when: () => true } as never;

/** A success without data, as ../envelope.ts `messageResponseSchema`. */
export const settingsMessageResponseSchema = z.object({ status: z.literal(true), message: z.string() });
