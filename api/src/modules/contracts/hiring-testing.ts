import { and, asc, eq } from 'drizzle-orm';
import { contracts, jobs, messages, notifications, outbox, threads } from '../../db/schema';
import { changedTables, databaseDigester } from '../../testing/database-digest';
import { createClient } from '../../testing/marketplace-fixtures';
import type { TestApp } from '../../testing/test-app';
import { addCard, TEST_CARDS } from '../money/money-testing';

/**
 * Helpers shared by the offers and contracts tests: a clock the test sets, offers as the form sends
 * them, and what the other side was told (thread events, the bell, the outbox).
 */

/** A clock set by hand (`clock.set('2026-03-04T06:00:00Z')`). */
export function settableClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now.getTime()),
    set: (at: string) => {
      now = new Date(at);
    },
  };
}

/**
 * A client who can pay (issue 19: offers come only from one): signed up with a saved test card
 * (Visa 4242 by default, which every charge succeeds on; `TEST_CARDS` has the declining ones).
 */
export async function createPayingClient(
  t: TestApp,
  overrides: Partial<Record<string, string>> = {},
  card: string = TEST_CARDS.visa,
) {
  const client = await createClient(t, overrides);
  await addCard(t, client.token, card);
  return client;
}

export const hourlyOffer = (jobId: number, freelancerId: number, overrides: Record<string, unknown> = {}) => ({
  job_id: jobId,
  freelancer_id: freelancerId,
  type: 'hourly',
  hourly_rate: '25.50',
  weekly_limit: '20',
  message: 'Looking forward to working with you.',
  ...overrides,
});

export const fixedOffer = (jobId: number, freelancerId: number, overrides: Record<string, unknown> = {}) => ({
  job_id: jobId,
  freelancer_id: freelancerId,
  type: 'fixed',
  milestones: [
    { name: 'Design', amount: '300', due_date: '2026-03-10' },
    { name: 'Build', amount: '1200.75', due_date: '2026-04-01' },
  ],
  message: '',
  ...overrides,
});

export async function sendOffer(t: TestApp, token: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/offers', token, payload });
}

/** An offer sent and accepted through the api: the contract as the freelancer's answer shows it. */
export async function hire(
  t: TestApp,
  client: { token: string },
  freelancer: { token: string; id: number },
  payload: Record<string, unknown>,
) {
  const sent = await sendOffer(t, client.token, payload);
  if (sent.statusCode !== 201) throw new Error(`offer failed: ${sent.statusCode} ${sent.body}`);
  const offerId = sent.json().data.id as number;
  const accepted = await t.request({
    method: 'POST',
    url: `/freelancer/offers/${offerId}/accept`,
    token: freelancer.token,
  });
  if (accepted.statusCode !== 201) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return { offerId, contract: accepted.json().data as { id: number; milestones: { id: number }[] } };
}

/** The hiring events of a client and freelancer's thread about a job, oldest first. */
export async function threadEvents(t: TestApp, clientId: number, freelancerId: number, jobId: number) {
  return t.app.db
    .select({
      kind: messages.kind,
      body: messages.body,
      data: messages.data,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      readAt: messages.readAt,
    })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(and(eq(threads.clientId, clientId), eq(threads.freelancerId, freelancerId), eq(threads.jobId, jobId)))
    .orderBy(asc(messages.id));
}

export async function notificationsOf(t: TestApp, userId: number) {
  return t.app.db
    .select({ type: notifications.type, description: notifications.description, action: notifications.action })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

export async function mailsTo(t: TestApp, email: string) {
  return t.app.db
    .select({
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      category: outbox.category,
      skippedReason: outbox.skippedReason,
    })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(asc(outbox.id));
}

export async function jobStatus(t: TestApp, jobId: number) {
  const [job] = await t.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return job!.status;
}

/** ADR 014's invariant: a job is active exactly when it has an active contract. */
export async function expectJobInvariant(t: TestApp, jobId: number) {
  const status = await jobStatus(t, jobId);
  const active = await t.app.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.jobId, jobId), eq(contracts.status, 'active')));
  return { status, activeContracts: active.length, holds: (status === 'active') === active.length > 0 };
}

/**
 * Runs a request that must be refused and checks that no table changed (rate-limit counters
 * excepted: a refused request counts against its limit on purpose).
 */
export async function expectNothingChanged<T>(t: TestApp, run: () => Promise<T>): Promise<T> {
  const digester = await databaseDigester(t.app.db, ['rate_limit_hits']);
  const before = await digester.digest();
  const result = await run();
  const after = await digester.digest();
  const changed = changedTables(before, after);
  if (changed.length > 0) throw new Error(`a refused request changed ${changed.join(', ')}`);
  return result;
}
