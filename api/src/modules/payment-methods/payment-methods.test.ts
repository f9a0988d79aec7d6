import { and, eq, sql } from 'drizzle-orm';
import {
  paymentMethodAddResponseSchema,
  paymentMethodsResponseSchema,
  paymentSetupResponseSchema,
  settingsMessages,
  testCardConfirmResponseSchema,
} from '@talentindia/contracts';
import {
  paymentCustomers,
  paymentMethods,
  testProviderPaymentMethods,
  testProviderSetupIntents,
} from '../../db/schema';
import { findByEmail } from '../accounts';
import { addCreditEntry } from '../credit-ledger';
import { createTestApp, signUp, testClock, type TestApp } from '../../testing/test-app';

// 15 June 2025: a card expiring in May 2025 has expired, one expiring in June 2025 has not.
const clock = testClock(new Date('2025-06-15T12:00:00Z'));
let t: TestApp;
/** The real limits (RATE_LIMIT_SCALE 1) and every log line (trace level), for a few users. */
let strict: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address: the sign-up limit is raised (the card limit is tested on `strict`).
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' }, { clock });
  strict = await createTestApp({ LOG_LEVEL: 'trace' }, { clock });
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

interface Card {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}
const VISA: Card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const card = (card_number: string, extra: Partial<Card> = {}): Card => ({ ...VISA, card_number, ...extra });

const list = (token?: string) => t.request({ method: 'GET', url: '/settings/payment-methods', token });
const setup = (token?: string) => t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
const confirm = (token: string | undefined, clientSecret: string, details: Card) =>
  t.request({
    method: 'POST',
    url: '/settings/payment-methods/test-provider/confirm',
    token,
    payload: { client_secret: clientSecret, ...details },
  });
const save = (token: string | undefined, paymentMethod: string) =>
  t.request({
    method: 'POST',
    url: '/settings/payment-methods/stripe/setup',
    token,
    payload: { payment_method: paymentMethod },
  });
const makeDefault = (token: string | undefined, id: number | string) =>
  t.request({ method: 'POST', url: `/settings/payment-methods/${id}/default`, token });
const remove = (token: string | undefined, id: number | string) =>
  t.request({ method: 'DELETE', url: `/settings/payment-methods/${id}`, token });

async function clientSecretFor(token: string): Promise<string> {
  const response = await setup(token);
  expect(response.statusCode).toBe(200);
  return response.json().data.client_secret as string;
}

/** Confirms a card with the test provider, as the page's card form does; the new `pm_…`. */
async function confirmed(token: string, details: Card = VISA): Promise<string> {
  const response = await confirm(token, await clientSecretFor(token), details);
  expect(response.statusCode).toBe(200);
  return response.json().data.payment_method as string;
}

/** The whole "Add New Payment Method" flow; the saved card. */
async function addCard(token: string, details: Card = VISA) {
  const response = await save(token, await confirmed(token, details));
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; brand: string; last4: string; is_default: boolean };
}

async function userId(email: string): Promise<number> {
  return (await findByEmail(t.app, email))!.id;
}

async function rowsOf(id: number) {
  return t.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, id)).orderBy(paymentMethods.id);
}

/** Row counts of the tables a card touches: a refusal must leave them as they were. */
async function counts() {
  const count = async (table: string) =>
    Number(
      ((await t.app.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: { n: string }[] })
        .rows[0]!.n,
    );
  return {
    methods: await count('payment_methods'),
    testMethods: await count('test_provider_payment_methods'),
    customers: await count('payment_customers'),
    succeeded: Number(
      (
        (await t.app.db.execute(
          sql`select count(*) as n from test_provider_setup_intents where status = 'succeeded'`,
        )) as unknown as { rows: { n: string }[] }
      ).rows[0]!.n,
    ),
  };
}

describe('signed-in only', () => {
  it.each([
    ['GET', '/settings/payment-methods'],
    ['GET', '/settings/payment-methods/stripe/setup'],
    ['POST', '/settings/payment-methods/stripe/setup'],
    ['POST', '/settings/payment-methods/test-provider/confirm'],
    ['POST', '/settings/payment-methods/1/default'],
    ['DELETE', '/settings/payment-methods/1'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.request({
      method,
      url,
      ...(method === 'POST' ? { payload: { payment_method: 'pm_x', client_secret: 'x', ...VISA } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Please log in to continue.' });
  });
});

describe('GET /settings/payment-methods', () => {
  it('has no cards, 0 USD credits and the test provider for a new account', async () => {
    const { token } = await signUp(t);
    const response = await list(token);
    expect(response.statusCode).toBe(200);
    expect(paymentMethodsResponseSchema.parse(response.json())).toEqual({
      status: true,
      data: { payment_methods: [], credits: { currency: 'USD', amount: 0 }, provider: 'test' },
    });
  });

  it('shows the credits balance: the sum of the user’s USD ledger entries, in cents', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const id = await userId(me.email);
    await addCreditEntry(t.app, {
      userId: id,
      currency: 'USD',
      amountMinor: 100_000,
      kind: 'claim',
      reference: 'offer',
    });
    await addCreditEntry(t.app, {
      userId: id,
      currency: 'USD',
      amountMinor: -2_550,
      kind: 'spend',
      reference: 'c-1',
    });
    await addCreditEntry(t.app, { userId: id, currency: 'INR', amountMinor: 5_000, kind: 'adjustment' });
    await addCreditEntry(t.app, {
      userId: await userId(other.email),
      currency: 'USD',
      amountMinor: 7_000,
      kind: 'claim',
      reference: 'offer',
    });
    expect((await list(me.token)).json().data.credits).toEqual({ currency: 'USD', amount: 97_450 });
    expect((await list(other.token)).json().data.credits).toEqual({ currency: 'USD', amount: 7_000 });
  });
});

describe('GET /settings/payment-methods/stripe/setup (test provider)', () => {
  it('answers a setup intent’s client secret, makes one customer per user and keeps only the secret’s hash', async () => {
    const { email, token } = await signUp(t);
    const first = await setup(token);
    expect(first.statusCode).toBe(200);
    const body = paymentSetupResponseSchema.parse(first.json());
    expect(body).toEqual({
      status: true,
      message: settingsMessages.paymentSetupReady,
      data: { provider: 'test', client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/), publishable_key: null },
    });
    const second = (await setup(token)).json().data.client_secret as string;
    expect(second).not.toBe(body.data.client_secret);

    const id = await userId(email);
    const customers = await t.app.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, id));
    expect(customers).toEqual([
      expect.objectContaining({ provider: 'test', customerId: expect.stringMatching(/^cus_/) }),
    ]);
    const intents = await t.app.db
      .select()
      .from(testProviderSetupIntents)
      .where(eq(testProviderSetupIntents.customerId, customers[0]!.customerId));
    expect(intents).toHaveLength(2);
    for (const intent of intents) {
      expect(intent.status).toBe('requires_payment_method');
      expect([body.data.client_secret, second]).not.toContain(intent.clientSecretHash);
      expect(intent.clientSecretHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('adding a card with the test provider', () => {
  it('confirms, saves (201) and lists the card; the first card is the default, the next ones are not', async () => {
    const { email, token } = await signUp(t);
    const confirmation = await confirm(token, await clientSecretFor(token), VISA);
    expect(confirmation.statusCode).toBe(200);
    expect(testCardConfirmResponseSchema.parse(confirmation.json())).toEqual({
      status: true,
      message: settingsMessages.cardConfirmed,
      data: { payment_method: expect.stringMatching(/^pm_\w{24}$/) },
    });

    const saved = await save(token, confirmation.json().data.payment_method);
    expect(saved.statusCode).toBe(201);
    const visa = paymentMethodAddResponseSchema.parse(saved.json());
    expect(visa).toEqual({
      status: true,
      message: settingsMessages.paymentMethodAdded,
      data: { id: expect.any(Number), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_default: true },
    });

    const mastercard = await addCard(token, card('5555 5555 5555 4444', { exp_month: 6, exp_year: 25 }));
    expect(mastercard).toEqual({
      id: expect.any(Number),
      brand: 'mastercard',
      last4: '4444',
      exp_month: 6,
      exp_year: 2025,
      is_default: false,
    });
    const amex = await addCard(token, card('3782 822463 10005', { cvc: '1234' }));
    expect(amex).toMatchObject({ brand: 'amex', last4: '0005', is_default: false });

    expect((await list(token)).json().data.payment_methods).toEqual([visa.data, mastercard, amex]);
    const rows = await rowsOf(await userId(email));
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([visa.data.id]);
    expect(rows.every((row) => row.provider === 'test' && row.providerPaymentMethodId.startsWith('pm_'))).toBe(true);
  });

  it.each([
    ['4242424242424242', 'visa', '123'],
    ['4000056655665556', 'visa', '123'],
    ['4000003560000008', 'visa', '123'],
    ['5555555555554444', 'mastercard', '123'],
    ['2223003122003222', 'mastercard', '123'],
    ['5200828282828210', 'mastercard', '123'],
    ['5105105105105100', 'mastercard', '123'],
    ['378282246310005', 'amex', '1234'],
    ['371449635398431', 'amex', '1234'],
    ['6011111111111117', 'discover', '123'],
    ['3056930009020004', 'diners', '123'],
    ['3566002020360505', 'jcb', '123'],
    ['6200000000000005', 'unionpay', '123'],
    // Saved fine; their charges decline (0341) or ask for authentication (3155): issue 19.
    ['4000000000000341', 'visa', '123'],
    ['4000002500003155', 'visa', '123'],
  ])('accepts Stripe’s test number %s as a %s card', async (number, brand, cvc) => {
    const { token } = await signUp(t);
    expect(await addCard(token, card(number, { cvc }))).toMatchObject({ brand, last4: number.slice(-4) });
  });

  it.each([
    ['4000 0000 0000 0002', settingsMessages.cardDeclined],
    ['4000000000009995', settingsMessages.cardInsufficientFunds],
    ['4000000000000069', settingsMessages.cardExpired],
    ['4000000000009987', settingsMessages.cardDeclined],
    ['4000000000009979', settingsMessages.cardDeclined],
    ['4000000000000119', settingsMessages.cardDeclined],
    ['4100000000000019', settingsMessages.cardDeclined],
    // Needs 3D Secure to be set up, which the test provider's form cannot do.
    ['4000002760003184', settingsMessages.cardDeclined],
    // Luhn-valid numbers that are not Stripe's test cards: declined as a live card would be in test mode.
    ['4111 1111 1111 1111', settingsMessages.cardNotTestCard],
    ['5425233430109903', settingsMessages.cardNotTestCard],
    ['4000000000000010', settingsMessages.cardNotTestCard],
  ])('declines %s with a 402 naming the card number, and changes nothing', async (number, message) => {
    const { token } = await signUp(t);
    const secret = await clientSecretFor(token);
    const before = await counts();
    const response = await confirm(token, secret, card(number));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ status: false, message, errors: { card_number: message } });
    expect(await counts()).toEqual(before);
    // The setup intent stays usable, as Stripe's does after a decline.
    expect((await confirm(token, secret, VISA)).statusCode).toBe(200);
  });

  it('declines Stripe’s incorrect-CVC test card at the CVC', async () => {
    const { token } = await signUp(t);
    const response = await confirm(token, await clientSecretFor(token), card('4000000000000127'));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      status: false,
      message: settingsMessages.cardCvcInvalid,
      errors: { cvc: settingsMessages.cardCvcInvalid },
    });
  });

  it.each([
    [
      'a number failing the check digit',
      card('4242 4242 4242 4241'),
      'card_number',
      settingsMessages.cardNumberInvalid,
    ],
    ['a number too short', card('4242 4242'), 'card_number', settingsMessages.cardNumberInvalid],
    ['a number with letters', card('4242 4242 4242 424x'), 'card_number', settingsMessages.cardNumberInvalid],
    ['no number', card(''), 'card_number', settingsMessages.cardNumberRequired],
    [
      'last month',
      card('4242424242424242', { exp_month: 5, exp_year: 2025 }),
      'exp_month',
      settingsMessages.cardExpiryInvalid,
    ],
    [
      'last year',
      card('4242424242424242', { exp_month: 12, exp_year: 24 }),
      'exp_month',
      settingsMessages.cardExpiryInvalid,
    ],
    ['month 13', card('4242424242424242', { exp_month: 13 }), 'exp_month', settingsMessages.cardExpiryInvalid],
    ['month 0', card('4242424242424242', { exp_month: 0 }), 'exp_month', settingsMessages.cardExpiryInvalid],
    [
      'a year 74 years ahead',
      card('4242424242424242', { exp_year: 2099 }),
      'exp_year',
      settingsMessages.cardExpiryInvalid,
    ],
    [
      'a fractional month',
      card('4242424242424242', { exp_month: 1.5 }),
      'exp_month',
      settingsMessages.cardExpiryInvalid,
    ],
    ['a 3-digit CVC on an amex', card('378282246310005', { cvc: '123' }), 'cvc', settingsMessages.cardCvcInvalid],
    ['a 4-digit CVC on a visa', card('4242424242424242', { cvc: '1234' }), 'cvc', settingsMessages.cardCvcInvalid],
    ['a 2-digit CVC', card('4242424242424242', { cvc: '12' }), 'cvc', settingsMessages.cardCvcInvalid],
    ['no CVC', card('4242424242424242', { cvc: '' }), 'cvc', settingsMessages.cardCvcRequired],
  ])('refuses %s with a 422 naming the field, and changes nothing', async (_what, details, field, message) => {
    const { token } = await signUp(t);
    const secret = await clientSecretFor(token);
    const before = await counts();
    const response = await confirm(token, secret, details);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it('takes a card expiring this month, and a 2-digit year as 20xx', async () => {
    const { token } = await signUp(t);
    expect(await addCard(token, card('4242424242424242', { exp_month: 6, exp_year: 25 }))).toMatchObject({
      exp_month: 6,
      exp_year: 2025,
    });
  });

  it('uses a setup intent once: confirming it again is a 409', async () => {
    const { token } = await signUp(t);
    const secret = await clientSecretFor(token);
    expect((await confirm(token, secret, VISA)).statusCode).toBe(200);
    const again = await confirm(token, secret, card('5555555555554444'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.paymentMethodInvalid });
  });

  it('refuses another user’s client secret, or an unknown one, as it refuses a made-up one', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await clientSecretFor(other.token);
    await clientSecretFor(me.token);
    const expected = {
      status: false,
      message: settingsMessages.paymentMethodInvalid,
      errors: { client_secret: settingsMessages.paymentMethodInvalid },
    };
    for (const secret of [
      theirs,
      `${theirs.split('_secret_')[0]}_secret_guessed`,
      'seti_nothing_secret_here',
      'nonsense',
    ]) {
      const response = await confirm(me.token, secret, VISA);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(expected);
    }
    // A user who never opened the form has no customer at all.
    const fresh = await signUp(t);
    expect((await confirm(fresh.token, theirs, VISA)).statusCode).toBe(422);
    // Theirs still works for them.
    expect((await confirm(other.token, theirs, VISA)).statusCode).toBe(200);
  });

  it('refuses to save a card twice (409), another user’s card or an unknown one (422), and writes nothing', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const mine = await confirmed(me.token);
    expect((await save(me.token, mine)).statusCode).toBe(201);
    const twice = await save(me.token, mine);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      status: false,
      message: settingsMessages.cardAlreadySaved,
      errors: { payment_method: settingsMessages.cardAlreadySaved },
    });

    const theirsUnsaved = await confirmed(other.token);
    const theirsSaved = (await addCard(other.token)).id;
    const [theirsSavedRow] = await t.app.db.select().from(paymentMethods).where(eq(paymentMethods.id, theirsSaved));
    const before = await counts();
    for (const paymentMethod of [
      theirsUnsaved,
      theirsSavedRow!.providerPaymentMethodId,
      'pm_unknown',
      mine.slice(0, -1),
    ]) {
      const response = await save(me.token, paymentMethod);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: settingsMessages.paymentMethodInvalid,
        errors: { payment_method: settingsMessages.paymentMethodInvalid },
      });
    }
    // A user with no customer yet.
    expect((await save((await signUp(t)).token, theirsUnsaved)).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('keeps one default when the first cards are saved at once, and saves a card sent twice at once once', async () => {
    const { email, token } = await signUp(t);
    const numbers = [
      '4242424242424242',
      '5555555555554444',
      '6011111111111117',
      '3566002020360505',
      '4000056655665556',
    ];
    const confirmedCards: string[] = [];
    for (const number of numbers) confirmedCards.push(await confirmed(token, card(number)));
    const all = await Promise.all(confirmedCards.map((pm) => save(token, pm)));
    expect(all.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await rowsOf(await userId(email));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);

    const three = await confirmed(token, card('378282246310005', { cvc: '1234' }));
    const twice = await Promise.all([save(token, three), save(token, three)]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(await userId(email))).toHaveLength(6);
  });

  it('refuses a body the contract refuses: each field named', async () => {
    const { token } = await signUp(t);
    const missing = await t.request({
      method: 'POST',
      url: '/settings/payment-methods/stripe/setup',
      token,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ payment_method: settingsMessages.paymentMethodRequired });
    const odd = await save(token, 'pm_1; drop table');
    expect(odd.json().errors).toEqual({ payment_method: settingsMessages.paymentMethodInvalid });

    const noExpiry = await t.request({
      method: 'POST',
      url: '/settings/payment-methods/test-provider/confirm',
      token,
      payload: { client_secret: await clientSecretFor(token), card_number: '4242424242424242', cvc: '123' },
    });
    expect(noExpiry.statusCode).toBe(422);
    expect(noExpiry.json().errors).toEqual({
      exp_month: settingsMessages.cardExpiryRequired,
      exp_year: settingsMessages.cardExpiryRequired,
    });
  });

  it('limits card attempts per account (card testing): the 31st in an hour is a 429', async () => {
    const me = await signUp(strict);
    const other = await signUp(strict);
    const attempt = (token: string) =>
      strict.request({
        method: 'POST',
        url: '/settings/payment-methods/test-provider/confirm',
        token,
        payload: { client_secret: 'seti_x_secret_y', ...VISA },
      });
    for (let index = 0; index < 30; index += 1) expect((await attempt(me.token)).statusCode).toBe(422);
    const refused = await attempt(me.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect((await attempt(other.token)).statusCode).toBe(422);
  });
});

describe('default card and removal', () => {
  it('switches the default: exactly one default row, the chosen one; setting it again is fine', async () => {
    const { email, token } = await signUp(t);
    const first = await addCard(token);
    const second = await addCard(token, card('5555555555554444'));
    const third = await addCard(token, card('378282246310005', { cvc: '1234' }));
    const id = await userId(email);

    for (const chosen of [second, second, third, first]) {
      const response = await makeDefault(token, chosen.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true, message: settingsMessages.paymentMethodUpdated });
      const defaults = (await rowsOf(id)).filter((row) => row.isDefault);
      expect(defaults.map((row) => row.id)).toEqual([chosen.id]);
    }
    const listed = (await list(token)).json().data.payment_methods as { id: number; is_default: boolean }[];
    expect(listed.map((item) => [item.id, item.is_default])).toEqual([
      [first.id, true],
      [second.id, false],
      [third.id, false],
    ]);
  });

  it('answers 404 for another user’s card or an unknown id, and changes nothing', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await addCard(me.token);
    const theirs = await addCard(other.token);
    const theirsToo = await addCard(other.token, card('5555555555554444'));
    const before = await rowsOf(await userId(other.email));
    for (const id of [theirs.id, theirsToo.id, 987_654_321]) {
      for (const response of [await makeDefault(me.token, id), await remove(me.token, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: settingsMessages.paymentMethodNotFound });
      }
    }
    expect(await rowsOf(await userId(other.email))).toEqual(before);
    const bad = await remove(me.token, 'abc');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(settingsMessages.paymentMethodNotFound);
  });

  it('removes a card (detached at the provider); removing the default makes the newest other card the default', async () => {
    const { email, token } = await signUp(t);
    const id = await userId(email);
    const first = await addCard(token);
    const second = await addCard(token, card('5555555555554444'));
    const third = await addCard(token, card('6011111111111117'));
    const fourth = await addCard(token, card('3566002020360505'));
    const providerIdOf = async (cardId: number) =>
      (await t.app.db.select().from(paymentMethods).where(eq(paymentMethods.id, cardId)))[0]!.providerPaymentMethodId;
    const firstPm = await providerIdOf(first.id);

    // Not the default: the default stays.
    const removed = await remove(token, second.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: true, message: settingsMessages.paymentMethodDeleted });
    expect((await rowsOf(id)).map((row) => [row.id, row.isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
      [fourth.id, false],
    ]);

    // The default: the newest other card (the fourth) takes over.
    expect((await remove(token, first.id)).statusCode).toBe(200);
    expect((await rowsOf(id)).map((row) => [row.id, row.isDefault])).toEqual([
      [third.id, false],
      [fourth.id, true],
    ]);
    const [detached] = await t.app.db
      .select()
      .from(testProviderPaymentMethods)
      .where(eq(testProviderPaymentMethods.id, firstPm));
    expect(detached!.customerId).toBeNull();
    // A detached card cannot be saved again.
    expect((await save(token, firstPm)).statusCode).toBe(422);

    expect((await remove(token, fourth.id)).statusCode).toBe(200);
    expect((await rowsOf(id)).map((row) => [row.id, row.isDefault])).toEqual([[third.id, true]]);
    expect((await remove(token, third.id)).statusCode).toBe(200);
    expect((await list(token)).json().data.payment_methods).toEqual([]);
    // Removed means gone: a second removal is a 404.
    expect((await remove(token, third.id)).statusCode).toBe(404);
    // With no card left, the next card is the default again.
    expect(await addCard(token)).toMatchObject({ is_default: true });
  });

  it('ticks the credits offer’s card task from real state', async () => {
    const { token } = await signUp(t);
    const task = async () =>
      (await t.request({ method: 'GET', url: '/settings/verification', token })).json().data.credits_offer
        .payment_method_added as boolean;
    expect(await task()).toBe(false);
    const saved = await addCard(token);
    expect(await task()).toBe(true);
    await remove(token, saved.id);
    expect(await task()).toBe(false);
  });
});

describe('card numbers are never kept', () => {
  it('leaves no card number or CVC in any table or any log line, even at trace level', async () => {
    const { token } = await signUp(strict);
    const secretOf = async () =>
      (await strict.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token })).json().data
        .client_secret as string;
    const post = (url: string, payload: object) => strict.request({ method: 'POST', url, token, payload });
    const numbers = ['5555 5555 5555 4444', '371449635398431', '4000000000009995'];

    const mastercard = await post('/settings/payment-methods/test-provider/confirm', {
      client_secret: await secretOf(),
      ...card(numbers[0]!, { cvc: '987' }),
    });
    expect(mastercard.statusCode).toBe(200);
    expect((await post('/settings/payment-methods/stripe/setup', mastercard.json().data)).statusCode).toBe(201);
    const amex = await post('/settings/payment-methods/test-provider/confirm', {
      client_secret: await secretOf(),
      ...card(numbers[1]!, { cvc: '7391' }),
    });
    expect((await post('/settings/payment-methods/stripe/setup', amex.json().data)).statusCode).toBe(201);
    const declined = await post('/settings/payment-methods/test-provider/confirm', {
      client_secret: await secretOf(),
      ...card(numbers[2]!, { cvc: '864' }),
    });
    expect(declined.statusCode).toBe(402);
    // A request the contract refuses is logged too (validation errors): still no number.
    expect(
      (await post('/settings/payment-methods/test-provider/confirm', { ...card('4242424242424242'), cvc: 'abc' }))
        .statusCode,
    ).toBe(422);

    const tables = (
      (await strict.app.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['payment_methods', 'test_provider_payment_methods']));
    let dump = '';
    for (const name of tables) {
      const rows = (await strict.app.db.execute(
        sql.raw(`select row_to_json(t)::text as row from "${name}" t`),
      )) as unknown as {
        rows: { row: string }[];
      };
      dump += rows.rows.map((row) => row.row).join('\n');
    }
    const logs = strict.logs.join('\n');
    expect(logs).toContain('/settings/payment-methods/test-provider/confirm');
    expect(dump).toContain('"last4":"4444"');
    for (const number of [...numbers, '4242424242424242']) {
      const digits = number.replace(/ /g, '');
      for (const text of [dump, logs]) {
        expect(text).not.toContain(digits);
        expect(text).not.toContain(number);
        expect(text).not.toContain(digits.slice(0, 12));
      }
    }
    for (const cvc of ['987', '7391', '864']) {
      expect(dump).not.toContain(`"${cvc}"`);
      expect(logs).not.toContain(`"${cvc}"`);
    }
  });
});

describe('the provider’s records', () => {
  it('attaches a confirmed card to the caller’s customer with brand, last 4, expiry and what its charges do only', async () => {
    const { email, token } = await signUp(t);
    const pm = await confirmed(token, card('2223003122003222', { exp_month: 1, exp_year: 2031 }));
    const [customer] = await t.app.db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, await userId(email)), eq(paymentCustomers.provider, 'test')));
    const [row] = await t.app.db.select().from(testProviderPaymentMethods).where(eq(testProviderPaymentMethods.id, pm));
    expect(row).toEqual({
      id: pm,
      customerId: customer!.customerId,
      brand: 'mastercard',
      last4: '3222',
      expMonth: 1,
      expYear: 2031,
      chargeBehaviour: 'succeeds',
      createdAt: expect.any(Date),
    });
    const [intent] = await t.app.db
      .select()
      .from(testProviderSetupIntents)
      .where(eq(testProviderSetupIntents.paymentMethodId, pm));
    expect(intent!.status).toBe('succeeded');
  });

  it('remembers by the test number whether a saved card’s charges decline or ask for authentication', async () => {
    const { token } = await signUp(t);
    const behaviours: string[] = [];
    for (const number of ['4000 0000 0000 0341', '4000 0025 0000 3155', '5555 5555 5555 4444']) {
      const pm = await confirmed(token, card(number));
      const [row] = await t.app.db
        .select()
        .from(testProviderPaymentMethods)
        .where(eq(testProviderPaymentMethods.id, pm));
      behaviours.push(row!.chargeBehaviour);
    }
    expect(behaviours).toEqual(['declines', 'authenticates', 'succeeds']);
  });
});
