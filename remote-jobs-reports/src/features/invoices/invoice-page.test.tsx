import { screen, waitFor, within } from '@testing-library/react';
import { moneyMessages as m, type Invoice, type InvoiceLine, type InvoiceRefund } from '@talentindia/contracts';
import { useAuthStore } from '@talentindia/core';
import { mockApi, signInForTest, TEST_SESSION_TOKEN, type ApiCall, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const stripeCalls: { loadStripe: string[]; handleNextAction: unknown[] } = { loadStripe: [], handleNextAction: [] };

jest.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (key: string) => {
    stripeCalls.loadStripe.push(key);
    return Promise.resolve({
      handleNextAction: (options: unknown) => {
        stripeCalls.handleNextAction.push(options);
        return Promise.resolve({ paymentIntent: { id: 'pi_1', status: 'processing' } });
      },
    });
  },
}));

const inr = (amount: number) => ({ currency: 'INR' as const, amount });
const PAID_AT = '2026-03-09T06:30:00.000Z';
const SECRET = 'ch_test_1_secret_abc';

/** Work ₹1,23,456.78, fee 5% ₹6,172.84, GST 18% of the fee as CGST + SGST (₹555.56 each); ₹5,000 of credits. */
const CGST_SGST_LINES: InvoiceLine[] = [
  { kind: 'work', description: 'Hours, 2 to 8 March 2026 (41:09)', rate_percent: null, amount: inr(12345678) },
  { kind: 'fee', description: 'Marketplace fee', rate_percent: '5', amount: inr(617284) },
  { kind: 'cgst', description: 'CGST 9% on the fee', rate_percent: '9', amount: inr(55556) },
  { kind: 'sgst', description: 'SGST 9% on the fee', rate_percent: '9', amount: inr(55556) },
];

/** A Karnataka client's invoice for an hourly week, paid by card after ₹5,000 of credits. */
function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 12,
    number: 'TI/2627/00000001',
    issued_at: '2026-03-09T05:00:00.000Z',
    kind: 'hourly_week',
    description: 'Hours, 2 to 8 March 2026 (41:09)',
    period: { start: '2026-03-02', end: '2026-03-08' },
    milestone: null,
    contract: { id: 91, title: 'Build a React dashboard' },
    freelancer: { id: 501, name: 'Priya Sharma' },
    currency: 'INR',
    lines: CGST_SGST_LINES,
    work: inr(12345678),
    fee: inr(617284),
    tax: inr(111112),
    credits_used: inr(500000),
    total: inr(13074074),
    card_part: inr(12574074),
    tax_treatment: 'cgst_sgst',
    place_of_supply: { code: '29', name: 'Karnataka' },
    sac_code: '998599',
    platform: {
      legal_name: 'TalentIndia Technologies Private Limited',
      address_lines: ['1 MG Road', 'Bengaluru, Karnataka 560001', 'India'],
      gstin: '29AAGCT4821K1ZZ',
    },
    billed_to: {
      name: 'Rao Studio LLP',
      address1: '12 Residency Road',
      address2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560025',
      tax_id: '29AAPFU0939F1ZV',
    },
    amount_in_words: 'One Lakh Thirty Thousand Seven Hundred Forty Rupees And Seventy Four Paise Only',
    payment: {
      status: 'paid',
      paid_at: PAID_AT,
      card: { brand: 'visa', last4: '4242' },
      paid_by_credits: false,
      client_secret: null,
      provider: 'test',
      can_pay: false,
    },
    refunds: [],
    refunded_total: inr(0),
    net_paid: inr(13074074),
    ...overrides,
  };
}

const payment = (changes: Partial<Invoice['payment']>): Invoice['payment'] => ({ ...invoice().payment, ...changes });
const DECLINED = payment({ status: 'declined', paid_at: null, card: { brand: 'visa', last4: '0341' }, can_pay: true });
const WAITING = payment({
  status: 'requires_action',
  paid_at: null,
  card: { brand: 'visa', last4: '3155' },
  client_secret: SECRET,
  can_pay: false,
});
const PAID = payment({});

const NOT_FOUND: MockReply = { status: 404, body: { status: false, message: m.invoiceNotFound } };

/** The api for the invoice's client: reading it, and what `/pay` and `/confirm` answer (by default, paid). */
function invoiceApi(initial: Invoice, { pay, confirm }: { pay?: MockReply; confirm?: MockReply } = {}) {
  let current = initial;
  const paid = () => {
    current = { ...current, payment: PAID };
    return { body: { status: true, message: m.paymentSucceeded, data: current } };
  };
  return mockApi({
    'GET invoices/:id': ({ params }) =>
      Number(params.id) === current.id ? { body: { status: true, data: current } } : NOT_FOUND,
    'POST invoices/:id/pay': () => pay ?? paid(),
    'POST invoices/:id/confirm': () => confirm ?? paid(),
    'GET settings/payment-methods/stripe/setup': {
      body: {
        status: true,
        message: 'Ready.',
        data: { provider: 'stripe', client_secret: 'seti_1_secret', publishable_key: 'pk_test_invoice' },
      },
    },
  });
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => ({ path: call.path, body: call.body }));
const reads = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === 'invoices/12');
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const amountsTable = () => screen.getByRole('table', { name: 'Amounts (INR)' });
/** Each row of a table as its cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
const paymentText = () =>
  within(screen.getByRole('article', { name: 'Tax Invoice' })).getByRole('heading', { name: 'Payment' })
    .nextElementSibling;

beforeEach(() => {
  signInForTest();
  stripeCalls.loadStripe = [];
  stripeCalls.handleNextAction = [];
});

describe('an invoice’s page (/reports/invoices/:id)', () => {
  it('shows the tax invoice: the platform, who is billed, the facts, the lines, the totals and the amount in words', async () => {
    invoiceApi(invoice());
    renderRoute('/reports/invoices/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice TI/2627/00000001' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Invoice TI/2627/00000001 | TalentIndia'));
    const document_ = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(within(document_).getByText('TalentIndia Technologies Private Limited')).toBeInTheDocument();
    expect(within(document_).getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(within(document_).getByText('GSTIN: 29AAGCT4821K1ZZ')).toBeInTheDocument();

    const billedTo = screen.getByRole('region', { name: 'Billed to' });
    expect(billedTo).toHaveTextContent('Rao Studio LLP');
    expect(billedTo).toHaveTextContent('12 Residency Road');
    expect(billedTo).toHaveTextContent('Bengaluru, Karnataka 560025');
    expect(within(billedTo).getByText('GSTIN: 29AAPFU0939F1ZV')).toBeInTheDocument();

    expect(factOf('Invoice number')).toHaveTextContent('TI/2627/00000001');
    expect(factOf('Invoice date')).toHaveTextContent('9 Mar 2026');
    expect(factOf('Place of supply')).toHaveTextContent('Karnataka (29)');
    expect(factOf('SAC')).toHaveTextContent('998599');
    expect(factOf('Period')).toHaveTextContent('2 Mar 2026 – 8 Mar 2026');
    expect(factOf('Contract')).toHaveTextContent('Build a React dashboard');
    expect(factOf('Freelancer')).toHaveTextContent('Priya Sharma');

    expect(screen.getByRole('region', { name: 'Amounts (INR)' })).toContainElement(amountsTable());
    expect(rowsOf(amountsTable())).toEqual([
      ['Description', 'Rate', 'Amount'],
      ['Hours, 2 to 8 March 2026 (41:09)', '', '₹1,23,456.78'],
      ['Marketplace fee', '5%', '₹6,172.84'],
      ['CGST 9% on the fee', '9%', '₹555.56'],
      ['SGST 9% on the fee', '9%', '₹555.56'],
      ['Work', '₹1,23,456.78'],
      ['Marketplace fee', '₹6,172.84'],
      ['GST', '₹1,111.12'],
      ['Total', '₹1,30,740.74'],
      ['Credits used', '₹5,000.00'],
      ['Paid by card', '₹1,25,740.74'],
    ]);
    expect(within(amountsTable()).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(
      screen.getByText('One Lakh Thirty Thousand Seven Hundred Forty Rupees And Seventy Four Paise Only'),
    ).toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Paid by Visa ending 4242 on 9 Mar 2026.');
    // Nothing was refunded: no refunds, and the totals end with what the card paid.
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
    // A paid invoice has nothing to pay.
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
  });

  it('lists what was refunded, oldest first, where each refund went, and the net paid after them', async () => {
    const refund = (overrides: Partial<InvoiceRefund>): InvoiceRefund => ({
      id: 1,
      refunded_at: '2026-03-12T10:00:00.000Z',
      reason: 'hours_disputed',
      status: 'succeeded',
      work: inr(0),
      fee: inr(0),
      tax: inr(0),
      total: inr(0),
      to_credits: inr(0),
      to_card: inr(0),
      ...overrides,
    });
    invoiceApi(
      invoice({
        refunds: [
          // An hour and a half disputed: ₹4,500.00 of work, its fee ₹225.00 and GST ₹40.50, all back on the card.
          refund({
            id: 7,
            work: inr(450000),
            fee: inr(22500),
            tax: inr(4050),
            total: inr(476550),
            to_card: inr(476550),
          }),
          // Decided just before midnight UTC, the 14th in India; the card's part still with the provider.
          refund({
            id: 9,
            refunded_at: '2026-03-13T20:00:00.000Z',
            reason: 'milestone_cancelled',
            status: 'pending',
            work: inr(1000000),
            fee: inr(50000),
            tax: inr(9000),
            total: inr(1059000),
            to_credits: inr(500000),
            to_card: inr(559000),
          }),
        ],
        refunded_total: inr(1535550),
        net_paid: inr(11538524),
      }),
    );
    renderRoute('/reports/invoices/12');

    const refunds = await screen.findByRole('table', { name: 'Refunds' });
    expect(screen.getByRole('heading', { level: 3, name: 'Refunds' })).toBeInTheDocument();
    expect(rowsOf(refunds)).toEqual([
      ['Date', 'Reason', 'Amount', 'Returned'],
      ['12 Mar 2026', 'Disputed hours refunded', '₹4,765.50', 'To Visa ending 4242'],
      [
        '14 Mar 2026',
        'Milestone cancelled',
        '₹10,590.00',
        'To your credits: ₹5,000.00To Visa ending 4242: ₹5,590.00 Pending',
      ],
    ]);
    expect(
      within(refunds)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Reason', 'Amount', 'Returned']);
    const [, , pending] = within(refunds).getAllByRole('row');
    expect(
      within(pending!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['To your credits: ₹5,000.00', 'To Visa ending 4242: ₹5,590.00 Pending']);
    expect(rowsOf(amountsTable()).slice(-4)).toEqual([
      ['Credits used', '₹5,000.00'],
      ['Paid by card', '₹1,25,740.74'],
      ['Refunded', '₹15,355.50'],
      ['Net paid', '₹1,15,385.24'],
    ]);
    // The invoice itself is as issued: its total and what it was paid with do not change.
    expect(within(amountsTable()).getByRole('row', { name: 'Total ₹1,30,740.74' })).toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Paid by Visa ending 4242 on 9 Mar 2026.');
  });

  it.each([
    {
      treatment: 'CGST + SGST within Karnataka',
      changes: {},
      taxRows: [
        ['CGST 9% on the fee', '9%', '₹555.56'],
        ['SGST 9% on the fee', '9%', '₹555.56'],
      ],
      place: 'Karnataka (29)',
      gst: ['GST', '₹1,111.12'],
    },
    {
      treatment: 'IGST from Goa',
      changes: {
        lines: [
          ...CGST_SGST_LINES.slice(0, 2),
          { kind: 'igst', description: 'IGST 18% on the fee', rate_percent: '18', amount: inr(111111) },
        ],
        tax: inr(111111),
        tax_treatment: 'igst',
        place_of_supply: { code: '30', name: 'Goa' },
      } satisfies Partial<Invoice>,
      taxRows: [['IGST 18% on the fee', '18%', '₹1,111.11']],
      place: 'Goa (30)',
      gst: ['GST', '₹1,111.11'],
    },
    {
      treatment: 'none, billed outside India',
      changes: {
        lines: CGST_SGST_LINES.slice(0, 2),
        tax: inr(0),
        tax_treatment: 'none',
        place_of_supply: null,
      } satisfies Partial<Invoice>,
      taxRows: [],
      place: 'Outside India',
      gst: ['GST (not charged)', '₹0.00'],
    },
  ] as const)('prints GST as $treatment', async ({ changes, taxRows, place, gst }) => {
    invoiceApi(invoice(changes as Partial<Invoice>));
    renderRoute('/reports/invoices/12');

    await screen.findByRole('table', { name: 'Amounts (INR)' });
    const rows = rowsOf(amountsTable());
    expect(rows.slice(3, 3 + taxRows.length)).toEqual(taxRows);
    expect(rows[3 + taxRows.length]).toEqual(['Work', '₹1,23,456.78']);
    expect(rows).toContainEqual(gst);
    expect(factOf('Place of supply')).toHaveTextContent(place);
  });

  it('bills a client abroad in their currency, with their tax id and a milestone, and no amount in words', async () => {
    const usd = (amount: number) => ({ currency: 'USD' as const, amount });
    invoiceApi(
      invoice({
        kind: 'milestone',
        description: 'Milestone: Design',
        period: null,
        milestone: 'Design',
        currency: 'USD',
        lines: [
          { kind: 'work', description: 'Milestone: Design', rate_percent: null, amount: usd(30000) },
          { kind: 'fee', description: 'Marketplace fee', rate_percent: '5', amount: usd(1500) },
        ],
        work: usd(30000),
        fee: usd(1500),
        tax: usd(0),
        credits_used: usd(31500),
        total: usd(31500),
        card_part: usd(0),
        tax_treatment: 'none',
        place_of_supply: null,
        billed_to: {
          name: 'Acme Inc.',
          address1: '1 Market St',
          address2: null,
          city: 'San Francisco',
          state: 'CA',
          country: 'United States',
          pincode: '94105',
          tax_id: '12-3456789',
        },
        amount_in_words: null,
        payment: payment({ paid_by_credits: true, card: null, paid_at: '2026-03-09T05:00:00.000Z' }),
      }),
    );
    renderRoute('/reports/invoices/12');

    const table = await screen.findByRole('table', { name: 'Amounts (USD)' });
    expect(within(table).getByRole('row', { name: 'Total $315.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Card part $0.00' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Billed to' })).getByText('Tax ID: 12-3456789'),
    ).toBeInTheDocument();
    expect(factOf('Milestone')).toHaveTextContent('Design');
    expect(factOf('Place of supply')).toHaveTextContent('Outside India');
    expect(screen.queryByText(/Amount in words/)).not.toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Paid in full from credits on 9 Mar 2026.');
  });

  it('links Download PDF to the api’s PDF under its file name, and saves it with the session’s token', async () => {
    const { calls } = mockApi({
      'GET invoices/:id': { body: { status: true, data: invoice() } },
      'GET invoices/:id/pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const saved: { name: string; href: string }[] = [];
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const { user } = renderRoute('/reports/invoices/12');

    const link = await screen.findByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', 'http://localhost:4000/invoices/12/pdf');
    expect(link).toHaveAttribute('download', 'invoice-TI-2627-00000001.pdf');

    await user.click(link);
    await waitFor(() => expect(saved).toEqual([{ name: 'invoice-TI-2627-00000001.pdf', href: 'blob:invoice' }]));
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf' }));
    const pdf = calls.filter((call) => call.path === 'invoices/12/pdf');
    expect(pdf.map((call) => call.authorization)).toEqual([`Bearer ${TEST_SESSION_TOKEN}`]);
    click.mockRestore();
  });

  it('prints the page with Print', async () => {
    invoiceApi(invoice());
    const print = jest.fn();
    window.print = print;
    const { user } = renderRoute('/reports/invoices/12');

    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('pays a declined invoice again: the api’s message, then Paid and no button', async () => {
    const { calls } = invoiceApi(invoice({ payment: DECLINED }));
    const { user } = renderRoute('/reports/invoices/12');

    expect(await screen.findByRole('heading', { name: 'This invoice is not paid yet' })).toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Declined: Visa ending 0341 was declined.');
    expect(within(amountsTable()).getByRole('row', { name: 'Card part ₹1,25,740.74' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay again' }));

    expect(await screen.findByText(m.paymentSucceeded)).toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Paid by Visa ending 4242 on 9 Mar 2026.');
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ path: 'invoices/12/pay', body: undefined }]);
  });

  it('says a declined attempt in a toast and reads the invoice again, still to pay', async () => {
    const { calls } = invoiceApi(invoice({ payment: DECLINED }), {
      pay: { status: 402, body: { status: false, message: m.paymentDeclined } },
    });
    const { user } = renderRoute('/reports/invoices/12');

    await user.click(await screen.findByRole('button', { name: 'Pay again' }));
    expect(await screen.findByText(m.paymentDeclined)).toBeInTheDocument();
    await waitFor(() => expect(reads(calls)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeEnabled();
    expect(paymentText()).toHaveTextContent('Declined');
  });

  it('offers to add a card when the client has none', async () => {
    invoiceApi(invoice({ payment: DECLINED }), {
      pay: { status: 422, body: { status: false, message: m.paymentNoCard } },
    });
    const { user } = renderRoute('/reports/invoices/12');

    await user.click(await screen.findByRole('button', { name: 'Pay again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.paymentNoCard);
    expect(within(alert).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/settings/payment-methods',
    );
  });

  it('confirms a payment the bank asks about in the test provider’s step: Cancel changes nothing, Complete authentication pays', async () => {
    const { calls } = invoiceApi(invoice({ payment: WAITING }));
    const { user } = renderRoute('/reports/invoices/12');

    expect(await screen.findByRole('heading', { name: 'Waiting for your confirmation' })).toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Waiting for your confirmation of the charge to Visa ending 3155.');
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    expect(within(dialog).getByText('Amount').nextElementSibling).toHaveTextContent('₹1,25,740.74');
    expect(within(dialog).getByText('Card').nextElementSibling).toHaveTextContent('Visa ending 3155');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    expect(await screen.findByText(m.paymentSucceeded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paymentText()).toHaveTextContent('Paid by Visa ending 4242 on 9 Mar 2026.');
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ path: 'invoices/12/confirm', body: { client_secret: SECRET } }]);
  });

  it('opens the confirmation step at once when paying again needs the cardholder (202)', async () => {
    const waiting = invoice({ payment: WAITING });
    const { calls } = invoiceApi(invoice({ payment: DECLINED }), {
      pay: { status: 202, body: { status: true, message: m.paymentNeedsAuthentication, data: waiting } },
    });
    const { user } = renderRoute('/reports/invoices/12');

    await user.click(await screen.findByRole('button', { name: 'Pay again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    expect(await screen.findByText(m.paymentSucceeded)).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { path: 'invoices/12/pay', body: undefined },
      { path: 'invoices/12/confirm', body: { client_secret: SECRET } },
    ]);
  });

  it('closes the step with the reason when the confirmation is declined, and keeps it open on a server error', async () => {
    const api = { confirm: { status: 500, body: { status: false, message: 'Something went wrong on our side.' } } };
    invoiceApi(invoice({ payment: WAITING }), api);
    const { user } = renderRoute('/reports/invoices/12');

    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');

    invoiceApi(invoice({ payment: WAITING }), {
      confirm: { status: 402, body: { status: false, message: m.paymentDeclined } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(m.paymentDeclined)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('runs Stripe.js’s next action for a Stripe charge, then asks the api how it stands', async () => {
    const { calls } = invoiceApi(
      invoice({ payment: { ...WAITING, provider: 'stripe', client_secret: 'pi_1_secret_x' } }),
    );
    const { user } = renderRoute('/reports/invoices/12');

    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(m.paymentSucceeded)).toBeInTheDocument();
    expect(stripeCalls.loadStripe).toEqual(['pk_test_invoice']);
    expect(stripeCalls.handleNextAction).toEqual([{ clientSecret: 'pi_1_secret_x' }]);
    expect(posts(calls)).toEqual([{ path: 'invoices/12/confirm', body: {} }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(paymentText()).toHaveTextContent('Paid by Visa ending 4242');
  });

  it('says the invoice was not found when the api gives it to no one here (404)', async () => {
    const { calls } = invoiceApi(invoice({ id: 13 }));
    renderRoute('/reports/invoices/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByText(m.invoiceNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Transaction History' })).toHaveAttribute(
      'href',
      '/reports/transaction-history',
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET invoices/12']);
  });

  it('says so at once for an id that cannot be one', async () => {
    const { calls } = invoiceApi(invoice());
    renderRoute('/reports/invoices/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers another try when the invoice cannot be read', async () => {
    mockApi({
      'GET invoices/:id': { status: 500, body: { status: false, message: 'Something went wrong on our side.' } },
    });
    const { user } = renderRoute('/reports/invoices/12');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    invoiceApi(invoice());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice TI/2627/00000001' })).toBeInTheDocument();
  });

  it('is for clients only: a freelancer is told so and the api is asked nothing', async () => {
    // The next test's signInForTest signs in a client again.
    useAuthStore.getState().update({ role: 'freelancer' });
    const { calls } = invoiceApi(invoice());
    renderRoute('/reports/invoices/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for clients' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
