import { sql, type SQL } from 'drizzle-orm';
import { tz, TZDate } from '@date-fns/tz';
// One file per function: the package's index would load all of date-fns where modules are not bundled (the api).
import { addYears } from 'date-fns/addYears';
import { getMonth } from 'date-fns/getMonth';
import { getYear } from 'date-fns/getYear';

/*
 * GST invoice numbers (CGST Rules, rule 46(b)): unique and consecutive within a financial year, at
 * most 16 characters of letters, digits, '-' and '/'. Ours are `TI/2627/00000001`: the prefix, the
 * financial year and an eight-digit sequence, exactly 16 characters.
 */

/** The zone India's financial year is counted in: it starts on 1 April at 00:00 IST. */
export const INVOICE_TIME_ZONE = 'Asia/Kolkata';

const INVOICE_NUMBER_PREFIX = 'TI';
const SEQUENCE_DIGITS = 8;
export const MAX_INVOICE_SEQUENCE = 99_999_999;

/** Months as date-fns counts them, from 0. */
const APRIL = 3;

/** An Indian financial year, 1 April to 31 March. */
export interface FinancialYear {
  /** How it is written on invoices and reports: `2026-27`. */
  label: string;
  /** The two years' last two digits, `2627`: the part of the invoice number that names the year. */
  short: string;
  /** 1 April 00:00 IST, the first instant in it. */
  startsAt: Date;
  /** The next 1 April 00:00 IST, the first instant after it. */
  endsAt: Date;
}

const twoDigits = (year: number): string => String(year % 100).padStart(2, '0');

/** The financial year `instant` falls in, counted in India's time zone. */
export function financialYearOf(instant: Date): FinancialYear {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a valid date');
  const inIndia = tz(INVOICE_TIME_ZONE);
  const calendarYear = getYear(instant, { in: inIndia });
  const firstYear = getMonth(instant, { in: inIndia }) >= APRIL ? calendarYear : calendarYear - 1;
  const start = new TZDate(firstYear, APRIL, 1, INVOICE_TIME_ZONE);
  return {
    label: `${firstYear}-${twoDigits(firstYear + 1)}`,
    short: `${twoDigits(firstYear)}${twoDigits(firstYear + 1)}`,
    startsAt: new Date(start.getTime()),
    endsAt: new Date(addYears(start, 1).getTime()),
  };
}

/** Whether `short` names a financial year: four digits, the second pair the year after the first (`2627`, `9900`). */
function isFinancialYearShort(short: string): boolean {
  if (!/^\d{4}$/.test(short)) return false;
  return (Number(short.slice(0, 2)) + 1) % 100 === Number(short.slice(2));
}

/** The invoice number of the `sequence`th invoice of a financial year: `TI/2627/00000001`. */
export function formatInvoiceNumber(financialYearShort: string, sequence: number): string {
  if (!isFinancialYearShort(financialYearShort)) {
    throw new RangeError(`Not a financial year's short form: "${financialYearShort}"`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`An invoice's sequence must be 1 to ${MAX_INVOICE_SEQUENCE}, got ${sequence}`);
  }
  return `${INVOICE_NUMBER_PREFIX}/${financialYearShort}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The financial year and sequence of an invoice number `formatInvoiceNumber` made, or null for anything else. */
export function parseInvoiceNumber(number: string): { financialYearShort: string; sequence: number } | null {
  const match = /^TI\/(\d{4})\/(\d{8})$/.exec(number);
  if (!match) return null;
  const financialYearShort = match[1]!;
  const sequence = Number(match[2]);
  if (!isFinancialYearShort(financialYearShort) || sequence < 1) return null;
  return { financialYearShort, sequence };
}

/**
 * `formatInvoiceNumber` in SQL, for a number given in the statement that takes the sequence
 * (`invoice-service.ts`). `lpad` cuts a longer sequence short: the caller checks the number it got
 * against `formatInvoiceNumber`, which refuses a sequence past the width.
 */
export function invoiceNumberSql(financialYearShort: string, sequence: SQL<number>): SQL<string> {
  if (!isFinancialYearShort(financialYearShort)) {
    throw new RangeError(`Not a financial year's short form: "${financialYearShort}"`);
  }
  const prefix = `${INVOICE_NUMBER_PREFIX}/${financialYearShort}/`;
  return sql<string>`${prefix} || lpad((${sequence})::text, ${SEQUENCE_DIGITS}, '0')`;
}
