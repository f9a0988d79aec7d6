import { screen, waitFor, within } from '@testing-library/react';
import {
  marketplaceMessages as m,
  milestoneStepMessages as steps,
  moneyMessages,
  type Contract,
  type MilestoneOut,
} from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockHandler, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { contract, jobDetail, milestone, pageMeta, usd } from '../../testing/hiring-fixtures';

const NOW = '2026-11-25T08:00:00.000Z';
const FUTURE = '2999-01-15';

type Step = 'fund' | 'approve' | 'request-changes' | 'cancel';

/**
 * The api of a hired job with one contract, as the client sees it: each milestone step changes the
 * contract the page reads again, unless the test answers a step itself (`replies`).
 */
function milestonesApi(initial: Contract, replies: Partial<Record<Step | 'add', MockReply | MockHandler>> = {}) {
  const state = { contract: { ...initial, milestones: initial.milestones.map((row) => ({ ...row })) } };
  const change = (id: string | undefined, update: Partial<MilestoneOut>) => {
    state.contract = {
      ...state.contract,
      milestones: state.contract.milestones.map((row) => (row.id === Number(id) ? { ...row, ...update } : row)),
    };
  };
  const done = (message: string, status = 200): MockReply => ({
    status,
    body: { status: true, message, data: state.contract },
  });
  const api = mockApi({
    'GET jobs/:id': { body: { status: true, data: jobDetail({ status: 'active', hired: 1 }) } },
    'GET jobs/:id/proposals': {
      body: { status: true, data: [], meta: { ...pageMeta(0), counts: { all: 0, shortlisted: 0, archived: 0 } } },
    },
    'GET offers': { body: { status: true, data: [], meta: pageMeta(0) } },
    'GET contracts': () => ({ body: { status: true, data: [state.contract], meta: pageMeta(1) } }),
    'POST contracts/:id/milestones/:milestoneId/fund':
      replies.fund ??
      (({ params }) => {
        change(params.milestoneId, { status: 'funded', funded_at: NOW, invoice: { id: 301, payment_status: 'paid' } });
        return done(moneyMessages.milestoneFunded);
      }),
    'POST contracts/:id/milestones/:milestoneId/approve':
      replies.approve ??
      (({ params }) => {
        change(params.milestoneId, { status: 'approved', approved_at: NOW });
        return done(steps.milestoneApprovedReleased);
      }),
    'POST contracts/:id/milestones/:milestoneId/request-changes':
      replies['request-changes'] ??
      (({ params, body }) => {
        change(params.milestoneId, { status: 'changes_requested', changes_note: (body as { note: string }).note });
        return done(steps.changesRequested);
      }),
    'POST contracts/:id/milestones/:milestoneId/cancel':
      replies.cancel ??
      (({ params }) => {
        const funded = state.contract.milestones.find((row) => row.id === Number(params.milestoneId))?.status;
        change(params.milestoneId, { status: 'cancelled' });
        return done(funded === 'funded' ? steps.milestoneCancelledRefunded : steps.milestoneCancelled);
      }),
    'POST contracts/:id/milestones':
      replies.add ??
      (({ body }) => {
        const { name, amount, due_date } = body as { name: string; amount: string; due_date: string };
        state.contract = {
          ...state.contract,
          milestones: [
            ...state.contract.milestones,
            milestone({ id: 79, name, amount: usd(Math.round(Number(amount) * 100)), due_date }),
          ],
        };
        return done(steps.milestoneAdded, 201);
      }),
  });
  return { ...api, state, change, done };
}

const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const contractCard = async () =>
  within(await screen.findByRole('list', { name: 'Contracts' })).getByRole('article', { name: 'Priya Sharma' });
/** The milestone's row in the contract's list of milestones. */
function row(name: string): HTMLElement {
  const rows = within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
  const found = rows.find((item) => within(item).queryByText(name, { selector: 'span' }));
  if (!found) throw new Error(`No milestone "${name}"`);
  return found;
}
const toastWith = (text: string) => screen.findByText(text);

const fundedDesign = milestone({
  status: 'funded',
  funded_at: '2026-11-23T00:00:00.000Z',
  invoice: { id: 301, payment_status: 'paid' },
});

beforeEach(signInForTest);

describe('a fixed-price contract’s milestones', () => {
  it('say where each stands and link to its invoice', async () => {
    milestonesApi(
      contract({
        milestones: [
          milestone({ id: 71, name: 'Design' }),
          milestone({
            id: 72,
            name: 'Build',
            status: 'funded',
            funded_at: NOW,
            invoice: { id: 302, payment_status: 'paid' },
          }),
          milestone({ id: 73, name: 'Charts', status: 'submitted', invoice: { id: 303, payment_status: 'paid' } }),
          milestone({
            id: 74,
            name: 'Exports',
            status: 'changes_requested',
            changes_note: 'Add the CSV export too.',
            invoice: { id: 304, payment_status: 'paid' },
          }),
          milestone({ id: 75, name: 'Setup', status: 'approved', invoice: { id: 305, payment_status: 'paid' } }),
          milestone({ id: 76, name: 'Extras', status: 'cancelled' }),
          milestone({ id: 77, name: 'Filters', invoice: { id: 307, payment_status: 'declined' } }),
          milestone({ id: 78, name: 'Search', invoice: { id: 308, payment_status: 'requires_action' } }),
          milestone({ id: 79, name: 'Reports', invoice: { id: 309, payment_status: 'processing' } }),
        ],
      }),
    );
    renderRoute('/jobs/7');
    const card = await contractCard();

    const labels: [string, string][] = [
      ['Design', 'Not funded'],
      ['Build', 'Funded'],
      ['Charts', 'Submitted for review'],
      ['Exports', 'Changes requested'],
      ['Setup', 'Paid'],
      ['Extras', 'Cancelled'],
      ['Filters', 'Payment declined'],
      ['Search', 'Waiting for your confirmation'],
      ['Reports', 'Payment processing'],
    ];
    for (const [name, label] of labels) expect(within(row(name)).getByText(label)).toBeInTheDocument();
    expect(within(row('Filters')).queryByText('Not funded')).not.toBeInTheDocument();
    expect(within(row('Exports')).getByText('Changes requested: Add the CSV export too.')).toBeInTheDocument();

    expect(within(row('Design')).queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
    expect(within(row('Build')).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/reports/invoices/302',
    );
    expect(within(row('Build')).getByRole('link', { name: 'View invoice' })).toHaveAccessibleDescription('Build');
    expect(within(row('Search')).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/reports/invoices/308',
    );

    // What the client can do at each step, each button described by its milestone.
    const actions = (name: string) =>
      within(row(name))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('Design')).toEqual(['Fund', 'Cancel milestone']);
    expect(within(row('Design')).getByRole('button', { name: 'Fund' })).toHaveAccessibleDescription('Design');
    expect(actions('Build')).toEqual(['Cancel milestone']);
    expect(actions('Charts')).toEqual(['Approve & pay', 'Request changes']);
    expect(within(row('Charts')).getByRole('button', { name: 'Request changes' })).toHaveAccessibleDescription(
      'Charts',
    );
    expect(actions('Exports')).toEqual([]);
    expect(actions('Setup')).toEqual([]);
    expect(actions('Extras')).toEqual([]);
    expect(actions('Filters')).toEqual(['Fund', 'Cancel milestone']);
    // A payment waiting for the cardholder is finished from its invoice, not charged again.
    expect(actions('Search')).toEqual(['Cancel milestone']);
    expect(within(card).getByRole('button', { name: 'Add milestone' })).toBeInTheDocument();
  });

  it('offer nothing to do once the contract has ended, but still link to the invoices', async () => {
    milestonesApi(
      contract({
        status: 'ended',
        ended_at: NOW,
        milestones: [
          milestone({ status: 'approved', invoice: { id: 301, payment_status: 'paid' } }),
          milestone({ id: 72, name: 'Build' }),
        ],
      }),
    );
    renderRoute('/jobs/7');
    const card = await contractCard();
    expect(within(row('Design')).getByRole('link', { name: 'View invoice' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Fund' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel milestone' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
  });

  it('are not shown for an hourly contract, which takes none', async () => {
    milestonesApi(contract({ type: 'hourly', hourly_rate: usd(2500), weekly_limit: 20, milestones: [] }));
    renderRoute('/jobs/7');
    const card = await contractCard();
    expect(within(card).queryByRole('heading', { name: 'Milestones' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
  });
});

describe('funding a milestone', () => {
  it('says what is charged first, then funds it', async () => {
    const { calls } = milestonesApi(contract());
    const { user } = renderRoute('/jobs/7');
    await contractCard();

    await user.click(within(row('Design')).getByRole('button', { name: 'Fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund this milestone?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('$500.00'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('plus the marketplace fee'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('your credits are used first'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'contracts/91/milestones/71/fund')).toHaveLength(0);

    await user.click(within(row('Design')).getByRole('button', { name: 'Fund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fund milestone' }));
    expect(await toastWith(moneyMessages.milestoneFunded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('Design')).findByText('Funded')).toBeInTheDocument();
    expect(within(row('Design')).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/reports/invoices/301',
    );
    expect(within(row('Design')).queryByRole('button', { name: 'Fund' })).not.toBeInTheDocument();
    expect(posts(calls, 'contracts/91/milestones/71/fund')).toHaveLength(1);
  });

  it('says to open the invoice when the bank asks the cardholder to confirm (202)', async () => {
    const api = milestonesApi(contract(), {
      fund: ({ params }) => {
        api.change(params.milestoneId, { invoice: { id: 301, payment_status: 'requires_action' } });
        return api.done(moneyMessages.paymentNeedsAuthentication, 202);
      },
    });
    const { user } = renderRoute('/jobs/7');
    await contractCard();

    await user.click(within(row('Design')).getByRole('button', { name: 'Fund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fund milestone' }));
    expect(await toastWith(moneyMessages.paymentNeedsAuthentication)).toBeInTheDocument();
    expect(await within(row('Design')).findByText('Waiting for your confirmation')).toBeInTheDocument();
    expect(within(row('Design')).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/reports/invoices/301',
    );
    expect(within(row('Design')).queryByRole('button', { name: 'Fund' })).not.toBeInTheDocument();
  });

  it('says the card was declined (402), and the milestone can be funded again', async () => {
    const api = milestonesApi(contract(), {
      fund: ({ params }) => {
        api.change(params.milestoneId, { invoice: { id: 301, payment_status: 'declined' } });
        return { status: 402, body: { status: false, message: moneyMessages.paymentDeclined } };
      },
    });
    const { user } = renderRoute('/jobs/7');
    await contractCard();

    await user.click(within(row('Design')).getByRole('button', { name: 'Fund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fund milestone' }));
    expect(await toastWith(moneyMessages.paymentDeclined)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('Design')).findByText('Payment declined')).toBeInTheDocument();
    expect(within(row('Design')).getByRole('link', { name: 'View invoice' })).toBeInTheDocument();
    expect(within(row('Design')).getByRole('button', { name: 'Fund' })).toBeInTheDocument();
  });

  it('says to add a card when there is none and too few credits (422)', async () => {
    milestonesApi(contract(), {
      fund: { status: 422, body: { status: false, message: moneyMessages.paymentNoCard } },
    });
    const { user } = renderRoute('/jobs/7');
    await contractCard();
    await user.click(within(row('Design')).getByRole('button', { name: 'Fund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fund milestone' }));
    expect(await toastWith(moneyMessages.paymentNoCard)).toBeInTheDocument();
    expect(within(row('Design')).getByText('Not funded')).toBeInTheDocument();
  });
});

describe('approving a submitted milestone', () => {
  const submitted = contract({
    milestones: [
      milestone({ status: 'approved', approved_at: '2026-11-23T00:00:00.000Z' }),
      milestone({
        id: 72,
        name: 'Build',
        amount: usd(90000),
        status: 'submitted',
        due_date: '2026-12-20',
        funded_at: '2026-11-23T00:00:00.000Z',
        submitted_at: '2026-11-24T00:00:00.000Z',
        invoice: { id: 302, payment_status: 'paid' },
      }),
    ],
    total_earned: usd(50000),
  });

  it('asks first, naming the amount and the freelancer, then pays it', async () => {
    const { calls } = milestonesApi(submitted);
    const { user } = renderRoute('/jobs/7');
    await contractCard();
    expect(within(row('Build')).getByText('$900.00 · Due Dec 20, 2026')).toBeInTheDocument();
    expect(within(row('Build')).getByRole('button', { name: 'Approve & pay' })).toHaveAccessibleDescription('Build');

    await user.click(within(row('Build')).getByRole('button', { name: 'Approve & pay' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release $900.00 to Priya Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'contracts/91/milestones/72/approve')).toHaveLength(0);

    await user.click(within(row('Build')).getByRole('button', { name: 'Approve & pay' }));
    dialog = await screen.findByRole('dialog', { name: 'Release $900.00 to Priya Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve & pay' }));
    expect(await toastWith(steps.milestoneApprovedReleased)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('Build')).findByText('Paid')).toBeInTheDocument();
    expect(within(row('Build')).queryByRole('button', { name: 'Approve & pay' })).not.toBeInTheDocument();
    expect(posts(calls, 'contracts/91/milestones/72/approve')).toHaveLength(1);
  });

  it('says one not funded yet is charged first', async () => {
    milestonesApi(contract({ milestones: [milestone({ status: 'submitted' })] }));
    const { user } = renderRoute('/jobs/7');
    await contractCard();
    await user.click(within(row('Design')).getByRole('button', { name: 'Approve & pay' }));
    expect(await screen.findByRole('dialog', { name: 'Release $500.00 to Priya Sharma?' })).toHaveAccessibleDescription(
      expect.stringContaining('It is not funded yet, so it is charged first, plus the marketplace fee'),
    );
  });
});

describe('requesting changes', () => {
  it('asks what should change, shows the server’s word on the note, then sends it back', async () => {
    let answer: MockReply | null = {
      status: 422,
      body: { status: false, message: steps.noteTooLong, errors: { note: steps.noteTooLong } },
    };
    const api = milestonesApi(contract({ milestones: [milestone({ status: 'submitted' })] }), {
      'request-changes': ({ params, body }) => {
        if (answer) return answer;
        api.change(params.milestoneId, { status: 'changes_requested', changes_note: (body as { note: string }).note });
        return api.done(steps.changesRequested);
      },
    });
    const { user } = renderRoute('/jobs/7');
    await contractCard();

    await user.click(within(row('Design')).getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    const note = within(dialog).getByRole('textbox', { name: 'What should change?' });
    await waitFor(() => expect(note).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(note).toHaveAccessibleDescription('Tell the freelancer what to change');
    expect(posts(api.calls, 'contracts/91/milestones/71/request-changes')).toHaveLength(0);

    await user.type(note, '  Use our brand colours.  ');
    expect(note).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(steps.noteTooLong));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    answer = null;
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await toastWith(steps.changesRequested)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('Design')).findByText('Changes requested: Use our brand colours.')).toBeInTheDocument();
    expect(posts(api.calls, 'contracts/91/milestones/71/request-changes').map((call) => call.body)).toEqual([
      { note: 'Use our brand colours.' },
      { note: 'Use our brand colours.' },
    ]);
  });
});

describe('cancelling a milestone', () => {
  it('says a funded one is refunded, and cancels it', async () => {
    const { calls } = milestonesApi(contract({ milestones: [fundedDesign] }));
    const { user } = renderRoute('/jobs/7');
    await contractCard();

    await user.click(within(row('Design')).getByRole('button', { name: 'Cancel milestone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this milestone?' });
    expect(dialog).toHaveAccessibleDescription(
      '“Design” is cancelled and its $500.00 refunded: credits at once, the card part in 5 to 10 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep milestone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'contracts/91/milestones/71/cancel')).toHaveLength(0);

    await user.click(within(row('Design')).getByRole('button', { name: 'Cancel milestone' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this milestone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel milestone' }));
    expect(await toastWith(steps.milestoneCancelledRefunded)).toBeInTheDocument();
    expect(await within(row('Design')).findByText('Cancelled')).toBeInTheDocument();
    expect(within(row('Design')).queryByRole('button', { name: 'Cancel milestone' })).not.toBeInTheDocument();
    expect(posts(calls, 'contracts/91/milestones/71/cancel')).toHaveLength(1);
  });

  it('says nothing was charged for one not funded', async () => {
    milestonesApi(contract());
    const { user } = renderRoute('/jobs/7');
    await contractCard();
    await user.click(within(row('Design')).getByRole('button', { name: 'Cancel milestone' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this milestone?' })).toHaveAccessibleDescription(
      '“Design” is cancelled. Nothing has been charged for it.',
    );
  });

  it('says why while a payment of it is being processed (409)', async () => {
    milestonesApi(contract({ milestones: [fundedDesign] }), {
      cancel: { status: 409, body: { status: false, message: steps.milestonePaymentInProgress } },
    });
    const { user } = renderRoute('/jobs/7');
    await contractCard();
    await user.click(within(row('Design')).getByRole('button', { name: 'Cancel milestone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel milestone' }));
    expect(await toastWith(steps.milestonePaymentInProgress)).toBeInTheDocument();
    expect(within(row('Design')).getByText('Funded')).toBeInTheDocument();
  });
});

describe('adding a milestone', () => {
  it('checks the name, amount and due date, shows the server’s word on a field, then adds it', async () => {
    let refuse = true;
    const api = milestonesApi(contract(), {
      add: ({ body }) => {
        if (refuse)
          return {
            status: 422,
            body: { status: false, message: m.amountInvalid, errors: { amount: m.amountInvalid } },
          };
        const { name, amount, due_date } = body as { name: string; amount: string; due_date: string };
        api.state.contract = {
          ...api.state.contract,
          milestones: [
            ...api.state.contract.milestones,
            milestone({ id: 79, name, amount: usd(Number(amount) * 100), due_date }),
          ],
        };
        return api.done(steps.milestoneAdded, 201);
      },
    });
    const { user } = renderRoute('/jobs/7');
    const card = await contractCard();

    await user.click(within(card).getByRole('button', { name: 'Add milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a milestone' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    const dueDate = within(dialog).getByLabelText('Due date');
    await waitFor(() => expect(name).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(name).toHaveAccessibleDescription(m.milestoneNameRequired);
    expect(amount).toHaveAccessibleDescription(m.milestoneAmountRequired);
    expect(dueDate).toHaveAccessibleDescription(m.dueDateRequired);

    await user.type(name, ' Launch ');
    await user.type(amount, '250');
    await user.type(dueDate, '2020-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(dueDate).toHaveAccessibleDescription(m.dueDateInvalid);
    expect(dueDate).toHaveFocus();
    expect(posts(api.calls, 'contracts/91/milestones')).toHaveLength(0);

    await user.clear(dueDate);
    await user.type(dueDate, FUTURE);
    await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(m.amountInvalid));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(await toastWith(steps.milestoneAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('Launch', { selector: 'span' })).toBeInTheDocument();
    expect(within(row('Launch')).getByText('$250.00 · Due Jan 15, 2999')).toBeInTheDocument();
    expect(within(row('Launch')).getByText('Not funded')).toBeInTheDocument();
    expect(posts(api.calls, 'contracts/91/milestones').map((call) => call.body)).toEqual([
      { name: 'Launch', amount: '250', due_date: FUTURE },
      { name: 'Launch', amount: '250', due_date: FUTURE },
    ]);
  });
});
