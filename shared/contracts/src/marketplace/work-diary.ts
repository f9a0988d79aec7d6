import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { idParam, isRealDate, moneyOut } from './marketplace-fields';
import { marketplaceMessages as m } from './marketplace-messages';

/** Refusals of the work diary's query. */
export const workDiaryMessages = {
  weekInvalid: 'Choose a week by its Monday (YYYY-MM-DD).',
} as const;

/**
 * `GET /contracts/:id/work-diary?week=` (client) and `GET /freelancer/contracts/:id/work-diary?week=`
 * (freelancer): an hourly contract's hours of one week (the platform's week, Monday to Sunday in UTC,
 * ADR 016), named by its Monday; this week when none is given.
 */
export const workDiaryQuerySchema = z.object({
  week: z.optional(
    miniText(workDiaryMessages.weekInvalid).check(
      z.refine(
        (value) => isRealDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
        workDiaryMessages.weekInvalid,
      ),
    ),
  ),
});
export const workDiaryParamsSchema = z.object({ id: idParam(m.contractNotFound) });

const workDiaryEntry = z.object({
  id: z.number(),
  minutes: z.number(),
  description: z.string(),
  logged_at: z.string(),
});

export const workDiarySchema = z.object({
  contract_id: z.number(),
  week: z.object({ monday: z.string(), sunday: z.string() }),
  weekly_limit_hours: z.number(),
  hourly_rate: moneyOut,
  /** Monday to Sunday, every day of the week, each with what was logged for it (oldest first). */
  days: z.array(z.object({ date: z.string(), minutes: z.number(), entries: z.array(workDiaryEntry) })),
  total_minutes: z.number(),
  /** The week's hours at the contract's rate (rounded half up to the minor unit), before the fee. */
  amount: moneyOut,
  /** The Mondays of the weeks around it the diary can show: none before the contract started, none after this week. */
  previous_week: z.nullable(z.string()),
  next_week: z.nullable(z.string()),
});
export type WorkDiary = z.infer<typeof workDiarySchema>;
export const workDiaryResponseSchema = z.object({ status: z.literal(true), data: workDiarySchema });
