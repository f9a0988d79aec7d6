import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notExists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import {
  billingDetails,
  contracts,
  emailPreferences,
  freelancerEducations,
  freelancerEmployments,
  freelancerPortfolioItems,
  freelancerProfiles,
  jobs,
  loginChallenges,
  notifications,
  offers,
  proposals,
  recoveryCodes,
  sessions,
  smsCodes,
  supportRequests,
  twoFactor,
  userTokens,
  users,
} from '../../db/schema';
import { appHook } from '../../services/app-hooks';
import { escapeHtml } from '../../services/escape-html';
import { createNotification } from '../notifications';
import { forgetPaymentMethods } from '../payment-methods';

/** What the other side sees in place of a deleted person's name (first and last name). */
export const DELETED_USER = { firstName: 'Deleted', lastName: 'user' } as const;

/** Rows that are the person's own: erased with them. */
const OWN_TABLES = [
  sessions,
  userTokens,
  notifications,
  emailPreferences,
  billingDetails,
  twoFactor,
  smsCodes,
  recoveryCodes,
  loginChallenges,
  freelancerEmployments,
  freelancerEducations,
  freelancerPortfolioItems,
  freelancerProfiles,
  supportRequests,
] as const;

/**
 * Issue 17 §3, in the caller's transaction: erases the person and keeps what belongs to the other
 * side. What the other side waited on ends (pending offers withdrawn or declined, live proposals
 * withdrawn, active contracts ended, with a notice to the other party; the client's jobs closed and
 * drafts deleted); the person's own rows go (sessions, links, notifications, billing, preferences,
 * two-step sign-in, their freelancer profile, support requests, cards, queued to be detached at the
 * provider); and the user row stays as "Deleted user", with every personal field erased, for the
 * jobs, contracts, milestones, hours, reviews, threads, messages and credit entries that name it.
 * Returns the picture to delete, and what hiring asked to do, once the transaction has committed.
 */
/**
 * What hiring does with the contracts an erasure ended, in its transaction: their milestones not
 * approved are cancelled, funded ones refunded (registered in app.ts; profile cannot import hiring).
 */
export type ErasedContractsHandler = (db: Database, contractIds: number[]) => Promise<AfterCommit | void>;
/** What is done once the erasure has committed (a card refund sent to the provider). */
export type AfterCommit = () => Promise<void>;
const erasedContractsHook = appHook<ErasedContractsHandler>();

export function onContractsEndedByErasure(app: FastifyInstance, handler: ErasedContractsHandler): void {
  erasedContractsHook.on(app, handler);
}

export async function eraseAccount(
  app: FastifyInstance,
  tx: Database,
  userId: number,
): Promise<{ imageKey: string | null; afterCommit: AfterCommit[] } | null> {
  const now = app.clock.now();
  const [person] = await tx.select({ imageKey: users.imageKey }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) return null;

  await tx.delete(jobs).where(and(eq(jobs.clientId, userId), eq(jobs.status, 'draft')));
  await tx
    .update(offers)
    .set({ status: 'withdrawn', respondedAt: now })
    .where(and(eq(offers.clientId, userId), eq(offers.status, 'pending')));
  await tx
    .update(offers)
    .set({ status: 'declined', respondedAt: now })
    .where(and(eq(offers.freelancerId, userId), eq(offers.status, 'pending')));
  await tx
    .update(proposals)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(proposals.freelancerId, userId), inArray(proposals.status, ['submitted', 'shortlisted'])));
  const ended = await tx
    .update(contracts)
    .set({ status: 'ended', endedAt: now })
    .where(and(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)), eq(contracts.status, 'active')))
    .returning({
      id: contracts.id,
      jobId: contracts.jobId,
      title: contracts.title,
      clientId: contracts.clientId,
      freelancerId: contracts.freelancerId,
    });
  const afterCommit: AfterCommit[] = [];
  for (const handler of erasedContractsHook.handlersOf(app)) {
    const then = await handler(
      tx,
      ended.map((contract) => contract.id),
    );
    if (then) afterCommit.push(then);
  }
  // The client's published jobs close; so does any job left without an active contract.
  await tx
    .update(jobs)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(jobs.clientId, userId), inArray(jobs.status, ['open', 'active'])));
  const endedJobIds = [...new Set(ended.map((contract) => contract.jobId))];
  if (endedJobIds.length > 0) {
    await tx
      .update(jobs)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(
        and(
          inArray(jobs.id, endedJobIds),
          eq(jobs.status, 'active'),
          notExists(
            tx
              .select({ id: contracts.id })
              .from(contracts)
              .where(and(eq(contracts.jobId, jobs.id), eq(contracts.status, 'active'))),
          ),
        ),
      );
  }
  for (const contract of ended) {
    const client = contract.clientId === userId;
    await createNotification(
      app,
      {
        userId: client ? contract.freelancerId : contract.clientId,
        type: 'warning',
        description: `Your contract <b>${escapeHtml(contract.title)}</b> has ended: the ${client ? 'client' : 'freelancer'} deleted their account. Its milestones, hours and messages stay in your history.`,
        // The client's job page lists its contracts; a freelancer's contracts live in their messages.
        action: client ? '/messages' : `/jobs/${contract.jobId}`,
      },
      tx,
    );
  }

  for (const table of OWN_TABLES) await tx.delete(table).where(eq(table.userId, userId));
  await forgetPaymentMethods(app, tx, userId);
  await tx
    .update(users)
    .set({
      ...DELETED_USER,
      // Unique like any address, and unreachable: nobody can sign in, reset or sign up with it.
      email: `deleted-${userId}-${randomBytes(8).toString('hex')}@deleted.invalid`,
      passwordHash: null,
      passwordChangedAt: null,
      googleSubject: null,
      googleEmail: null,
      emailVerifiedAt: null,
      mobileVerifiedAt: null,
      imageKey: null,
      timezone: 'UTC',
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return { imageKey: person.imageKey, afterCommit };
}
