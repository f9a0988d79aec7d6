import { screen, waitFor, within } from '@testing-library/react';
import { marketplaceMessages as m, type Offer } from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { offer, usd } from '../../testing/hiring-fixtures';

const NOT_FOUND: MockReply = { status: 404, body: { status: false, message: m.offerNotFound } };
const WITHDRAWN_AT = '2026-11-25T08:00:00.000Z';

/**
 * The api for the client who sent `initial`: reading it, and withdrawing it while pending. `answer`
 * stands for the freelancer answering first: the withdrawal then meets the offer as it has become.
 */
function offerApi(initial: Offer, { answer, withdraw }: { answer?: Partial<Offer>; withdraw?: MockReply } = {}) {
  let current = { ...initial };
  return mockApi({
    'GET offers/:id': ({ params }) =>
      Number(params.id) === current.id ? { body: { status: true, data: current } } : NOT_FOUND,
    'POST offers/:id/withdraw':
      withdraw ??
      (() => {
        if (answer) current = { ...current, ...answer };
        if (current.status !== 'pending') return { status: 409, body: { status: false, message: m.offerNotPending } };
        current = { ...current, status: 'withdrawn', responded_at: WITHDRAWN_AT };
        return { body: { status: true, message: m.offerWithdrawn, data: current } };
      }),
  });
}

const withdrawals = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(signInForTest);

describe('an offer the client sent (/offers/:id)', () => {
  it('shows the freelancer, the job, the milestones, the message, the status and when it was sent', async () => {
    offerApi(offer());
    renderRoute('/offers/12');

    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Offer Details' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Offer Details | TalentIndia'));
    expect(screen.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');
    expect(screen.getByRole('link', { name: 'Build a React dashboard' })).toHaveAttribute('href', '/jobs/7');
    const details = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(within(details).getByText('Pending')).toBeInTheDocument();
    expect(factOf('Sent on')).toHaveTextContent('Nov 22, 2026');
    expect(factOf('Type')).toHaveTextContent('Fixed Price');
    expect(factOf('Total')).toHaveTextContent('$1,400.00');
    expect(
      within(screen.getByRole('list', { name: 'Milestones' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Design$500.00Due Dec 10, 2026', 'Build and exports$900.00Due Jan 15, 2027']);
    expect(screen.getByRole('heading', { level: 3, name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('Happy to start on Monday.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw Offer' })).toBeInTheDocument();
  });

  it('shows an hourly offer’s rate and weekly limit, and an answered offer with no way to withdraw it', async () => {
    offerApi(
      offer({
        type: 'hourly',
        hourly_rate: usd(2550),
        weekly_limit: 20,
        milestones: [],
        message: '',
        status: 'accepted',
        responded_at: '2026-11-23T09:00:00.000Z',
        contract_id: 91,
      }),
    );
    renderRoute('/offers/12');

    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(factOf('Type')).toHaveTextContent('Hourly');
    expect(factOf('Rate')).toHaveTextContent('$25.50/hr');
    expect(factOf('Weekly limit')).toHaveTextContent('20 hrs/week');
    expect(factOf('Accepted on')).toHaveTextContent('Nov 23, 2026');
    expect(screen.queryByRole('list', { name: 'Milestones' })).not.toBeInTheDocument();
    expect(screen.getByText('No message was sent with this offer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the job’s page' })).toHaveAttribute('href', '/jobs/7');
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).not.toBeInTheDocument();
  });

  it('withdraws a pending offer after asking: the api’s message, then Withdrawn and no button', async () => {
    const { calls } = offerApi(offer());
    const { user } = renderRoute('/offers/12');

    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this offer?' });
    expect(dialog).toHaveAccessibleDescription(
      'Priya Sharma will no longer be able to accept it. You can send a new offer later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdrawals(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw Offer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw Offer' }));
    expect(await screen.findByText(m.offerWithdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const details = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(within(details).getByText('Withdrawn')).toBeInTheDocument();
    expect(factOf('Withdrawn on')).toHaveTextContent('Nov 25, 2026');
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).not.toBeInTheDocument();
    expect(withdrawals(calls).map((call) => call.path)).toEqual(['offers/12/withdraw']);
  });

  it('says why when the freelancer answered first, and shows the offer as it now is', async () => {
    offerApi(offer(), { answer: { status: 'accepted', responded_at: '2026-11-24T08:00:00.000Z', contract_id: 91 } });
    const { user } = renderRoute('/offers/12');

    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw Offer' }));
    expect(await screen.findByText(m.offerNotPending)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('article', { name: 'Priya Sharma' })).findByText('Accepted'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).not.toBeInTheDocument();
  });

  it('keeps the question open with the reason when the withdrawal fails otherwise', async () => {
    offerApi(offer(), {
      withdraw: { status: 500, body: { status: false, message: 'Something went wrong on our side.' } },
    });
    const { user } = renderRoute('/offers/12');

    await user.click(await screen.findByRole('button', { name: 'Withdraw Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    // The page behind the dialog is hidden from assistive technology while the dialog is open.
    const details = screen.getByRole('article', { name: 'Priya Sharma', hidden: true });
    expect(within(details).getByText('Pending')).toBeInTheDocument();
  });

  it('is the 404 page for an offer the api does not give this client', async () => {
    const { calls } = offerApi(offer({ id: 13 }));
    renderRoute('/offers/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET offers/12']);
  });

  it('is the 404 page at once for an id that cannot be one', async () => {
    const { calls } = offerApi(offer());
    renderRoute('/offers/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
