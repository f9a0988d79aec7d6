import { z } from '../zod-mini';
import { findPlace } from './billing';
import type { Place } from './countries';
import { miniText } from './fields';
import { settingsMessages } from './settings-messages';

/** The SMS text messages dialog's first step: the country typed or picked by name, the number as typed. */
export interface SmsSetupFormValues {
  country: string;
  phone: string;
}

/** What a mobile number may be typed with (digits, spaces, brackets, "+" and "-"), as the api accepts. */
const PHONE_CHARACTERS = /^[\d\s()+-]*$/;

/**
 * Spec §5, SMS: "Country is required" or "Please enter valid country." (the text must be a listed
 * name, case ignored), "Mobile number is required". Whether the number is a mobile number of that
 * country is the server's check (`POST /settings/2fa/sms/setup` answers 422 on `phone`).
 */
export function smsSetupFormSchema(countries: readonly Place[]) {
  return z.object({
    country: miniText().check(
      z.refine((value) => value.trim() !== '', settingsMessages.countryRequired),
      z.refine(
        (value) => value.trim() === '' || findPlace(countries, value) !== undefined,
        settingsMessages.countryInvalid,
      ),
    ),
    phone: miniText().check(
      z.refine((value) => value.trim() !== '', settingsMessages.mobileRequired),
      z.refine((value) => PHONE_CHARACTERS.test(value) && value.length <= 20, settingsMessages.mobileInvalid),
    ),
  }) as unknown as z.ZodMiniType<SmsSetupFormValues, SmsSetupFormValues>;
}
