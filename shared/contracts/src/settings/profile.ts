import { z } from '../zod-mini';
import { accountMessages, messages } from '../validation-messages';
import { ALWAYS, miniEmail, miniName, miniText, requiredMiniText } from './fields';
import { CURRENCY_CODES, profileSchema } from './profile-response';
import { settingsMessages } from './settings-messages';

export * from './profile-response';

/**
 * The text fields of `POST /settings/profile` (multipart; the optional `image` file is checked by
 * the server from its bytes). The server also checks the zone is a real IANA name.
 */
export const profileFieldsSchema = z.object({
  first_name: miniName(messages.firstNameRequired),
  last_name: miniName(messages.lastNameRequired),
  email: miniEmail,
  timezone: requiredMiniText(settingsMessages.timezoneRequired).check(
    z.maxLength(64, settingsMessages.timezoneInvalid),
  ),
  currency: z.enum(CURRENCY_CODES, { error: settingsMessages.currencyRequired }),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** Spec §7: `POST /settings/profile` → status, message, data.image (and the profile as saved). */
export const profileUpdateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ image: z.nullable(z.string()), profile: profileSchema }),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** The token of an emailed link (email change, account deletion). */
export const settingsLinkSchema = z.object({
  token: miniText(accountMessages.tokenRequired).check(
    z.minLength(1, accountMessages.tokenRequired),
    z.maxLength(200, accountMessages.tokenRequired),
  ),
});

/**
 * The Edit Profile form (spec §5). "Timezone is required" and "Currency is required" are shown on
 * the last name's error and replace it, as the spec says, so the last name is checked here too,
 * after them. The api checks the same fields field by field (`profileFieldsSchema`).
 */
export const profileFormSchema = z
  .object({
    first_name: miniName(messages.firstNameRequired),
    last_name: miniText().check(z.maxLength(100, accountMessages.nameTooLong)),
    email: miniEmail,
    timezone: miniText(),
    currency: miniText(),
  })
  .check(
    z.superRefine((value, ctx) => {
      const lastNameError = !value.timezone
        ? settingsMessages.timezoneRequired
        : !value.currency
          ? settingsMessages.currencyRequired
          : !value.last_name.trim()
            ? messages.lastNameRequired
            : null;
      if (lastNameError) ctx.addIssue({ code: 'custom', path: ['last_name'], message: lastNameError });
    }, ALWAYS),
  );
export type ProfileFormValues = z.infer<typeof profileFormSchema>;
