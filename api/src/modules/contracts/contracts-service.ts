import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  CONTRACTS_PAGE_SIZE,
  hiringMessages,
  marketplaceMessages as m,
  platformDayOf,
  weekOf,
  weekOfDay,
  type Contract,
  type ContractStatus,
  type MilestoneOut,
  type PageMeta,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { pageMetaOf } from '../../db/list-queries';
import { contracts, jobs, milestones, reviews, timeEntries, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { milestoneInvoices } from '../money';
import { createNotification } from '../notifications';
import { writeThreadEvent } from '../threads';
import { clientPath, money, personOf } from './hiring-helpers';
import { hiringNotices, hoursLoggedNotification } from './hiring-notices';
import { isWeekClosed, minutesLogged } from './hourly-weeks';

type MilestoneRow = typeof milestones.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;

/** Whose contracts a request may see: the client's, or the freelancer's (anything else is a 404). */
export type ContractOwner = { clientId: number } | { freelancerId: number };
const ownedBy = (owner: ContractOwner) =>
  'clientId' in owner ? eq(contracts.clientId, owner.clientId) : eq(contracts.freelancerId, owner.freelancerId);

/** A milestone as the api shows it; on a contract, with its invoice (`invoice`, null before it is funded). */
export function milestoneOut(row: MilestoneRow, invoice?: MilestoneOut['invoice']): MilestoneOut {
  return {
    id: row.id,
    name: row.name,
    amount: money(row.currency, row.amountMinor),
    due_date: row.dueDate,
    status: row.status,
    funded_at: row.fundedAt?.toISOString() ?? null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    changes_note: row.status === 'changes_requested' ? row.changesNote : null,
    ...(invoice === undefined ? {} : { invoice }),
  };
}

const clientUser = alias(users, 'contract_client');
const freelancerUser = alias(users, 'contract_freelancer');

/**
 * Contracts as the api shows them, in the order of the query, with their milestones, review and
 * totals: one query for the rows, one for the time logged (in total and this week) and one for the
 * milestones of all of them, never a query per contract.
 */
async function contractsOut(
  app: FastifyInstance,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  db: Database = app.db,
): Promise<Contract[]> {
  const now = app.clock.now();
  const { apiPublicUrl } = app.config;
  const query = db
    .select({
      contract: contracts,
      jobTitle: jobs.title,
      client: {
        id: clientUser.id,
        firstName: clientUser.firstName,
        lastName: clientUser.lastName,
        imageKey: clientUser.imageKey,
      },
      freelancer: {
        id: freelancerUser.id,
        firstName: freelancerUser.firstName,
        lastName: freelancerUser.lastName,
        imageKey: freelancerUser.imageKey,
      },
      review: { rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt },
    })
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(clientUser, eq(clientUser.id, contracts.clientId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, contracts.freelancerId))
    .leftJoin(reviews, eq(reviews.contractId, contracts.id))
    .where(where)
    .orderBy(desc(contracts.startedAt), desc(contracts.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.contract.id);

  // "This week" is the platform's week now is in (ADR 016): the same week its days' hours count in.
  const week = weekOf(now);
  const logged = await db
    .select({
      contractId: timeEntries.contractId,
      total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int`,
      thisWeek: sql<number>`coalesce(sum(${timeEntries.minutes}) filter (where ${timeEntries.workDate} between ${week.monday} and ${week.sunday}), 0)::int`,
    })
    .from(timeEntries)
    .where(inArray(timeEntries.contractId, ids))
    .groupBy(timeEntries.contractId);
  const minutesOf = new Map(logged.map((row) => [row.contractId, row]));
  const milestoneRows = await db
    .select()
    .from(milestones)
    .where(inArray(milestones.contractId, ids))
    .orderBy(asc(milestones.contractId), asc(milestones.position), asc(milestones.id));
  const invoiceOf = await milestoneInvoices(
    db,
    milestoneRows.map((row) => row.id),
  );
  const milestonesOf = new Map<number, MilestoneRow[]>();
  for (const row of milestoneRows) {
    const list = milestonesOf.get(row.contractId!) ?? [];
    list.push(row);
    milestonesOf.set(row.contractId!, list);
  }

  return rows.map(({ contract, jobTitle, client, freelancer, review }) => {
    const minutes = minutesOf.get(contract.id) ?? { total: 0, thisWeek: 0 };
    const own = milestonesOf.get(contract.id) ?? [];
    const approved = own.filter((row) => row.status === 'approved').reduce((sum, row) => sum + row.amountMinor, 0);
    // Hours are paid to the cent: minutes × rate per hour, rounded once.
    const hoursEarned = Math.round((Number(minutes.total) * (contract.hourlyRateMinor ?? 0)) / 60);
    return {
      id: contract.id,
      job: { id: contract.jobId, title: jobTitle },
      client: personOf(apiPublicUrl, client),
      freelancer: personOf(apiPublicUrl, freelancer),
      title: contract.title,
      type: contract.type,
      status: contract.status,
      hourly_rate: contract.hourlyRateMinor === null ? null : money(contract.currency, contract.hourlyRateMinor),
      weekly_limit: contract.weeklyLimit,
      started_at: contract.startedAt.toISOString(),
      ended_at: contract.endedAt?.toISOString() ?? null,
      milestones: own.map((row) => milestoneOut(row, invoiceOf.get(row.id) ?? null)),
      total_hours: Math.round((Number(minutes.total) / 60) * 100) / 100,
      hours_this_week: Math.round((Number(minutes.thisWeek) / 60) * 100) / 100,
      total_earned: money(contract.currency, approved + hoursEarned),
      review: review?.rating
        ? { rating: review.rating, text: review.text, created_at: review.createdAt.toISOString() }
        : null,
    };
  });
}

export async function listContracts(
  app: FastifyInstance,
  owner: ContractOwner,
  filters: { job_id?: number; status?: ContractStatus; page: number },
): Promise<{ data: Contract[]; meta: PageMeta }> {
  const where = and(
    ownedBy(owner),
    filters.job_id === undefined ? undefined : eq(contracts.jobId, filters.job_id),
    filters.status === undefined ? undefined : eq(contracts.status, filters.status),
  );
  const [total] = await app.db.select({ value: count() }).from(contracts).where(where);
  const offset = (filters.page - 1) * CONTRACTS_PAGE_SIZE;
  const data = await contractsOut(app, where, { limit: CONTRACTS_PAGE_SIZE, offset });
  return { data, meta: pageMetaOf(filters.page, CONTRACTS_PAGE_SIZE, Number(total?.value ?? 0)) };
}

/** One of the owner's contracts; another's, or none, is the same 404. */
export async function readContract(app: FastifyInstance, owner: ContractOwner, id: number, db: Database = app.db) {
  const [contract] = await contractsOut(app, and(eq(contracts.id, id), ownedBy(owner)), undefined, db);
  if (!contract) throw notFound(m.contractNotFound);
  return contract;
}

export async function ownContract(
  db: Database,
  owner: ContractOwner,
  id: number,
  lock?: 'update' | 'share',
): Promise<ContractRow> {
  const query = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), ownedBy(owner)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(m.contractNotFound);
  return row;
}

export async function namesOf(db: Database, clientId: number, freelancerId: number) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [clientId, freelancerId]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const client = byId.get(clientId)!;
  const freelancer = byId.get(freelancerId)!;
  return {
    client: { firstName: client.firstName, name: `${client.firstName} ${client.lastName}` },
    freelancer: { firstName: freelancer.firstName, name: `${freelancer.firstName} ${freelancer.lastName}` },
  };
}

/**
 * The contract and one of its milestones (a milestone of another contract is not found); with
 * `lockMilestone`, the milestone locked for the step (steps of one milestone happen one at a time).
 */
export async function contractMilestone(
  db: Database,
  owner: ContractOwner,
  contractId: number,
  milestoneId: number,
  { lockMilestone = false } = {},
) {
  // Shared lock: the contract cannot end half-way through a milestone step (ending waits for it).
  const contract = await ownContract(db, owner, contractId, 'share');
  const query = db
    .select()
    .from(milestones)
    .where(and(eq(milestones.id, milestoneId), eq(milestones.contractId, contractId)));
  const [milestone] = lockMilestone ? await query.for('update') : await query;
  if (!milestone) throw notFound(m.milestoneNotFound);
  if (contract.status !== 'active') throw new HttpError(409, m.contractNotActive);
  return { contract, milestone };
}

/**
 * The freelancer submits a funded milestone of an active contract for the client's review (or one
 * the client sent back with changes requested): the event in the conversation, and the client told.
 */
export async function submitMilestone(
  app: FastifyInstance,
  freelancer: CurrentUser,
  contractId: number,
  milestoneId: number,
) {
  const now = app.clock.now();
  const owner: ContractOwner = { freelancerId: freelancer.id };
  await app.db.transaction(async (tx) => {
    const { contract, milestone } = await contractMilestone(tx, owner, contractId, milestoneId);
    const [moved] = await tx
      .update(milestones)
      .set({ status: 'submitted', submittedAt: now })
      .where(and(eq(milestones.id, milestoneId), inArray(milestones.status, ['funded', 'changes_requested'])))
      .returning({ id: milestones.id });
    if (!moved) throw new HttpError(409, m.milestoneNotPending);
    await writeThreadEvent(
      app,
      {
        clientId: contract.clientId,
        freelancerId: contract.freelancerId,
        jobId: contract.jobId,
        senderId: freelancer.id,
        kind: 'milestone_submitted',
        body: `Milestone submitted: ${milestone.name}`,
        data: {
          contract_id: contract.id,
          milestone_id: milestone.id,
          name: milestone.name,
          amount: money(milestone.currency, milestone.amountMinor),
          due_date: milestone.dueDate,
        },
      },
      tx,
    );
    const names = await namesOf(tx, contract.clientId, contract.freelancerId);
    const [job] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, contract.jobId));
    const notice = hiringNotices.milestoneSubmitted(
      {
        recipientFirstName: names.client.firstName,
        actorName: names.freelancer.name,
        jobTitle: job!.title,
        path: clientPath(contract.jobId),
        appUrl: app.config.appUrl,
      },
      { name: milestone.name, currency: milestone.currency, amountMinor: milestone.amountMinor },
    );
    await createNotification(app, { userId: contract.clientId, ...notice.notification }, tx);
    await queueMail(app, { userId: contract.clientId, ...notice.mail }, tx);
  });
  return readContract(app, owner, contractId);
}

/**
 * The freelancer logs time on a day of an active hourly contract. The day is not after today and
 * not before the day the contract started, both in UTC (ADR 016: work dates are the platform's
 * days, so hours logged for today always count in the contract's "this week"), and the total of
 * the day's week (Monday to Sunday, UTC) stays within the weekly limit. The contract row is locked for
 * the check and the insert, so requests logging hours at the same moment are counted one after
 * the other and cannot pass the limit together.
 */
export async function logHours(
  app: FastifyInstance,
  freelancer: CurrentUser,
  contractId: number,
  entry: { work_date: string; minutes: number; description: string },
) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const contract = await ownContract(tx, { freelancerId: freelancer.id }, contractId, 'update');
    if (contract.status !== 'active') throw new HttpError(409, m.contractNotActive);
    if (contract.type !== 'hourly' || contract.weeklyLimit === null) throw new HttpError(422, m.notHourlyContract);
    if (entry.work_date > platformDayOf(now))
      throw new HttpError(422, hiringMessages.workDateFuture, { work_date: hiringMessages.workDateFuture });
    if (entry.work_date < platformDayOf(contract.startedAt))
      throw new HttpError(422, hiringMessages.workDateBeforeStart, { work_date: hiringMessages.workDateBeforeStart });
    const week = weekOfDay(entry.work_date);
    if (await isWeekClosed(tx, contractId, week.monday))
      throw new HttpError(422, hiringMessages.workWeekClosed, { work_date: hiringMessages.workWeekClosed });
    if ((await minutesLogged(tx, contractId, week)) + entry.minutes > contract.weeklyLimit * 60)
      throw new HttpError(422, m.weeklyLimitExceeded, { minutes: m.weeklyLimitExceeded });
    await tx.insert(timeEntries).values({
      contractId,
      workDate: entry.work_date,
      minutes: entry.minutes,
      description: entry.description,
      createdAt: now,
    });
    const [job] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, contract.jobId));
    await createNotification(
      app,
      {
        userId: contract.clientId,
        ...hoursLoggedNotification(
          `${freelancer.firstName} ${freelancer.lastName}`,
          job!.title,
          entry.minutes,
          entry.work_date,
          clientPath(contract.jobId),
        ),
      },
      tx,
    );
  });
  return readContract(app, { freelancerId: freelancer.id }, contractId);
}
