import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketplaceMessages as m, type EndContractFormValues } from '@talentindia/contracts';
import { contracts, jobs, reviews } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { createNotification } from '../notifications';
import { writeThreadEvent } from '../threads';
import { namesOf, ownContract, readContract } from './contracts-service';
import { freelancerPath } from './hiring-helpers';
import { hiringNotices } from './hiring-notices';
import { cancelWaitingOnEnd, collectRefunds, settleMilestonesOnEnd } from './milestone-payments';

/**
 * The client ends an active contract with a review. In the same transaction its milestones not
 * approved are cancelled (funded ones refunded; payments waiting for the cardholder were cancelled
 * at the provider before it), and the job closes when this was its last active contract ("Closed
 * Job"); the job row is locked first, so a contract ending and an offer being accepted for the same
 * job cannot pass each other.
 */
export async function endContract(app: FastifyInstance, client: CurrentUser, id: number, body: EndContractFormValues) {
  const now = app.clock.now();
  const refundIds: number[] = [];
  // The refusals the transaction gives come first too: no provider call for them.
  const before = await ownContract(app.db, { clientId: client.id }, id);
  if (before.status !== 'active') throw new HttpError(409, m.contractNotActive);
  const waiting = await cancelWaitingOnEnd(app, id);
  await app.db.transaction(async (tx) => {
    const contract = await ownContract(tx, { clientId: client.id }, id);
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, contract.jobId)).for('update');
    const [ended] = await tx
      .update(contracts)
      .set({ status: 'ended', endedAt: now })
      .where(and(eq(contracts.id, id), eq(contracts.status, 'active')))
      .returning({ id: contracts.id });
    if (!ended) throw new HttpError(409, m.contractNotActive);
    // Nothing stays in escrow: the milestones not approved are cancelled, funded ones refunded.
    refundIds.push(...(await settleMilestonesOnEnd(app, tx, contract, waiting)).refundIds);
    const rating = body.rating!;
    await tx.insert(reviews).values({
      contractId: id,
      clientId: contract.clientId,
      freelancerId: contract.freelancerId,
      rating,
      text: body.review,
      createdAt: now,
    });
    const [active] = await tx
      .select({ value: count() })
      .from(contracts)
      .where(and(eq(contracts.jobId, contract.jobId), eq(contracts.status, 'active')));
    if (Number(active?.value ?? 0) === 0) {
      await tx
        .update(jobs)
        .set({ status: 'closed', closedAt: now, updatedAt: now })
        .where(and(eq(jobs.id, contract.jobId), eq(jobs.status, 'active')));
    }
    const threadId = await writeThreadEvent(
      app,
      {
        clientId: contract.clientId,
        freelancerId: contract.freelancerId,
        jobId: contract.jobId,
        senderId: client.id,
        kind: 'contract_ended',
        body: 'Contract ended',
        data: { contract_id: id, title: contract.title, rating, review: body.review },
      },
      tx,
    );
    const names = await namesOf(tx, contract.clientId, contract.freelancerId);
    const notice = hiringNotices.contractEnded(
      {
        recipientFirstName: names.freelancer.firstName,
        actorName: names.client.name,
        jobTitle: job!.title,
        path: freelancerPath(threadId),
        appUrl: app.config.appUrl,
      },
      rating,
    );
    await createNotification(app, { userId: contract.freelancerId, ...notice.notification }, tx);
    await queueMail(app, { userId: contract.freelancerId, ...notice.mail }, tx);
  });
  await collectRefunds(app, refundIds);
  return readContract(app, { clientId: client.id }, id);
}
