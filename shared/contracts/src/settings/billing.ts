import { z } from '../zod';
import { text } from '../text';
import type { Place } from './countries';
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
  type: z.enum(BILLING_TYPES).nullable(),
  full_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  /** The country's and state's names (spec), and their ids for the form. */
  country: z.string().nullable(),
  country_id: z.number().int().nullable(),
  state: z.string().nullable(),
  state_id: z.number().int().nullable(),
  pincode: z.string(),
  tax_id: z.string().nullable(),
});
export type Billing = z.infer<typeof billingSchema>;

export const billingResponseSchema = z.object({ status: z.literal(true), data: billingSchema });
export const billingUpdateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: billingSchema,
});

const requiredText = (message: string, max = 200) =>
  text(message).trim().min(1, message).max(max, settingsMessages.fieldTooLong);
const placeId = (required: string, invalid: string) =>
  z
    .number({ error: required })
    .int(invalid)
    .positive(invalid)
    .max(2 ** 31 - 1, invalid);

/**
 * Spec §3, §7: `POST /settings/billing`. The server checks again what depends on the country (the
 * state belongs to it, India's PIN code and GSTIN) with `pincodeProblem` and `taxIdProblem`.
 */
export const billingRequestSchema = z.object({
  type: z.enum(BILLING_TYPES, { error: settingsMessages.billingTypeRequired }),
  full_name: requiredText(settingsMessages.fullNameRequired),
  address1: requiredText(settingsMessages.addressRequired),
  address2: text().trim().max(200, settingsMessages.fieldTooLong).optional(),
  city: requiredText(settingsMessages.cityRequired, 100),
  country_id: placeId(settingsMessages.countryRequired, settingsMessages.countryInvalid),
  state_id: placeId(settingsMessages.stateRequired, settingsMessages.stateInvalid),
  pincode: requiredText(settingsMessages.pincodeRequired, 12),
  tax_id: text().trim().max(30, settingsMessages.taxIdInvalid).nullish(),
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
 * valid state." when the text matches no listed name; then India's PIN and GSTIN rules.
 */
export function billingFormSchema(lists: { countries: readonly Place[]; states: readonly Place[] }) {
  const required = (message: string) => text().refine((value) => value.trim() !== '', message);
  return z
    .object({
      type: z.string().refine((value) => value !== '', settingsMessages.billingTypeRequired),
      full_name: required(settingsMessages.fullNameRequired).refine(
        (v) => v.length <= 200,
        settingsMessages.fieldTooLong,
      ),
      address1: required(settingsMessages.addressRequired).refine(
        (v) => v.length <= 200,
        settingsMessages.fieldTooLong,
      ),
      address2: text().refine((v) => v.length <= 200, settingsMessages.fieldTooLong),
      city: required(settingsMessages.cityRequired).refine((v) => v.length <= 100, settingsMessages.fieldTooLong),
      country: required(settingsMessages.countryRequired).refine(
        (value) => value.trim() === '' || findPlace(lists.countries, value) !== undefined,
        settingsMessages.countryInvalid,
      ),
      state: required(settingsMessages.stateRequired).refine(
        (value) => value.trim() === '' || findPlace(lists.states, value) !== undefined,
        settingsMessages.stateInvalid,
      ),
      pincode: text(),
      tax_id: text(),
    })
    .superRefine(
      (value, ctx) => {
        const isIndia = sameName(value.country, INDIA_COUNTRY_NAME);
        const pincode = pincodeProblem(value.pincode, isIndia);
        if (pincode) ctx.addIssue({ code: 'custom', path: ['pincode'], message: pincode });
        const state = findPlace(lists.states, value.state);
        const taxId = taxIdProblem(value.tax_id, { isIndia, stateName: state?.name ?? null });
        if (taxId) ctx.addIssue({ code: 'custom', path: ['tax_id'], message: taxId });
      },
      // Checked even while other fields have errors, so every message shows on the first submit.
      { when: () => true } as never,
    ) as unknown as z.ZodType<BillingFormValues, BillingFormValues>;
}
