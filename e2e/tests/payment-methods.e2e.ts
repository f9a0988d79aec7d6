import type { Locator, Page } from 'playwright-core';
import {
  API_URL,
  axeViolations,
  HOST_URL,
  signIn,
  STRONG_PASSWORD,
  uniqueEmail,
  withPagePerTest,
  type TestAccount,
} from '../support/browser';
import {
  routeApiToStripeBackend,
  standInRequests,
  startStripeBackend,
  STRIPE_API_URL,
  stubStripeJs,
} from '../support/stripe';

const page = withPagePerTest();

const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

interface ListedCard {
  id: number;
  brand: string;
  last4: string;
  is_default: boolean;
}

async function openPaymentMethods(target: Page = page()) {
  await target.goto(`${HOST_URL}/settings/payment-methods`);
  await target.getByRole('heading', { level: 1, name: 'Payment Methods' }).waitFor();
  await target.getByRole('region', { name: 'Available Credits' }).waitFor();
}

async function expectToast(text: string, target: Page = page()) {
  await target.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** A saved card on the page, by the last four digits shown ("•••• 4242"). */
const card = (last4: string, target: Page = page()): Locator =>
  target
    .getByRole('list', { name: 'Saved cards' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` });

/** What the api holds for the account, in its order. */
async function cardsOf(account: TestAccount, apiUrl = API_URL): Promise<ListedCard[]> {
  const response = await fetch(`${apiUrl}/settings/payment-methods`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  const body = (await response.json()) as { data: { payment_methods: ListedCard[] } };
  return body.data.payment_methods.map(({ id, brand, last4, is_default }) => ({ id, brand, last4, is_default }));
}

/** Fills the test provider's card form in the open Add Payment Method dialog. */
async function fillTestCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date (MM / YY)').fill(`12${nextYear}`);
  await dialog.getByLabel('CVC').fill('123');
}

async function addTestCard(number: string) {
  await page().getByRole('button', { name: 'Add New Payment Method' }).click();
  const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
  await dialog.getByLabel('Card number').waitFor();
  await fillTestCard(dialog, number);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expectToast('Payment method added successfully!');
  await dialog.waitFor({ state: 'detached' });
}

/** A card saved through the api, as the page does it: a setup intent, the test provider's confirmation, the record. */
async function saveCardThroughApi(account: TestAccount, number: string) {
  const authorization = { Authorization: `Bearer ${account.accessToken}` };
  const headers = { ...authorization, 'Content-Type': 'application/json' };
  const setup = (await (
    await fetch(`${API_URL}/settings/payment-methods/stripe/setup`, { headers: authorization })
  ).json()) as {
    data: { client_secret: string };
  };
  const confirmed = await fetch(`${API_URL}/settings/payment-methods/test-provider/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      client_secret: setup.data.client_secret,
      card_number: number,
      exp_month: 12,
      exp_year: 2000 + Number(nextYear),
      // American Express has a four-digit security code.
      cvc: /^3[47]/.test(number) ? '1234' : '123',
    }),
  });
  if (confirmed.status !== 200)
    throw new Error(`confirming the card failed: ${confirmed.status} ${await confirmed.text()}`);
  const { data } = (await confirmed.json()) as { data: { payment_method: string } };
  const saved = await fetch(`${API_URL}/settings/payment-methods/stripe/setup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ payment_method: data.payment_method }),
  });
  if (saved.status !== 201) throw new Error(`saving the card failed: ${saved.status} ${await saved.text()}`);
}

/** Where the keyboard focus is: its text or accessible name, and whether it is inside the dialog. */
async function focused(target: Page = page()) {
  // Focus that moves on close or open lands a frame or two later on a busy machine: wait until it has landed.
  await target.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body);
  return target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label =
      element?.getAttribute('aria-label') ??
      (element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
    return {
      name: (label ?? element?.textContent ?? '').trim(),
      inDialog: Boolean(element?.closest('[role="dialog"]')),
    };
  });
}

describe('Payment Methods with the built-in test provider', () => {
  it('adds two test cards, makes the second the default and removes the first', async () => {
    const account = await signIn(page());
    await openPaymentMethods();
    await page().getByText('No payment methods yet').waitFor();
    expect(await page().getByRole('region', { name: 'Available Credits' }).textContent()).toContain('$0.00');
    expect(await page().getByRole('link', { name: 'View Credit History' }).getAttribute('href')).toBe(
      '/reports/transaction-history?type=credits',
    );

    await addTestCard('4242 4242 4242 4242');
    await card('4242').getByRole('img', { name: 'Visa' }).waitFor();
    // The first card becomes the default, and one card has no menu.
    await card('4242').getByText('Default').waitFor();
    expect(
      await page()
        .getByRole('button', { name: /^Options for/ })
        .count(),
    ).toBe(0);

    await addTestCard('5555555555554444');
    await card('4444').getByRole('img', { name: 'Mastercard' }).waitFor();
    expect(await card('4444').textContent()).toContain(`Expires 12/${nextYear}`);
    expect(await card('4444').getByText('Default').count()).toBe(0);

    await page().getByRole('button', { name: 'Options for Mastercard ending in 4444' }).click();
    await page().getByRole('menuitem', { name: 'Set as default' }).click();
    await expectToast('Payment method updated successfully!');
    await card('4444').getByText('Default').waitFor();
    await card('4242').getByText('Default').waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'Options for Visa ending in 4242' }).click();
    await page().getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page().getByRole('dialog', { name: 'Remove this card?' });
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expectToast('Payment method deleted successfully!');
    await card('4242').waitFor({ state: 'detached' });
    await card('4444').getByText('Default').waitFor();

    expect(await cardsOf(account)).toEqual([
      { id: expect.any(Number), brand: 'mastercard', last4: '4444', is_default: true },
    ]);
    // The list is the server's after a reload too.
    await page().reload();
    await card('4444').getByText('Default').waitFor();
    expect(await page().getByRole('list', { name: 'Saved cards' }).getByRole('listitem').count()).toBe(1);
  });

  it('shows a declined card’s message under the form and saves nothing', async () => {
    const account = await signIn(page());
    await openPaymentMethods();
    await page().getByRole('button', { name: 'Add New Payment Method' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByLabel('Card number').waitFor();
    await fillTestCard(dialog, '4000 0000 0000 0002');
    expect(await dialog.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Save card' }).click();

    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Your card was declined.');
    // Under the form: after the fields, before the buttons.
    const [alertBox, numberBox, saveBox] = await Promise.all([
      alert.boundingBox(),
      dialog.getByLabel('CVC').boundingBox(),
      dialog.getByRole('button', { name: 'Save card' }).boundingBox(),
    ]);
    expect(alertBox!.y).toBeGreaterThan(numberBox!.y);
    expect(alertBox!.y).toBeLessThan(saveBox!.y);
    expect(await cardsOf(account)).toEqual([]);

    // The same dialog takes another card.
    await dialog.getByLabel('Card number').fill('4242424242424242');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectToast('Payment method added successfully!');
    expect((await cardsOf(account)).map((saved) => saved.last4)).toEqual(['4242']);
  });

  it('has no WCAG violations on the page, in its menu, in the Add Payment Method dialog and in the removal dialog', async () => {
    const account = await signIn(page());
    await saveCardThroughApi(account, '4242424242424242');
    await saveCardThroughApi(account, '378282246310005');
    await openPaymentMethods();
    await card('0005').getByRole('img', { name: 'American Express' }).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    await page().getByRole('button', { name: 'Options for American Express ending in 0005' }).click();
    await page().getByRole('menu').waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await page().keyboard.press('Escape');

    await page().getByRole('button', { name: 'Add New Payment Method' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByLabel('Card number').waitFor();
    expect(await axeViolations(page())).toEqual([]);
    // With the field messages shown.
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await dialog.getByText('Card number is required').waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'Options for Visa ending in 4242' }).click();
    await page().getByRole('menuitem', { name: 'Remove' }).click();
    await page().getByRole('dialog', { name: 'Remove this card?' }).waitFor();
    expect(await axeViolations(page())).toEqual([]);
  });

  it('fits a narrow screen (spec §2: 900 px or less) without scrolling sideways', async () => {
    const account = await signIn(page());
    await saveCardThroughApi(account, '4242424242424242');
    await saveCardThroughApi(account, '378282246310005');
    await page().setViewportSize({ width: 360, height: 800 });
    await openPaymentMethods();
    await card('0005').waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page().getByRole('button', { name: 'Add New Payment Method' }).click();
    await page().getByRole('dialog', { name: 'Add Payment Method' }).getByLabel('CVC').waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('adds a card by keyboard alone: focus stays in the dialog, Escape closes it, focus returns', async () => {
    const account = await signIn(page());
    await openPaymentMethods();
    const opener = page().getByRole('button', { name: 'Add New Payment Method' });
    await opener.focus();
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByLabel('Card number').waitFor();
    // The form takes the keyboard as soon as it is there.
    await page().waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'cc-number');

    for (let i = 0; i < 8; i += 1) {
      expect((await focused()).inDialog).toBe(true);
      await page().keyboard.press('Tab');
    }
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused()).name).toBe('Add New Payment Method');

    await page().keyboard.press('Enter');
    await page().waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'cc-number');
    await page().keyboard.type('4242424242424242');
    await page().keyboard.press('Tab');
    expect((await focused()).name).toBe('Expiry date (MM / YY)');
    await page().keyboard.type(`12${nextYear}`);
    await page().keyboard.press('Tab');
    expect((await focused()).name).toBe('CVC');
    await page().keyboard.type('123');
    await page().keyboard.press('Enter');
    await expectToast('Payment method added successfully!');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused()).name).toBe('Add New Payment Method');
    expect((await cardsOf(account)).map((saved) => saved.last4)).toEqual(['4242']);

    // And a second card made the default through its menu, by keyboard.
    await saveCardThroughApi(account, '5555555555554444');
    await page().reload();
    const options = page().getByRole('button', { name: 'Options for Mastercard ending in 4444' });
    await options.focus();
    await page().keyboard.press('ArrowDown');
    await page().waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    expect((await focused()).name).toBe('Set as default');
    await page().keyboard.press('Enter');
    await expectToast('Payment method updated successfully!');
    expect((await focused()).name).toBe('Options for Mastercard ending in 4444');
    await card('4444').getByText('Default').waitFor();
  });
});

/** An account on the Stripe-configured api (its own database). */
async function createStripeAccount(): Promise<TestAccount> {
  const email = uniqueEmail('stripe');
  const response = await fetch(`${STRIPE_API_URL}/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Meera',
      last_name: 'Iyer',
      email,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  return { accessToken: body.data.token, first_name: 'Meera', email, password: STRONG_PASSWORD };
}

declare global {
  interface Window {
    /** What the page's Content-Security-Policy refused, noted as it happens. */
    __cspViolations: string[];
  }
}

/**
 * The Stripe path, end to end but offline: the page talks to a second api configured with Stripe
 * keys, whose Stripe adapter calls the stand-in of Stripe's api; the page loads a stand-in of
 * Stripe.js from Stripe's address, which confirms the setup intent against that same stand-in.
 */
describe('Payment Methods with Stripe (stand-ins of Stripe.js and of Stripe’s api)', () => {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stop = await startStripeBackend();
  }, 180_000);
  afterAll(async () => {
    await stop?.();
  });

  async function openStripePage() {
    const account = await createStripeAccount();
    await page()
      .context()
      .addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
    const stripeJs = await stubStripeJs(page());
    await routeApiToStripeBackend(page());
    await signIn(page(), account);
    await openPaymentMethods();
    return { account, stripeJs };
  }

  async function openStripeDialog() {
    await page().getByRole('button', { name: 'Add New Payment Method' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByLabel('Security code').waitFor();
    return dialog;
  }

  async function fillStripeCard(dialog: Locator, number: string) {
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Expiration date').fill(`12 / ${nextYear}`);
    await dialog.getByLabel('Security code').fill('123');
  }

  it('loads Stripe.js only when the dialog opens, confirms the card with Stripe and saves it', async () => {
    const { account, stripeJs } = await openStripePage();
    await page().getByText('No payment methods yet').waitFor();
    expect(stripeJs.scriptRequests()).toBe(0);

    const dialog = await openStripeDialog();
    expect(stripeJs.scriptRequests()).toBe(1);
    // The test provider's own form is not there: this is Stripe's.
    expect(await dialog.getByText(/^Test mode/).count()).toBe(0);
    await fillStripeCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectToast('Payment method added successfully!');
    await dialog.waitFor({ state: 'detached' });
    await card('4242').getByRole('img', { name: 'Visa' }).waitFor();
    await card('4242').getByText('Default').waitFor();

    expect(await cardsOf(account, STRIPE_API_URL)).toEqual([
      { id: expect.any(Number), brand: 'visa', last4: '4242', is_default: true },
    ]);
    // Stripe.js confirmed the setup intent with the publishable key; the api did the rest with the secret key.
    const requests = await standInRequests();
    const confirmation = requests.find((request) => /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(request.path));
    expect(confirmation).toMatchObject({ method: 'POST', auth: 'publishable', status: 200 });
    expect(JSON.stringify(requests)).not.toContain('4242424242424242');
    // The page's policy let Stripe's script and api through, and nothing was refused.
    expect(await page().evaluate(() => window.__cspViolations)).toEqual([]);
  });

  it('shows Stripe’s message for a declined card under the form and saves nothing', async () => {
    const { account } = await openStripePage();
    const dialog = await openStripeDialog();
    await fillStripeCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Save card' }).click();

    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Your card was declined.');
    expect(await cardsOf(account, STRIPE_API_URL)).toEqual([]);

    // Another card in the same dialog goes through.
    await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectToast('Payment method added successfully!');
    await card('4444').getByRole('img', { name: 'Mastercard' }).waitFor();
    expect(await page().evaluate(() => window.__cspViolations)).toEqual([]);
  });
});
