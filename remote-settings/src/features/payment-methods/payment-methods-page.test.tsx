import { screen, waitFor, within } from '@testing-library/react';
import { settingsMessages, type Money, type PaymentMethod } from '@talentindia/contracts';
import {
  deferredReply,
  mockApi,
  signInForTest,
  type ApiCall,
  type MockHandler,
  type MockReply,
} from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const thisYear = new Date().getFullYear();
const visa: PaymentMethod = {
  id: 11,
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: thisYear + 3,
  is_default: true,
};
const mastercard: PaymentMethod = {
  id: 12,
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: thisYear - 1,
  is_default: false,
};
const amex: PaymentMethod = {
  id: 13,
  brand: 'amex',
  last4: '0005',
  exp_month: 12,
  exp_year: thisYear + 1,
  is_default: false,
};
const discover: PaymentMethod = {
  id: 14,
  brand: 'discover',
  last4: '1117',
  exp_month: 9,
  exp_year: thisYear + 2,
  is_default: false,
};

const yy = (year: number) => String(year % 100).padStart(2, '0');
const ZERO_USD: Money = { currency: 'USD', amount: 0 };

interface Overrides {
  setup?: MockReply | MockHandler;
  confirm?: MockReply | MockHandler;
  add?: MockReply | MockHandler;
  setDefault?: MockReply | MockHandler;
  remove?: MockReply | MockHandler;
}

/** The api as it behaves for one account: its cards change with what the page asks. */
function paymentApi(initial: PaymentMethod[], credits: Money = ZERO_USD, overrides: Overrides = {}) {
  let cards = initial.map((card) => ({ ...card }));
  let setups = 0;
  return mockApi({
    'GET settings/payment-methods': () => ({
      body: { status: true, data: { payment_methods: cards, credits, provider: 'test' } },
    }),
    'GET settings/payment-methods/stripe/setup':
      overrides.setup ??
      (() => {
        setups += 1;
        return {
          body: {
            status: true,
            message: settingsMessages.paymentSetupReady,
            data: { provider: 'test', client_secret: `seti_${setups}_secret_abc`, publishable_key: null },
          },
        };
      }),
    'POST settings/payment-methods/test-provider/confirm': overrides.confirm ?? {
      body: { status: true, message: 'Card confirmed.', data: { payment_method: 'pm_test_new' } },
    },
    'POST settings/payment-methods/stripe/setup':
      overrides.add ??
      (() => {
        const card: PaymentMethod = {
          id: 20,
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: thisYear + 5,
          is_default: cards.length === 0,
        };
        cards = [...cards, card];
        return { status: 201, body: { status: true, message: settingsMessages.paymentMethodAdded, data: card } };
      }),
    'POST settings/payment-methods/:id/default':
      overrides.setDefault ??
      (({ params }) => {
        cards = cards.map((card) => ({ ...card, is_default: card.id === Number(params.id) }));
        return { body: { status: true, message: settingsMessages.paymentMethodUpdated } };
      }),
    'DELETE settings/payment-methods/:id':
      overrides.remove ??
      (({ params }) => {
        cards = cards.filter((card) => card.id !== Number(params.id));
        if (cards.length > 0 && !cards.some((card) => card.is_default)) cards[cards.length - 1]!.is_default = true;
        return { body: { status: true, message: settingsMessages.paymentMethodDeleted } };
      }),
  });
}

/** The saved cards as shown, each by its masked number ("•••• 4242"). */
const cardsShown = () =>
  within(screen.getByRole('list', { name: 'Saved cards' }))
    .getAllByRole('listitem')
    .map((item) => /•••• \d{4}/.exec(item.textContent ?? '')?.[0]);
const cardItem = (last4: string) =>
  within(screen.getByRole('list', { name: 'Saved cards' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(`•••• ${last4}`))!;
const toastWith = (text: string) => screen.findByText(text);
const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(signInForTest);

describe('Payment Methods', () => {
  it('shows a skeleton while the cards load, then the credits with their symbol and the link to their history', async () => {
    paymentApi([]);
    renderRoute('/settings/payment-methods');
    expect(await screen.findByText('Loading payment methods…')).toBeInTheDocument();

    const credits = await screen.findByRole('region', { name: 'Available Credits' });
    expect(within(credits).getByText('$0.00')).toBeInTheDocument();
    expect(within(credits).getByRole('link', { name: 'View Credit History' })).toHaveAttribute(
      'href',
      '/reports/transaction-history?type=credits',
    );
  });

  it('shows a balance in minor units in its currency', async () => {
    paymentApi([], { currency: 'INR', amount: 123450 });
    renderRoute('/settings/payment-methods');
    expect(await screen.findByText('₹1,234.50')).toBeInTheDocument();
  });

  it('says when there is no card yet', async () => {
    paymentApi([]);
    renderRoute('/settings/payment-methods');
    expect(await screen.findByText('No payment methods yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved cards' })).not.toBeInTheDocument();
  });

  it('lists the cards: logos by name, masked numbers, MM/YY, the expired one in danger, the default marked', async () => {
    paymentApi([visa, mastercard, amex, discover]);
    renderRoute('/settings/payment-methods');
    await screen.findByRole('list', { name: 'Saved cards' });
    expect(cardsShown()).toEqual(['•••• 4242', '•••• 4444', '•••• 0005', '•••• 1117']);

    expect(within(cardItem('4242')).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(within(cardItem('4444')).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(within(cardItem('0005')).getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    // Other brands have no logo: their name is written.
    expect(within(cardItem('1117')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cardItem('1117')).getByText('Discover')).toBeInTheDocument();

    expect(cardItem('4242')).toHaveTextContent(`•••• 4242Expires 04/${yy(thisYear + 3)}`);
    expect(within(cardItem('0005')).getByText(`Expires 12/${yy(thisYear + 1)}`)).not.toHaveClass('expired');
    const expired = within(cardItem('4444')).getByText(`Expired 01/${yy(thisYear - 1)}`);
    expect(expired).toHaveClass('expired');

    expect(within(cardItem('4242')).getByText('Default')).toBeInTheDocument();
    expect(screen.getAllByText('Default')).toHaveLength(1);
  });

  it('offers the menu only when there is more than one card', async () => {
    paymentApi([visa]);
    renderRoute('/settings/payment-methods');
    await screen.findByRole('list', { name: 'Saved cards' });
    expect(screen.queryByRole('button', { name: /^Options for/ })).not.toBeInTheDocument();
  });

  it('makes another card the default from its menu', async () => {
    const { calls } = paymentApi([visa, amex]);
    const { user } = renderRoute('/settings/payment-methods');
    // The default card's menu only removes.
    await user.click(await screen.findByRole('button', { name: 'Options for Visa ending in 4242' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Remove']);
    await user.keyboard('{Escape}');

    const options = screen.getByRole('button', { name: 'Options for American Express ending in 0005' });
    await user.click(options);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Set as default', 'Remove']);
    await user.click(screen.getByRole('menuitem', { name: 'Set as default' }));

    expect(await toastWith('Payment method updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(cardItem('0005')).getByText('Default')).toBeInTheDocument());
    expect(within(cardItem('4242')).queryByText('Default')).not.toBeInTheDocument();
    expect(options).toHaveFocus();
    const [call] = callsTo(calls, 'POST', 'settings/payment-methods/13/default');
    expect(call?.body).toBeUndefined();
  });

  it('shows the server’s message when a card cannot be made the default, and keeps the default', async () => {
    paymentApi([visa, amex], ZERO_USD, {
      setDefault: { status: 404, body: { status: false, message: settingsMessages.paymentMethodNotFound } },
    });
    const { user } = renderRoute('/settings/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Options for American Express ending in 0005' }));
    await user.click(screen.getByRole('menuitem', { name: 'Set as default' }));

    expect(await toastWith('Payment method not found.')).toBeInTheDocument();
    expect(within(cardItem('4242')).getByText('Default')).toBeInTheDocument();
    expect(within(cardItem('0005')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('removes a card after a confirmation, and focus goes to the list', async () => {
    const { calls } = paymentApi([visa, mastercard, amex]);
    const { user } = renderRoute('/settings/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Options for Mastercard ending in 4444' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAccessibleDescription('Mastercard ending in 4444 will be removed from your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await toastWith('Payment method deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(cardsShown()).toEqual(['•••• 4242', '•••• 0005']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved cards' })).toHaveFocus());
    expect(callsTo(calls, 'DELETE', 'settings/payment-methods/12')).toHaveLength(1);
  });

  it('changes nothing when the removal is cancelled, and focus returns to the card’s menu button', async () => {
    const { calls } = paymentApi([visa, amex]);
    const { user } = renderRoute('/settings/payment-methods');
    const options = await screen.findByRole('button', { name: 'Options for American Express ending in 0005' });
    await user.click(options);
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(options).toHaveFocus());
    expect(cardsShown()).toEqual(['•••• 4242', '•••• 0005']);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('says so when the default card is removed, and the server’s message when a removal fails', async () => {
    paymentApi([visa, amex], ZERO_USD, {
      remove: { status: 502, body: { status: false, message: settingsMessages.paymentProviderUnavailable } },
    });
    const { user } = renderRoute('/settings/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Options for Visa ending in 4242' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAccessibleDescription(
      'Visa ending in 4242 will be removed from your account. Your most recently added other card becomes the default.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await toastWith(settingsMessages.paymentProviderUnavailable)).toBeInTheDocument();
    expect(cardsShown()).toEqual(['•••• 4242', '•••• 0005']);
    expect(within(cardItem('4242')).getByText('Default')).toBeInTheDocument();
  });

  it('shows the failure of the first load with a way to try again', async () => {
    mockApi({
      'GET settings/payment-methods': { status: 500, body: { status: false, message: 'The server had a problem.' } },
    });
    const { user } = renderRoute('/settings/payment-methods');
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    paymentApi([visa]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Saved cards' });
    expect(cardsShown()).toEqual(['•••• 4242']);
  });
});

describe('Add Payment Method with the built-in test provider', () => {
  async function openDialog(user: ReturnType<typeof renderRoute>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Add New Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Method' });
    await within(dialog).findByLabelText('Card number');
    return dialog;
  }

  it('confirms the card with the provider, records it, closes and lists it; the first card becomes the default', async () => {
    const { calls } = paymentApi([]);
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);

    const number = within(dialog).getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(within(dialog).getByLabelText('Expiry date (MM / YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(within(dialog).getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    await waitFor(() => expect(number).toHaveFocus());

    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), `12${yy(thisYear + 5)}`);
    expect(within(dialog).getByLabelText('Expiry date (MM / YY)')).toHaveValue(`12 / ${yy(thisYear + 5)}`);
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await toastWith('Payment method added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardsShown()).toEqual(['•••• 4242']));
    expect(within(cardItem('4242')).getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Payment Method' })).toHaveFocus();

    expect(callsTo(calls, 'POST', 'settings/payment-methods/test-provider/confirm').map((call) => call.body)).toEqual([
      {
        client_secret: 'seti_1_secret_abc',
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: thisYear + 5,
        cvc: '123',
      },
    ]);
    expect(callsTo(calls, 'POST', 'settings/payment-methods/stripe/setup').map((call) => call.body)).toEqual([
      { payment_method: 'pm_test_new' },
    ]);
  });

  it('shows what is missing or wrong under each field and sends nothing; editing a field clears its message', async () => {
    const { calls } = paymentApi([]);
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Card number is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Card number')).toHaveAccessibleDescription('Card number is required');
    expect(within(dialog).getByText('Expiry date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('CVC is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424241');
    expect(within(dialog).queryByText('Card number is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), '0120');
    await user.type(within(dialog).getByLabelText('CVC'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your card has expired.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your card’s security code is invalid.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('wants four digits of security code for American Express and three for the others', async () => {
    const { calls } = paymentApi([]);
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Card number'), '378282246310005');
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), `12${yy(thisYear + 2)}`);
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Your card’s security code is invalid.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a declined card’s message under the form, records nothing and stays open', async () => {
    const { calls } = paymentApi([], ZERO_USD, {
      confirm: {
        status: 402,
        body: {
          status: false,
          message: settingsMessages.cardDeclined,
          errors: { card_number: settingsMessages.cardDeclined },
        },
      },
    });
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), `12${yy(thisYear + 2)}`);
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    // Once, under the form: not repeated under the number.
    expect(within(dialog).getAllByText('Your card was declined.')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(calls, 'POST', 'settings/payment-methods/stripe/setup')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add Payment Method' })).toBeInTheDocument();
  });

  it('puts the server’s field messages under their fields', async () => {
    paymentApi([], ZERO_USD, {
      confirm: {
        status: 422,
        body: {
          status: false,
          message: settingsMessages.cardCvcInvalid,
          errors: { cvc: settingsMessages.cardCvcInvalid, exp_year: settingsMessages.cardExpiryInvalid },
        },
      },
    });
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Card number'), '378282246310005');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('3782 822463 10005');
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), `12${yy(thisYear + 2)}`);
    await user.type(within(dialog).getByLabelText('CVC'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('CVC')).toHaveAccessibleDescription(settingsMessages.cardCvcInvalid),
    );
    expect(within(dialog).getByLabelText('Expiry date (MM / YY)')).toHaveAccessibleDescription(
      settingsMessages.cardExpiryInvalid,
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the dialog open while the card is saved, says so, and cannot be closed meanwhile', async () => {
    const reply = deferredReply({
      body: { status: true, message: 'Card confirmed.', data: { payment_method: 'pm_test_new' } },
    });
    paymentApi([], ZERO_USD, { confirm: reply.handler });
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), `12${yy(thisYear + 2)}`);
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    const saving = await within(dialog).findByRole('button', { name: 'Saving card…' });
    expect(saving).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Payment Method' })).toBeInTheDocument();
    reply.release();
    expect(await toastWith('Payment method added successfully!')).toBeInTheDocument();
  });

  it('shows a refused recording in an error toast and asks for a new setup for the next card', async () => {
    const { calls } = paymentApi([visa], ZERO_USD, {
      add: { status: 409, body: { status: false, message: settingsMessages.cardAlreadySaved } },
    });
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry date (MM / YY)'), `12${yy(thisYear + 2)}`);
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await toastWith('This card is already saved.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Payment Method' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'GET', 'settings/payment-methods/stripe/setup')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', 'settings/payment-methods/test-provider/confirm')).toHaveLength(2),
    );
    const secrets = callsTo(calls, 'POST', 'settings/payment-methods/test-provider/confirm').map(
      (call) => (call.body as { client_secret: string }).client_secret,
    );
    expect(secrets).toEqual(['seti_1_secret_abc', 'seti_2_secret_abc']);
  });

  it('closes with the server’s message in an error toast when no setup can be made', async () => {
    paymentApi([], ZERO_USD, {
      setup: { status: 502, body: { status: false, message: settingsMessages.paymentProviderUnavailable } },
    });
    const { user } = renderRoute('/settings/payment-methods');
    const add = await screen.findByRole('button', { name: 'Add New Payment Method' });
    await user.click(add);
    expect(await toastWith(settingsMessages.paymentProviderUnavailable)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('asks for a new setup each time it opens', async () => {
    const { calls } = paymentApi([]);
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);
    expect(callsTo(calls, 'GET', 'settings/payment-methods/stripe/setup')).toHaveLength(2);
  });
});
