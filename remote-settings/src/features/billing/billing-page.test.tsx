import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gstinCheckCharacter, settingsMessages, type Billing } from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const countries = [
  { id: 101, name: 'India' },
  { id: 102, name: 'Indonesia' },
  { id: 182, name: 'Puerto Rico' },
  { id: 233, name: 'United States' },
];
const statesOf: Record<string, { id: number; name: string }[]> = {
  '101': [
    { id: 4008, name: 'Maharashtra' },
    { id: 4026, name: 'Karnataka' },
  ],
  '102': [{ id: 5001, name: 'Bali' }],
  '233': [
    { id: 1416, name: 'California' },
    { id: 1407, name: 'Texas' },
  ],
};

const none: Billing = {
  type: null,
  full_name: '',
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
const stored: Billing = {
  type: 'llc',
  full_name: 'Asha Rao',
  address1: '1 Market Street',
  address2: 'Suite 5',
  city: 'Austin',
  country: 'United States',
  country_id: 233,
  state: 'Texas',
  state_id: 1407,
  pincode: '73301',
  tax_id: '12-3456789',
};

/** A GSTIN of Maharashtra (state code 27) with its right check character. */
const MAHARASHTRA_GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

function billingApi(billing: Billing, save?: MockHandler) {
  return mockApi({
    'GET settings/billing': { body: { status: true, data: billing } },
    'GET utils/countries': { body: { status: true, data: countries } },
    'GET utils/countries/:id/states': ({ params }) => ({ body: { status: true, data: statesOf[params.id!] ?? [] } }),
    'POST settings/billing':
      save ??
      (({ body }) => {
        const sent = body as Record<string, unknown>;
        const country = countries.find((place) => place.id === sent.country_id)!;
        const state = statesOf[String(country.id)]?.find((place) => place.id === sent.state_id);
        return {
          body: {
            status: true,
            message: settingsMessages.billingUpdated,
            data: {
              ...(sent as object),
              address2: sent.address2 ?? '',
              country: country.name,
              state_id: state?.id ?? null,
              state: state?.name ?? null,
            },
          },
        };
      }),
  });
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === 'settings/billing');

async function openForm() {
  renderRoute('/settings/billing');
  return screen.findByRole('form', { name: 'Billing details' });
}

async function chooseFromList(user: ReturnType<typeof userEvent.setup>, label: string, text: string, option: string) {
  await user.type(combobox(label), text);
  await user.click(within(screen.getByRole('listbox', { name: label })).getByRole('option', { name: option }));
}

async function fillIndia(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Account type'), 'Individual');
  await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Address 1'), '12 MG Road');
  await chooseFromList(user, 'Country', 'ind', 'India');
  await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
  await chooseFromList(user, 'State / Province', 'mah', 'Maharashtra');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.type(screen.getByLabelText('Postcode / PIN code'), '411001');
}

beforeEach(signInForTest);

describe('Billing Details', () => {
  it('shows a skeleton while loading, then the stored details with the type as the screen names it', async () => {
    billingApi(stored);
    renderRoute('/settings/billing');
    // The section's own skeleton, once its code has loaded (the settings layout's shows before it).
    expect(await screen.findByText('Loading billing details…')).toBeInTheDocument();
    const edit = await screen.findByRole('button', { name: 'Edit Details' });
    expect(edit).toBeInTheDocument();
    for (const text of [
      'Company',
      'Asha Rao',
      '1 Market Street',
      'Suite 5',
      'Austin',
      'Texas',
      'United States',
      '73301',
      '12-3456789',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('form', { name: 'Billing details' })).not.toBeInTheDocument();
  });

  it('opens the form at once for first entry (no stored type), with nothing to cancel to', async () => {
    billingApi(none);
    await openForm();
    expect(screen.queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();
  });

  it('shows every required-field message and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(none);
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    for (const message of [
      settingsMessages.billingTypeRequired,
      settingsMessages.fullNameRequired,
      settingsMessages.addressRequired,
      settingsMessages.cityRequired,
      settingsMessages.countryRequired,
      settingsMessages.stateRequired,
      settingsMessages.pincodeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a country or state that is not listed, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(none);
    await openForm();
    await user.type(combobox('Country'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText(settingsMessages.countryInvalid)).toBeInTheDocument();

    await user.clear(combobox('Country'));
    expect(screen.queryByText(settingsMessages.countryInvalid)).not.toBeInTheDocument();
    // Typed in any case, a listed name counts as chosen.
    await user.type(combobox('Country'), 'INDIA');
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    await user.type(combobox('State / Province'), 'Gotham');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText(settingsMessages.stateInvalid)).toBeInTheDocument();
    expect(screen.queryByText(settingsMessages.countryInvalid)).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('filters countries as the user types and says when none matches', async () => {
    const user = userEvent.setup();
    billingApi(none);
    await openForm();
    await user.type(combobox('Country'), 'ind');
    const list = screen.getByRole('listbox', { name: 'Country' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['India', 'Indonesia']);
    await user.type(combobox('Country'), 'xyz');
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    // The empty text sits beside the listbox (a listbox holds options only).
    expect(screen.getByText('No Country Found')).toBeVisible();
  });

  it('enables the state only after a country, lists that country’s states, and clears it when the country changes', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(none);
    await openForm();
    expect(combobox('State / Province')).toBeDisabled();
    expect(calls.some((call) => call.path.endsWith('/states'))).toBe(false);

    await chooseFromList(user, 'Country', 'ind', 'India');
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    await user.type(combobox('State / Province'), 'zzz');
    expect(screen.getByText('No State Found')).toBeVisible();
    await user.clear(combobox('State / Province'));
    await chooseFromList(user, 'State / Province', 'kar', 'Karnataka');
    expect(combobox('State / Province')).toHaveValue('Karnataka');

    await user.clear(combobox('Country'));
    await chooseFromList(user, 'Country', 'united', 'United States');
    expect(combobox('State / Province')).toHaveValue('');
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    await user.click(combobox('State / Province'));
    expect(
      within(screen.getByRole('listbox', { name: 'State / Province' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['California', 'Texas']);
  });

  it('asks for no state in a country that has none, sends none, and shows none', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(none);
    await openForm();
    await user.selectOptions(screen.getByLabelText('Account type'), 'Individual');
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Address 1'), '1 Calle Fortaleza');
    await chooseFromList(user, 'Country', 'puerto', 'Puerto Rico');
    await waitFor(() => expect(combobox('State / Province')).toHaveAccessibleDescription('No states for this country'));
    expect(combobox('State / Province')).toBeDisabled();
    expect(combobox('State / Province')).toHaveValue('');
    await user.type(screen.getByLabelText('City'), 'San Juan');
    await user.type(screen.getByLabelText('Postcode / PIN code'), '00901');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    expect(await screen.findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(screen.queryByText(settingsMessages.stateRequired)).not.toBeInTheDocument();
    expect(screen.getByText('Puerto Rico')).toBeInTheDocument();
    expect(screen.queryByText('State / Province')).not.toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '1 Calle Fortaleza',
        address2: '',
        city: 'San Juan',
        country_id: 182,
        state_id: null,
        pincode: '00901',
        tax_id: null,
      },
    ]);

    // Another country with states asks for one again.
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(combobox('State / Province')).toHaveAccessibleDescription('No states for this country'));
    await user.clear(combobox('Country'));
    await chooseFromList(user, 'Country', 'united', 'United States');
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    expect(combobox('State / Province')).not.toHaveAccessibleDescription('No states for this country');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText(settingsMessages.stateRequired)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('checks an Indian tax id as a GSTIN on the client, and sends a good one with the ids', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(none);
    await openForm();
    await fillIndia(user);
    await user.click(screen.getByRole('button', { name: 'Add Tax ID / GSTIN' }));
    const taxId = screen.getByLabelText('Tax ID / GSTIN');
    expect(taxId).toHaveFocus();
    expect(taxId).toHaveAccessibleDescription(/GSTIN: 15 characters/);

    await user.type(taxId, '27AAPFU0939F1Z');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText(settingsMessages.gstinFormat)).toBeInTheDocument();
    // Karnataka's code is 29: a Maharashtra GSTIN does not fit it.
    await user.clear(taxId);
    await user.type(taxId, MAHARASHTRA_GSTIN.replace(/^27/, '29'));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText(settingsMessages.gstinStateMismatch)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(taxId);
    await user.type(taxId, MAHARASHTRA_GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '12 MG Road',
        address2: '',
        city: 'Pune',
        country_id: 101,
        state_id: 4008,
        pincode: '411001',
        tax_id: MAHARASHTRA_GSTIN,
      },
    ]);
    expect(localStorage.getItem('billingTaxId')).toBe(MAHARASHTRA_GSTIN);
  });

  it('saves a company as llc with the places’ ids, says so, returns to view, and forgets a removed tax id', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(stored);
    renderRoute('/settings/billing');
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    expect(screen.getByLabelText('Account type')).toHaveFocus();
    expect(screen.getByLabelText('Account type')).toHaveValue('limited_liability_company');
    expect(combobox('Country')).toHaveValue('United States');
    expect(combobox('State / Province')).toHaveValue('Texas');
    expect(localStorage.getItem('billingTaxId')).toBe('12-3456789');

    await user.clear(combobox('State / Province'));
    await chooseFromList(user, 'State / Province', 'cal', 'California');
    await user.click(screen.getByRole('button', { name: 'Remove Tax ID / GSTIN' }));
    expect(screen.queryByLabelText('Tax ID / GSTIN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    expect(await screen.findByText('Billing Updated Successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(screen.getByText('California')).toBeInTheDocument();
    expect(screen.queryByText('12-3456789')).not.toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        type: 'llc',
        full_name: 'Asha Rao',
        address1: '1 Market Street',
        address2: 'Suite 5',
        city: 'Austin',
        country_id: 233,
        state_id: 1416,
        pincode: '73301',
        tax_id: null,
      },
    ]);
    expect(posts(calls)[0]).toMatchObject({ contentType: 'application/json', authorization: 'Bearer session-token' });
    expect(localStorage.getItem('billingTaxId')).toBeNull();
  });

  it('restores the stored tax id on Cancel', async () => {
    const user = userEvent.setup();
    const { calls } = billingApi(stored);
    renderRoute('/settings/billing');
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Tax ID / GSTIN' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('12-3456789')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(await screen.findByLabelText('Tax ID / GSTIN')).toHaveValue('12-3456789');
    expect(posts(calls)).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields (a state id under State / Province)', async () => {
    const user = userEvent.setup();
    billingApi(stored, () => ({
      status: 422,
      body: {
        status: false,
        message: 'The state does not belong to the country.',
        errors: { state_id: 'The state does not belong to the country.', city: 'City is required' },
      },
    }));
    renderRoute('/settings/billing');
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await waitFor(() =>
      expect(combobox('State / Province')).toHaveAccessibleDescription('The state does not belong to the country.'),
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByRole('form', { name: 'Billing details' })).toBeInTheDocument();
  });

  it('shows any other failure’s message in an error toast and stays in the form', async () => {
    const user = userEvent.setup();
    billingApi(stored, () => ({ status: 500, body: { status: false, message: 'Billing is resting. Try later.' } }));
    renderRoute('/settings/billing');
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText('Billing is resting. Try later.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Billing details' })).toBeInTheDocument();
  });

  it('cannot send twice while a save runs', async () => {
    const user = userEvent.setup();
    const reply = deferredReply({ body: { status: true, message: settingsMessages.billingUpdated, data: stored } });
    const { calls } = billingApi(stored, reply.handler);
    renderRoute('/settings/billing');
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(combobox('State / Province')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Details' })).toBeDisabled());
    reply.release();
    expect(await screen.findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });
});
