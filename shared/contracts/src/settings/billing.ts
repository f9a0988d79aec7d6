import { z } from '../zod-mini';
import type { Place } from './countries';
import { ALWAYS, miniText } from './fields';
import { INDIA_COUNTRY_NAME, pincodeProblem, taxIdProblem } from './gstin';
import { settingsMessages } from './settings-messages';

/**
 * Spec §3: the screen offers individual and company; the company type's form value
 * `limited_liability_company` is sent (and stored) as `llc`.
 */
export const BILLING_TYPES = ['individual', 'llc'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export const BILLING_TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual', wire: 'individual' },
  { value: 'limited_liability_company', label: 'Company', wire: 'llc' },
] as const;
export type BillingTypeFormValue = (typeof BILLING_TYPE_OPTIONS)[number]['value'];

export const billingTypeToWire = (value: BillingTypeFormValue): BillingType =>
  BILLING_TYPE_OPTIONS.find((option) => option.value === value)!.wire;
export const billingTypeFromWire = (value: BillingType | null): BillingTypeFormValue | '' =>
  BILLING_TYPE_OPTIONS.find((option) => option.wire === value)?.value ?? '';

/** Spec §3, §7: `GET /settings/billing`. No stored type (null) means the form opens for first entry. */
export const billingSchema = z.object({
  type: z.nullable(z.enum(BILLING_TYPES)),
  full_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  /** The country's and state's names (spec), and their ids for the form. */
  country: z.nullable(z.string()),
  country_id: z.nullable(z.number()),
  state: z.nullable(z.string()),
  state_id: z.nullable(z.number()),
  pincode: z.string(),
  tax_id: z.nullable(z.string()),
});
export type Billing = z.infer<typeof billingSchema>;

export const billingResponseSchema = z.object({ status: z.literal(true), data: billingSchema });
export const billingUpdateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: billingSchema,
});

const requiredText = (message: string, max = 200) =>
  miniText(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, settingsMessages.fieldTooLong));
const placeId = (required: string, invalid: string) =>
  z.number({ error: required }).check(z.int(invalid), z.positive(invalid), z.maximum(2 ** 31 - 1, invalid));

/**
 * Spec §3, §7: `POST /settings/billing`. The server checks again what depends on the country (the
 * state belongs to it, India's PIN code and GSTIN) with `pincodeProblem` and `taxIdProblem`.
 */
export const billingRequestSchema = z.object({
  type: z.enum(BILLING_TYPES, { error: settingsMessages.billingTypeRequired }),
  full_name: requiredText(settingsMessages.fullNameRequired),
  address1: requiredText(settingsMessages.addressRequired),
  address2: z.optional(miniText().check(z.trim(), z.maxLength(200, settingsMessages.fieldTooLong))),
  city: requiredText(settingsMessages.cityRequired, 100),
  country_id: placeId(settingsMessages.countryRequired, settingsMessages.countryInvalid),
  /** Left out or null only for a country that has no states (Puerto Rico, Macau…); the server knows which. */
  state_id: z.nullish(placeId(settingsMessages.stateRequired, settingsMessages.stateInvalid)),
  pincode: requiredText(settingsMessages.pincodeRequired, 12),
  tax_id: z.nullish(miniText().check(z.trim(), z.maxLength(30, settingsMessages.taxIdInvalid))),
});
export type BillingRequest = z.infer<typeof billingRequestSchema>;

/** The Billing Details form's values: places typed or picked by name, the type as the screen names it. */
export interface BillingFormValues {
  type: BillingTypeFormValue | '';
  full_name: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  state: string;
  pincode: string;
  tax_id: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The listed place whose name is this text, ignoring case (spec §5: "must match a listed name"). */
export function findPlace(places: readonly Place[], name: string): Place | undefined {
  return places.find((place) => sameName(place.name, name));
}

/**
 * Spec §5, the billing form: every listed message; "Please enter valid country." / "Please enter
 * valid state." when the text matches no listed name; then India's PIN and GSTIN rules. With
 * `noStates` (the chosen country is known to have none), the state may, and can only, stay empty.
 */
export function billingFormSchema(lists: {
  countries: readonly Place[];
  states: readonly Place[];
  noStates?: boolean;
}) {
  const required = (message: string, max: number) =>
    miniText().check(
      z.refine((value) => value.trim() !== '', message),
      z.refine((value) => value.length <= max, settingsMessages.fieldTooLong),
    );
  return z
    .object({
      type: z.string().check(z.refine((value) => value !== '', settingsMessages.billingTypeRequired)),
      full_name: required(settingsMessages.fullNameRequired, 200),
      address1: required(settingsMessages.addressRequired, 200),
      address2: miniText().check(z.refine((v) => v.length <= 200, settingsMessages.fieldTooLong)),
      city: required(settingsMessages.cityRequired, 100),
      country: required(settingsMessages.countryRequired, 200).check(
        z.refine(
          (value) => value.trim() === '' || findPlace(lists.countries, value) !== undefined,
          settingsMessages.countryInvalid,
        ),
      ),
      state: (lists.noStates
        ? miniText().check(z.refine((value) => value.length <= 200, settingsMessages.fieldTooLong))
        : required(settingsMessages.stateRequired, 200)
      ).check(
        z.refine(
          (value) => value.trim() === '' || findPlace(lists.states, value) !== undefined,
          settingsMessages.stateInvalid,
        ),
      ),
      pincode: miniText(),
      tax_id: miniText(),
    })
    .check(
      z.superRefine((value, ctx) => {
        const isIndia = sameName(value.country, INDIA_COUNTRY_NAME);
        const pincode = pincodeProblem(value.pincode, isIndia);
        if (pincode) ctx.addIssue({ code: 'custom', path: ['pincode'], message: pincode });
        const state = findPlace(lists.states, value.state);
        const taxId = taxIdProblem(value.tax_id, { isIndia, stateName: state?.name ?? null });
        if (taxId) ctx.addIssue({ code: 'custom', path: ['tax_id'], message: taxId });
      }, ALWAYS),
    ) as unknown as z.ZodMiniType<BillingFormValues, BillingFormValues>;
}
