import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PROPOSALS_PAGE_SIZE,
  JOBS_PAGE_SIZE,
  jobsMessages,
  marketplaceMessages as m,
  toMinorUnits,
  type OwnProposal,
  type PageMeta,
  type Proposal,
  type ProposalStatus,
  type ProposalSubmitRequest,
  type WorkType,
} from '@talentindia/contracts';
import { newestFirst, pageMetaOf, qualified } from '../../db/list-queries';
import { jobs, offers, proposals, threads, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { escapeHtml } from '../../services/escape-html';
import { queueMail } from '../../services/mail-queue';
import { freelancerCards } from '../freelancers';
import { createNotification } from '../notifications';
import { openThread, writeThreadEvent } from '../threads';
import { newProposalMail, proposalAmountText } from './proposal-mails';

type ProposalRecord = typeof proposals.$inferSelect;
export type ProposalsView = 'all' | 'shortlisted' | 'archived';

/** Which statuses each tab of a job's proposals shows: "all" is every live one but the archived. */
const VIEW_STATUSES: Record<ProposalsView, ProposalStatus[]> = {
  all: ['submitted', 'shortlisted', 'hired'],
  shortlisted: ['shortlisted'],
  archived: ['archived'],
};

const conflict = (message: string) => new HttpError(409, message);

/** A proposal's own fields as both sides read them (the client's list adds its extras, the freelancer's the job). */
function proposalOut(proposal: ProposalRecord) {
  return {
    id: proposal.id,
    status: proposal.status,
    amount: { currency: proposal.currency, amount: proposal.amountMinor },
    rate_increase_percent: proposal.rateIncreasePercent,
    weekly_limit: proposal.weeklyLimit,
    cover_letter: proposal.coverLetter,
    created_at: proposal.createdAt.toISOString(),
  };
}

/* The client's side: a job's proposals. */

/** The newest offer made from a proposal, and the client's thread with its freelancer about the job. */
const q = qualified;
const newestOffer = sql`from ${offers} where ${q(offers.proposalId)} = ${q(proposals.id)} order by ${q(offers.id)} desc limit 1`;
const proposalExtras = {
  threadId: sql<
    number | null
  >`(select ${q(threads.id)} from ${threads} join ${jobs} on ${q(jobs.id)} = ${q(proposals.jobId)}
      where ${q(threads.clientId)} = ${q(jobs.clientId)} and ${q(threads.freelancerId)} = ${q(proposals.freelancerId)}
      and ${q(threads.jobId)} = ${q(proposals.jobId)})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  ),
  offerId: sql<number | null>`(select ${q(offers.id)} ${newestOffer})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  ),
  offerStatus: sql<(typeof offers.status.enumValues)[number] | null>`(select ${q(offers.status)} ${newestOffer})`,
};

/** Proposals with their extras and their freelancers' cards: three queries whatever the number of rows. */
async function readProposals(
  app: FastifyInstance,
  where: SQL | undefined,
  paging?: { page: number },
): Promise<Proposal[]> {
  const query = app.db
    .select({ proposal: proposals, ...proposalExtras })
    .from(proposals)
    .where(where)
    .orderBy(newestFirst(proposals.createdAt), newestFirst(proposals.id))
    .$dynamic();
  const rows = paging
    ? await query.limit(PROPOSALS_PAGE_SIZE).offset((paging.page - 1) * PROPOSALS_PAGE_SIZE)
    : await query;
  const cards = new Map(
    (
      await freelancerCards(
        app,
        rows.map((row) => row.proposal.freelancerId),
      )
    ).map((card) => [card.id, card]),
  );
  return rows.flatMap(({ proposal, threadId, offerId, offerStatus }) => {
    const freelancer = cards.get(proposal.freelancerId);
    if (!freelancer) return [];
    return [
      {
        ...proposalOut(proposal),
        job_id: proposal.jobId,
        messaged: proposal.messagedAt !== null,
        thread_id: threadId,
        freelancer,
        offer: offerId === null || offerStatus === null ? null : { id: offerId, status: offerStatus },
      },
    ];
  });
}

/**
 * `GET /jobs/:id/proposals`: a page of one tab, newest first, and the count of each tab. The job
 * must be the client's (else 404, as a missing one).
 */
export async function listJobProposals(
  app: FastifyInstance,
  clientId: number,
  jobId: number,
  view: ProposalsView,
  page: number,
): Promise<{ data: Proposal[]; meta: PageMeta & { counts: Record<ProposalsView, number> } }> {
  const countOf = (statuses: ProposalStatus[]) =>
    sql<number>`(select count(*)::int from ${proposals} where ${q(proposals.jobId)} = ${q(jobs.id)} and ${q(proposals.status)} in ${statuses})`;
  const [job] = await app.db
    .select({
      all: countOf(VIEW_STATUSES.all),
      shortlisted: countOf(VIEW_STATUSES.shortlisted),
      archived: countOf(VIEW_STATUSES.archived),
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.clientId, clientId)));
  if (!job) throw notFound(m.jobNotFound);
  const data = await readProposals(
    app,
    and(eq(proposals.jobId, jobId), inArray(proposals.status, VIEW_STATUSES[view])),
    { page },
  );
  return { data, meta: { ...pageMetaOf(page, PROPOSALS_PAGE_SIZE, job[view]), counts: job } };
}

/** A proposal of one of the client's jobs (by the job in the path too), or null. */
function ownedByClient(clientId: number, jobId: number, proposalId: number) {
  return and(
    eq(proposals.id, proposalId),
    eq(proposals.jobId, jobId),
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${qualified(proposals.jobId)} and ${jobs.clientId} = ${clientId})`,
  );
}

export type ProposalAction = 'shortlist' | 'archive' | 'restore';

/** What each action makes of a proposal, and from which statuses (the target itself is a no-op). */
const ACTIONS: Record<ProposalAction, { to: ProposalStatus; from: ProposalStatus[]; message: string }> = {
  shortlist: { to: 'shortlisted', from: ['submitted', 'archived'], message: m.proposalShortlisted },
  archive: { to: 'archived', from: ['submitted', 'shortlisted'], message: m.proposalArchived },
  restore: { to: 'submitted', from: ['shortlisted', 'archived'], message: m.proposalRestored },
};

/**
 * Shortlist, archive or restore (back to the "all" tab) a proposal of the client's job. One
 * conditional UPDATE; asking for the status it already has changes nothing and succeeds. A
 * withdrawn or hired proposal is a 409: it is no longer the client's to sort.
 */
export async function sortProposal(
  app: FastifyInstance,
  clientId: number,
  jobId: number,
  proposalId: number,
  action: ProposalAction,
): Promise<{ message: string; proposal: Proposal }> {
  const { to, from, message } = ACTIONS[action];
  const { db } = app;
  const where = ownedByClient(clientId, jobId, proposalId);
  const [changed] = await db
    .update(proposals)
    .set({ status: to, updatedAt: app.clock.now() })
    .where(and(where, inArray(proposals.status, from)))
    .returning({ id: proposals.id });
  if (!changed) {
    const [current] = await db.select({ status: proposals.status }).from(proposals).where(where);
    if (!current) throw notFound(m.proposalNotFound);
    if (current.status !== to) throw conflict(m.proposalNotChangeable);
  }
  const [proposal] = await readProposals(app, eq(proposals.id, proposalId));
  if (!proposal) throw notFound(m.proposalNotFound);
  return { message, proposal };
}

/**
 * `POST /jobs/:id/proposals/:proposalId/message`: the client's conversation with the proposal's
 * freelancer about this job (made the first time), and the proposal counts as messaged from then on.
 * A withdrawn proposal is a 409.
 */
export async function messageProposal(
  app: FastifyInstance,
  clientId: number,
  jobId: number,
  proposalId: number,
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const [proposal] = await tx
      .select({ freelancerId: proposals.freelancerId, status: proposals.status })
      .from(proposals)
      .where(ownedByClient(clientId, jobId, proposalId))
      .for('update');
    if (!proposal) throw notFound(m.proposalNotFound);
    if (proposal.status === 'withdrawn') throw conflict(m.proposalNotChangeable);
    const threadId = await openThread(app, { clientId, freelancerId: proposal.freelancerId, jobId }, tx);
    await tx
      .update(proposals)
      .set({ messagedAt: app.clock.now() })
      .where(and(eq(proposals.id, proposalId), sql`${proposals.messagedAt} is null`));
    return threadId;
  });
}

/* The freelancer's side: their own proposals. */

function toOwnProposal(
  proposal: ProposalRecord,
  job: { id: number; title: string; type: 'hourly' | 'fixed'; status: 'draft' | 'open' | 'active' | 'closed' },
): OwnProposal {
  return { ...proposalOut(proposal), job };
}

/** A job with proposals is published, so it has its type (`jobs_published_complete_check`; only a draft may lack it). */
const ownJobFields = { id: jobs.id, title: jobs.title, type: sql<WorkType>`${jobs.type}`, status: jobs.status };

/** The terms as a person reads them: "$20.00/hr, 10% increase every 6 months, 40 hrs/week" or "$1,500.00". */
function termsText(type: 'hourly' | 'fixed', proposal: ProposalRecord): string {
  const parts = [proposalAmountText(type, { currency: proposal.currency, amount: proposal.amountMinor })];
  if (proposal.rateIncreasePercent) parts.push(`${proposal.rateIncreasePercent}% increase every 6 months`);
  if (proposal.weeklyLimit) parts.push(`${proposal.weeklyLimit} hrs/week`);
  return parts.join(', ');
}

/**
 * `POST /freelancer/jobs/:id/proposals`: a proposal for an open job, in one transaction with its
 * `proposal` event in the thread, the client's bell and the client's mail (queued, sent once it commits).
 *
 * The job row is read `FOR SHARE`, so a close running at the same time waits for this proposal or
 * is seen by it (no proposal lands on a job closed meanwhile). One live proposal per freelancer and
 * job is the partial unique index's to decide: of two requests sent at once, one inserts and the
 * other is a 409. A draft is a 404 (never published); a published job not open is a 409. A rate
 * increase or a weekly limit on a fixed-price job is a 422 (they are hourly terms).
 */
export async function submitProposal(
  app: FastifyInstance,
  freelancer: CurrentUser,
  jobId: number,
  body: ProposalSubmitRequest,
): Promise<OwnProposal> {
  const now = app.clock.now();
  const { proposal, job } = await app.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ ...ownJobFields, clientId: jobs.clientId, currency: jobs.currency })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job || job.status === 'draft') throw notFound(m.jobNotFound);
    if (job.status !== 'open') throw conflict(m.jobNotOpen);
    const rateIncrease = body.rate_increase_percent ?? null;
    const weeklyLimit = body.weekly_limit ?? null;
    if (job.type === 'fixed' && (rateIncrease !== null || weeklyLimit !== null)) {
      const errors: Record<string, string> = {};
      if (rateIncrease !== null) errors.rate_increase_percent = jobsMessages.hourlyTermsOnly;
      if (weeklyLimit !== null) errors.weekly_limit = jobsMessages.hourlyTermsOnly;
      throw new HttpError(422, jobsMessages.hourlyTermsOnly, errors);
    }
    const [proposal] = await tx
      .insert(proposals)
      .values({
        jobId,
        freelancerId: freelancer.id,
        amountMinor: toMinorUnits(body.amount)!,
        currency: job.currency,
        rateIncreasePercent: rateIncrease,
        weeklyLimit,
        coverLetter: body.cover_letter,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!proposal) throw conflict(m.proposalExists);

    const amount = { currency: proposal.currency, amount: proposal.amountMinor };
    await writeThreadEvent(
      app,
      {
        clientId: job.clientId,
        freelancerId: freelancer.id,
        jobId,
        senderId: freelancer.id,
        kind: 'proposal',
        body: `Proposal: ${termsText(job.type, proposal)}`,
        data: {
          proposal_id: proposal.id,
          job_id: jobId,
          job_title: job.title,
          type: job.type,
          amount,
          rate_increase_percent: rateIncrease,
          weekly_limit: weeklyLimit,
          // The messages page shows the proposal as the client reads it (issue 18 §1).
          cover_letter: proposal.coverLetter,
        },
      },
      tx,
    );
    const name = `${freelancer.firstName} ${freelancer.lastName}`;
    await createNotification(
      app,
      {
        userId: job.clientId,
        type: 'simple',
        description: `<strong>${escapeHtml(name)}</strong> sent a proposal for <strong>${escapeHtml(job.title)}</strong>.`,
        action: `/jobs/${jobId}`,
      },
      tx,
    );
    const [client] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, job.clientId));
    await queueMail(
      app,
      {
        userId: job.clientId,
        category: 'email_new_proposals',
        ...newProposalMail({
          clientFirstName: client?.firstName ?? '',
          freelancerName: name,
          jobTitle: job.title,
          terms: termsText(job.type, proposal),
          url: `${app.config.appUrl}/jobs/${jobId}`,
        }),
      },
      tx,
    );
    return { proposal, job };
  });

  return toOwnProposal(proposal, { id: job.id, title: job.title, type: job.type, status: job.status });
}

/** `GET /freelancer/proposals`: the freelancer's proposals, newest first, withdrawn ones too. */
export async function listOwnProposals(
  app: FastifyInstance,
  freelancerId: number,
  page: number,
): Promise<{ data: OwnProposal[]; meta: PageMeta }> {
  const { db } = app;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ proposal: proposals, job: ownJobFields })
      .from(proposals)
      .innerJoin(jobs, eq(jobs.id, proposals.jobId))
      .where(eq(proposals.freelancerId, freelancerId))
      .orderBy(newestFirst(proposals.createdAt), newestFirst(proposals.id))
      .limit(JOBS_PAGE_SIZE)
      .offset((page - 1) * JOBS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(proposals)
      .where(eq(proposals.freelancerId, freelancerId)),
  ]);
  return {
    data: rows.map((row) => toOwnProposal(row.proposal, row.job)),
    meta: pageMetaOf(page, JOBS_PAGE_SIZE, counted?.total ?? 0),
  };
}

/**
 * `POST /freelancer/proposals/:id/withdraw`: submitted, shortlisted or archived → withdrawn (one
 * conditional UPDATE), and the client's bell. A hired proposal (it became a contract) or one
 * withdrawn already is a 409; another freelancer's is a 404. The freelancer may propose again.
 */
export async function withdrawProposal(
  app: FastifyInstance,
  freelancer: CurrentUser,
  proposalId: number,
): Promise<OwnProposal> {
  return app.db.transaction(async (tx) => {
    const own = and(eq(proposals.id, proposalId), eq(proposals.freelancerId, freelancer.id));
    const [withdrawn] = await tx
      .update(proposals)
      .set({ status: 'withdrawn', updatedAt: app.clock.now() })
      .where(and(own, inArray(proposals.status, ['submitted', 'shortlisted', 'archived'])))
      .returning();
    if (!withdrawn) {
      const [current] = await tx.select({ status: proposals.status }).from(proposals).where(own);
      if (!current) throw notFound(m.proposalNotFound);
      throw conflict(current.status === 'hired' ? m.proposalNotWithdrawable : m.proposalNotChangeable);
    }
    const [job] = await tx
      .select({ ...ownJobFields, clientId: jobs.clientId })
      .from(jobs)
      .where(eq(jobs.id, withdrawn.jobId));
    const name = `${freelancer.firstName} ${freelancer.lastName}`;
    await createNotification(
      app,
      {
        userId: job!.clientId,
        type: 'simple',
        description: `<strong>${escapeHtml(name)}</strong> withdrew their proposal for <strong>${escapeHtml(job!.title)}</strong>.`,
        action: `/jobs/${job!.id}`,
      },
      tx,
    );
    return toOwnProposal(withdrawn, { id: job!.id, title: job!.title, type: job!.type, status: job!.status });
  });
}
