import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addCalendarDays,
  marketplaceMessages as m,
  platformDayOf,
  weekOf,
  weekOfDay,
  type WorkDiary,
} from '@talentindia/contracts';
import { timeEntries } from '../../db/schema';
import { HttpError } from '../../http-error';
import { amountForMinutes } from '../money';
import { ownContract, type ContractOwner } from './contracts-service';
import { weekReview } from './hourly-disputes';

/**
 * An hourly contract's work diary for one week (the platform's week, ADR 016): each day's hours
 * with their descriptions, the week's total and what it comes to at the contract's rate, and the
 * weeks around it that have anything to show (from the contract's first week up to this week),
 * and, once the week has closed, its review (held payment, disputes).
 * Either side of the contract reads it; anyone else gets the same 404 as for the contract.
 */
export async function readWorkDiary(
  app: FastifyInstance,
  owner: ContractOwner,
  contractId: number,
  monday: string | undefined,
): Promise<WorkDiary> {
  const contract = await ownContract(app.db, owner, contractId);
  if (contract.type !== 'hourly' || contract.hourlyRateMinor === null || contract.weeklyLimit === null)
    throw new HttpError(422, m.notHourlyContract);
  const now = app.clock.now();
  const week = monday === undefined ? weekOf(now) : weekOfDay(monday);
  const entries = await app.db
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.contractId, contractId),
        gte(timeEntries.workDate, week.monday),
        lte(timeEntries.workDate, week.sunday),
      ),
    )
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.id));
  const days = Array.from({ length: 7 }, (_value, index) => {
    const date = addCalendarDays(week.monday, index);
    const logged = entries.filter((entry) => entry.workDate === date);
    return {
      date,
      minutes: logged.reduce((sum, entry) => sum + entry.minutes, 0),
      entries: logged.map((entry) => ({
        id: entry.id,
        minutes: entry.minutes,
        description: entry.description,
        logged_at: entry.createdAt.toISOString(),
      })),
    };
  });
  const totalMinutes = days.reduce((sum, day) => sum + day.minutes, 0);
  const firstWeek = weekOfDay(platformDayOf(contract.startedAt)).monday;
  const thisWeek = weekOf(now).monday;
  const previous = addCalendarDays(week.monday, -7);
  const next = addCalendarDays(week.monday, 7);
  const money = (amount: number) => ({ currency: contract.currency, amount });
  return {
    contract_id: contract.id,
    week: { monday: week.monday, sunday: week.sunday },
    weekly_limit_hours: contract.weeklyLimit,
    hourly_rate: money(contract.hourlyRateMinor),
    days,
    total_minutes: totalMinutes,
    amount: money(amountForMinutes(totalMinutes, contract.hourlyRateMinor)),
    previous_week: previous >= firstWeek ? previous : null,
    next_week: next <= thisWeek ? next : null,
    review: await weekReview(app, contract.id, week.monday),
  };
}
