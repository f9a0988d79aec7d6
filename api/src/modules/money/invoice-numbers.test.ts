import fc from 'fast-check';
import {
  financialYearOf,
  formatInvoiceNumber,
  INVOICE_TIME_ZONE,
  MAX_INVOICE_SEQUENCE,
  parseInvoiceNumber,
} from './invoice-numbers';

describe('financialYearOf', () => {
  it('counts in India’s time zone', () => {
    expect(INVOICE_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it.each([
    // 31 March 2027 23:59:59.999 IST, the last instant of 2026-27
    ['2027-03-31T18:29:59.999Z', '2026-27', '2627', '2026-03-31T18:30:00.000Z', '2027-03-31T18:30:00.000Z'],
    // 1 April 2027 00:00 IST, the first instant of 2027-28
    ['2027-03-31T18:30:00.000Z', '2027-28', '2728', '2027-03-31T18:30:00.000Z', '2028-03-31T18:30:00.000Z'],
    // 1 January 2027 01:30 IST, still 31 December in UTC
    ['2026-12-31T20:00:00.000Z', '2026-27', '2627', '2026-03-31T18:30:00.000Z', '2027-03-31T18:30:00.000Z'],
    // across a century: 15 January 2000 is in 1999-2000
    ['2000-01-15T00:00:00.000Z', '1999-00', '9900', '1999-03-31T18:30:00.000Z', '2000-03-31T18:30:00.000Z'],
  ])('puts %s in %s', (instant, label, short, startsAt, endsAt) => {
    const year = financialYearOf(new Date(instant));
    expect({ ...year, startsAt: year.startsAt.toISOString(), endsAt: year.endsAt.toISOString() }).toEqual({
      label,
      short,
      startsAt,
      endsAt,
    });
  });

  it('gives a year that holds the instant, starting on 1 April at 18:30 UTC the day before', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const year = financialYearOf(instant);
          expect(year.startsAt.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime()).toBeLessThan(year.endsAt.getTime());
          expect(year.startsAt.toISOString()).toMatch(/^\d{4}-03-31T18:30:00\.000Z$/);
          expect(year.endsAt.toISOString()).toMatch(/^\d{4}-03-31T18:30:00\.000Z$/);
          expect(year.endsAt.getUTCFullYear() - year.startsAt.getUTCFullYear()).toBe(1);
        },
      ),
    );
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it.each([
    ['2627', 1, 'TI/2627/00000001'],
    ['2627', 12_345, 'TI/2627/00012345'],
    ['9900', MAX_INVOICE_SEQUENCE, 'TI/9900/99999999'],
  ])('writes year %s, invoice %p as %s', (year, sequence, number) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(number);
  });

  it('are 16 characters of capitals, digits and slashes, and read back as the year and sequence they were made of', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: MAX_INVOICE_SEQUENCE }),
        (first, sequence) => {
          const financialYearShort = `${String(first).padStart(2, '0')}${String((first + 1) % 100).padStart(2, '0')}`;
          const number = formatInvoiceNumber(financialYearShort, sequence);
          expect(number).toHaveLength(16);
          expect(number).toMatch(/^[A-Z0-9/-]+$/);
          expect(parseInvoiceNumber(number)).toEqual({ financialYearShort, sequence });
        },
      ),
    );
  });

  it.each([0, -1, 1.5, MAX_INVOICE_SEQUENCE + 1])('refuse the sequence %p', (sequence) => {
    expect(() => formatInvoiceNumber('2627', sequence)).toThrow(RangeError);
  });

  it.each(['2628', '26-27', '262', '2026'])('refuse the financial year %p', (year) => {
    expect(() => formatInvoiceNumber(year, 1)).toThrow(RangeError);
  });

  it.each([
    'TI/2627/00000000',
    'TI/2628/00000001',
    'TI/2627/1',
    'ti/2627/00000001',
    'XX/2627/00000001',
    ' TI/2627/00000001',
    'TI/2627/000000001',
  ])('are not read from %p', (number) => {
    expect(parseInvoiceNumber(number)).toBeNull();
  });
});
