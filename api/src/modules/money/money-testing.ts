import { and, eq } from 'drizzle-orm';
import { contracts, countries, milestones, offers, states } from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import type { TestApp } from '../../testing/test-app';
import { addCreditEntry } from '../credit-ledger';
import { issueInvoice, type InvoiceRequest } from './invoice-service';

/**
 * The money tests' clients, as a client makes them through the api: billing details, a saved test
 * card (Stripe's numbers: 0341 declines every charge, 3155 needs the cardholder each time), credits,
 * and a fixed-price contract (milestones of 300.00 and 1,200.75 USD) with a freelancer.
 */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declinesCharges: '4000 0000 0000 0341',
  authenticates: '4000 0025 0000 3155',
} as const;

/** Saves a test card through the card form; the first one becomes the default. Its id (to remove it again). */
export async function addCard(t: TestApp, token: string, number: string = TEST_CARDS.visa): Promise<number> {
  const setup = await t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
  const confirmed = await t.request({
    method: 'POST',
    url: '/settings/payment-methods/test-provider/confirm',
    token,
    payload: {
      client_secret: setup.json().data.client_secret as string,
      card_number: number,
      exp_month: 12,
      exp_year: t.app.clock.now().getUTCFullYear() + 5,
      cvc: '123',
    },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  const saved = await t.request({
    method: 'POST',
    url: '/settings/payment-methods/stripe/setup',
    token,
    payload: { payment_method: confirmed.json().data.payment_method as string },
  });
  if (saved.statusCode !== 201) throw new Error(`card failed: ${saved.statusCode} ${saved.body}`);
  return saved.json().data.id as number;
}

/** Billing details in a country and (when it has them) a state, through the settings form. */
export async function bill(t: TestApp, token: string, country: string, stateName: string | null) {
  const [place] = await t.app.db.select().from(countries).where(eq(countries.isoCode, country));
  const [state] = stateName
    ? await t.app.db
        .select()
        .from(states)
        .where(and(eq(states.countryId, place!.id), eq(states.name, stateName)))
    : [];
  const response = await t.request({
    method: 'POST',
    url: '/settings/billing',
    token,
    payload: {
      type: 'individual',
      full_name: 'Asha Rao',
      address1: '1 MG Road',
      city: 'Bengaluru',
      country_id: place!.id,
      state_id: state?.id ?? null,
      pincode: country === 'IN' ? '560001' : '94105',
    },
  });
  if (response.statusCode !== 200) throw new Error(`billing failed: ${response.statusCode} ${response.body}`);
}

export interface PayingClientOptions {
  country?: string;
  state?: string | null;
  /** The card to save (null: none). */
  card?: string | null;
  /** USD credits to claim, in cents. */
  credits?: number;
}

/** A client set up as `options` says, with a fixed-price contract with a new freelancer. */
export async function contractFor(t: TestApp, options: PayingClientOptions = {}) {
  const client = await createClient(t);
  const freelancer = await createFreelancer(t);
  if (options.country) await bill(t, client.token, options.country, options.state ?? null);
  if (options.card !== null) await addCard(t, client.token, options.card ?? TEST_CARDS.visa);
  if (options.credits)
    await addCreditEntry(t.app, { userId: client.id, currency: 'USD', amountMinor: options.credits, kind: 'claim' });
  const job = await insertJob(t, client.id, { type: 'fixed' });
  const contract = await insertFixedContract(t, client.id, freelancer.id, job);
  return { client, freelancer, contract };
}

/**
 * A running fixed-price contract with milestones of 300.00 and 1,200.75 USD, none funded, written
 * straight to the tables: the money area's tests issue its invoices themselves, where accepting an
 * offer through hiring would already fund the first milestone.
 */
async function insertFixedContract(
  t: TestApp,
  clientId: number,
  freelancerId: number,
  job: { id: number; title: string },
) {
  const jobId = job.id;
  const [offer] = await t.app.db
    .insert(offers)
    .values({ jobId, clientId, freelancerId, type: 'fixed', status: 'accepted' })
    .returning({ id: offers.id });
  const [contract] = await t.app.db
    .insert(contracts)
    .values({ offerId: offer!.id, jobId, clientId, freelancerId, title: job.title, type: 'fixed' })
    .returning({ id: contracts.id });
  const rows = await t.app.db
    .insert(milestones)
    .values(
      [
        { name: 'Design', amountMinor: 30000, dueDate: '2026-03-10' },
        { name: 'Build', amountMinor: 120075, dueDate: '2026-04-01' },
      ].map((milestone, position) => ({ ...milestone, offerId: offer!.id, contractId: contract!.id, position })),
    )
    .returning({ id: milestones.id });
  return { id: contract!.id, milestones: rows };
}

export type ContractParties = Awaited<ReturnType<typeof contractFor>>;

/** The invoice for one of the contract's milestones. */
export function milestoneRequest(parties: ContractParties, index = 0, workMinor = 30000): InvoiceRequest {
  return {
    clientId: parties.client.id,
    freelancerId: parties.freelancer.id,
    contractId: parties.contract.id,
    contractType: 'fixed',
    kind: 'milestone',
    milestoneId: parties.contract.milestones[index]!.id,
    description: 'Milestone: Design',
    workMinor,
    currency: 'USD',
  };
}

/** Issues an invoice in a transaction of its own. */
export function issue(t: TestApp, request: InvoiceRequest) {
  return t.app.db.transaction((tx) => issueInvoice(t.app, tx, request));
}
