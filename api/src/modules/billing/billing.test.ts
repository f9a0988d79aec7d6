import { and, eq } from 'drizzle-orm';
import { settingsMessages } from '@talentindia/contracts';
import { billingDetails, countries, states, users } from '../../db/schema';
import { hasCompleteBilling } from './billing-service';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const ids = { india: 0, maharashtra: 0, karnataka: 0, germany: 0, bavaria: 0, antarctica: 0, puertoRico: 0, macau: 0 };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  const country = async (iso: string) =>
    (await t.app.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, iso)))[0]!.id;
  const state = async (countryId: number, iso: string) =>
    (
      await t.app.db
        .select({ id: states.id })
        .from(states)
        .where(and(eq(states.countryId, countryId), eq(states.isoCode, iso)))
    )[0]!.id;
  ids.india = await country('IN');
  ids.maharashtra = await state(ids.india, 'MH');
  ids.karnataka = await state(ids.india, 'KA');
  ids.germany = await country('DE');
  ids.bavaria = await state(ids.germany, 'BY');
  ids.antarctica = await country('AQ');
  ids.puertoRico = await country('PR');
  ids.macau = await country('MO');
});
afterAll(() => t.close());

const indian = () => ({
  type: 'llc',
  full_name: 'Asha Rao Pvt Ltd',
  address1: '12 Marine Drive',
  address2: 'Floor 3',
  city: 'Mumbai',
  country_id: ids.india,
  state_id: ids.maharashtra,
  pincode: '400001',
  tax_id: '27AAPFU0939F1ZV',
});
const german = () => ({
  type: 'individual',
  full_name: 'Asha Rao',
  address1: 'Leopoldstraße 1',
  city: 'München',
  country_id: ids.germany,
  state_id: ids.bavaria,
  pincode: '80802',
  tax_id: 'DE 123456789',
});

const getBilling = (token?: string) => t.request({ method: 'GET', url: '/settings/billing', token });
const postBilling = (token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/settings/billing', token, payload });

async function userId(email: string) {
  return (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}
const storedRow = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.userId, await userId(email)))
  )[0];

describe('GET /settings/billing', () => {
  it('answers 401 without a token', async () => {
    const response = await getBilling();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });

  it('opens for first entry before anything is saved: no type, the account’s name as the full name', async () => {
    const { token } = await signUp(t, { first_name: 'Meera', last_name: 'Iyer' });
    const response = await getBilling(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        type: null,
        full_name: 'Meera Iyer',
        address1: '',
        address2: '',
        city: '',
        country: null,
        country_id: null,
        state: null,
        state_id: null,
        pincode: '',
        tax_id: null,
      },
    });
  });
});

describe('POST /settings/billing', () => {
  it('answers 401 without a token and stores nothing', async () => {
    const response = await postBilling(undefined, indian());
    expect(response.statusCode).toBe(401);
  });

  it('stores India with its state and GSTIN and answers with the details as GET gives them', async () => {
    const { email, token } = await signUp(t);
    const response = await postBilling(token, indian());
    expect(response.statusCode).toBe(200);
    const expected = {
      type: 'llc',
      full_name: 'Asha Rao Pvt Ltd',
      address1: '12 Marine Drive',
      address2: 'Floor 3',
      city: 'Mumbai',
      country: 'India',
      country_id: ids.india,
      state: 'Maharashtra',
      state_id: ids.maharashtra,
      pincode: '400001',
      tax_id: '27AAPFU0939F1ZV',
    };
    expect(response.json()).toEqual({ status: true, message: settingsMessages.billingUpdated, data: expected });
    expect((await getBilling(token)).json()).toEqual({ status: true, data: expected });
    expect(await storedRow(email)).toMatchObject({ type: 'llc', countryId: ids.india, taxId: '27AAPFU0939F1ZV' });
  });

  it('replaces the stored details on a second save, with no tax id stored as null', async () => {
    const { email, token } = await signUp(t);
    await postBilling(token, indian());
    const response = await postBilling(token, { ...german(), tax_id: '  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ country: 'Germany', state: 'Bavaria', address2: '', tax_id: null });
    expect(await storedRow(email)).toMatchObject({ countryId: ids.germany, stateId: ids.bavaria, taxId: null });
    const withoutTaxId = await postBilling(token, { ...german(), tax_id: null });
    expect(withoutTaxId.json().data.tax_id).toBeNull();
  });

  it('accepts a GSTIN in lower case with spaces and stores it upper case', async () => {
    const { email, token } = await signUp(t);
    const response = await postBilling(token, { ...indian(), tax_id: ' 27aapfu0939f1zv ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tax_id).toBe('27AAPFU0939F1ZV');
    expect((await storedRow(email))!.taxId).toBe('27AAPFU0939F1ZV');
  });

  it('stores a tax id outside India as free text', async () => {
    const { token } = await signUp(t);
    const response = await postBilling(token, german());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ type: 'individual', tax_id: 'DE 123456789' });
  });

  describe('refuses with a 422 naming the field, and changes nothing', () => {
    let token: string;
    let email: string;
    let before: unknown;
    beforeAll(async () => {
      ({ token, email } = await signUp(t));
      await postBilling(token, indian());
      before = await storedRow(email);
    });
    afterEach(async () => {
      expect(await storedRow(email)).toEqual(before);
    });

    const refused = async (payload: Record<string, unknown>, errors: Record<string, string>) => {
      const response = await postBilling(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, message: Object.values(errors)[0], errors });
    };

    it('names every missing field with the spec’s message', async () => {
      await refused(
        {},
        {
          type: settingsMessages.billingTypeRequired,
          full_name: settingsMessages.fullNameRequired,
          address1: settingsMessages.addressRequired,
          city: settingsMessages.cityRequired,
          country_id: settingsMessages.countryRequired,
          pincode: settingsMessages.pincodeRequired,
        },
      );
    });

    it('requires a state for a country that has states', async () => {
      const { state_id: _left, ...withoutState } = indian();
      await refused(withoutState, { state_id: settingsMessages.stateRequired });
      await refused({ ...german(), state_id: null }, { state_id: settingsMessages.stateRequired });
    });

    it('refuses blank text and an unknown type', async () => {
      await refused(
        { ...indian(), type: 'limited_liability_company', full_name: '  ', address1: '', city: ' ', pincode: '' },
        {
          type: settingsMessages.billingTypeRequired,
          full_name: settingsMessages.fullNameRequired,
          address1: settingsMessages.addressRequired,
          city: settingsMessages.cityRequired,
          pincode: settingsMessages.pincodeRequired,
        },
      );
    });

    it('refuses text over its length', async () => {
      await refused({ ...indian(), address2: 'x'.repeat(201) }, { address2: settingsMessages.fieldTooLong });
    });

    it('refuses a country that does not exist (its state cannot be judged then)', async () => {
      await refused({ ...indian(), country_id: 987_654 }, { country_id: settingsMessages.countryInvalid });
    });

    it('refuses a state that does not exist', async () => {
      await refused({ ...indian(), state_id: 987_654 }, { state_id: settingsMessages.stateInvalid });
    });

    it('refuses a state of another country', async () => {
      await refused({ ...indian(), state_id: ids.bavaria }, { state_id: settingsMessages.stateInvalid });
      await refused({ ...german(), state_id: ids.maharashtra }, { state_id: settingsMessages.stateInvalid });
    });

    it('refuses a state for a country without states', async () => {
      await refused(
        { ...german(), country_id: ids.antarctica, state_id: ids.bavaria },
        { state_id: settingsMessages.stateInvalid },
      );
    });

    it('refuses an Indian PIN that is not six digits, and a postcode of odd characters elsewhere', async () => {
      await refused({ ...indian(), pincode: '40001' }, { pincode: settingsMessages.pincodeIndiaInvalid });
      await refused({ ...indian(), pincode: '012345' }, { pincode: settingsMessages.pincodeIndiaInvalid });
      await refused({ ...german(), pincode: '80#02' }, { pincode: settingsMessages.pincodeInvalid });
    });

    it('refuses a GSTIN of another state than the chosen one', async () => {
      await refused({ ...indian(), state_id: ids.karnataka }, { tax_id: settingsMessages.gstinStateMismatch });
    });

    it('refuses a GSTIN with a wrong check character', async () => {
      await refused({ ...indian(), tax_id: '27AAPFU0939F1ZW' }, { tax_id: settingsMessages.gstinChecksum });
    });

    it('refuses a GSTIN of the wrong shape', async () => {
      await refused({ ...indian(), tax_id: '27AAPFU0939F1Z' }, { tax_id: settingsMessages.gstinFormat });
      await refused({ ...indian(), tax_id: 'DE123456789' }, { tax_id: settingsMessages.gstinFormat });
    });

    it('refuses a tax id that is too long, or of odd characters outside India', async () => {
      await refused({ ...indian(), tax_id: '27AAPFU0939F1ZV'.repeat(3) }, { tax_id: settingsMessages.taxIdInvalid });
      await refused({ ...german(), tax_id: 'X'.repeat(31) }, { tax_id: settingsMessages.taxIdInvalid });
      await refused({ ...german(), tax_id: 'DE<12345>' }, { tax_id: settingsMessages.taxIdInvalid });
    });

    it('names every problem that depends on the country at once', async () => {
      await refused(
        { ...indian(), pincode: '4000', tax_id: '27AAPFU0939F1ZW' },
        { pincode: settingsMessages.pincodeIndiaInvalid, tax_id: settingsMessages.gstinChecksum },
      );
    });
  });

  describe('a country without states (Puerto Rico, Macau…)', () => {
    const puertoRican = () => ({
      type: 'individual',
      full_name: 'Asha Rao',
      address1: '1 Calle Fortaleza',
      city: 'San Juan',
      country_id: ids.puertoRico,
      pincode: '00901',
    });

    it('has no states in the list the form offers', async () => {
      for (const id of [ids.puertoRico, ids.macau]) {
        const response = await t.request({ method: 'GET', url: `/utils/countries/${id}/states` });
        expect(response.json()).toEqual({ status: true, data: [] });
      }
    });

    it('is saved without a state (left out or null), stored as null, and counts as complete billing', async () => {
      const { email, token } = await signUp(t);
      expect(await hasCompleteBilling(t.app, await userId(email))).toBe(false);
      const response = await postBilling(token, puertoRican());
      expect(response.statusCode).toBe(200);
      const expected = {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '1 Calle Fortaleza',
        address2: '',
        city: 'San Juan',
        country: 'Puerto Rico',
        country_id: ids.puertoRico,
        state: null,
        state_id: null,
        pincode: '00901',
        tax_id: null,
      };
      expect(response.json()).toEqual({ status: true, message: settingsMessages.billingUpdated, data: expected });
      expect((await getBilling(token)).json()).toEqual({ status: true, data: expected });
      expect(await storedRow(email)).toMatchObject({ countryId: ids.puertoRico, stateId: null });
      expect(await hasCompleteBilling(t.app, await userId(email))).toBe(true);

      const macau = await postBilling(token, {
        ...puertoRican(),
        country_id: ids.macau,
        city: 'Macau',
        state_id: null,
      });
      expect(macau.statusCode).toBe(200);
      expect(macau.json().data).toMatchObject({ country: 'Macau S.A.R.', state: null, state_id: null });
      const verification = await t.request({ method: 'GET', url: '/settings/verification', token });
      expect(verification.json().data.credits_offer).toMatchObject({ billing_complete: true });
    });

    it('replaces a stored state with none when the country changes to one without states', async () => {
      const { email, token } = await signUp(t);
      await postBilling(token, indian());
      expect((await postBilling(token, { ...puertoRican(), state_id: null })).statusCode).toBe(200);
      expect(await storedRow(email)).toMatchObject({ countryId: ids.puertoRico, stateId: null, taxId: null });
    });

    it('still refuses a state sent for it', async () => {
      const { email, token } = await signUp(t);
      const response = await postBilling(token, { ...puertoRican(), state_id: ids.bavaria });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ state_id: settingsMessages.stateInvalid });
      expect(await storedRow(email)).toBeUndefined();
    });
  });

  it('never reads or changes another user’s details', async () => {
    const alice = await signUp(t, { first_name: 'Alice', last_name: 'Menon' });
    const bob = await signUp(t, { first_name: 'Bob', last_name: 'Das' });
    await postBilling(alice.token, indian());
    const aliceRow = await storedRow(alice.email);

    const bobReads = await getBilling(bob.token);
    expect(bobReads.json().data).toMatchObject({ type: null, full_name: 'Bob Das', tax_id: null });

    const bobSaves = await postBilling(bob.token, german());
    expect(bobSaves.statusCode).toBe(200);
    const bobRefused = await postBilling(bob.token, { ...indian(), tax_id: '27AAPFU0939F1ZW' });
    expect(bobRefused.statusCode).toBe(422);

    expect(await storedRow(alice.email)).toEqual(aliceRow);
    expect((await getBilling(alice.token)).json().data).toMatchObject({
      country: 'India',
      full_name: 'Asha Rao Pvt Ltd',
    });
    expect((await getBilling(bob.token)).json().data).toMatchObject({ country: 'Germany', full_name: 'Asha Rao' });
  });
});
