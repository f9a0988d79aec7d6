import { API_URL, type TestAccount } from './browser';
import { callApiAs } from './freelancer';

/**
 * The client's money in the e2e tests, set up through the api as the client's browser does it: cards
 * saved with the built-in test provider (the suite's api runs no Stripe), and the dashboard's $1000.00
 * credits, claimed once its three tasks are done.
 */

/** Stripe's test numbers, which the built-in test provider honours (api/src/modules/money/money-testing.ts). */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  /** Saves, but every charge of it is declined. */
  declinesCharges: '4000 0000 0000 0341',
  /** Saves, but each charge waits for the cardholder's confirmation. */
  authenticates: '4000 0025 0000 3155',
} as const;

/**
 * Saves a card as the Add Payment Method dialog does: a setup intent, the test provider's
 * confirmation of the card, then the payment method recorded. The first card saved becomes the
 * default. Answers the saved card's id.
 */
export async function saveCard(account: TestAccount, number: string = TEST_CARDS.visa): Promise<number> {
  const token = account.accessToken;
  const { apiUrl } = account;
  const setup = await callApiAs<{ data: { client_secret: string } }>(
    token,
    'GET',
    '/settings/payment-methods/stripe/setup',
    { apiUrl },
  );
  const confirmed = await callApiAs<{ data: { payment_method: string } }>(
    token,
    'POST',
    '/settings/payment-methods/test-provider/confirm',
    {
      body: {
        client_secret: setup.data.client_secret,
        card_number: number,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 4,
        cvc: '123',
      },
      expect: 200,
      apiUrl,
    },
  );
  const saved = await callApiAs<{ data: { id: number } }>(token, 'POST', '/settings/payment-methods/stripe/setup', {
    body: { payment_method: confirmed.data.payment_method },
    expect: 201,
    apiUrl,
  });
  return saved.data.id;
}

/** `POST /settings/payment-methods/:id/default`: the card that later charges go to. */
export async function makeDefaultCard(account: TestAccount, cardId: number): Promise<void> {
  await callApiAs(account.accessToken, 'POST', `/settings/payment-methods/${cardId}/default`, {
    apiUrl: account.apiUrl,
  });
}

interface Place {
  id: number;
  name: string;
}

/** Billing details in Bengaluru, Karnataka: the platform's own state, so the fee carries CGST + SGST. */
async function billInKarnataka(account: TestAccount): Promise<void> {
  const { apiUrl } = account;
  const { data: countries } = await callApiAs<{ data: Place[] }>(account.accessToken, 'GET', '/utils/countries', {
    apiUrl,
  });
  const india = countries.find((country) => country.name === 'India');
  if (!india) throw new Error('GET /utils/countries has no India');
  const { data: states } = await callApiAs<{ data: Place[] }>(
    account.accessToken,
    'GET',
    `/utils/countries/${india.id}/states`,
    { apiUrl },
  );
  const karnataka = states.find((state) => state.name === 'Karnataka');
  if (!karnataka) throw new Error('India has no Karnataka in GET /utils/countries/:id/states');
  await callApiAs(account.accessToken, 'POST', '/settings/billing', {
    body: {
      type: 'individual',
      full_name: `${account.first_name} Rao`,
      address1: '12 MG Road',
      city: 'Bengaluru',
      country_id: india.id,
      state_id: karnataka.id,
      pincode: '560001',
    },
    expect: 200,
    apiUrl,
  });
}

/** The token of the verification link mailed at sign-up, from the api's outbox (DEV_OUTBOX=1), newest mail first. */
async function verificationToken(to: string, apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data: mails } = (await response.json()) as { data: { text: string }[] };
  for (const mail of mails) {
    const link = /http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token) return token;
  }
  throw new Error(`no verification link in the mail to ${to}`);
}

/**
 * The dashboard's $1000.00 credits, claimed as a client earns them: the address verified with the
 * link mailed at sign-up, billing details in Karnataka, and a card (saved here unless the account has
 * one). Then `POST /credits/claim`.
 */
export async function claimCredits(account: TestAccount, { hasCard = false } = {}): Promise<void> {
  const apiUrl = account.apiUrl ?? API_URL;
  const token = await verificationToken(account.email, apiUrl);
  await callApiAs(account.accessToken, 'POST', '/email/verify', { body: { token }, apiUrl });
  await billInKarnataka(account);
  if (!hasCard) await saveCard(account);
  await callApiAs(account.accessToken, 'POST', '/credits/claim', { apiUrl });
}

/** A milestone's or a week's invoice as the api gives its client (`GET /invoices/:id`), the parts the tests read. */
export interface InvoiceSeen {
  id: number;
  number: string;
  platform: { legal_name: string; gstin: string };
  total: { currency: string; amount: number };
  credits_used: { currency: string; amount: number };
  card_part: { currency: string; amount: number };
  payment: { status: string };
}

export async function invoiceAsClient(account: TestAccount, invoiceId: number): Promise<InvoiceSeen> {
  return (
    await callApiAs<{ data: InvoiceSeen }>(account.accessToken, 'GET', `/invoices/${invoiceId}`, {
      apiUrl: account.apiUrl,
    })
  ).data;
}
