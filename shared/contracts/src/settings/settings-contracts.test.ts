import { billingFormSchema, billingRequestSchema, type BillingFormValues } from './billing';
import { emailPreferencesUpdateSchema } from './email-preferences';
import { changePasswordRequestSchema } from './password-security';
import { gstinCheckCharacter, gstinProblem, pincodeProblem, taxIdProblem } from './gstin';
import { profileFormSchema } from './profile';
import { settingsMessages } from './settings-messages';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
};

describe('GSTIN', () => {
  it('accepts real GSTINs for their own state, in any case and spacing', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeNull();
    expect(gstinProblem('29aagcb7383j1z4', 'Karnataka')).toBeNull();
    expect(gstinProblem(' 27AAPFU 0939F1ZV ', 'Maharashtra')).toBeNull();
  });

  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('refuses a wrong shape, a wrong state code and a wrong check character, each with its reason', () => {
    expect(gstinProblem('27AAPFU0939F1Z', 'Maharashtra')).toBe(settingsMessages.gstinFormat);
    expect(gstinProblem('27AAPF10939F1ZV', 'Maharashtra')).toBe(settingsMessages.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1XV', 'Maharashtra')).toBe(settingsMessages.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe(settingsMessages.gstinStateMismatch);
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toBe(settingsMessages.gstinChecksum);
  });

  it('checks a tax id as a GSTIN only in India', () => {
    expect(taxIdProblem('', { isIndia: true, stateName: 'Goa' })).toBeNull();
    expect(taxIdProblem('DE123456789', { isIndia: true, stateName: 'Goa' })).toBe(settingsMessages.gstinFormat);
    expect(taxIdProblem('DE123456789', { isIndia: false, stateName: null })).toBeNull();
    expect(taxIdProblem('<script>', { isIndia: false, stateName: null })).toBe(settingsMessages.taxIdInvalid);
  });

  it('wants six digits for an Indian PIN code', () => {
    expect(pincodeProblem('400001', true)).toBeNull();
    expect(pincodeProblem('40001', true)).toBe(settingsMessages.pincodeIndiaInvalid);
    expect(pincodeProblem('SW1A 1AA', false)).toBeNull();
    expect(pincodeProblem(' ', false)).toBe(settingsMessages.pincodeRequired);
  });
});

describe('the billing form', () => {
  const lists = {
    countries: [
      { id: 1, name: 'India' },
      { id: 2, name: 'Germany' },
    ],
    states: [
      { id: 10, name: 'Maharashtra' },
      { id: 11, name: 'Karnataka' },
    ],
  };
  const filled: BillingFormValues = {
    type: 'limited_liability_company',
    full_name: 'Asha Rao',
    address1: '1 Marine Drive',
    address2: '',
    city: 'Mumbai',
    country: 'india',
    state: 'MAHARASHTRA',
    pincode: '400001',
    tax_id: '27AAPFU0939F1ZV',
  };

  it('accepts names in any case and a GSTIN of the chosen state', () => {
    expect(billingFormSchema(lists).safeParse(filled).success).toBe(true);
  });

  it('shows every required message at once on an empty form', () => {
    const empty = {
      ...filled,
      type: '',
      full_name: '',
      address1: '',
      city: '',
      country: '',
      state: '',
      pincode: '',
      tax_id: '',
    };
    expect(errorsOf(billingFormSchema(lists).safeParse(empty))).toEqual({
      type: [settingsMessages.billingTypeRequired],
      full_name: [settingsMessages.fullNameRequired],
      address1: [settingsMessages.addressRequired],
      city: [settingsMessages.cityRequired],
      country: [settingsMessages.countryRequired],
      state: [settingsMessages.stateRequired],
      pincode: [settingsMessages.pincodeRequired],
    });
  });

  it('says a country or state that is not listed is not valid', () => {
    const errors = errorsOf(billingFormSchema(lists).safeParse({ ...filled, country: 'Atlantis', state: 'Narnia' }));
    expect(errors.country).toEqual([settingsMessages.countryInvalid]);
    expect(errors.state).toEqual([settingsMessages.stateInvalid]);
  });

  it('checks the GSTIN against the chosen state', () => {
    const errors = errorsOf(billingFormSchema(lists).safeParse({ ...filled, state: 'Karnataka' }));
    expect(errors).toEqual({ tax_id: [settingsMessages.gstinStateMismatch] });
  });

  it('lets the state stay empty, and only empty, for a country known to have no states', () => {
    const none = { ...lists, states: [], noStates: true };
    const puertoRico = { ...filled, country: 'Germany', state: '', pincode: '00901', tax_id: '' };
    expect(billingFormSchema(none).safeParse(puertoRico).success).toBe(true);
    expect(errorsOf(billingFormSchema(none).safeParse({ ...puertoRico, state: 'Bavaria' }))).toEqual({
      state: [settingsMessages.stateInvalid],
    });
    // Until the list says so, the state is required.
    expect(errorsOf(billingFormSchema({ ...lists, states: [] }).safeParse(puertoRico))).toEqual({
      state: [settingsMessages.stateRequired],
    });
  });

  it('the api takes a missing or null state (the server asks for one when the country has states)', () => {
    const request = {
      type: 'individual',
      full_name: 'Asha Rao',
      address1: '1 Calle Fortaleza',
      city: 'San Juan',
      country_id: 182,
      pincode: '00901',
    };
    expect(billingRequestSchema.safeParse(request).success).toBe(true);
    expect(billingRequestSchema.safeParse({ ...request, state_id: null }).success).toBe(true);
    expect(errorsOf(billingRequestSchema.safeParse({ ...request, state_id: 0 }))).toEqual({
      state_id: [settingsMessages.stateInvalid],
    });
  });

  it('the api refuses a missing type with the spec message, and sends llc for a company', () => {
    const result = billingRequestSchema.safeParse({ full_name: 'A' });
    expect(errorsOf(result).type).toEqual([settingsMessages.billingTypeRequired]);
    expect(billingRequestSchema.safeParse({ type: 'limited_liability_company' }).success).toBe(false);
  });
});

describe('the change password request', () => {
  it('refuses a body that is not an object instead of failing on it', () => {
    for (const body of [null, undefined, 'x', 1, []]) {
      expect(changePasswordRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('the profile form', () => {
  const filled = {
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.com',
    timezone: 'Asia/Kolkata',
    currency: 'INR',
  };

  it('puts "Timezone is required" and "Currency is required" on the last name, in its place', () => {
    expect(errorsOf(profileFormSchema.safeParse({ ...filled, timezone: '' }))).toEqual({
      last_name: [settingsMessages.timezoneRequired],
    });
    expect(errorsOf(profileFormSchema.safeParse({ ...filled, last_name: '', currency: '' }))).toEqual({
      last_name: [settingsMessages.currencyRequired],
    });
    expect(errorsOf(profileFormSchema.safeParse({ ...filled, last_name: ' ' }))).toEqual({
      last_name: ['Last name is required'],
    });
  });

  it('shows every message of an empty form at once', () => {
    const errors = errorsOf(
      profileFormSchema.safeParse({ first_name: '', last_name: '', email: '', timezone: 'UTC', currency: 'USD' }),
    );
    expect(errors).toEqual({
      first_name: ['First name is required'],
      email: ['Email is required'],
      last_name: ['Last name is required'],
    });
  });
});

describe('email preference updates', () => {
  it('take one flag as a number or a form-data string', () => {
    expect(emailPreferencesUpdateSchema.safeParse({ email_job_updates: 0 }).success).toBe(true);
    expect(emailPreferencesUpdateSchema.safeParse({ email_miscellaneous: '1' }).success).toBe(true);
  });

  it('refuse nothing to change, an unknown flag and a value other than 0 or 1', () => {
    expect(emailPreferencesUpdateSchema.safeParse({}).success).toBe(false);
    expect(emailPreferencesUpdateSchema.safeParse({ email_payment_receipts: 0 }).success).toBe(false);
    expect(emailPreferencesUpdateSchema.safeParse({ email_job_updates: 2 }).success).toBe(false);
  });
});
