import { z } from '../zod-mini';
import { accountMessages, messages } from '../validation-messages';
import { ALWAYS, miniEmail, miniName, miniText, requiredMiniText } from './fields';
import { settingsMessages } from './settings-messages';

/** Spec §9: the four currencies, each with its symbol. */
export const CURRENCIES = [
  { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
] as const;
export const CURRENCY_CODES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The profile picture: at most 5 MB of JPEG, PNG or WebP (judged by its bytes on the server). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Spec §3: the profile as `GET /settings/profile` returns it; `pending_email` awaits confirmation. */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The picture's URL (served by the api), or null. */
  image: z.nullable(z.string()),
  timezone: z.string(),
  currency: z.enum(CURRENCY_CODES),
  pending_email: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const currencySchema = z.object({ code: z.enum(CURRENCY_CODES), symbol: z.string(), name: z.string() });

/** Spec §7: `GET /settings/profile` → data.profile, data.currencies, data.timezones (every IANA zone). */
export const profileResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    profile: profileSchema,
    currencies: z.array(currencySchema),
    timezones: z.array(z.string()),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

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
