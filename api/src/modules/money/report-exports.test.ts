import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { invoiceFileName, REPORT_ZIP_MAX_INVOICES, reportMessages } from '@talentindia/contracts';
import { invoices, moneyTransactions } from '../../db/schema';
import { createPayingClient, fixedOffer, hire, settableClock } from '../contracts/hiring-testing';
import { addCreditEntry } from '../credit-ledger';
import { createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bill } from './money-testing';
import { decimalOf } from './report-exports';

/**
 * Issue 20 §3: Transaction History's downloads. Kiran, a client in Goa (IGST 18% on the 5% fee), with
 * 50.00 of credits, pays for three contracts whose titles a spreadsheet would run as formulas:
 *
 * - 4 March: `=HYPERLINK(…)`'s Design, 300.00 + fee 15.00 + IGST 2.70 = 317.70, 50.00 of it credits;
 * - 5 March: that Design cancelled: −317.70, −50.00 of it back to the credits;
 * - 6 March 06:00: `-Logo redesign`'s Design with Ravi, 317.70: the 50.00 of credits given back go first;
 * - 6 March 07:00: `@Home page`'s only milestone, 100.00 + 5.00 + 0.90 = 105.90.
 *
 * Bob, another client, pays Priya on 6 March too.
 */
const clock = settableClock('2026-03-04T06:00:00Z');
let t: TestApp;

type Account = { id: number; token: string };
let kiran: Account;
let bob: Account;
const HYPERLINK = '=HYPERLINK("https://evil.example","Open")';
const numbers = { hyperlink: '', logo: '', home: '', bob: '' };
const contractIds = { logo: 0 };

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

/** A fixed-price contract of one milestone, hired through the api (which funds it); its invoice's number. */
async function paidContract(
  client: Account,
  freelancer: Account,
  title: string,
  milestone: { name: string; amount: string },
) {
  const job = await insertJob(t, client.id, { type: 'fixed', title });
  const { contract } = await hire(
    t,
    client,
    freelancer,
    fixedOffer(job.id, freelancer.id, { milestones: [{ ...milestone, due_date: '2026-03-31' }] }),
  );
  const milestoneId = contract.milestones[0]!.id;
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.milestoneId, milestoneId));
  return { contractId: contract.id, milestoneId, number: invoice!.number };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  kiran = await createPayingClient(t, { first_name: 'Kiran' });
  await bill(t, kiran.token, 'IN', 'Goa');
  await addCreditEntry(t.app, { userId: kiran.id, currency: 'USD', amountMinor: 5000, kind: 'claim' });
  const priya = await createFreelancer(t);
  const ravi = await createFreelancer(t, { firstName: 'Ravi', lastName: 'Kumar' });

  const hyperlink = await paidContract(kiran, priya, HYPERLINK, { name: 'Design', amount: '300' });
  clock.set('2026-03-05T06:00:00Z');
  const cancelled = await t.request({
    method: 'POST',
    url: `/contracts/${hyperlink.contractId}/milestones/${hyperlink.milestoneId}/cancel`,
    token: kiran.token,
  });
  expect(cancelled.statusCode).toBe(200);
  clock.set('2026-03-06T06:00:00Z');
  const logo = await paidContract(kiran, ravi, '-Logo redesign', { name: 'Design', amount: '300' });
  clock.set('2026-03-06T07:00:00Z');
  const home = await paidContract(kiran, priya, '@Home page', { name: 'Home', amount: '100' });
  clock.set('2026-03-06T08:00:00Z');
  bob = await createPayingClient(t, { first_name: 'Bob' });
  const bobs = await paidContract(bob, priya, 'Bob’s shop', { name: 'Design', amount: '300' });
  Object.assign(numbers, { hyperlink: hyperlink.number, logo: logo.number, home: home.number, bob: bobs.number });
  contractIds.logo = logo.contractId;
});
afterAll(() => t.close());

describe('decimalOf', () => {
  it('writes minor units as a decimal of major units, exactly', () => {
    expect([-1500, -5, 0, 5, 100, 31770, -31770, 2 ** 53 - 1].map(decimalOf)).toEqual([
      '-15.00',
      '-0.05',
      '0.00',
      '0.05',
      '1.00',
      '317.70',
      '-317.70',
      '90071992547409.91',
    ]);
  });
});

describe('GET /reports/transactions.csv', () => {
  it('downloads every filtered row, formula text escaped and amounts as plain numbers, a refund negative', async () => {
    const response = await get('/reports/transactions.csv?from=2026-03-01&to=2026-03-31', kiran.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2026-03-01-2026-03-31.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // A quote inside a quoted field is doubled; the formula's leading quote is inside the field.
    const hyperlink = `"'=HYPERLINK(""https://evil.example"",""Open"")"`;
    expect(response.body).toBe(
      [
        '\uFEFFDate,Type,Contract,Details,Freelancer,Invoice,Currency,Work,Fee,Tax,Credits used,Amount',
        `2026-03-06,Fixed Price,'@Home page,Milestone: Home,Priya Sharma,${numbers.home},USD,100.00,5.00,0.90,0.00,105.90`,
        `2026-03-06,Fixed Price,'-Logo redesign,Milestone: Design,Ravi Kumar,${numbers.logo},USD,300.00,15.00,2.70,50.00,317.70`,
        `2026-03-05,Fixed Price,${hyperlink},Refund: Milestone: Design,Priya Sharma,${numbers.hyperlink},USD,-300.00,-15.00,-2.70,-50.00,-317.70`,
        `2026-03-04,Fixed Price,${hyperlink},Milestone: Design,Priya Sharma,${numbers.hyperlink},USD,300.00,15.00,2.70,50.00,317.70`,
        '',
      ].join('\n'),
    );
    expect(response.body).not.toContain(numbers.bob);
  });

  it('keeps the filters, and names an open range "early" to "continuous"', async () => {
    const response = await get(`/reports/transactions.csv?contract=${contractIds.logo}`, kiran.token);
    expect(response.headers['content-disposition']).toBe('attachment; filename="transactions-early-continuous.csv"');
    expect(response.body.trimEnd().split('\n')).toHaveLength(2);
    const none = await get('/reports/transactions.csv?from=2026-04-01', kiran.token);
    expect(none.body).toBe(
      '\uFEFFDate,Type,Contract,Details,Freelancer,Invoice,Currency,Work,Fee,Tax,Credits used,Amount\n',
    );
  });
});

describe('GET /reports/invoices.zip', () => {
  const zipOf = (payload: Buffer) => unzipSync(new Uint8Array(payload));

  it('holds the PDF of each paid invoice in the range, named after its number, and no one else’s', async () => {
    const response = await get('/reports/invoices.zip', kiran.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices-early-continuous.zip"');
    const files = zipOf(response.rawPayload);
    // The cancelled Design was paid, so its invoice is there; the refund has none of its own.
    expect(Object.keys(files).sort()).toEqual(
      [numbers.hyperlink, numbers.logo, numbers.home].map(invoiceFileName).sort(),
    );
    expect(Object.keys(files)).not.toContain(invoiceFileName(numbers.bob));
    for (const pdf of Object.values(files)) expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const bobs = zipOf((await get('/reports/invoices.zip', bob.token)).rawPayload);
    expect(Object.keys(bobs)).toEqual([invoiceFileName(numbers.bob)]);
  });

  it('keeps the filters, and answers 404 when the range has no paid invoice', async () => {
    const one = await get(
      `/reports/invoices.zip?contract=${contractIds.logo}&from=2026-03-06&to=2026-03-06`,
      kiran.token,
    );
    expect(one.headers['content-disposition']).toBe('attachment; filename="invoices-2026-03-06-2026-03-06.zip"');
    expect(Object.keys(zipOf(one.rawPayload))).toEqual([invoiceFileName(numbers.logo)]);
    // 5 March has the refund only.
    const refundOnly = await get('/reports/invoices.zip?from=2026-03-05&to=2026-03-05', kiran.token);
    expect(refundOnly.statusCode).toBe(404);
    expect(refundOnly.json()).toEqual({ status: false, message: reportMessages.noInvoices });
  });

  it(`refuses a range of more than ${REPORT_ZIP_MAX_INVOICES} invoices (422) before making any`, async () => {
    clock.set('2026-03-07T06:00:00Z');
    const zoe = await createPayingClient(t, { first_name: 'Zoe' });
    const priya = await createFreelancer(t);
    const paid = await paidContract(zoe, priya, 'Many parts', { name: 'Part 1', amount: '10' });
    // 500 more paid invoices in February, written straight to the tables: the api would take 1,000
    // requests to make them. Numbered in a series of their own, away from the real counter's.
    const issuedAt = new Date('2026-02-10T06:00:00Z');
    const rows = await t.app.db
      .insert(invoices)
      .values(
        Array.from({ length: REPORT_ZIP_MAX_INVOICES }, (_, index) => ({
          number: `ZIP/${index + 1}`,
          financialYear: 'zip-test',
          sequence: index + 1,
          clientId: zoe.id,
          freelancerId: priya.id,
          contractId: paid.contractId,
          kind: 'milestone' as const,
          description: `Milestone: Part ${index + 2}`,
          currency: 'USD' as const,
          workMinor: 1000,
          feeMinor: 50,
          taxMinor: 0,
          totalMinor: 1050,
          creditsMinor: 0,
          cardMinor: 1050,
          taxTreatment: 'none' as const,
          billedTo: {},
          issuedBy: { legalName: 'TalentIndia', addressLines: [], gstin: '29AAGCT4821K1ZZ' },
          issuedAt,
        })),
      )
      .returning({ id: invoices.id, description: invoices.description });
    await t.app.db.insert(moneyTransactions).values(
      rows.map((row) => ({
        clientId: zoe.id,
        freelancerId: priya.id,
        contractId: paid.contractId,
        invoiceId: row.id,
        contractType: 'fixed' as const,
        kind: 'payment' as const,
        currency: 'USD' as const,
        workMinor: 1000,
        feeMinor: 50,
        taxMinor: 0,
        creditsMinor: 0,
        totalMinor: 1050,
        description: row.description,
        occurredAt: issuedAt,
      })),
    );

    const refused = await get('/reports/invoices.zip', zoe.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ status: false, message: reportMessages.tooManyInvoices });
    // March alone has the one the api made.
    const march = await get('/reports/invoices.zip?from=2026-03-01', zoe.token);
    expect(march.statusCode).toBe(200);
    expect(Object.keys(zipOf(march.rawPayload))).toEqual([invoiceFileName(paid.number)]);
  });
});
