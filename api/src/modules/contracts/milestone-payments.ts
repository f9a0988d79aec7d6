import { and, count, eq, inArray, max, ne } from 'drizzle-orm';
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
import { enqueueWork } from '../../services/scheduler';
import {
  cancelWaitingAttempt,
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
  invoiceVoidWork,
  type PaymentOutcome,
} from '../money';
import { createNotification } from '../notifications';
import { onContractsEndedByErasure } from '../profile';
import { writeThreadEvent } from '../threads';
import { contractMilestone, ownContract, readContract } from './contracts-service';
import { freelancerPath, money, moneyText, timeZoneOf } from './hiring-helpers';

/*
 * Issue 19 §1: a fixed-price contract's milestones with money behind them (ADR 021). Funding issues
 * the milestone's invoice through the money area (credits first, then the default card) and the
 * charge is collected after the step commits; the milestone becomes funded when the money area says
 * its invoice is paid (`onInvoicePaid`), whichever request or reconciler run that is. Approving
 * releases it to the freelancer; cancelling refunds a funded one, or voids an unpaid invoice once a
 * payment waiting for the cardholder is cancelled at the provider.
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
  // card refunds go to the provider once the erasure has committed, and so do the cancels of
  // payments still waiting for the cardholder (the erasure's transaction cannot ask first).
  onContractsEndedByErasure(app, async (db, contractIds) => {
    const refundIds: number[] = [];
    for (const id of contractIds) {
      const [contract] = await db.select().from(contracts).where(eq(contracts.id, id));
      if (contract?.type !== 'fixed') continue;
      const settled = await settleMilestonesOnEnd(app, db, contract, 'void_after_commit');
      refundIds.push(...settled.refundIds);
      // Queued with the erasure: done once it commits, and again later while the provider is down.
      for (const invoiceId of settled.voidLater)
        await enqueueWork(app, { kind: invoiceVoidWork, payload: { invoiceId } }, db);
    }
    return () => collectRefunds(app, refundIds);
  });
  onInvoicePaid(app, async (db, invoice) => {
    if (invoice.kind !== 'milestone' || invoice.milestoneId === null) return;
    const [row] = await db
      .select({ milestone: milestones, contract: contracts })
      .from(milestones)
      .innerJoin(contracts, eq(contracts.id, milestones.contractId))
      .where(eq(milestones.id, invoice.milestoneId))
      .for('update', { of: milestones });
    const { milestone, contract } = row!;
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
  const found = await contractMilestone(db, { clientId: client.id }, contractId, milestoneId, { lockMilestone: true });
  if (found.contract.type !== 'fixed') throw new HttpError(422, m.notFixedContract);
  return found;
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
 * What cancelling does with an unpaid invoice whose payment waits for the cardholder (its payment
 * intent is live at the provider until cancelled there): voids it when the provider cancelled that
 * attempt before the transaction (`cancelWaitingFunding`), else refuses (409); or, where no provider
 * call can come first (an account's erasure), leaves it to `voidWhenCancelled` after commit.
 */
export type WaitingFunding = { cancelledAtProvider: ReadonlySet<number> } | 'void_after_commit';

/**
 * Before a step that may void milestones' invoices (cancelling one, ending the contract), outside its
 * transaction: payments of theirs waiting for the cardholder are cancelled at the provider (one the
 * cardholder completed first is recorded, and the milestone funded: the step then refunds it).
 * Returns the attempts the provider cancelled, for the step's transaction. 503 when the provider
 * cannot be reached: nothing changed.
 */
async function cancelWaitingFunding(app: FastifyInstance, milestoneIds: number[]): Promise<WaitingFunding> {
  const cancelledAtProvider = new Set<number>();
  const billed =
    milestoneIds.length === 0
      ? []
      : await app.db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.milestoneId, milestoneIds));
  for (const { id } of billed) {
    const cancelled = await cancelWaitingAttempt(app, id);
    if (cancelled !== null) cancelledAtProvider.add(cancelled);
  }
  return { cancelledAtProvider };
}

/**
 * Cancels a milestone that is not submitted, in `db`: a funded one is refunded (credits back at once,
 * the card part through the provider: returned for `collectRefund` after commit), an unpaid invoice
 * voided (its credits back), or returned to void after commit (`waiting`). 409 while its payment is
 * with the provider.
 */
async function cancelInTransaction(
  app: FastifyInstance,
  db: Database,
  contract: ContractRow,
  milestone: MilestoneRow,
  actorId: number,
  waiting: WaitingFunding,
): Promise<{ refundId: number | null; refunded: boolean; voidLater: number | null }> {
  const invoice = await invoiceOf(db, milestone.id);
  let refund: { id: number } | null = null;
  let voidLater: number | null = null;
  if (invoice && (await isInvoicePaid(db, invoice.id))) {
    refund = await refundInvoice(app, db, {
      invoiceId: invoice.id,
      workMinor: invoice.workMinor,
      reason: 'milestone_cancelled',
    });
  } else if (invoice && !(await isInvoiceVoid(db, invoice.id))) {
    if (waiting === 'void_after_commit' && (await openAttempt(db, invoice.id))?.status === 'requires_action')
      voidLater = invoice.id;
    else
      await voidInvoice(
        app,
        db,
        invoice.id,
        ms.milestonePaymentInProgress,
        waiting === 'void_after_commit' ? new Set() : waiting.cancelledAtProvider,
      );
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
  return { refundId: refund?.id ?? null, refunded: refund !== null, voidLater };
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
  // The refusals the transaction gives come first too: no provider call for them.
  const before = await contractMilestone(app.db, { clientId: client.id }, contractId, milestoneId);
  if (before.contract.type !== 'fixed') throw new HttpError(422, m.notFixedContract);
  const cancellable = (status: MilestoneRow['status']) => status === 'pending' || status === 'funded';
  if (!cancellable(before.milestone.status)) throw new HttpError(409, ms.milestoneNotCancellable);
  const waiting = await cancelWaitingFunding(app, [milestoneId]);
  const done = await app.db.transaction(async (tx) => {
    const { contract, milestone } = await clientMilestone(tx, client, contractId, milestoneId);
    if (!cancellable(milestone.status)) throw new HttpError(409, ms.milestoneNotCancellable);
    return cancelInTransaction(app, tx, contract, milestone, client.id, waiting);
  });
  await collectLater(app, done.refundId);
  return {
    message: done.refunded ? ms.milestoneCancelledRefunded : ms.milestoneCancelled,
    contract: await readContract(app, { clientId: client.id }, contractId),
  };
}

/** The contract's milestones neither approved nor cancelled. */
async function openMilestoneIds(db: Database, contractId: number): Promise<number[]> {
  const open = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(eq(milestones.contractId, contractId), ne(milestones.status, 'approved'), ne(milestones.status, 'cancelled')),
    );
  return open.map((row) => row.id);
}

/**
 * Before a contract ends, outside the ending transaction: its open milestones' payments waiting for
 * the cardholder are cancelled at the provider (`cancelWaitingFunding`), for `settleMilestonesOnEnd`.
 */
export async function cancelWaitingOnEnd(app: FastifyInstance, contractId: number): Promise<WaitingFunding> {
  return cancelWaitingFunding(app, await openMilestoneIds(app.db, contractId));
}

/**
 * When a fixed-price contract ends, in its transaction: every milestone not approved nor cancelled
 * is cancelled, so no money stays in escrow (funded ones are refunded to the client). Returns the
 * refunds to collect after commit, and the invoices to void after commit (`waiting`).
 */
export async function settleMilestonesOnEnd(
  app: FastifyInstance,
  db: Database,
  contract: ContractRow,
  waiting: WaitingFunding,
) {
  const refundIds: number[] = [];
  const voidLater: number[] = [];
  for (const id of await openMilestoneIds(db, contract.id)) {
    const milestone = await lockMilestone(db, id);
    const done = await cancelInTransaction(app, db, contract, milestone, contract.clientId, waiting);
    if (done.refundId !== null) refundIds.push(done.refundId);
    if (done.voidLater !== null) voidLater.push(done.voidLater);
  }
  return { refundIds, voidLater };
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
