import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  MARKETPLACE_CURRENCY,
  OFFERS_PAGE_SIZE,
  dayIn,
  hiringMessages,
  marketplaceMessages as m,
  milestoneStepMessages,
  pastDueDates,
  toMinorUnits,
  type Contract,
  type Offer,
  type OfferRequest,
  type OfferStatus,
  type PageMeta,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { pageMetaOf } from '../../db/list-queries';
import { contracts, jobs, milestones, offers, proposals, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import {
  clientPath,
  collectFunding,
  freelancerPath,
  fundFirstMilestone,
  hiringNotices,
  milestoneOut,
  money,
  personOf,
  readContract,
  timeZoneOf,
  type OfferTerms,
} from '../contracts';
import { canPayFor } from '../money';
import { createNotification } from '../notifications';
import { openThread, writeThreadEvent } from '../threads';

type MilestoneRow = typeof milestones.$inferSelect;
/** Offers are made in the marketplace's currency (US dollars for now). */
const CURRENCY: typeof MARKETPLACE_CURRENCY = MARKETPLACE_CURRENCY;
type OfferRow = typeof offers.$inferSelect;

/** Whose offers a request may see: the client's who sent them, or the freelancer's they were sent to. */
export type OfferOwner = { clientId: number } | { freelancerId: number };
const ownedBy = (owner: OfferOwner) =>
  'clientId' in owner ? eq(offers.clientId, owner.clientId) : eq(offers.freelancerId, owner.freelancerId);

const clientUser = alias(users, 'offer_client');
const freelancerUser = alias(users, 'offer_freelancer');

/** Offers as the api shows them (with milestones and the contract an accepted one made), in two queries. */
async function offersOut(
  app: FastifyInstance,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Offer[]> {
  const { db } = app;
  const { apiPublicUrl } = app.config;
  const person = (table: typeof clientUser | typeof freelancerUser) => ({
    id: table.id,
    firstName: table.firstName,
    lastName: table.lastName,
    imageKey: table.imageKey,
  });
  const query = db
    .select({
      offer: offers,
      jobTitle: jobs.title,
      client: person(clientUser),
      freelancer: person(freelancerUser),
      contractId: contracts.id,
    })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(clientUser, eq(clientUser.id, offers.clientId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, offers.freelancerId))
    .leftJoin(contracts, eq(contracts.offerId, offers.id))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const milestoneRows = await db
    .select()
    .from(milestones)
    .where(
      inArray(
        milestones.offerId,
        rows.map((row) => row.offer.id),
      ),
    )
    .orderBy(asc(milestones.offerId), asc(milestones.position), asc(milestones.id));
  const milestonesOf = new Map<number, MilestoneRow[]>();
  for (const row of milestoneRows) milestonesOf.set(row.offerId, [...(milestonesOf.get(row.offerId) ?? []), row]);
  return rows.map(({ offer, jobTitle, client, freelancer, contractId }) => ({
    id: offer.id,
    job: { id: offer.jobId, title: jobTitle },
    client: personOf(apiPublicUrl, client),
    freelancer: personOf(apiPublicUrl, freelancer),
    proposal_id: offer.proposalId,
    type: offer.type,
    hourly_rate: offer.hourlyRateMinor === null ? null : money(offer.currency, offer.hourlyRateMinor),
    weekly_limit: offer.weeklyLimit,
    milestones: (milestonesOf.get(offer.id) ?? []).map((row) => milestoneOut(row)),
    message: offer.message,
    status: offer.status,
    created_at: offer.createdAt.toISOString(),
    responded_at: offer.respondedAt?.toISOString() ?? null,
    contract_id: contractId,
  }));
}

export async function listOffers(
  app: FastifyInstance,
  owner: OfferOwner,
  filters: { job_id?: number; status?: OfferStatus; page: number },
): Promise<{ data: Offer[]; meta: PageMeta }> {
  const where = and(
    ownedBy(owner),
    filters.job_id === undefined ? undefined : eq(offers.jobId, filters.job_id),
    filters.status === undefined ? undefined : eq(offers.status, filters.status),
  );
  const [total] = await app.db.select({ value: count() }).from(offers).where(where);
  const offset = (filters.page - 1) * OFFERS_PAGE_SIZE;
  const data = await offersOut(app, where, { limit: OFFERS_PAGE_SIZE, offset });
  return { data, meta: pageMetaOf(filters.page, OFFERS_PAGE_SIZE, Number(total?.value ?? 0)) };
}

/** One of the owner's offers; another's, or none, is the same 404. */
export async function readOffer(app: FastifyInstance, owner: OfferOwner, id: number): Promise<Offer> {
  const [offer] = await offersOut(app, and(eq(offers.id, id), ownedBy(owner)));
  if (!offer) throw notFound(m.offerNotFound);
  return offer;
}

async function ownOffer(db: Database, owner: OfferOwner, id: number): Promise<OfferRow> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), ownedBy(owner)));
  if (!row) throw notFound(m.offerNotFound);
  return row;
}

async function partiesOf(db: Database, offer: { clientId: number; freelancerId: number; jobId: number }) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [offer.clientId, offer.freelancerId]));
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, offer.jobId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = (id: number) => ({
    firstName: byId.get(id)!.firstName,
    name: `${byId.get(id)!.firstName} ${byId.get(id)!.lastName}`,
  });
  return { client: named(offer.clientId), freelancer: named(offer.freelancerId), jobTitle: job!.title };
}

/**
 * `POST /offers`: the client offers a freelancer work on one of their jobs that is open or already
 * has an active contract. Fields of the other work type are ignored (the form keeps them while the
 * type is switched). The offer, its milestones, the `offer_sent` event in the thread and the
 * freelancer's notification and mail (queued, sent once it commits) are one transaction.
 */
export async function createOffer(app: FastifyInstance, client: CurrentUser, body: OfferRequest): Promise<Offer> {
  const now = app.clock.now();
  const jobId = body.job_id!;
  const freelancerId = body.freelancer_id!;
  const offerId = await app.db
    .transaction(async (tx) => {
      // Shared lock: the job cannot be closed, nor an offer for it accepted, while this one is made.
      const [job] = await tx
        .select({ id: jobs.id, title: jobs.title, status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.clientId, client.id)))
        .for('share');
      if (!job) throw notFound(m.jobNotFound);
      const [freelancer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, freelancerId), eq(users.role, 'freelancer'), isNull(users.deletedAt)));
      if (!freelancer) throw notFound(m.freelancerNotFound);
      if (body.proposal_id != null) {
        const [proposal] = await tx
          .select({ id: proposals.id })
          .from(proposals)
          .where(
            and(
              eq(proposals.id, body.proposal_id),
              eq(proposals.jobId, jobId),
              eq(proposals.freelancerId, freelancerId),
              ne(proposals.status, 'withdrawn'),
            ),
          );
        if (!proposal) throw notFound(m.proposalNotFound);
      }
      const hourly = body.type === 'hourly';
      const terms: OfferTerms = {
        type: hourly ? 'hourly' : 'fixed',
        currency: MARKETPLACE_CURRENCY,
        hourlyRateMinor: hourly ? toMinorUnits(body.hourly_rate) : null,
        weeklyLimit: hourly ? Number(body.weekly_limit) : null,
        milestones: hourly
          ? []
          : body.milestones.map((milestone) => ({
              name: milestone.name,
              amountMinor: toMinorUnits(milestone.amount)!,
              dueDate: milestone.due_date,
            })),
      };
      if (!hourly) {
        // "From today" as the client sees today, in their profile's time zone (ADR 016), as the offer form does.
        const errors = pastDueDates(body.milestones, dayIn(await timeZoneOf(app, client.id, tx), now));
        if (Object.keys(errors).length > 0) throw new HttpError(422, m.dueDateInvalid, errors);
      }
      if (job.status !== 'open' && job.status !== 'active') throw new HttpError(409, m.jobNotHiring);
      const [hired] = await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(eq(contracts.jobId, jobId), eq(contracts.freelancerId, freelancerId), eq(contracts.status, 'active')),
        )
        .limit(1);
      if (hired) throw new HttpError(409, m.alreadyHired);
      // Issue 19: only a client who can pay sends an offer (accepting a fixed-price one funds its first milestone).
      const first = terms.milestones[0];
      const payable = await canPayFor(app, tx, client.id, {
        workMinor: first ? first.amountMinor : null,
        currency: MARKETPLACE_CURRENCY,
      });
      if (!payable)
        throw new HttpError(422, milestoneStepMessages.offerNeedsPayment, {
          payment: milestoneStepMessages.offerNeedsPayment,
        });
      const [offer] = await tx
        .insert(offers)
        .values({
          jobId,
          clientId: client.id,
          freelancerId,
          proposalId: body.proposal_id ?? null,
          type: terms.type,
          hourlyRateMinor: terms.hourlyRateMinor,
          weeklyLimit: terms.weeklyLimit,
          currency: CURRENCY,
          message: body.message,
          createdAt: now,
        })
        .returning({ id: offers.id });
      if (terms.milestones.length > 0) {
        await tx.insert(milestones).values(
          terms.milestones.map((milestone, position) => ({
            offerId: offer!.id,
            position,
            name: milestone.name,
            amountMinor: milestone.amountMinor,
            currency: CURRENCY,
            dueDate: milestone.dueDate,
          })),
        );
      }
      const threadId = await writeThreadEvent(
        app,
        {
          clientId: client.id,
          freelancerId,
          jobId,
          senderId: client.id,
          kind: 'offer_sent',
          body: 'Offer sent',
          data: {
            offer_id: offer!.id,
            job_title: job.title,
            type: terms.type,
            hourly_rate: terms.hourlyRateMinor === null ? null : money(MARKETPLACE_CURRENCY, terms.hourlyRateMinor),
            weekly_limit: terms.weeklyLimit,
            milestones: terms.milestones.map((milestone) => ({
              name: milestone.name,
              amount: money(MARKETPLACE_CURRENCY, milestone.amountMinor),
              due_date: milestone.dueDate,
            })),
            message: body.message,
          },
        },
        tx,
      );
      const parties = await partiesOf(tx, { clientId: client.id, freelancerId, jobId });
      const notice = hiringNotices.offerSent(
        {
          recipientFirstName: parties.freelancer.firstName,
          actorName: parties.client.name,
          jobTitle: job.title,
          path: freelancerPath(threadId),
          appUrl: app.config.appUrl,
        },
        terms,
      );
      await createNotification(app, { userId: freelancerId, ...notice.notification }, tx);
      await queueMail(app, { userId: freelancerId, ...notice.mail }, tx);
      return offer!.id;
    })
    .catch((error: unknown) => {
      // The partial unique index on pending offers decides between two offers made at once.
      if (isUniqueViolation(error, 'offers_pending_job_freelancer_key')) throw new HttpError(409, m.offerPending);
      throw error;
    });
  return readOffer(app, { clientId: client.id }, offerId);
}

/**
 * A pending offer stops being pending: the client withdraws it, or the freelancer declines it.
 * The conditional update decides between steps that race (a withdrawal and an acceptance).
 */
async function closeOffer(app: FastifyInstance, actor: CurrentUser, id: number, step: 'withdraw' | 'decline') {
  const now = app.clock.now();
  const owner: OfferOwner = step === 'withdraw' ? { clientId: actor.id } : { freelancerId: actor.id };
  await app.db.transaction(async (tx) => {
    const offer = await ownOffer(tx, owner, id);
    const [closed] = await tx
      .update(offers)
      .set({ status: step === 'withdraw' ? 'withdrawn' : 'declined', respondedAt: now })
      .where(and(eq(offers.id, id), eq(offers.status, 'pending')))
      .returning({ id: offers.id });
    if (!closed) throw new HttpError(409, m.offerNotPending);
    const parties = await partiesOf(tx, offer);
    if (step === 'decline') {
      await writeThreadEvent(
        app,
        {
          clientId: offer.clientId,
          freelancerId: offer.freelancerId,
          jobId: offer.jobId,
          senderId: actor.id,
          kind: 'offer_declined',
          body: 'Offer declined',
          data: { offer_id: offer.id, job_title: parties.jobTitle },
        },
        tx,
      );
      const notice = hiringNotices.offerDeclined({
        recipientFirstName: parties.client.firstName,
        actorName: parties.freelancer.name,
        jobTitle: parties.jobTitle,
        path: clientPath(offer.jobId),
        appUrl: app.config.appUrl,
      });
      await createNotification(app, { userId: offer.clientId, ...notice.notification }, tx);
      await queueMail(app, { userId: offer.clientId, ...notice.mail }, tx);
    } else {
      // The thread has no event kind for a withdrawn offer (messages.kind): the bell and the mail say it.
      const threadId = await openThread(
        app,
        {
          clientId: offer.clientId,
          freelancerId: offer.freelancerId,
          jobId: offer.jobId,
        },
        tx,
      );
      const notice = hiringNotices.offerWithdrawn({
        recipientFirstName: parties.freelancer.firstName,
        actorName: parties.client.name,
        jobTitle: parties.jobTitle,
        path: freelancerPath(threadId),
        appUrl: app.config.appUrl,
      });
      await createNotification(app, { userId: offer.freelancerId, ...notice.notification }, tx);
      await queueMail(app, { userId: offer.freelancerId, ...notice.mail }, tx);
    }
  });
  return readOffer(app, owner, id);
}

export const withdrawOffer = (app: FastifyInstance, client: CurrentUser, id: number) =>
  closeOffer(app, client, id, 'withdraw');
export const declineOffer = (app: FastifyInstance, freelancer: CurrentUser, id: number) =>
  closeOffer(app, freelancer, id, 'decline');

/**
 * The freelancer accepts a pending offer: a contract with the offer's terms (its milestones join
 * it), the freelancer's live proposal for the job → hired, the job → active, and the events
 * `offer_accepted` and one `milestone_created` per milestone, in one transaction. The job row is
 * locked first (as ending a contract does), then the offer changes only if still pending: of two
 * acceptances at once, one makes the contract and the other is a 409.
 */
export async function acceptOffer(app: FastifyInstance, freelancer: CurrentUser, id: number): Promise<Contract> {
  const now = app.clock.now();
  const accepted = await app.db.transaction(async (tx) => {
    const offer = await ownOffer(tx, { freelancerId: freelancer.id }, id);
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, offer.jobId))
      .for('update');
    const [accepted] = await tx
      .update(offers)
      .set({ status: 'accepted', respondedAt: now })
      .where(and(eq(offers.id, id), eq(offers.status, 'pending')))
      .returning({ id: offers.id });
    if (!accepted) throw new HttpError(409, m.offerNotPending);
    if (job!.status !== 'open' && job!.status !== 'active') throw new HttpError(409, hiringMessages.offerJobNotHiring);
    const [hired] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.jobId, offer.jobId),
          eq(contracts.freelancerId, offer.freelancerId),
          eq(contracts.status, 'active'),
        ),
      )
      .limit(1);
    if (hired) throw new HttpError(409, m.alreadyHired);
    const [contract] = await tx
      .insert(contracts)
      .values({
        offerId: offer.id,
        jobId: offer.jobId,
        clientId: offer.clientId,
        freelancerId: offer.freelancerId,
        title: job!.title,
        type: offer.type,
        hourlyRateMinor: offer.hourlyRateMinor,
        weeklyLimit: offer.weeklyLimit,
        currency: offer.currency,
        startedAt: now,
      })
      .returning({ id: contracts.id });
    const contractMilestones = await tx
      .update(milestones)
      .set({ contractId: contract!.id })
      .where(eq(milestones.offerId, offer.id))
      .returning();
    // Whichever live proposal the freelancer has for the job (the offer may have come from their profile).
    await tx
      .update(proposals)
      .set({ status: 'hired', updatedAt: now })
      .where(
        and(
          eq(proposals.jobId, offer.jobId),
          eq(proposals.freelancerId, offer.freelancerId),
          ne(proposals.status, 'withdrawn'),
        ),
      );
    await tx.update(jobs).set({ status: 'active', updatedAt: now }).where(eq(jobs.id, offer.jobId));
    const event = {
      clientId: offer.clientId,
      freelancerId: offer.freelancerId,
      jobId: offer.jobId,
      senderId: freelancer.id,
    };
    await writeThreadEvent(
      app,
      {
        ...event,
        kind: 'offer_accepted',
        body: 'Offer accepted',
        data: {
          offer_id: offer.id,
          contract_id: contract!.id,
          job_title: job!.title,
          type: offer.type,
          hourly_rate: offer.hourlyRateMinor === null ? null : money(offer.currency, offer.hourlyRateMinor),
          weekly_limit: offer.weeklyLimit,
        },
      },
      tx,
    );
    // One event per milestone, as the messages page shows them (spec §3: milestone name and amount).
    for (const milestone of contractMilestones.sort((a, b) => a.position - b.position)) {
      await writeThreadEvent(
        app,
        {
          ...event,
          kind: 'milestone_created',
          body: `Milestone created: ${milestone.name}`,
          data: {
            contract_id: contract!.id,
            milestone_id: milestone.id,
            name: milestone.name,
            amount: money(milestone.currency, milestone.amountMinor),
            due_date: milestone.dueDate,
          },
        },
        tx,
      );
    }
    const parties = await partiesOf(tx, offer);
    const notice = hiringNotices.offerAccepted({
      recipientFirstName: parties.client.firstName,
      actorName: parties.freelancer.name,
      jobTitle: job!.title,
      path: clientPath(offer.jobId),
      appUrl: app.config.appUrl,
    });
    await createNotification(app, { userId: offer.clientId, ...notice.notification }, tx);
    await queueMail(app, { userId: offer.clientId, ...notice.mail }, tx);
    // Issue 19: a fixed-price contract starts with its first milestone funded (charged after commit).
    return { id: contract!.id, chargeId: await fundFirstMilestone(app, tx, contract!.id) };
  });
  await collectFunding(app, accepted.chargeId);
  return readContract(app, { freelancerId: freelancer.id }, accepted.id);
}
