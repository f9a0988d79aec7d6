import {
  formatMoney,
  isCardExpired,
  isCardNumberValid,
  parseCardExpiry,
  testCardFormSchema,
  type TestCardFormValues,
} from './payment-methods';
import { settingsMessages } from './settings-messages';

const errorsOf = (values: TestCardFormValues) => {
  const result = testCardFormSchema.safeParse(values);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
};

describe('card numbers', () => {
  it.each(['4242 4242 4242 4242', '4242424242424242', '5555 5555 5555 4444', '3782 822463 10005', '4000000000000002'])(
    'accepts %s (Luhn)',
    (number) => expect(isCardNumberValid(number)).toBe(true),
  );

  it.each(['4242 4242 4242 4241', '4242', '4242-4242-4242-4242', '42424242424242424242', 'abcd'])(
    'refuses %s',
    (number) => expect(isCardNumberValid(number)).toBe(false),
  );
});

describe('card expiry', () => {
  it('reads MM / YY, MM/YY and MMYY', () => {
    expect(parseCardExpiry('04 / 31')).toEqual({ exp_month: 4, exp_year: 2031 });
    expect(parseCardExpiry('12/30')).toEqual({ exp_month: 12, exp_year: 2030 });
    expect(parseCardExpiry('0129')).toEqual({ exp_month: 1, exp_year: 2029 });
  });

  it.each(['13 / 30', '00 / 30', '4 / 3', '04 / 2031', 'ab / cd', ''])('refuses %s', (text) =>
    expect(parseCardExpiry(text)).toBeNull(),
  );

  it('has expired after the last day of its month', () => {
    const june2026 = new Date(2026, 5, 15);
    expect(isCardExpired({ exp_month: 6, exp_year: 2026 }, june2026)).toBe(false);
    expect(isCardExpired({ exp_month: 5, exp_year: 2026 }, june2026)).toBe(true);
    expect(isCardExpired({ exp_month: 1, exp_year: 2027 }, june2026)).toBe(false);
    expect(isCardExpired({ exp_month: 12, exp_year: 2025 }, june2026)).toBe(true);
  });
});

describe('the test card form', () => {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

  it('passes a test card with a future expiry', () => {
    expect(errorsOf({ card_number: '4242 4242 4242 4242', expiry: `12 / ${nextYear}`, cvc: '123' })).toEqual({});
    expect(errorsOf({ card_number: '3782 822463 10005', expiry: `01 / ${nextYear}`, cvc: '1234' })).toEqual({});
  });

  it('says what is missing', () => {
    expect(errorsOf({ card_number: ' ', expiry: '', cvc: '' })).toEqual({
      card_number: settingsMessages.cardNumberRequired,
      expiry: settingsMessages.cardExpiryRequired,
      cvc: settingsMessages.cardCvcRequired,
    });
  });

  it('says what is wrong', () => {
    expect(errorsOf({ card_number: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '12' })).toEqual({
      card_number: settingsMessages.cardNumberInvalid,
      expiry: settingsMessages.cardExpiryInvalid,
      cvc: settingsMessages.cardCvcInvalid,
    });
    expect(errorsOf({ card_number: '4242 4242 4242 4242', expiry: '01 / 20', cvc: '123' })).toEqual({
      expiry: settingsMessages.cardExpired,
    });
    // Four digits for American Express, three for the others.
    expect(errorsOf({ card_number: '3782 822463 10005', expiry: `01 / ${nextYear}`, cvc: '123' })).toEqual({
      cvc: settingsMessages.cardCvcInvalid,
    });
    expect(errorsOf({ card_number: '4242 4242 4242 4242', expiry: `01 / ${nextYear}`, cvc: '1234' })).toEqual({
      cvc: settingsMessages.cardCvcInvalid,
    });
  });
});

describe('formatMoney', () => {
  it('shows minor units in the major unit with the currency symbol', () => {
    expect(formatMoney({ currency: 'USD', amount: 0 })).toBe('$0.00');
    expect(formatMoney({ currency: 'USD', amount: 100000 })).toBe('$1,000.00');
    expect(formatMoney({ currency: 'INR', amount: 123450 })).toBe('₹1,234.50');
    expect(formatMoney({ currency: 'EUR', amount: 5 })).toBe('€0.05');
    expect(formatMoney({ currency: 'GBP', amount: -250 })).toBe('-£2.50');
  });
});
