import { and, count, eq, max, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  dayIn,
  marketplaceMessages as m,
  milestoneStepMessages as ms,
  moneyMessages as mm,
  pastDueDates,
  toMinorUnits,
  type AddMilestoneFormValues,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { contracts, invoices, jobs, milestones } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { mailLayout } from '../../services/mail-layout';
import { escapeHtml } from '../../services/escape-html';
import {
  collectNow,
  collectRefund,
  isInvoicePaid,
  isInvoiceVoid,
  issueInvoice,
  onInvoicePaid,
  openAttempt,
  openCharge,
  outcomeMessage,
  outcomeOf,
  refundInvoice,
  releaseInvoice,
  voidInvoice,
  type PaymentOutcome,
} from '../money';
import { createNotification } from '../notifications';
import { onContractsEndedByErasure } from '../profile';
import { writeThreadEvent } from '../threads';
import { contractMilestone, freelancerPath, ownContract, readContract } from './contracts-service';
import { money, moneyText, timeZoneOf } from './hiring-helpers';

/*
 * Issue 19 §1: a fixed-price contract's milestones with money behind them (ADR 021). Funding issues
 * the milestone's invoice through the money area (credits first, then the default card) and the
 * charge is collected after the step commits; the milestone becomes funded when the money area says
 * its invoice is paid (`onInvoicePaid`), whichever request or reconciler run that is. Approving
 * releases it to the freelancer; cancelling refunds a funded one, or voids an unpaid invoice.
 */

type ContractRow = typeof contracts.$inferSelect;
type MilestoneRow = typeof milestones.$inferSelect;

/** Past this many milestones (not cancelled) a contract takes no more, as an offer takes at most 20. */
export const MAX_CONTRACT_MILESTONES = 50;

export interface StepResult {
  outcome: PaymentOutcome;
  message: string;
  contract: Awaited<ReturnType<typeof readContract>>;
}

/** The milestone row, locked for this step: steps of one milestone happen one at a time. */
async function lockMilestone(db: Database, milestoneId: number): Promise<MilestoneRow> {
  const [row] = await db.select().from(milestones).where(eq(milestones.id, milestoneId)).for('update');
  return row!;
}

async function invoiceOf(db: Database, milestoneId: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.milestoneId, milestoneId));
  return invoice ?? null;
}

/**
 * Tells the freelancer of a step on their milestone: the bell, a mail by their contract-updates
 * preference, and the event in the conversation.
 */
async function tellFreelancer(
  app: FastifyInstance,
  db: Database,
  contract: ContractRow,
  milestone: MilestoneRow,
  step: {
    kind:
      | 'milestone_funded'
      | 'milestone_changes_requested'
      | 'milestone_cancelled'
      | 'milestone_completed'
      | 'milestone_created';
    line: string;
    senderId: number;
    sentence: string;
    data?: Record<string, unknown>;
  },
) {
  const threadId = await writeThreadEvent(
    app,
    {
      clientId: contract.clientId,
      freelancerId: contract.freelancerId,
      jobId: contract.jobId,
      senderId: step.senderId,
      kind: step.kind,
      body: `${step.line}: ${milestone.name}`,
      data: {
        contract_id: contract.id,
        milestone_id: milestone.id,
        name: milestone.name,
        amount: money(milestone.currency, milestone.amountMinor),
        due_date: milestone.dueDate,
        ...step.data,
      },
    },
    db,
  );
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, contract.jobId));
  const amount = moneyText(milestone.currency, milestone.amountMinor);
  const path = freelancerPath(threadId);
  await createNotification(
    app,
    {
      userId: contract.freelancerId,
      type:
        step.kind === 'milestone_cancelled' || step.kind === 'milestone_changes_requested' ? 'warning' : 'milestone',
      description: `${escapeHtml(step.line)}: <b>${escapeHtml(milestone.name)}</b> (${escapeHtml(amount)}) on <b>${escapeHtml(job!.title)}</b>.`,
      action: path,
    },
    db,
  );
  await queueMail(
    app,
    {
      userId: contract.freelancerId,
      category: 'email_contract_updates',
      subject: `${step.line}: ${milestone.name}`,
      ...mailLayout(
        `${step.line}: ${milestone.name}`,
        [`“${job!.title}”: ${step.sentence.replace('{amount}', amount)}`],
        { label: 'Open the conversation', url: `${app.config.appUrl}${path}` },
        'You get this email because of your TalentIndia email preferences; change them in Settings.',
      ),
    },
    db,
  );
}

/**
 * When the money area records a milestone's invoice as paid (credits at once, a charge, a
 * confirmation, the reconciler): the milestone is funded and the freelancer told. A milestone
 * cancelled before its payment came through is refunded at once.
 */
export function registerMilestonePayments(app: FastifyInstance): void {
  // A contract ended because one side deleted their account keeps nothing in escrow either; its
  // card refunds go to the provider once the erasure has committed.
  onContractsEndedByErasure(app, async (db, contractIds) => {
    const refundIds: number[] = [];
    for (const id of contractIds) {
      const [contract] = await db.select().from(contracts).where(eq(contracts.id, id));
      if (contract?.type === 'fixed') refundIds.push(...(await settleMilestonesOnEnd(app, db, contract)));
    }
    return () => collectRefunds(app, refundIds);
  });
  onInvoicePaid(app, async (db, invoice) => {
    if (invoice.kind !== 'milestone' || invoice.milestoneId === null) return;
    const milestone = await lockMilestone(db, invoice.milestoneId);
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, invoice.contractId));
    if (milestone.status === 'cancelled') {
      await refundInvoice(app, db, {
        invoiceId: invoice.id,
        workMinor: invoice.workMinor,
        reason: 'milestone_cancelled',
      });
      return;
    }
    if (milestone.fundedAt) return;
    const now = app.clock.now();
    await db
      .update(milestones)
      .set({ fundedAt: now, ...(milestone.status === 'pending' ? { status: 'funded' as const } : {}) })
      .where(eq(milestones.id, milestone.id));
    await tellFreelancer(app, db, contract!, milestone, {
      kind: 'milestone_funded',
      line: 'Milestone funded',
      senderId: contract!.clientId,
      sentence: 'the client funded {amount} for this milestone. It is held until they approve your work.',
    });
  });
}

/**
 * Starts paying a milestone's invoice in `db`: issues it the first time (credits first, its charge
 * opened with the key saved), or opens a new attempt on an unpaid one. Returns the charge to collect
 * after commit, or null when it is paid already (credits covered it). 422 when a card is needed and
 * there is none: nothing is issued then.
 */
async function startFunding(
  app: FastifyInstance,
  db: Database,
  contract: ContractRow,
  milestone: MilestoneRow,
): Promise<number | null> {
  const existing = await invoiceOf(db, milestone.id);
  if (existing) {
    if (await isInvoicePaid(db, existing.id)) return null;
    const attempt = await openAttempt(db, existing.id);
    if (attempt) return attempt.id;
    const chargeId = await openCharge(app, db, existing);
    if (chargeId === null) throw new HttpError(422, mm.paymentNoCard);
    return chargeId;
  }
  const issued = await issueInvoice(app, db, {
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
    contractId: contract.id,
    contractType: 'fixed',
    kind: 'milestone',
    milestoneId: milestone.id,
    description: `Milestone: ${milestone.name}`,
    workMinor: milestone.amountMinor,
    currency: milestone.currency,
  });
  if (issued.cardMinor > 0 && issued.chargeId === null) throw new HttpError(422, mm.paymentNoCard);
  return issued.chargeId;
}

/** Collects what `startFunding` opened; null (paid by credits) is paid. */
async function collected(app: FastifyInstance, chargeId: number | null) {
  return chargeId === null ? null : collectNow(app, chargeId);
}

/** A fixed-price contract's milestone for the client's step (another's, or an hourly contract's: 404/422). */
async function clientMilestone(db: Database, client: CurrentUser, contractId: number, milestoneId: number) {
  const found = await contractMilestone(db, { clientId: client.id }, contractId, milestoneId);
  if (found.contract.type !== 'fixed') throw new HttpError(422, m.notFixedContract);
  return { contract: found.contract, milestone: await lockMilestone(db, milestoneId) };
}

/**
 * `POST /contracts/:id/milestones/:milestoneId/fund`: the client pays a milestone that is not funded
 * yet into escrow. Paid → funded (200); waiting for the cardholder or the provider (202); declined
 * (402, the invoice waits to be paid again).
 */
export async function fundMilestone(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  milestoneId: number,
): Promise<StepResult> {
  const chargeId = await app.db.transaction(async (tx) => {
    const { contract, milestone } = await clientMilestone(tx, client, contractId, milestoneId);
    if (milestone.status !== 'pending') throw new HttpError(409, ms.milestoneNotFundable);
    return startFunding(app, tx, contract, milestone);
  });
  const charge = await collected(app, chargeId);
  return {
    outcome: outcomeOf(charge),
    message: outcomeMessage(charge, mm.milestoneFunded),
    contract: await readContract(app, { clientId: client.id }, contractId),
  };
}

/**
 * `POST /contracts/:id/milestones/:milestoneId/approve`: the client accepts a submitted milestone's
 * work, and its payment is released to the freelancer. One that is not funded yet is funded first;
 * until that payment is through, the milestone stays submitted (202 or 402 as funding answers).
 */
export async function approveMilestone(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  milestoneId: number,
): Promise<StepResult> {
  const chargeId = await app.db.transaction(async (tx) => {
    const { contract, milestone } = await clientMilestone(tx, client, contractId, milestoneId);
    if (milestone.status !== 'submitted') throw new HttpError(409, m.milestoneNotSubmitted);
    return milestone.fundedAt ? null : startFunding(app, tx, contract, milestone);
  });
  const charge = await collected(app, chargeId);
  if (outcomeOf(charge) !== 'paid') {
    return {
      outcome: outcomeOf(charge),
      message: outcomeMessage(charge),
      contract: await readContract(app, { clientId: client.id }, contractId),
    };
  }
  await app.db.transaction(async (tx) => {
    const { contract, milestone } = await clientMilestone(tx, client, contractId, milestoneId);
    if (milestone.status !== 'submitted') throw new HttpError(409, m.milestoneNotSubmitted);
    const invoice = await invoiceOf(tx, milestone.id);
    if (!milestone.fundedAt || !invoice) throw new HttpError(409, mm.paymentProcessing);
    const now = app.clock.now();
    await tx.update(milestones).set({ status: 'approved', approvedAt: now }).where(eq(milestones.id, milestone.id));
    const release = await releaseInvoice(app, tx, invoice.id);
    await tellFreelancer(app, tx, contract, milestone, {
      kind: 'milestone_completed',
      line: 'Milestone completed',
      senderId: client.id,
      sentence: `the client approved your work, and ${moneyText(release.currency, release.amountMinor)} is released to you.`,
      data: { released: money(release.currency, release.amountMinor) },
    });
  });
  return {
    outcome: 'paid',
    message: ms.milestoneApprovedReleased,
    contract: await readContract(app, { clientId: client.id }, contractId),
  };
}

/** `POST /contracts/:id/milestones/:milestoneId/request-changes`: a submitted milestone goes back with a note. */
export async function requestChanges(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  milestoneId: number,
  note: string,
) {
  await app.db.transaction(async (tx) => {
    const { contract, milestone } = await clientMilestone(tx, client, contractId, milestoneId);
    if (milestone.status !== 'submitted') throw new HttpError(409, m.milestoneNotSubmitted);
    await tx
      .update(milestones)
      .set({ status: 'changes_requested', changesNote: note, changesRequestedAt: app.clock.now() })
      .where(eq(milestones.id, milestone.id));
    await tellFreelancer(app, tx, contract, milestone, {
      kind: 'milestone_changes_requested',
      line: 'Changes requested',
      senderId: client.id,
      sentence: `the client asks for changes before approving: “${note}”`,
      data: { note },
    });
  });
  return readContract(app, { clientId: client.id }, contractId);
}

/**
 * Cancels a milestone that is not submitted, in `db`: a funded one is refunded (credits back at once,
 * the card part through the provider: returned for `collectRefund` after commit), an unpaid invoice
 * voided (its credits back). 409 while its payment is with the provider.
 */
async function cancelInTransaction(
  app: FastifyInstance,
  db: Database,
  contract: ContractRow,
  milestone: MilestoneRow,
  actorId: number,
): Promise<{ refundId: number | null; refunded: boolean }> {
  const invoice = await invoiceOf(db, milestone.id);
  let refund: { id: number } | null = null;
  if (invoice && (await isInvoicePaid(db, invoice.id))) {
    refund = await refundInvoice(app, db, {
      invoiceId: invoice.id,
      workMinor: invoice.workMinor,
      reason: 'milestone_cancelled',
    });
  } else if (invoice && !(await isInvoiceVoid(db, invoice.id))) {
    await voidInvoice(app, db, invoice.id, ms.milestonePaymentInProgress);
  }
  await db
    .update(milestones)
    .set({ status: 'cancelled', cancelledAt: app.clock.now() })
    .where(eq(milestones.id, milestone.id));
  await tellFreelancer(app, db, contract, milestone, {
    kind: 'milestone_cancelled',
    line: 'Milestone cancelled',
    senderId: actorId,
    sentence: refund
      ? 'the client cancelled this milestone, and its payment of {amount} is refunded to them.'
      : 'the client cancelled this milestone.',
    data: { refunded: refund !== null },
  });
  return { refundId: refund?.id ?? null, refunded: refund !== null };
}

/** Sends a refund to the provider after its step committed; one that cannot go now is the reconciler's. */
async function collectLater(app: FastifyInstance, refundId: number | null) {
  if (refundId === null) return;
  await collectRefund(app, refundId).catch((error: Error) =>
    app.log.warn(`A refund was left for the reconciler (${error.message}).`),
  );
}

/** `POST /contracts/:id/milestones/:milestoneId/cancel`: a pending or funded milestone is cancelled. */
export async function cancelMilestone(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  milestoneId: number,
) {
  const done = await app.db.transaction(async (tx) => {
    const { contract, milestone } = await clientMilestone(tx, client, contractId, milestoneId);
    if (milestone.status !== 'pending' && milestone.status !== 'funded')
      throw new HttpError(409, ms.milestoneNotCancellable);
    return cancelInTransaction(app, tx, contract, milestone, client.id);
  });
  await collectLater(app, done.refundId);
  return {
    message: done.refunded ? ms.milestoneCancelledRefunded : ms.milestoneCancelled,
    contract: await readContract(app, { clientId: client.id }, contractId),
  };
}

/**
 * When a fixed-price contract ends, in its transaction: every milestone not approved nor cancelled
 * is cancelled, so no money stays in escrow (funded ones are refunded to the client). Returns the
 * refunds to collect after commit.
 */
export async function settleMilestonesOnEnd(app: FastifyInstance, db: Database, contract: ContractRow) {
  const open = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(
        eq(milestones.contractId, contract.id),
        ne(milestones.status, 'approved'),
        ne(milestones.status, 'cancelled'),
      ),
    );
  const refundIds: number[] = [];
  for (const { id } of open) {
    const milestone = await lockMilestone(db, id);
    const { refundId } = await cancelInTransaction(app, db, contract, milestone, contract.clientId);
    if (refundId !== null) refundIds.push(refundId);
  }
  return refundIds;
}

export async function collectRefunds(app: FastifyInstance, refundIds: number[]) {
  for (const id of refundIds) await collectLater(app, id);
}

/** `POST /contracts/:id/milestones`: one more milestone on a running fixed-price contract (not funded yet). */
export async function addMilestone(
  app: FastifyInstance,
  client: CurrentUser,
  contractId: number,
  body: AddMilestoneFormValues,
) {
  await app.db.transaction(async (tx) => {
    const contract = await ownContract(tx, { clientId: client.id }, contractId, 'update');
    if (contract.status !== 'active') throw new HttpError(409, m.contractNotActive);
    if (contract.type !== 'fixed') throw new HttpError(422, m.notFixedContract);
    const errors = pastDueDates([body], dayIn(await timeZoneOf(app, client.id, tx), app.clock.now()));
    if (Object.keys(errors).length > 0) throw new HttpError(422, m.dueDateInvalid, { due_date: m.dueDateInvalid });
    const [existing] = await tx
      .select({ live: count(), last: max(milestones.position) })
      .from(milestones)
      .where(and(eq(milestones.contractId, contractId), ne(milestones.status, 'cancelled')));
    if (Number(existing?.live ?? 0) >= MAX_CONTRACT_MILESTONES)
      throw new HttpError(422, m.milestonesTooMany, { name: m.milestonesTooMany });
    const [created] = await tx
      .insert(milestones)
      .values({
        offerId: contract.offerId,
        contractId,
        position: Number(existing?.last ?? -1) + 1,
        name: body.name,
        amountMinor: toMinorUnits(body.amount)!,
        currency: contract.currency,
        dueDate: body.due_date,
      })
      .returning();
    await tellFreelancer(app, tx, contract, created!, {
      kind: 'milestone_created',
      line: 'Milestone created',
      senderId: client.id,
      sentence: 'the client added a milestone of {amount}. It is funded before you start it.',
    });
  });
  return readContract(app, { clientId: client.id }, contractId);
}

/**
 * Funds a new contract's first milestone in the accepting transaction (`acceptOffer`): the client
 * offered it able to pay. Returns the charge to collect after commit; a client who can no longer pay
 * (the card removed since) finds it not funded, with its Fund button.
 */
export async function fundFirstMilestone(app: FastifyInstance, db: Database, contractId: number) {
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract || contract.type !== 'fixed') return null;
  const [first] = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(eq(milestones.contractId, contractId))
    .orderBy(milestones.position, milestones.id)
    .limit(1);
  if (!first) return null;
  const milestone = await lockMilestone(db, first.id);
  try {
    return await db.transaction((savepoint) => startFunding(app, savepoint, contract, milestone));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return null;
    throw error;
  }
}

export { collected as collectFunding };
