import { z } from '../zod-mini';

/*
 * The profile as the api answers it, apart from the profile form's schemas (profile.ts) so that a
 * page that only reads the profile (the offer form reads the client's time zone, ADR 016) does not
 * carry the form's fields and messages.
 */

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
