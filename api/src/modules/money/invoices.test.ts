import { inflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { gstinCheckCharacter, moneyMessages, type Invoice } from '@talentindia/contracts';
import { countries, hourlyWeeks, invoices, refunds, states, users } from '../../db/schema';
import { createPayingClient, fixedOffer, hire, hourlyOffer, settableClock } from '../contracts/hiring-testing';
import { closeEndedWeeks } from '../contracts';
import { addCreditEntry } from '../credit-ledger';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { collectCharge } from './charge-service';
import { printable } from './invoice-pdf';
import { bill, contractFor, issue, milestoneRequest, TEST_CARDS } from './money-testing';
import { refundInvoice } from './refund-service';

/**
 * Issue 19 §2: an invoice as a document, its JSON and its PDF, for its client only. The figures are
 * worked by hand: work 300.00, fee 5% = 15.00, GST 18% of the fee = 2.70 (CGST 1.35 + SGST 1.35
 * within Karnataka, IGST 2.70 from another state, none abroad), total 317.70.
 */
const clock = settableClock('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());

const ISSUED_AT = '2026-03-02T09:00:00.000Z';
/** The sample platform of config.ts (development and tests). */
const PLATFORM = {
  legal_name: 'TalentIndia Technologies Private Limited',
  address_lines: ['1 MG Road', 'Bengaluru, Karnataka 560001', 'India'],
  gstin: '29AAGCT4821K1ZZ',
};
const usd = (amount: number) => ({ currency: 'USD', amount });
const inr = (amount: number) => ({ currency: 'INR', amount });

const getInvoice = (id: number | string, token?: string) =>
  t.request({ method: 'GET', url: `/invoices/${id}`, ...(token ? { token } : {}) });
const getPdf = (id: number | string, token?: string) =>
  t.request({ method: 'GET', url: `/invoices/${id}/pdf`, ...(token ? { token } : {}) });

/** A valid GSTIN of the state with this code. */
const gstinIn = (stateCode: string) => `${stateCode}AAPFU0939F1Z${gstinCheckCharacter(`${stateCode}AAPFU0939F1Z`)}`;

/** Billing details of a company in an Indian state, with its GSTIN, through the settings form. */
async function billCompany(token: string, stateName: string, gstin: string) {
  const [india] = await t.app.db.select().from(countries).where(eq(countries.isoCode, 'IN'));
  const [state] = await t.app.db.select().from(states).where(eq(states.name, stateName));
  const response = await t.request({
    method: 'POST',
    url: '/settings/billing',
    token,
    payload: {
      type: 'llc',
      full_name: 'Rao Studio LLP',
      address1: '5 Residency Road',
      city: 'Bengaluru',
      country_id: india!.id,
      state_id: state!.id,
      pincode: '560025',
      tax_id: gstin,
    },
  });
  expect(response.statusCode).toBe(200);
}

async function invoiceOf(id: number, token: string): Promise<Invoice> {
  const response = await getInvoice(id, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ status: true; data: Invoice }>().data;
}

/**
 * The text a PDF shows: every content stream inflated (pdfkit compresses them), then the strings of
 * its text operators (pdfkit writes each run as hex, split where it kerns) decoded and joined, a run
 * per line.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const start = match.index + 'stream\n'.length;
    const bytes = pdf.subarray(start, start + match[1]!.length);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const pieces = [...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex'));
      runs.push(Buffer.concat(pieces).toString('latin1'));
    }
  }
  return runs.join('\n');
}

describe('GET /invoices/:id', () => {
  it('answers a Goa client’s invoice with IGST on the fee, the credits used and the card that paid the rest', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Goa', credits: 10000 });
    const issued = await issue(t, milestoneRequest(parties));
    const token = parties.client.token;

    // The card is with the provider until the charge is collected.
    expect((await invoiceOf(issued.invoiceId, token)).payment).toEqual({
      status: 'processing',
      paid_at: null,
      card: { brand: 'visa', last4: '4242' },
      paid_by_credits: false,
      client_secret: null,
      provider: 'test',
      // Not while an attempt is with the provider.
      can_pay: false,
    });
    clock.set('2026-03-02T09:00:05Z');
    await collectCharge(t.app, issued.chargeId!);
    clock.set('2026-03-02T09:00:00Z');

    expect(await invoiceOf(issued.invoiceId, token)).toEqual({
      id: issued.invoiceId,
      number: issued.number,
      issued_at: ISSUED_AT,
      kind: 'milestone',
      description: 'Milestone: Design',
      period: null,
      milestone: 'Design',
      contract: { id: parties.contract.id, title: 'React developer for a dashboard' },
      freelancer: { id: parties.freelancer.id, name: 'Priya Sharma' },
      currency: 'USD',
      lines: [
        { kind: 'work', description: 'Milestone: Design', rate_percent: null, amount: usd(30000) },
        { kind: 'fee', description: 'Marketplace fee', rate_percent: '5', amount: usd(1500) },
        { kind: 'igst', description: 'IGST 18% on the fee', rate_percent: '18', amount: usd(270) },
      ],
      work: usd(30000),
      fee: usd(1500),
      tax: usd(270),
      credits_used: usd(10000),
      total: usd(31770),
      card_part: usd(21770),
      tax_treatment: 'igst',
      place_of_supply: { code: '30', name: 'Goa' },
      sac_code: '998599',
      platform: PLATFORM,
      billed_to: {
        name: 'Asha Rao',
        address1: '1 MG Road',
        address2: null,
        city: 'Bengaluru',
        state: 'Goa',
        country: 'India',
        pincode: '560001',
        tax_id: null,
      },
      amount_in_words: null,
      payment: {
        status: 'paid',
        paid_at: '2026-03-02T09:00:05.000Z',
        card: { brand: 'visa', last4: '4242' },
        paid_by_credits: false,
        client_secret: null,
        provider: 'test',
        can_pay: false,
      },
      refunds: [],
      refunded_total: usd(0),
      net_paid: usd(31770),
    });
  });

  it('splits the GST into CGST and SGST for a client in Karnataka, paid in full by credits when it was issued', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Karnataka', credits: 100000 });
    const issued = await issue(t, milestoneRequest(parties));
    const invoice = await invoiceOf(issued.invoiceId, parties.client.token);
    expect(invoice.lines).toEqual([
      { kind: 'work', description: 'Milestone: Design', rate_percent: null, amount: usd(30000) },
      { kind: 'fee', description: 'Marketplace fee', rate_percent: '5', amount: usd(1500) },
      { kind: 'cgst', description: 'CGST 9% on the fee', rate_percent: '9', amount: usd(135) },
      { kind: 'sgst', description: 'SGST 9% on the fee', rate_percent: '9', amount: usd(135) },
    ]);
    expect(invoice).toMatchObject({
      tax: usd(270),
      total: usd(31770),
      credits_used: usd(31770),
      card_part: usd(0),
      tax_treatment: 'cgst_sgst',
      place_of_supply: { code: '29', name: 'Karnataka' },
      payment: { status: 'paid', paid_at: ISSUED_AT, card: null, paid_by_credits: true, can_pay: false },
    });
  });

  it('charges no GST to a client in the United States, and says so when their card is declined', async () => {
    const parties = await contractFor(t, { country: 'US', state: 'California', card: TEST_CARDS.declinesCharges });
    const issued = await issue(t, milestoneRequest(parties));
    await collectCharge(t.app, issued.chargeId!);
    const invoice = await invoiceOf(issued.invoiceId, parties.client.token);
    expect(invoice.lines.map((line) => line.kind)).toEqual(['work', 'fee']);
    expect(invoice).toMatchObject({
      tax: usd(0),
      total: usd(31500),
      card_part: usd(31500),
      tax_treatment: 'none',
      place_of_supply: null,
      amount_in_words: null,
      billed_to: { state: 'California', country: 'United States', pincode: '94105' },
      payment: {
        status: 'declined',
        paid_at: null,
        card: { brand: 'visa', last4: '0341' },
        paid_by_credits: false,
        // Paid again from the invoice's page.
        can_pay: true,
      },
    });
  });

  it('writes an INR total in words, in Indian numbering', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Karnataka', card: null });
    // ₹12,345.67 of work: fee 5% = 617.2835 → ₹617.28; CGST and SGST 9% of it = 55.5552 → ₹55.56 each.
    const issued = await issue(t, { ...milestoneRequest(parties, 1, 1_234_567), currency: 'INR' });
    const invoice = await invoiceOf(issued.invoiceId, parties.client.token);
    expect(invoice).toMatchObject({
      currency: 'INR',
      milestone: 'Build',
      lines: [
        { kind: 'work', amount: inr(1_234_567) },
        { kind: 'fee', amount: inr(61_728) },
        { kind: 'cgst', amount: inr(5_556) },
        { kind: 'sgst', amount: inr(5_556) },
      ],
      total: inr(1_307_407),
      credits_used: inr(0),
      card_part: inr(1_307_407),
      amount_in_words: 'Thirteen Thousand Seventy Four Rupees And Seven Paise Only',
      // No card saved: nothing was charged yet.
      payment: { status: 'awaiting_payment', paid_at: null, card: null, paid_by_credits: false, can_pay: true },
    });
  });

  it('keeps the billing details it was issued with after the client changes them', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Maharashtra', credits: 100000 });
    const before = await issue(t, milestoneRequest(parties, 0));
    const gstin = gstinIn('29');
    await billCompany(parties.client.token, 'Karnataka', gstin);
    const after = await issue(t, milestoneRequest(parties, 1));

    expect((await invoiceOf(before.invoiceId, parties.client.token)).billed_to).toEqual({
      name: 'Asha Rao',
      address1: '1 MG Road',
      address2: null,
      city: 'Bengaluru',
      state: 'Maharashtra',
      country: 'India',
      pincode: '560001',
      tax_id: null,
    });
    expect(await invoiceOf(after.invoiceId, parties.client.token)).toMatchObject({
      billed_to: { name: 'Rao Studio LLP', state: 'Karnataka', pincode: '560025', tax_id: gstin },
      place_of_supply: { code: '29', name: 'Karnataka' },
    });
  });

  it('keeps the platform’s details it was issued with after they change', async () => {
    const parties = await contractFor(t, { credits: 100000 });
    const issued = await issue(t, milestoneRequest(parties));
    const platform = t.app.config.platform;
    const before = { ...platform, addressLines: [...platform.addressLines] };
    Object.assign(platform, { legalName: 'TalentIndia Renamed Private Limited', addressLines: ['2 New Road'] });
    try {
      expect((await invoiceOf(issued.invoiceId, parties.client.token)).platform).toEqual({
        legal_name: before.legalName,
        address_lines: before.addressLines,
        gstin: before.gstin,
      });
    } finally {
      Object.assign(platform, before);
    }
  });

  it('names a freelancer who deleted their account "Deleted user"', async () => {
    const parties = await contractFor(t, { credits: 100000 });
    const issued = await issue(t, milestoneRequest(parties));
    await t.app.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, parties.freelancer.id));
    const invoice = await invoiceOf(issued.invoiceId, parties.client.token);
    expect(invoice.freelancer).toEqual({ id: parties.freelancer.id, name: 'Deleted user' });
    // Billed without details: nothing to show, rather than a row of nulls.
    expect(invoice.billed_to).toBeNull();
  });
});

describe('who reads an invoice', () => {
  let invoiceId: number;
  let parties: Awaited<ReturnType<typeof contractFor>>;
  beforeAll(async () => {
    parties = await contractFor(t, { credits: 100000 });
    invoiceId = (await issue(t, milestoneRequest(parties))).invoiceId;
  });

  it.each([
    ['another client', async () => (await createClient(t)).token],
    ['the invoice’s freelancer', async () => parties.freelancer.token],
  ])('%s gets a 404 for its JSON and its PDF, as for an invoice that does not exist', async (_who, tokenOf) => {
    const token = await tokenOf();
    for (const response of [
      await getInvoice(invoiceId, token),
      await getPdf(invoiceId, token),
      await getInvoice(987_654_321, parties.client.token),
      await getPdf(987_654_321, parties.client.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: moneyMessages.invoiceNotFound });
    }
  });

  it('reads an id only as written canonically', async () => {
    for (const written of [`0${invoiceId}`, `${invoiceId}.0`, 'abc']) {
      const response = await getInvoice(written, parties.client.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(moneyMessages.invoiceNotFound);
    }
  });

  it('asks for a session first (401), and never lets an answer be stored', async () => {
    for (const response of [await getInvoice(invoiceId), await getPdf(invoiceId)]) {
      expect(response.statusCode).toBe(401);
    }
    for (const response of [
      await getInvoice(invoiceId, parties.client.token),
      await getPdf(invoiceId, parties.client.token),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /invoices/:id/pdf', () => {
  it('downloads a PDF named after the number, showing the number, the total and both GSTINs', async () => {
    const parties = await contractFor(t, { credits: 10000 });
    const clientGstin = gstinIn('30');
    await billCompany(parties.client.token, 'Goa', clientGstin);
    const issued = await issue(t, milestoneRequest(parties));
    await collectCharge(t.app, issued.chargeId!);
    const response = await getPdf(issued.invoiceId, parties.client.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = `invoice-${issued.number.replaceAll('/', '-')}.pdf`;
    expect(fileName).toMatch(/^invoice-TI-2526-\d{8}\.pdf$/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const shown of [
      'Tax Invoice',
      PLATFORM.legal_name,
      `GSTIN: ${PLATFORM.gstin}`,
      issued.number,
      '2 March 2026',
      'Goa (30)',
      '998599',
      'Rao Studio LLP',
      `GSTIN: ${clientGstin}`,
      'IGST 18% on the fee',
      '$317.70',
      '$100.00',
      '$217.70',
      'Paid by Visa ending 4242 on 2 March 2026.',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('prints rupee amounts with Indian grouping and the total in words', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Karnataka', card: null });
    const issued = await issue(t, { ...milestoneRequest(parties, 0, 12_345_678), currency: 'INR' });
    const text = pdfText((await getPdf(issued.invoiceId, parties.client.token)).rawPayload);
    // Work ₹1,23,456.78, fee ₹6,172.84, CGST and SGST ₹555.56 each: total ₹1,30,740.74. The rupee sign is
    // drawn as a shape (the standard fonts have none), so the text holds the digits.
    for (const shown of ['1,23,456.78', '6,172.84', '555.56', '1,30,740.74', 'AMOUNT (INR)'])
      expect(text).toContain(shown);
    expect(text).toContain('One Lakh Thirty Thousand Seven Hundred Forty Rupees And Seventy Four Paise Only');
    expect(text).toContain('Awaiting payment.');
  });
});

describe('refunds on an invoice', () => {
  afterEach(() => clock.set('2026-03-02T09:00:00Z'));

  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

  /** The invoice's refunds' ids, oldest first. */
  async function refundIds(invoiceId: number): Promise<number[]> {
    const rows = await t.app.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.invoiceId, invoiceId))
      .orderBy(asc(refunds.id));
    return rows.map((row) => row.id);
  }

  /**
   * A client in Goa with a card and an hourly contract at 25.50 an hour; 2 hours logged on Wednesday
   * 4 March, closed on the 10th into an invoice: work 51.00, fee 5% 2.55, IGST 18% of it 0.459 → 0.46,
   * 54.01 paid by card. The client disputes 30 minutes that day and 15 more on the 12th (20:00 UTC,
   * the 13th in India); the freelancer accepts both, and each goes back to the card at once.
   */
  async function disputedWeek() {
    clock.set('2026-03-04T06:00:00Z');
    const client = await createPayingClient(t);
    await bill(t, client.token, 'IN', 'Goa');
    const freelancer = await createFreelancer(t);
    const job = await insertJob(t, client.id);
    const { contract } = await hire(t, client, freelancer, hourlyOffer(job.id, freelancer.id));
    const logged = await post(`/freelancer/contracts/${contract.id}/hours`, freelancer.token, {
      work_date: '2026-03-04',
      minutes: 120,
      description: 'Login screen',
    });
    expect(logged.statusCode).toBe(201);
    clock.set('2026-03-10T09:00:00Z');
    await closeEndedWeeks(t.app);
    const [week] = await t.app.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.contractId, contract.id));
    for (const [at, minutes] of [
      ['2026-03-10T09:00:00Z', 30],
      ['2026-03-12T20:00:00Z', 15],
    ] as const) {
      clock.set(at);
      const opened = await post(`/contracts/${contract.id}/work-diary/disputes`, client.token, {
        week: '2026-03-02',
        minutes,
        reason: 'The login screen took less time.',
      });
      expect(opened.statusCode).toBe(201);
      const disputeId = (opened.json().data.review.disputes as { id: number; status: string }[]).find(
        (dispute) => dispute.status === 'open',
      )!.id;
      const accepted = await post(
        `/freelancer/contracts/${contract.id}/disputes/${disputeId}/accept`,
        freelancer.token,
      );
      expect(accepted.statusCode).toBe(200);
    }
    return { client, freelancer, invoiceId: week!.invoiceId };
  }

  it('lists an hourly week’s accepted disputes, oldest first, with what went back to the card and the net paid', async () => {
    const { client, invoiceId } = await disputedWeek();
    const [first, second] = await refundIds(invoiceId);
    const invoice = await invoiceOf(invoiceId, client.token);
    const { total, credits_used, card_part, payment, refunds: listed, refunded_total, net_paid } = invoice;
    expect({
      total,
      credits_used,
      card_part,
      payment_status: payment.status,
      refunds: listed,
      refunded_total,
      net_paid,
    }).toEqual({
      total: usd(5401),
      credits_used: usd(0),
      card_part: usd(5401),
      // The invoice is as issued, and still paid: the refunds are records of their own.
      payment_status: 'paid',
      refunds: [
        {
          // 30 minutes: 12.75 of work, fee 0.6375 → 0.64, IGST 18% of it 0.1152 → 0.12.
          id: first,
          refunded_at: '2026-03-10T09:00:00.000Z',
          reason: 'hours_disputed',
          status: 'succeeded',
          work: usd(1275),
          fee: usd(64),
          tax: usd(12),
          total: usd(1351),
          to_credits: usd(0),
          to_card: usd(1351),
        },
        {
          // 15 more: 45 minutes come to 19.125 → 19.13, less the 12.75 refunded = 6.38; fee 0.319 →
          // 0.32; IGST 0.0576 → 0.06.
          id: second,
          refunded_at: '2026-03-12T20:00:00.000Z',
          reason: 'hours_disputed',
          status: 'succeeded',
          work: usd(638),
          fee: usd(32),
          tax: usd(6),
          total: usd(676),
          to_credits: usd(0),
          to_card: usd(676),
        },
      ],
      refunded_total: usd(2027),
      net_paid: usd(3374),
    });

    const text = pdfText((await getPdf(invoiceId, client.token)).rawPayload);
    for (const shown of [
      'Refunds',
      'REFUNDED (USD)',
      'Disputed hours refunded',
      '10 March 2026',
      // Dated in India, as the invoice is.
      '13 March 2026',
      '$13.51',
      '$6.76',
      'Refunded',
      '$20.27',
      'Net paid',
      '$33.74',
      'The card part goes back to Visa ending 4242, the card that paid the invoice.',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Pending');
  });

  it('gives a cancelled milestone’s refund back to the credits first, then the card, leaving nothing paid', async () => {
    clock.set('2026-03-04T06:00:00Z');
    const client = await createPayingClient(t);
    await bill(t, client.token, 'IN', 'Karnataka');
    await addCreditEntry(t.app, { userId: client.id, currency: 'USD', amountMinor: 10000, kind: 'claim' });
    const freelancer = await createFreelancer(t);
    const job = await insertJob(t, client.id, { type: 'fixed' });
    // Accepting the offer funds Design: 300.00, fee 15.00, CGST and SGST 1.35 each; 100.00 from credits.
    const { contract } = await hire(t, client, freelancer, fixedOffer(job.id, freelancer.id));
    const design = contract.milestones[0]!.id;
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.milestoneId, design));
    clock.set('2026-03-05T06:00:00Z');
    expect((await post(`/contracts/${contract.id}/milestones/${design}/cancel`, client.token)).statusCode).toBe(200);

    const [refundId] = await refundIds(invoice!.id);
    const read = await invoiceOf(invoice!.id, client.token);
    expect({
      total: read.total,
      credits_used: read.credits_used,
      card_part: read.card_part,
      refunds: read.refunds,
      refunded_total: read.refunded_total,
      net_paid: read.net_paid,
    }).toEqual({
      total: usd(31770),
      credits_used: usd(10000),
      card_part: usd(21770),
      refunds: [
        {
          id: refundId,
          refunded_at: '2026-03-05T06:00:00.000Z',
          reason: 'milestone_cancelled',
          status: 'succeeded',
          work: usd(30000),
          fee: usd(1500),
          tax: usd(270),
          total: usd(31770),
          to_credits: usd(10000),
          to_card: usd(21770),
        },
      ],
      refunded_total: usd(31770),
      net_paid: usd(0),
    });
    const text = pdfText((await getPdf(invoice!.id, client.token)).rawPayload);
    for (const shown of ['Milestone cancelled', '5 March 2026', '$100.00', '$217.70', '$317.70', '$0.00', 'Net paid'])
      expect(text).toContain(shown);
  });

  it('counts a refund whose card part the provider has not confirmed yet, dated when it was decided and marked pending', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Goa', credits: 10000 });
    const issued = await issue(t, milestoneRequest(parties));
    await collectCharge(t.app, issued.chargeId!);
    clock.set('2026-03-03T12:00:00Z');
    // Decided (its credits given back at once), its card part not yet asked of the provider.
    const refund = await t.app.db.transaction((tx) =>
      refundInvoice(t.app, tx, { invoiceId: issued.invoiceId, workMinor: 30000, reason: 'milestone_cancelled' }),
    );
    const read = await invoiceOf(issued.invoiceId, parties.client.token);
    expect({ refunds: read.refunds, refunded_total: read.refunded_total, net_paid: read.net_paid }).toEqual({
      refunds: [
        {
          id: refund.id,
          refunded_at: '2026-03-03T12:00:00.000Z',
          reason: 'milestone_cancelled',
          status: 'pending',
          work: usd(30000),
          fee: usd(1500),
          tax: usd(270),
          total: usd(31770),
          to_credits: usd(10000),
          to_card: usd(21770),
        },
      ],
      refunded_total: usd(31770),
      net_paid: usd(0),
    });
    const text = pdfText((await getPdf(issued.invoiceId, parties.client.token)).rawPayload);
    expect(text).toContain('Pending');
    expect(text).toContain('Pending: the credits are back already; the card part is on its way from the provider.');
  });

  it('answers an invoice that has refunds to its client only: anyone else gets a 404, for its JSON and its PDF', async () => {
    const { freelancer, invoiceId } = await disputedWeek();
    const stranger = await createClient(t);
    for (const token of [stranger.token, freelancer.token]) {
      for (const response of [await getInvoice(invoiceId, token), await getPdf(invoiceId, token)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: moneyMessages.invoiceNotFound });
      }
    }
  });
});

describe('/docs', () => {
  it('documents both routes as signed in, with their answers and errors', async () => {
    const document = (await t.request({ method: 'GET', url: '/docs/json' })).json();
    for (const path of ['/invoices/{id}', '/invoices/{id}/pdf']) {
      const route = document.paths[path].get;
      expect(route).toMatchObject({ tags: ['invoices'], security: [{ bearerAuth: [] }] });
      expect(route.summary).toEqual(expect.any(String));
      expect(Object.keys(route.responses).sort()).toEqual(['200', '401', '404', '422']);
    }
    const invoice = document.paths['/invoices/{id}'].get.responses['200'].content['application/json'].schema;
    expect(invoice.properties.data.required).toEqual(expect.arrayContaining(['number', 'lines', 'payment']));
  });
});

describe('the PDF’s text', () => {
  it('is what the standard fonts can draw: a letter they lack as its base letter, else "?"', () => {
    expect(printable('Zoë Őrs\tŁukasz “Asha” €5 आशा')).toBe('Zoë Ors ?ukasz “Asha” €5 ???');
  });
});
