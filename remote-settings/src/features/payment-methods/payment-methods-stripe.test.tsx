import { screen, waitFor, within } from '@testing-library/react';
import { settingsMessages } from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

/**
 * Stripe.js cannot load here: loadStripe answers a stand-in with what the page uses of Stripe (an
 * Elements group whose Payment Element draws a card number input, and confirmSetup). A number
 * ending in 0002 is declined with Stripe's message, as in test mode.
 */
const stripeCalls: { loadStripe: string[]; elements: unknown[]; confirmSetup: unknown[] } = {
  loadStripe: [],
  elements: [],
  confirmSetup: [],
};
let stripeLoadFails = false;

function fakeStripe() {
  let mounted: HTMLElement | null = null;
  const listeners = new Map<string, ((event?: unknown) => void)[]>();
  const element = {
    mount(node: HTMLElement) {
      mounted = node;
      const label = document.createElement('label');
      label.textContent = 'Card number (Stripe)';
      const input = document.createElement('input');
      label.append(input);
      node.append(label);
      setTimeout(() => listeners.get('ready')?.forEach((listener) => listener()), 0);
    },
    on(event: string, listener: (event?: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string, listener: (event?: unknown) => void) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((each) => each !== listener),
      );
    },
    update() {},
    destroy() {
      mounted?.replaceChildren();
    },
  };
  const elements = { create: () => element, update() {}, getElement: () => element };
  return {
    elements: (options: unknown) => {
      stripeCalls.elements.push(options);
      return elements;
    },
    createToken() {},
    createPaymentMethod() {},
    confirmCardPayment() {},
    confirmSetup: async (options: { elements: unknown; redirect: string }) => {
      stripeCalls.confirmSetup.push(options);
      const number = mounted?.querySelector('input')?.value ?? '';
      if (number.endsWith('0002')) {
        return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
      }
      return { setupIntent: { id: 'seti_9', status: 'succeeded', payment_method: 'pm_stripe_1' } };
    },
  };
}

jest.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (key: string) => {
    stripeCalls.loadStripe.push(key);
    return stripeLoadFails ? Promise.reject(new Error('Failed to load Stripe.js')) : Promise.resolve(fakeStripe());
  },
}));

/** Stripe.js loads once per publishable key for the life of the page: a test that needs a fresh load uses its own key. */
function stripeApi(publishableKey = 'pk_test_123') {
  return mockApi({
    'GET settings/payment-methods': {
      body: {
        status: true,
        data: { payment_methods: [], credits: { currency: 'USD', amount: 0 }, provider: 'stripe' },
      },
    },
    'GET settings/payment-methods/stripe/setup': {
      body: {
        status: true,
        message: settingsMessages.paymentSetupReady,
        data: { provider: 'stripe', client_secret: 'seti_9_secret_x', publishable_key: publishableKey },
      },
    },
    'POST settings/payment-methods/stripe/setup': {
      status: 201,
      body: {
        status: true,
        message: settingsMessages.paymentMethodAdded,
        data: { id: 1, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, is_default: true },
      },
    },
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  signInForTest();
  stripeCalls.loadStripe = [];
  stripeCalls.elements = [];
  stripeCalls.confirmSetup = [];
  stripeLoadFails = false;
});

async function openDialog(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add New Payment Method' }));
  return screen.findByRole('dialog', { name: 'Add Payment Method' });
}

describe('Add Payment Method with Stripe', () => {
  it('loads Stripe.js only when the dialog opens, confirms the setup intent in Elements and records the payment method', async () => {
    const { calls } = stripeApi();
    const { user } = renderRoute('/settings/payment-methods');
    await screen.findByText('No payment methods yet');
    expect(stripeCalls.loadStripe).toEqual([]);

    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Card number (Stripe)'), '4242424242424242');
    expect(stripeCalls.loadStripe).toEqual(['pk_test_123']);
    expect(stripeCalls.elements).toEqual([expect.objectContaining({ clientSecret: 'seti_9_secret_x' })]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Payment method added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stripeCalls.confirmSetup).toEqual([expect.objectContaining({ redirect: 'if_required' })]);
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['settings/payment-methods/stripe/setup', { payment_method: 'pm_stripe_1' }],
    ]);
  });

  it('shows Stripe’s message under the form when the card is declined, and records nothing', async () => {
    const { calls } = stripeApi();
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Card number (Stripe)'), '4000000000000002');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(posts(calls)).toEqual([]);
  });

  it('says the card service is unreachable when Stripe.js cannot load, and tries again', async () => {
    stripeApi('pk_test_offline');
    stripeLoadFails = true;
    const { user } = renderRoute('/settings/payment-methods');
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(settingsMessages.paymentProviderUnavailable);

    stripeLoadFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Card number (Stripe)')).toBeInTheDocument();
    expect(stripeCalls.loadStripe).toEqual(['pk_test_offline', 'pk_test_offline']);
  });
});
