import { passesLuhn } from '@talentindia/contracts';
import { TEST_CARDS, brandOf, cardProblem, chargeBehaviourOf, findTestCard, fullYear } from './test-cards';

const JUNE_2025 = new Date('2025-06-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('Stripe’s test card numbers', () => {
  it('are all valid card numbers (a typo in the list would fail the check digit), each listed once', () => {
    expect(TEST_CARDS.filter((card) => !passesLuhn(card.number)).map((card) => card.number)).toEqual([]);
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
  });

  it('include the numbers the issue names, with their outcomes', () => {
    expect(findTestCard('4242424242424242')).toMatchObject({ brand: 'visa', outcome: { kind: 'succeeds' } });
    expect(findTestCard('5555555555554444')).toMatchObject({ brand: 'mastercard', outcome: { kind: 'succeeds' } });
    expect(findTestCard('378282246310005')).toMatchObject({ brand: 'amex', outcome: { kind: 'succeeds' } });
    expect(findTestCard('4000000000000002')?.outcome).toEqual({
      kind: 'declined',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(findTestCard('4000000000009995')?.outcome).toMatchObject({ declineCode: 'insufficient_funds' });
    expect(findTestCard('4000000000000069')?.outcome).toEqual({ kind: 'declined', code: 'expired_card' });
  });

  it('save 0341 and 3155, whose charges decline and ask for authentication; other saved cards’ charges succeed', () => {
    expect(cardProblem({ ...good, number: '4000000000000341' }, JUNE_2025)).toBeNull();
    expect(cardProblem({ ...good, number: '4000 0025 0000 3155' }, JUNE_2025)).toBeNull();
    expect(chargeBehaviourOf('4000000000000341')).toBe('declines');
    expect(chargeBehaviourOf('4000002500003155')).toBe('authenticates');
    expect(chargeBehaviourOf('4242424242424242')).toBe('succeeds');
    expect(TEST_CARDS.filter((card) => card.charges !== 'succeeds').map((card) => card.number)).toEqual([
      '4000000000000341',
      '4000002500003155',
    ]);
  });

  it('keep refusing at setup the cards that always need 3D Secure', () => {
    for (const number of ['4000002760003184', '4000000000003220', '4000000000003063'])
      expect([number, cardProblem({ ...good, number }, JUNE_2025)]).toEqual([
        number,
        expect.objectContaining({ code: 'card_declined', declineCode: 'authentication_required', declined: true }),
      ]);
  });

  it('have brands that agree with their first digits', () => {
    for (const card of TEST_CARDS.filter((entry) => ['visa', 'mastercard', 'amex'].includes(entry.brand)))
      expect([card.number, brandOf(card.number)]).toEqual([card.number, card.brand]);
  });
});

describe('cardProblem', () => {
  it('accepts a test card that succeeds, typed with spaces', () => {
    expect(cardProblem(good, JUNE_2025)).toBeNull();
    expect(cardProblem({ ...good, number: '3782 822463 10005', cvc: '1234' }, JUNE_2025)).toBeNull();
  });

  it('judges the expiry by the month: this month is fine, last month has passed', () => {
    expect(cardProblem({ ...good, expMonth: 6, expYear: 2025 }, JUNE_2025)).toBeNull();
    expect(cardProblem({ ...good, expMonth: 5, expYear: 2025 }, JUNE_2025)).toMatchObject({
      code: 'invalid_expiry_month',
      past: true,
    });
    expect(cardProblem({ ...good, expMonth: 12, expYear: 2024 }, JUNE_2025)).toMatchObject({
      code: 'invalid_expiry_year',
      past: true,
    });
    expect(cardProblem({ ...good, expMonth: 12, expYear: 2099 }, JUNE_2025)).toMatchObject({
      code: 'invalid_expiry_year',
      param: 'exp_year',
    });
    expect(fullYear(30)).toBe(2030);
    expect(fullYear(2030)).toBe(2030);
  });

  it('checks the number before the expiry and the expiry before the CVC, as Stripe reports one problem', () => {
    expect(cardProblem({ number: '4242', expMonth: 13, expYear: 1999, cvc: '' }, JUNE_2025)).toMatchObject({
      code: 'invalid_number',
      declined: false,
    });
    expect(cardProblem({ ...good, number: '4242424242424241' }, JUNE_2025)).toMatchObject({ code: 'incorrect_number' });
    expect(cardProblem({ ...good, expMonth: 13, cvc: '' }, JUNE_2025)).toMatchObject({ code: 'invalid_expiry_month' });
    expect(cardProblem({ ...good, cvc: '12' }, JUNE_2025)).toMatchObject({ code: 'invalid_cvc', param: 'cvc' });
  });

  it('declines the decline cards and any number that is not a test card, marked as declined', () => {
    expect(cardProblem({ ...good, number: '4000000000000002' }, JUNE_2025)).toMatchObject({
      code: 'card_declined',
      declined: true,
      message: 'Your card was declined.',
    });
    expect(cardProblem({ ...good, number: '4111111111111111' }, JUNE_2025)).toMatchObject({
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      declined: true,
    });
    expect(cardProblem({ ...good, number: '4000000000000127' }, JUNE_2025)).toMatchObject({
      code: 'incorrect_cvc',
      param: 'cvc',
    });
  });
});
