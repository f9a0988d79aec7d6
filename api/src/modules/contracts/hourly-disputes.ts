/**
 * Issue 19 §1: while a closed week of an hourly contract is in its review (paid, held until
 * `review_ends_at`), the client may dispute some of its hours. The week is not released while a
 * dispute is open; the freelancer accepts it (the hours are refunded to the client, and the rest of
 * the week is released after the review) or the client withdraws it (the week is released in full).
 * Every step takes the contract's lock, so the steps of one contract happen one after the other.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  disputeMessages as d,
  marketplaceMessages as m,
  type DisputeHoursBody,
  type WorkDiary,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { type contracts, hourlyWeekDisputes, hourlyWeeks, jobs, refunds, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { amountForMinutes, collectRefund, isInvoicePaid, refundInvoice } from '../money';
import { createNotification } from '../notifications';
import { openThread, writeThreadEvent } from '../threads';
import { ownContract, type ContractOwner } from './contracts-service';
import { clientPath, freelancerPath, money } from './hiring-helpers';
import { disputeWithdrawnNotification, durationText, hiringNotices } from './hiring-notices';

type ContractRow = typeof contracts.$inferSelect;
type WeekRow = typeof hourlyWeeks.$inferSelect;
type DisputeRow = typeof hourlyWeekDisputes.$inferSelect;
type WeekReview = NonNullable<WorkDiary['review']>;

/** A week's disputes, newest first. */
async function disputesOf(db: Database, weekId: number): Promise<DisputeRow[]> {
  return db
    .select()
    .from(hourlyWeekDisputes)
    .where(eq(hourlyWeekDisputes.hourlyWeekId, weekId))
    .orderBy(desc(hourlyWeekDisputes.createdAt), desc(hourlyWeekDisputes.id));
}

/** The minutes of the week the client got back through accepted disputes. */
const minutesAccepted = (disputes: DisputeRow[]) =>
  disputes.filter((dispute) => dispute.status === 'accepted').reduce((sum, dispute) => sum + dispute.minutes, 0);

/**
 * The week's review as the work diary shows it (null when the week has not closed). Each accepted
 * dispute carries the total of its refund; the refunds are read from the money area's table by id
 * (its index offers no reader of them yet).
 */
export async function weekReview(
  app: FastifyInstance,
  contractId: number,
  monday: string,
  db: Database = app.db,
): Promise<WeekReview | null> {
  const [week] = await db
    .select()
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.contractId, contractId), eq(hourlyWeeks.monday, monday)));
  if (!week) return null;
  const disputes = await disputesOf(db, week.id);
  const refundIds = disputes.flatMap((dispute) => (dispute.refundId === null ? [] : [dispute.refundId]));
  const refunded =
    refundIds.length === 0
      ? []
      : await db
          .select({ id: refunds.id, currency: refunds.currency, totalMinor: refunds.totalMinor })
          .from(refunds)
          .where(inArray(refunds.id, refundIds));
  const refundOf = new Map(refunded.map((refund) => [refund.id, money(refund.currency, refund.totalMinor)]));
  const canDispute =
    week.status === 'in_review' &&
    app.clock.now() < week.reviewEndsAt &&
    !disputes.some((dispute) => dispute.status === 'open') &&
    week.minutes > minutesAccepted(disputes) &&
    (await isInvoicePaid(db, week.invoiceId));
  return {
    status: week.status,
    review_ends_at: week.reviewEndsAt.toISOString(),
    invoice_id: week.invoiceId,
    can_dispute: canDispute,
    disputes: disputes.map((dispute) => ({
      id: dispute.id,
      minutes: dispute.minutes,
      reason: dispute.reason,
      status: dispute.status,
      created_at: dispute.createdAt.toISOString(),
      resolved_at: dispute.resolvedAt?.toISOString() ?? null,
      refund: (dispute.refundId !== null && refundOf.get(dispute.refundId)) || null,
    })),
  };
}

/** The owner's hourly contract, locked for the step (another's, or none, is the same 404). */
async function lockedHourlyContract(db: Database, owner: ContractOwner, contractId: number): Promise<ContractRow> {
  const contract = await ownContract(db, owner, contractId, 'update');
  if (contract.type !== 'hourly' || contract.hourlyRateMinor === null) throw new HttpError(422, m.notHourlyContract);
  return contract;
}

/** A dispute of the contract and its week; a dispute of another contract is not found. */
async function contractDispute(db: Database, contractId: number, disputeId: number) {
  const [row] = await db
    .select({ dispute: hourlyWeekDisputes, week: hourlyWeeks })
    .from(hourlyWeekDisputes)
    .innerJoin(hourlyWeeks, eq(hourlyWeeks.id, hourlyWeekDisputes.hourlyWeekId))
    .where(and(eq(hourlyWeekDisputes.id, disputeId), eq(hourlyWeekDisputes.contractId, contractId)));
  if (!row) throw notFound(d.disputeNotFound);
  return row;
}

/** Moves an open dispute on (else 409): the conditional update decides, once. */
async function settle(db: Database, dispute: DisputeRow, change: Partial<DisputeRow>) {
  const [moved] = await db
    .update(hourlyWeekDisputes)
    .set(change)
    .where(and(eq(hourlyWeekDisputes.id, dispute.id), eq(hourlyWeekDisputes.status, 'open')))
    .returning({ id: hourlyWeekDisputes.id });
  if (!moved) throw new HttpError(409, d.disputeNotOpen);
}

/** Who is told what: both parties' names and the job's title. */
async function partiesOf(db: Database, contract: ContractRow) {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [contract.clientId, contract.freelancerId]));
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, contract.jobId));
  const person = (id: number) => {
    const row = people.find((candidate) => candidate.id === id)!;
    return { firstName: row.firstName, name: `${row.firstName} ${row.lastName}` };
  };
  return { client: person(contract.clientId), freelancer: person(contract.freelancerId), jobTitle: job!.title };
}

const threadParties = (contract: ContractRow) => ({
  clientId: contract.clientId,
  freelancerId: contract.freelancerId,
  jobId: contract.jobId,
});

/**
 * The client disputes minutes of a closed week in its review whose invoice is paid, at most the
 * week's minutes less those already refunded. The week's row is locked too, so the release (which
 * takes it) cannot pass a dispute being opened. Writes `hours_disputed` into the conversation and
 * tells the freelancer (bell and mail). Returns the week's Monday.
 */
export async function openDispute(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  body: DisputeHoursBody,
): Promise<string> {
  const now = app.clock.now();
  await app.db
    .transaction(async (tx) => {
      const contract = await lockedHourlyContract(tx, { clientId: client.id }, contractId);
      const [week] = await tx
        .select()
        .from(hourlyWeeks)
        .where(and(eq(hourlyWeeks.contractId, contractId), eq(hourlyWeeks.monday, body.week)))
        .for('update');
      if (!week || week.status !== 'in_review' || week.reviewEndsAt <= now) throw new HttpError(409, d.weekNotInReview);
      if (!(await isInvoicePaid(tx, week.invoiceId))) throw new HttpError(409, d.weekNotPaid);
      const disputes = await disputesOf(tx, week.id);
      if (disputes.some((dispute) => dispute.status === 'open')) throw new HttpError(409, d.disputeAlreadyOpen);
      if (body.minutes > week.minutes - minutesAccepted(disputes))
        throw new HttpError(422, d.disputeMinutesInvalid, { minutes: d.disputeMinutesInvalid });
      await tx.insert(hourlyWeekDisputes).values({
        hourlyWeekId: week.id,
        contractId,
        minutes: body.minutes,
        reason: body.reason,
        createdAt: now,
      });
      const hours = { monday: week.monday, sunday: week.sunday, minutes: body.minutes };
      const threadId = await writeThreadEvent(
        app,
        {
          ...threadParties(contract),
          senderId: client.id,
          kind: 'hours_disputed',
          body: `Hours disputed: ${durationText(body.minutes)} of ${week.monday} to ${week.sunday}`,
          data: { contract_id: contractId, ...hours, reason: body.reason },
        },
        tx,
      );
      const parties = await partiesOf(tx, contract);
      const notice = hiringNotices.hoursDisputed(
        {
          recipientFirstName: parties.freelancer.firstName,
          actorName: parties.client.name,
          jobTitle: parties.jobTitle,
          path: freelancerPath(threadId),
          appUrl: app.config.appUrl,
        },
        { ...hours, reason: body.reason },
      );
      await createNotification(app, { userId: contract.freelancerId, ...notice.notification }, tx);
      await queueMail(app, { userId: contract.freelancerId, ...notice.mail }, tx);
    })
    .catch((error: unknown) => {
      // The partial unique index on open disputes decides between two opened at once.
      if (isUniqueViolation(error, 'hourly_week_disputes_open_key')) throw new HttpError(409, d.disputeAlreadyOpen);
      throw error;
    });
  return body.week;
}

/**
 * The client withdraws an open dispute; the freelancer's bell is told. The week is released as
 * usual: at once by the next run when its review has already ended. Returns the week's Monday.
 */
export async function withdrawDispute(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  disputeId: number,
): Promise<string> {
  return app.db.transaction(async (tx) => {
    const contract = await ownContract(tx, { clientId: client.id }, contractId, 'update');
    const { dispute, week } = await contractDispute(tx, contractId, disputeId);
    await settle(tx, dispute, { status: 'withdrawn', resolvedAt: app.clock.now() });
    const threadId = await openThread(app, threadParties(contract), tx);
    const parties = await partiesOf(tx, contract);
    await createNotification(
      app,
      {
        userId: contract.freelancerId,
        ...disputeWithdrawnNotification(
          parties.client.name,
          parties.jobTitle,
          { monday: week.monday, sunday: week.sunday, minutes: dispute.minutes },
          freelancerPath(threadId),
        ),
      },
      tx,
    );
    return week.monday;
  });
}

/**
 * The work refunded for a dispute: the disputed minutes priced on top of those refunded before
 * (`amountForMinutes` of the running total, less what it came to before). The first dispute of a
 * week is refunded `amountForMinutes(minutes, rate)`; the refunds of a week never add up to more
 * than its invoice's work (`amountForMinutes` of all its minutes), and disputing every minute in
 * parts refunds exactly that, whatever the rounding of each part.
 */
function disputedWork(week: WeekRow, acceptedBefore: number, minutes: number): number {
  return (
    amountForMinutes(acceptedBefore + minutes, week.hourlyRateMinor) -
    amountForMinutes(acceptedBefore, week.hourlyRateMinor)
  );
}

/**
 * The freelancer accepts an open dispute: the disputed hours are refunded to the client (credits
 * back at once; the card part is asked of the provider once this commits, and one the provider does
 * not answer now is finished by the money area's reconciler). The client is told (bell, and the
 * receipt by mail). The rest of the week is released when its review ends. Returns the week's Monday.
 */
export async function acceptDispute(
  app: FastifyInstance,
  freelancer: CurrentUser,
  contractId: number,
  disputeId: number,
): Promise<string> {
  const { monday, refund } = await app.db.transaction(async (tx) => {
    const contract = await ownContract(tx, { freelancerId: freelancer.id }, contractId, 'update');
    const { dispute, week } = await contractDispute(tx, contractId, disputeId);
    if (dispute.status !== 'open') throw new HttpError(409, d.disputeNotOpen);
    const workMinor = disputedWork(week, minutesAccepted(await disputesOf(tx, week.id)), dispute.minutes);
    // A rate below a cent a minute can price a minute at nothing: there is then nothing to refund.
    const refund =
      workMinor > 0
        ? await refundInvoice(app, tx, { invoiceId: week.invoiceId, workMinor, reason: 'hours_disputed' })
        : null;
    await settle(tx, dispute, { status: 'accepted', refundId: refund?.id ?? null, resolvedAt: app.clock.now() });
    if (refund) {
      const parties = await partiesOf(tx, contract);
      const notice = hiringNotices.hoursRefunded(
        {
          recipientFirstName: parties.client.firstName,
          actorName: parties.freelancer.name,
          jobTitle: parties.jobTitle,
          path: clientPath(contract.jobId),
          appUrl: app.config.appUrl,
        },
        {
          monday: week.monday,
          sunday: week.sunday,
          minutes: dispute.minutes,
          currency: refund.currency,
          totalMinor: refund.totalMinor,
          creditsMinor: refund.creditsMinor,
          cardMinor: refund.cardMinor,
        },
      );
      await createNotification(app, { userId: contract.clientId, ...notice.notification }, tx);
      await queueMail(app, { userId: contract.clientId, ...notice.mail }, tx);
    }
    return { monday: week.monday, refund };
  });
  if (refund?.status === 'pending') {
    await collectRefund(app, refund.id).catch((error: Error) =>
      app.log.warn(`A disputed week's refund was left for the reconciler (${error.message}).`),
    );
  }
  return monday;
}
