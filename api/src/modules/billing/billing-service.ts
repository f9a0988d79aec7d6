import { eq } from 'drizzle-orm';
import {
  normalizeGstin,
  pincodeProblem,
  settingsMessages,
  taxIdProblem,
  type Billing,
  type BillingRequest,
} from '@talentindia/contracts';
import type { FastifyInstance } from 'fastify';
import { billingDetails, countries, states } from '../../db/schema';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import { findCountryAndState } from '../places';

/** India by its ISO code, not its name: a later package version may rename it. */
const INDIA_ISO_CODE = 'IN';

/**
 * A user's billing details as `GET /settings/billing` gives them. Before the first save the type is
 * null (the form opens for first entry) and the full name is prefilled with the account's
 * "first last", the name a bill most likely carries; every other field is empty.
 */
export async function readBilling(
  app: FastifyInstance,
  user: { id: number; firstName: string; lastName: string },
): Promise<Billing> {
  const [row] = await app.db
    .select({
      type: billingDetails.type,
      fullName: billingDetails.fullName,
      address1: billingDetails.address1,
      address2: billingDetails.address2,
      city: billingDetails.city,
      countryId: billingDetails.countryId,
      country: countries.name,
      stateId: billingDetails.stateId,
      state: states.name,
      pincode: billingDetails.pincode,
      taxId: billingDetails.taxId,
    })
    .from(billingDetails)
    .innerJoin(countries, eq(countries.id, billingDetails.countryId))
    // A country without states has none stored.
    .leftJoin(states, eq(states.id, billingDetails.stateId))
    .where(eq(billingDetails.userId, user.id));
  if (!row) {
    return {
      type: null,
      full_name: `${user.firstName} ${user.lastName}`.trim(),
      address1: '',
      address2: '',
      city: '',
      country: null,
      country_id: null,
      state: null,
      state_id: null,
      pincode: '',
      tax_id: null,
    };
  }
  return {
    type: row.type,
    full_name: row.fullName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    country: row.country,
    country_id: row.countryId,
    state: row.state,
    state_id: row.stateId,
    pincode: row.pincode,
    tax_id: row.taxId,
  };
}

/**
 * Checks what the request schema cannot (it depends on the country) and stores the details. The
 * country must exist and the state belong to it (a state is required exactly when the country has
 * any; null is stored otherwise); India's PIN is six digits and its tax id a GSTIN
 * whose state code is the chosen state's. A GSTIN is stored normalized, an empty tax id as null.
 * Every problem is named at once (422, field → message).
 */
export async function saveBilling(app: FastifyInstance, userId: number, input: BillingRequest): Promise<void> {
  const { country, state } = await findCountryAndState(app, input.country_id, input.state_id);
  const errors: Record<string, string> = {};
  if (!country) errors.country_id = settingsMessages.countryInvalid;
  if (input.state_id === null || input.state_id === undefined) {
    // Only a country with states needs one; a country's own absence is named above.
    if (country?.hasStates) errors.state_id = settingsMessages.stateRequired;
  } else if (!state || (country && state.countryId !== country.id)) errors.state_id = settingsMessages.stateInvalid;
  const isIndia = country?.isoCode === INDIA_ISO_CODE;
  const pincode = pincodeProblem(input.pincode, isIndia);
  if (pincode) errors.pincode = pincode;
  const taxIdText = input.tax_id?.trim() ?? '';
  if (country) {
    const taxId = taxIdProblem(taxIdText, { isIndia, stateName: errors.state_id ? null : (state?.name ?? null) });
    if (taxId) errors.tax_id = taxId;
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first, errors);

  const values = {
    type: input.type,
    fullName: input.full_name,
    address1: input.address1,
    address2: input.address2 ?? '',
    city: input.city,
    countryId: input.country_id,
    stateId: input.state_id ?? null,
    pincode: input.pincode,
    taxId: taxIdText === '' ? null : isIndia ? normalizeGstin(taxIdText) : taxIdText,
    updatedAt: app.clock.now(),
  };
  await app.db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: values });
}

/**
 * Whether the user's billing details are complete, for the credits offer: a stored row has every
 * required field (the schema makes them non-null and the save refuses empty ones). The state is not
 * looked at: it is null only for a country without states, where the save did not ask for one.
 */
export async function hasCompleteBilling(app: FastifyInstance, userId: number): Promise<boolean> {
  const [row] = await app.db
    .select({
      userId: billingDetails.userId,
      fullName: billingDetails.fullName,
      address1: billingDetails.address1,
      city: billingDetails.city,
      pincode: billingDetails.pincode,
    })
    .from(billingDetails)
    .where(eq(billingDetails.userId, userId));
  return Boolean(row && row.fullName.trim() && row.address1.trim() && row.city.trim() && row.pincode.trim());
}

/** A client's billing details as an invoice records them when it is issued (later edits leave it as it was). */
export interface BillingSnapshot {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string | null;
  /** The state's ISO 3166-2 code without the country (`KA`), which decides GST in India. */
  stateIso: string | null;
  country: string;
  countryIso2: string;
  pincode: string;
  /** The GSTIN in India, another country's tax id elsewhere, or null. */
  taxId: string | null;
}

/** The user's billing details for an invoice, or null before they saved any. Reads in `db` (a transaction). */
export async function billingSnapshot(
  app: FastifyInstance,
  userId: number,
  db: Database = app.db,
): Promise<BillingSnapshot | null> {
  const [row] = await db
    .select({
      name: billingDetails.fullName,
      address1: billingDetails.address1,
      address2: billingDetails.address2,
      city: billingDetails.city,
      state: states.name,
      stateIso: states.isoCode,
      country: countries.name,
      countryIso2: countries.isoCode,
      pincode: billingDetails.pincode,
      taxId: billingDetails.taxId,
    })
    .from(billingDetails)
    .innerJoin(countries, eq(countries.id, billingDetails.countryId))
    .leftJoin(states, eq(states.id, billingDetails.stateId))
    .where(eq(billingDetails.userId, userId));
  return row ?? null;
}
