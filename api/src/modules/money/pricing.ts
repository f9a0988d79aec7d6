import type { CurrencyCode } from '@talentindia/contracts';
import { gstStateOf } from './gst-states';

/*
 * What a client pays for a piece of work: the work, the marketplace's fee on it and the GST on that
 * fee (issue 19). Money is an integer count of minor units (paise, cents) with its currency; all four
 * currencies have two decimals. Products and quotients are computed in BigInt and rounded once, half
 * up per line, so no amount ever passes through floating point.
 */

/** The currencies a charge can be in (spec §9); each has two decimals. */
export type Currency = CurrencyCode;

/** The client's marketplace fee, as the README states it: 5.00% of the work amount, in basis points. */
export const MARKETPLACE_FEE_BPS = 500;

/**
 * GST on the platform's fee, 18%: within the platform's own state it is split into CGST and SGST of
 * 9% each, to any other state it is charged whole as IGST. The work itself is the freelancer's supply
 * and carries no GST from the platform.
 */
export const GST_ON_FEE_BPS = 1800;

/** Each half of the GST within the platform's state (CGST and SGST). */
const HALF_GST_ON_FEE_BPS = GST_ON_FEE_BPS / 2;

/** The Services Accounting Code the fee is invoiced under: 998599, "Other support services n.e.c.". */
export const FEE_SAC_CODE = '998599';

const BASIS_POINTS_IN_WHOLE = 10_000n;

/** Throws unless `value` is an integer that a number holds exactly (money never leaves that range). */
function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/**
 * `numerator / denominator` rounded to the nearest integer, a half rounded away from zero: half up
 * on the absolute value with the sign kept, so 2.5 → 3 and -2.5 → -3: a negative amount rounds to
 * exactly the negative of the positive one. The denominator must be positive.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError(`The denominator must be positive, got ${denominator}`);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const remainder = magnitude % denominator;
  const rounded = remainder * 2n >= denominator ? quotient + 1n : quotient;
  return numerator < 0n ? -rounded : rounded;
}

/** `bps` basis points of `amountMinor` (500 bps = 5%), rounded half up to a whole minor unit. */
export function percentOf(amountMinor: number, bps: number): number {
  assertSafeInteger(amountMinor, 'The amount');
  assertSafeInteger(bps, 'The rate in basis points');
  if (bps < 0) throw new RangeError(`The rate in basis points must not be negative, got ${bps}`);
  const result = Number(roundHalfUp(BigInt(amountMinor) * BigInt(bps), BASIS_POINTS_IN_WHOLE));
  assertSafeInteger(result, 'The result');
  return result;
}

/** Hours logged at an hourly rate: `minutes` × the rate per hour, rounded half up to a whole minor unit. */
export function amountForMinutes(minutes: number, hourlyRateMinor: number): number {
  assertSafeInteger(minutes, 'The minutes');
  assertSafeInteger(hourlyRateMinor, 'The hourly rate');
  if (minutes < 0 || hourlyRateMinor < 0) throw new RangeError('Minutes and rate must not be negative');
  const result = Number(roundHalfUp(BigInt(minutes) * BigInt(hourlyRateMinor), 60n));
  assertSafeInteger(result, 'The result');
  return result;
}

/**
 * How the fee's GST is charged, by the client's billing address. `stateCode` is the client's GST
 * state code (`'29'`), which is also the invoice's place of supply; it is null only for a client in
 * India whose state is not known, who is charged IGST with no place of supply to print.
 */
export type TaxTreatment =
  { kind: 'cgst_sgst'; stateCode: string } | { kind: 'igst'; stateCode: string | null } | { kind: 'none' };

/** India as the app's countries table names it (ISO 3166-1 alpha-2). */
const INDIA_ISO2 = 'IN';

/**
 * The GST treatment for a client's billing country and state (ISO codes as the app stores them:
 * `IN`, `KA`), against the GST state code of the platform's registration.
 *
 * - Billed outside India: no GST (an export of services). A client with no billing country has not
 *   told us they are in India, so they are treated the same way: 'none'.
 * - Billed in the platform's state: CGST + SGST.
 * - Billed in another Indian state, or in India with no state or one the GST table does not know:
 *   IGST. Inter-state is the safe default, as it charges the same 18% in total and needs no state.
 */
export function taxTreatmentOf(
  client: { countryIso2: string | null; stateIso: string | null },
  platformStateCode: string,
): TaxTreatment {
  if (!/^\d{2}$/.test(platformStateCode)) {
    throw new RangeError(`The platform's GST state code must be two digits, got "${platformStateCode}"`);
  }
  if (client.countryIso2 !== INDIA_ISO2) return { kind: 'none' };
  const state = client.stateIso === null ? null : gstStateOf(client.stateIso);
  if (state === null) return { kind: 'igst', stateCode: null };
  if (state.code === platformStateCode) return { kind: 'cgst_sgst', stateCode: state.code };
  return { kind: 'igst', stateCode: state.code };
}

/** One line of a charge; `rateBps` is the fee's or the tax's rate, null for the work itself. */
export interface PricedLine {
  kind: 'work' | 'fee' | 'cgst' | 'sgst' | 'igst';
  amountMinor: number;
  rateBps: number | null;
}

type TaxLineKind = 'cgst' | 'sgst' | 'igst';

/** A priced charge: its lines in order (work, fee, then the taxes) and their sums. */
export interface PricedCharge {
  currency: Currency;
  workMinor: number;
  feeMinor: number;
  /** CGST + SGST, or IGST, or 0. */
  taxMinor: number;
  /** Work + fee + tax: what the client pays. */
  totalMinor: number;
  lines: PricedLine[];
  treatment: TaxTreatment;
}

/** The tax lines a treatment charges on the fee, with their rates. */
function taxRatesOf(treatment: TaxTreatment): { kind: TaxLineKind; rateBps: number }[] {
  switch (treatment.kind) {
    case 'cgst_sgst':
      return [
        { kind: 'cgst', rateBps: HALF_GST_ON_FEE_BPS },
        { kind: 'sgst', rateBps: HALF_GST_ON_FEE_BPS },
      ];
    case 'igst':
      return [{ kind: 'igst', rateBps: GST_ON_FEE_BPS }];
    case 'none':
      return [];
  }
}

/** Prices work at the given rates: the fee rounded on the work, each tax rounded on the fee, line by line. */
function priceAtRates(
  workMinor: number,
  currency: Currency,
  treatment: TaxTreatment,
  feeBps: number,
  taxRates: { kind: TaxLineKind; rateBps: number }[],
): PricedCharge {
  const feeMinor = percentOf(workMinor, feeBps);
  const taxLines: PricedLine[] = taxRates.map((tax) => ({
    kind: tax.kind,
    amountMinor: percentOf(feeMinor, tax.rateBps),
    rateBps: tax.rateBps,
  }));
  const taxMinor = taxLines.reduce((sum, line) => sum + line.amountMinor, 0);
  const totalMinor = workMinor + feeMinor + taxMinor;
  assertSafeInteger(totalMinor, 'The total');
  return {
    currency,
    workMinor,
    feeMinor,
    taxMinor,
    totalMinor,
    lines: [
      { kind: 'work', amountMinor: workMinor, rateBps: null },
      { kind: 'fee', amountMinor: feeMinor, rateBps: feeBps },
      ...taxLines,
    ],
    treatment,
  };
}

/**
 * What the client pays for `workMinor` of work: the work, the marketplace fee on it (5% unless
 * `feeBps` says otherwise) and the GST on the fee as `treatment` charges it, each line rounded half
 * up on its own. Throws unless the work is a positive safe integer.
 */
export function priceCharge(input: {
  workMinor: number;
  currency: Currency;
  treatment: TaxTreatment;
  feeBps?: number;
}): PricedCharge {
  assertSafeInteger(input.workMinor, 'The work amount');
  if (input.workMinor <= 0) throw new RangeError(`The work amount must be positive, got ${input.workMinor}`);
  const feeBps = input.feeBps ?? MARKETPLACE_FEE_BPS;
  return priceAtRates(input.workMinor, input.currency, input.treatment, feeBps, taxRatesOf(input.treatment));
}

/** Every amount of a charge with its sign turned; `0 - x` rather than `-x` so a zero stays 0, not -0. */
function negated(charge: PricedCharge): PricedCharge {
  return {
    ...charge,
    workMinor: 0 - charge.workMinor,
    feeMinor: 0 - charge.feeMinor,
    taxMinor: 0 - charge.taxMinor,
    totalMinor: 0 - charge.totalMinor,
    lines: charge.lines.map((line) => ({ ...line, amountMinor: 0 - line.amountMinor })),
  };
}

/** The rate of a fee or tax line, which `priceCharge` always sets. */
function rateOf(line: PricedLine): number {
  if (line.rateBps === null) throw new RangeError(`The original's ${line.kind} line has no rate`);
  return line.rateBps;
}

/**
 * The refund of `refundWorkMinor` of an original charge's work, as a charge with negative amounts.
 * A full refund is the exact negative of the original, line by line. A partial one prices the
 * refunded work on its own with the original's treatment and rates (read from its lines, so a later
 * change of rates does not change what an old charge refunds), then turns the signs. Each part is
 * rounded on its own, so several partial refunds can add up to a few minor units more or less than
 * the original: a caller refunding in parts has to keep their sum within what was charged.
 * Throws unless `refundWorkMinor` is a positive safe integer no larger than the original's work.
 */
export function priceRefund(original: PricedCharge, refundWorkMinor: number): PricedCharge {
  assertSafeInteger(refundWorkMinor, 'The refunded work amount');
  if (refundWorkMinor <= 0 || refundWorkMinor > original.workMinor) {
    throw new RangeError(`The refunded work must be between 1 and ${original.workMinor}, got ${refundWorkMinor}`);
  }
  if (refundWorkMinor === original.workMinor) return negated(original);
  const feeLine = original.lines.find((line) => line.kind === 'fee');
  if (!feeLine) throw new RangeError('The original charge has no fee line');
  const taxRates = original.lines.flatMap((line) =>
    line.kind === 'cgst' || line.kind === 'sgst' || line.kind === 'igst'
      ? [{ kind: line.kind, rateBps: rateOf(line) }]
      : [],
  );
  return negated(priceAtRates(refundWorkMinor, original.currency, original.treatment, rateOf(feeLine), taxRates));
}

/**
 * How a total is paid when the client has credits: credits first, up to the total, and the card for
 * the rest. A credit balance below zero (which the ledger should never hold) counts as no credits, so
 * the card never pays more than the total. Throws unless both are safe integers and the total is not negative.
 */
export function splitCreditsFirst(
  totalMinor: number,
  creditsAvailableMinor: number,
): { creditsMinor: number; cardMinor: number } {
  assertSafeInteger(totalMinor, 'The total');
  assertSafeInteger(creditsAvailableMinor, 'The credits available');
  if (totalMinor < 0) throw new RangeError(`The total must not be negative, got ${totalMinor}`);
  const creditsMinor = Math.min(totalMinor, Math.max(0, creditsAvailableMinor));
  return { creditsMinor, cardMinor: totalMinor - creditsMinor };
}
