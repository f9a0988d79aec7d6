import { z } from '../zod-mini';
import { ALWAYS, miniText } from '../settings/fields';
import { JOB_STATUSES, WORK_TYPES } from './marketplace-constants';
import { marketplaceMessages as m } from './marketplace-messages';

export { ALWAYS };

/** Money on the wire: integer minor units and the currency (as `moneySchema` of the settings). */
export const moneyOut = z.object({ currency: z.enum(['INR', 'USD', 'EUR', 'GBP']), amount: z.number() });
export type MoneyOut = z.infer<typeof moneyOut>;

const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** An amount typed by a person ("25", "25.5", "1500.00") in cents, exactly; null when it is not one. */
export function toMinorUnits(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= 100 && cents <= 100_000_000 ? cents : null;
}
/** Cents as the forms show them again ("2550" → "25.50", "2500" → "25"). */
export function fromMinorUnits(amount: number): string {
  const whole = Math.floor(amount / 100);
  const cents = amount % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * A money field of a form and of its request: a decimal string in US dollars (the request carries
 * what was typed; the server turns it into cents with `toMinorUnits`). Empty passes here, so a
 * field that only one job type needs is required by the object's own check.
 */
export const amountText = () =>
  miniText().check(
    z.trim(),
    z.maxLength(12, m.amountInvalid),
    z.refine((value) => value === '' || toMinorUnits(value) !== null, m.amountInvalid),
  );

/** A required money field. */
export const requiredAmount = (required: string) =>
  miniText(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(12, m.amountInvalid),
    z.refine((value) => value === '' || toMinorUnits(value) !== null, m.amountInvalid),
  );

/** A whole number typed into a form (a string of digits) within a range; empty passes here. */
export const wholeNumberText = (min: number, max: number, invalid: string) =>
  miniText().check(
    z.trim(),
    z.maxLength(6, invalid),
    z.refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), invalid),
  );

export const requiredText = (required: string, max: number, tooLong: string) =>
  miniText(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** A calendar date on the wire: `YYYY-MM-DD`, a real day. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `?page=` of every list: a whole number from 1 (default 1). */
export const pageQuery = z._default(
  z.coerce
    .number({ error: m.pageInvalid })
    .check(z.int(m.pageInvalid), z.minimum(1, m.pageInvalid), z.maximum(100000, m.pageInvalid)),
  1,
);

/** `?q=`: free text, at most 100 characters; empty means no search. */
export const searchQuery = z.optional(miniText().check(z.trim(), z.maxLength(100, m.searchTooLong)));

/** A canonical id as a path writes it: digits only, no leading zero, no sign, point, exponent or space. */
export const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * An id in a path (`/jobs/:id`), read as the canonical positive integer only: `87`, never `0x57`,
 * `87.0`, ` 87` or `1e3` (each of which a number coercion reads as a job). Anything else is the
 * resource's 404 (the api answers a refused path parameter with a 404).
 */
export const idParam = (notFound: string, max = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z.string({ error: notFound }).check(z.regex(CANONICAL_ID, notFound)),
    z.transform((value, ctx) => {
      const id = Number(value);
      if (id > max) ctx.issues.push({ code: 'custom', message: notFound, input: value });
      return id;
    }),
  );

/** The paging facts every list answers with. */
export const pageMeta = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  has_more: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const workTypeFilter = z.optional(z.enum(WORK_TYPES, { error: m.filterInvalid }));
export const jobStatusFilter = z.optional(z.enum(JOB_STATUSES, { error: m.filterInvalid }));

/** A person on the other side of a job, as lists show them. */
export const personSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;
