import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isRealDate, reportMessages, weekOfDay } from '@talentindia/contracts';
import { HttpError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { isReportCursor } from './report-queries';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day the database can hold as a date: a real one, from year 1 (PostgreSQL has no year 0). */
export const isReportDay = (day: string) => DAY_PATTERN.test(day) && isRealDate(day) && day >= '0001-01-01';

/**
 * What the reports' query schemas cannot say field by field, checked with them (422 before anything
 * else is looked at): a day of the right shape that does not exist (31 February) is `dateInvalid`
 * on its field, `to` before `from` is `rangeReversed` on `to`, and a cursor these reports did not
 * write is `cursorInvalid` on `cursor`.
 */
export const checkedRange = z.superRefine(
  (query: { from?: string | undefined; to?: string | undefined; cursor?: string | undefined }, context) => {
    for (const field of ['from', 'to'] as const) {
      const day = query[field];
      if (day !== undefined && DAY_PATTERN.test(day) && !isReportDay(day))
        context.addIssue({ code: 'custom', path: [field], message: reportMessages.dateInvalid });
    }
    const { from, to } = query;
    if (from !== undefined && to !== undefined && isReportDay(from) && isReportDay(to) && to < from)
      context.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeReversed });
    if (query.cursor !== undefined && !isReportCursor(query.cursor))
      context.addIssue({ code: 'custom', path: ['cursor'], message: reportMessages.cursorInvalid });
  },
);

/**
 * A week named by its Monday (Weekly Summary's week): a real day that is a Monday and whose Sunday a
 * report can name too, else `weekInvalid` on `monday` (a path naming no week: the errors plugin's 404).
 */
export const checkedMonday = z.superRefine((params: { monday: string }, context) => {
  if (!isWeekMonday(params.monday))
    context.addIssue({ code: 'custom', path: ['monday'], message: reportMessages.weekInvalid });
});

/** Whether `day` is a Monday whose whole week is days a report can name. */
export function isWeekMonday(day: string) {
  if (!isReportDay(day)) return false;
  const week = weekOfDay(day);
  return week.monday === day && isReportDay(week.sunday);
}

/** Reports are the client's: anyone else (a freelancer) is refused, after their input was validated. */
export async function clientsOnly(request: FastifyRequest) {
  if (userOf(request).role !== 'client') throw new HttpError(403, reportMessages.clientsOnly);
}
