import { createRequire } from 'node:module';
import { GST_STATE_CODES } from '@talentindia/contracts';
import { gstStateOf } from './gst-states';
import {
  amountForMinutes,
  FEE_SAC_CODE,
  GST_ON_FEE_BPS,
  MARKETPLACE_FEE_BPS,
  percentOf,
  priceCharge,
  priceRefund,
  roundHalfUp,
  splitCreditsFirst,
  taxTreatmentOf,
  type TaxTreatment,
} from './pricing';

const KARNATAKA_PLATFORM = '29';
const intraState: TaxTreatment = { kind: 'cgst_sgst', stateCode: '29' };
const interState: TaxTreatment = { kind: 'igst', stateCode: '27' };
const outsideIndia: TaxTreatment = { kind: 'none' };

describe('the rates', () => {
  it('are the README’s 5% fee, 18% GST on it, under SAC 998599', () => {
    expect(MARKETPLACE_FEE_BPS).toBe(500);
    expect(GST_ON_FEE_BPS).toBe(1800);
    expect(FEE_SAC_CODE).toBe('998599');
  });
});

describe('roundHalfUp', () => {
  it.each([
    [5n, 2n, 3n], // 2.5 → 3
    [-5n, 2n, -3n], // -2.5 → -3: half away from zero
    [4n, 2n, 2n], // 2 exactly
    [7n, 3n, 2n], // 2.33 → 2
    [-7n, 3n, -2n], // -2.33 → -2
    [8n, 3n, 3n], // 2.67 → 3
    [-8n, 3n, -3n], // -2.67 → -3
    [1666500n, 10000n, 167n], // 166.65 → 167
    [1665000n, 10000n, 167n], // 166.5 → 167
    [1664999n, 10000n, 166n], // 166.4999 → 166
    [0n, 7n, 0n],
  ])('rounds %p / %p to %p', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUp(1n, -2n)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [3333, 500, 167], // 3333 × 5% = 166.65 → 167
    [-3333, 500, -167], // a negative amount rounds to the negative of the positive one
    [10, 500, 1], // 0.5 → 1
    [-10, 500, -1], // -0.5 → -1
    [9, 500, 0], // 0.45 → 0
    [50, 900, 5], // 9% of 50 = 4.5 → 5
    [49, 900, 4], // 9% of 49 = 4.41 → 4
    [167, 1800, 30], // 18% of 167 = 30.06 → 30
    [0, 500, 0],
    [Number.MAX_SAFE_INTEGER, 10_000, Number.MAX_SAFE_INTEGER], // 100%: no precision lost at the top
  ])('takes %p × %p bps to %p', (amount, bps, expected) => {
    expect(percentOf(amount, bps)).toBe(expected);
  });

  it('refuses amounts and rates that are not safe integers, negative rates, and results past the safe range', () => {
    expect(() => percentOf(1.5, 500)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER + 1, 500)).toThrow(RangeError);
    expect(() => percentOf(100, 2.5)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
  });
});

describe('gstStateOf', () => {
  // The states table is seeded from this package's data file (places-seed.ts), read the same way.
  const packageStates = (
    createRequire(import.meta.url)('country-state-city/lib/assets/state.json') as {
      isoCode: string;
      name: string;
      countryCode: string;
    }[]
  ).filter((state) => state.countryCode === 'IN');

  it('knows every Indian state of the states table, by the name the billing form’s GSTIN check uses', () => {
    expect(packageStates.length).toBeGreaterThan(30);
    for (const state of packageStates) {
      expect({ iso: state.isoCode, gst: gstStateOf(state.isoCode) }).toEqual({
        iso: state.isoCode,
        gst: { code: GST_STATE_CODES[state.name]?.[0], name: state.name },
      });
    }
  });

  it.each([
    ['KA', '29'],
    ['UK', '05'],
    ['OD', '21'],
    ['CG', '22'],
    ['DN', '26'],
    ['DD', '26'],
    ['TS', '36'],
    ['TG', '36'],
  ])('gives %s the code %s', (stateIso, code) => {
    expect(gstStateOf(stateIso)?.code).toBe(code);
  });

  it.each(['XX', 'IN-KA', '', 'constructor'])('knows no state %p', (stateIso) => {
    expect(gstStateOf(stateIso)).toBeNull();
  });
});

describe('taxTreatmentOf', () => {
  it.each<[string, { countryIso2: string | null; stateIso: string | null }, TaxTreatment]>([
    ['a client in Karnataka, the platform’s state', { countryIso2: 'IN', stateIso: 'KA' }, intraState],
    ['a client in Maharashtra', { countryIso2: 'IN', stateIso: 'MH' }, interState],
    ['a client in the United States', { countryIso2: 'US', stateIso: 'CA' }, outsideIndia],
    ['a client with no billing details', { countryIso2: null, stateIso: null }, outsideIndia],
    ['a client in India with no state', { countryIso2: 'IN', stateIso: null }, { kind: 'igst', stateCode: null }],
    [
      'a client in India with a state GST does not know',
      { countryIso2: 'IN', stateIso: 'XX' },
      { kind: 'igst', stateCode: null },
    ],
  ])('charges %s as expected', (_, client, expected) => {
    expect(taxTreatmentOf(client, KARNATAKA_PLATFORM)).toEqual(expected);
  });

  it('knows Telangana by both its codes', () => {
    expect(taxTreatmentOf({ countryIso2: 'IN', stateIso: 'TG' }, '36')).toEqual({ kind: 'cgst_sgst', stateCode: '36' });
    expect(taxTreatmentOf({ countryIso2: 'IN', stateIso: 'TS' }, '36')).toEqual({ kind: 'cgst_sgst', stateCode: '36' });
  });

  it('refuses a platform state code that is not two digits', () => {
    expect(() => taxTreatmentOf({ countryIso2: 'IN', stateIso: 'KA' }, 'KA')).toThrow(RangeError);
  });
});

describe('priceCharge', () => {
  it.each<[string, number, TaxTreatment, { fee: number; cgst?: number; sgst?: number; igst?: number; total: number }]>([
    // 90000 × 5% = 4500; 9% of 4500 = 405 each; 90000 + 4500 + 810 = 95310
    ['USD 900.00 within the state', 90_000, intraState, { fee: 4500, cgst: 405, sgst: 405, total: 95_310 }],
    // 18% of 4500 = 810; 90000 + 4500 + 810 = 95310
    ['USD 900.00 to another state', 90_000, interState, { fee: 4500, igst: 810, total: 95_310 }],
    // 90000 + 4500 = 94500
    ['USD 900.00 outside India', 90_000, outsideIndia, { fee: 4500, total: 94_500 }],
    // 3333 × 5% = 166.65 → 167; 9% of 167 = 15.03 → 15 each; 3333 + 167 + 30 = 3530
    ['33.33 within the state', 3333, intraState, { fee: 167, cgst: 15, sgst: 15, total: 3530 }],
    // 18% of 167 = 30.06 → 30; 3333 + 167 + 30 = 3530
    ['33.33 to another state', 3333, interState, { fee: 167, igst: 30, total: 3530 }],
    // 10 × 5% = 0.5 → 1; 9% of 1 = 0.09 → 0; 10 + 1 = 11
    ['0.10 within the state', 10, intraState, { fee: 1, cgst: 0, sgst: 0, total: 11 }],
    // 1000 × 5% = 50; 9% of 50 = 4.5 → 5 each, rounded per line; 1000 + 50 + 10 = 1060
    ['10.00 within the state', 1000, intraState, { fee: 50, cgst: 5, sgst: 5, total: 1060 }],
    // 18% of 50 = 9: the halves rounded on their own come to one more than IGST; 1000 + 50 + 9 = 1059
    ['10.00 to another state', 1000, interState, { fee: 50, igst: 9, total: 1059 }],
  ])('prices %s', (_, workMinor, treatment, expected) => {
    const charge = priceCharge({ workMinor, currency: 'USD', treatment });
    const taxLines = [
      ...(expected.cgst === undefined ? [] : [{ kind: 'cgst', amountMinor: expected.cgst, rateBps: 900 }]),
      ...(expected.sgst === undefined ? [] : [{ kind: 'sgst', amountMinor: expected.sgst, rateBps: 900 }]),
      ...(expected.igst === undefined ? [] : [{ kind: 'igst', amountMinor: expected.igst, rateBps: 1800 }]),
    ];
    expect(charge).toEqual({
      currency: 'USD',
      workMinor,
      feeMinor: expected.fee,
      taxMinor: expected.total - workMinor - expected.fee,
      totalMinor: expected.total,
      lines: [
        { kind: 'work', amountMinor: workMinor, rateBps: null },
        { kind: 'fee', amountMinor: expected.fee, rateBps: 500 },
        ...taxLines,
      ],
      treatment,
    });
  });

  it('takes another fee rate when given one', () => {
    // 10000 × 10% = 1000; 18% of 1000 = 180; 10000 + 1000 + 180 = 11180
    const charge = priceCharge({ workMinor: 10_000, currency: 'INR', treatment: interState, feeBps: 1000 });
    expect(charge.lines[1]).toEqual({ kind: 'fee', amountMinor: 1000, rateBps: 1000 });
    expect(charge.totalMinor).toBe(11_180);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53])('refuses work of %p', (workMinor) => {
    expect(() => priceCharge({ workMinor, currency: 'INR', treatment: outsideIndia })).toThrow(RangeError);
  });
});

describe('priceRefund', () => {
  it('refunds the whole work as the exact negative of the charge, line by line', () => {
    const charge = priceCharge({ workMinor: 3333, currency: 'INR', treatment: intraState });
    expect(priceRefund(charge, 3333)).toEqual({
      currency: 'INR',
      workMinor: -3333,
      feeMinor: -167,
      taxMinor: -30,
      totalMinor: -3530,
      lines: [
        { kind: 'work', amountMinor: -3333, rateBps: null },
        { kind: 'fee', amountMinor: -167, rateBps: 500 },
        { kind: 'cgst', amountMinor: -15, rateBps: 900 },
        { kind: 'sgst', amountMinor: -15, rateBps: 900 },
      ],
      treatment: intraState,
    });
  });

  it('gives 0, not -0, for lines that were 0', () => {
    const refund = priceRefund(priceCharge({ workMinor: 10, currency: 'INR', treatment: intraState }), 10);
    expect(refund.lines.map((line) => line.amountMinor)).toEqual([-10, -1, 0, 0]);
  });

  it('prices part of the work on its own with the original’s treatment and rates', () => {
    const charge = priceCharge({ workMinor: 90_000, currency: 'USD', treatment: interState, feeBps: 1000 });
    // 3333 × 10% = 333.3 → 333; 18% of 333 = 59.94 → 60; 3333 + 333 + 60 = 3726
    expect(priceRefund(charge, 3333)).toEqual({
      currency: 'USD',
      workMinor: -3333,
      feeMinor: -333,
      taxMinor: -60,
      totalMinor: -3726,
      lines: [
        { kind: 'work', amountMinor: -3333, rateBps: null },
        { kind: 'fee', amountMinor: -333, rateBps: 1000 },
        { kind: 'igst', amountMinor: -60, rateBps: 1800 },
      ],
      treatment: interState,
    });
  });

  it.each([0, -1, 1.5, 90_001])('refuses to refund %p of 90000', (refundWorkMinor) => {
    const charge = priceCharge({ workMinor: 90_000, currency: 'USD', treatment: outsideIndia });
    expect(() => priceRefund(charge, refundWorkMinor)).toThrow(RangeError);
  });
});

describe('splitCreditsFirst', () => {
  it.each([
    ['no credits', 95_310, 0, { creditsMinor: 0, cardMinor: 95_310 }],
    ['some credits', 95_310, 10_000, { creditsMinor: 10_000, cardMinor: 85_310 }],
    ['credits of exactly the total', 95_310, 95_310, { creditsMinor: 95_310, cardMinor: 0 }],
    ['more credits than the total', 95_310, 200_000, { creditsMinor: 95_310, cardMinor: 0 }],
    ['a credit balance below zero', 95_310, -500, { creditsMinor: 0, cardMinor: 95_310 }],
    ['a total of 0', 0, 500, { creditsMinor: 0, cardMinor: 0 }],
  ])('pays with %s', (_, total, credits, expected) => {
    expect(splitCreditsFirst(total, credits)).toEqual(expected);
  });

  it('refuses a negative total and amounts that are not safe integers', () => {
    expect(() => splitCreditsFirst(-1, 0)).toThrow(RangeError);
    expect(() => splitCreditsFirst(100.5, 0)).toThrow(RangeError);
    expect(() => splitCreditsFirst(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('amountForMinutes', () => {
  it.each([
    // 90 minutes at 25.50 an hour: 38.25.
    [90, 2550, 3825],
    // 1 minute at 25.50: 0.425 → 0.43 (half up).
    [1, 2550, 43],
    // 1 minute at 0.30: 0.005 → 0.01.
    [1, 30, 1],
    // 7 minutes at 10.00: 1.1666… → 1.17.
    [7, 1000, 117],
    [0, 2550, 0],
  ])('%i minutes at %i a hour is %i', (minutes, rate, amount) => {
    expect(amountForMinutes(minutes, rate)).toBe(amount);
  });
});
