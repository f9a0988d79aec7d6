import type { Locator, Page } from 'playwright-core';
import { axeViolations, HOST_URL, signIn, withPagePerTest, type TestAccount } from '../support/browser';
import { FIXED_PRICE_JOB, HOURLY_JOB, postJob, proposalsAsClient, sendOffer } from '../support/client-jobs';
import {
  acceptOffer,
  callApiAs,
  pendingOffer,
  propose,
  signInFreelancer,
  submitMilestone,
  type FreelancerSession,
} from '../support/freelancer';
import { saveCard } from '../support/payments';

const page = withPagePerTest();

/** A day well ahead, for milestones' due dates (the api refuses past ones). */
const dueIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function expectToast(text: string, target: Page = page()) {
  await target.getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function openJob(jobId: number, target: Page = page()) {
  await target.goto(`${HOST_URL}/jobs/${jobId}`);
  await target.getByRole('heading', { level: 1, name: 'Job Details' }).waitFor();
}

/** The job's status label, as its details card shows it. */
const jobLabel = (label: string, target: Page = page()) =>
  target.getByRole('article').first().getByText(label, { exact: true });

const proposalCard = (freelancer: FreelancerSession, target: Page = page()): Locator =>
  target.getByRole('tabpanel').getByRole('article', { name: `${freelancer.firstName} ${freelancer.lastName}` });

const contractCard = (freelancer: FreelancerSession, target: Page = page()): Locator =>
  target
    .getByRole('list', { name: 'Contracts' })
    .getByRole('article', { name: `${freelancer.firstName} ${freelancer.lastName}` });

interface JobSeen {
  status: string;
  hired: number;
}
const jobAsClient = async (account: TestAccount, jobId: number) =>
  (await callApiAs<{ data: JobSeen }>(account.accessToken, 'GET', `/jobs/${jobId}`)).data;

describe('hiring through a job', () => {
  it('goes from a proposal to a shortlist, a fixed-price offer, a contract and its end with a review', async () => {
    const client = await signIn(page());
    // Only a client who can pay sends an offer: a saved card (accepting funds the first milestone).
    await saveCard(client);
    const jobId = await postJob(client);
    const freelancer = await signInFreelancer(0);
    await propose(freelancer, jobId, {
      amount: '1400',
      cover_letter: 'I have built sales dashboards with React and D3 for three fintech teams.',
    });

    // The client's job page: its details and the proposal, with nothing for axe to find.
    await openJob(jobId);
    await jobLabel('Open Job').waitFor();
    const card = proposalCard(freelancer);
    await card.getByText('$1,400.00').waitFor();
    await card.getByText(/three fintech teams/).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    // Shortlist: it moves to the Shortlisted tab too.
    await card.getByRole('button', { name: 'Shortlist' }).click();
    await expectToast('Proposal shortlisted.');
    await page().getByRole('tab', { name: 'Shortlisted (1)' }).click();
    await proposalCard(freelancer).waitFor();

    // Hire: the offer form, from the proposal, with two milestones.
    await proposalCard(freelancer).getByRole('link', { name: 'Hire' }).click();
    await page().getByRole('heading', { level: 1, name: 'Send an Offer' }).waitFor();
    expect(page().url()).toMatch(new RegExp(`/jobs/${jobId}/offer\\?proposal=\\d+$`));
    await page().getByRole('radio', { name: 'Fixed Price' }).waitFor();
    expect(await page().getByRole('radio', { name: 'Fixed Price' }).isChecked()).toBe(true);
    expect(await axeViolations(page())).toEqual([]);

    const first = page().getByRole('group', { name: 'Milestone 1' });
    await first.getByLabel('Name').fill('Design and data model');
    await first.getByLabel('Amount (USD)').fill('400');
    await first.getByLabel('Due date').fill(dueIn(7));
    await page().getByRole('button', { name: 'Add Milestone' }).click();
    const second = page().getByRole('group', { name: 'Milestone 2' });
    await second.getByLabel('Name').fill('Dashboard and exports');
    await second.getByLabel('Amount (USD)').fill('1000');
    await second.getByLabel('Due date').fill(dueIn(30));
    await page().getByText('Total: $1,400.00').waitFor();
    await page().getByLabel('Message (optional)').fill('Happy to start on Monday.');
    await page().getByRole('button', { name: 'Send Offer' }).click();
    await expectToast('Offer sent successfully!');
    await page().getByRole('heading', { level: 1, name: 'Job Details' }).waitFor();
    expect(new URL(page().url()).pathname).toBe(`/jobs/${jobId}`);
    await proposalCard(freelancer).getByText('Offer sent').waitFor();

    // The freelancer accepts through the api: the job has an active contract.
    const offer = await pendingOffer(freelancer, jobId);
    expect(offer.type).toBe('fixed');
    expect(offer.message).toBe('Happy to start on Monday.');
    expect(offer.milestones.map(({ name, amount, due_date }) => ({ name, amount: amount.amount, due_date }))).toEqual([
      { name: 'Design and data model', amount: 40000, due_date: dueIn(7) },
      { name: 'Dashboard and exports', amount: 100000, due_date: dueIn(30) },
    ]);
    // Accepting funds the first milestone from the client's card; the second waits to be funded, and
    // the freelancer cannot submit it until it is.
    const contract = await acceptOffer(freelancer, offer.id);
    expect(contract.milestones.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Design and data model', status: 'funded' },
      { name: 'Dashboard and exports', status: 'pending' },
    ]);
    await callApiAs(
      freelancer.token,
      'POST',
      `/freelancer/contracts/${contract.id}/milestones/${contract.milestones[1]!.id}/submit`,
      { expect: 409 },
    );
    await submitMilestone(freelancer, contract.id, contract.milestones[0]!.id);

    // The jobs list and the dashboard say so too, the dashboard with who works on it.
    const listed = (target: Page) =>
      target.getByRole('listitem').filter({ has: target.getByRole('link', { name: FIXED_PRICE_JOB.title }) });
    await page().goto(`${HOST_URL}/jobs`);
    await listed(page()).getByText('Active Contract').waitFor();
    await page().goto(`${HOST_URL}/dashboard`);
    await listed(page()).getByText('Active Contract').waitFor();
    await listed(page())
      .getByRole('link', { name: `${freelancer.firstName} ${freelancer.lastName}` })
      .waitFor();

    await openJob(jobId);
    await jobLabel('Active Contract').waitFor();
    const hired = contractCard(freelancer);
    await hired.getByText('Active', { exact: true }).waitFor();
    await proposalCard(freelancer).getByText('Hired').waitFor();
    expect(await axeViolations(page())).toEqual([]);

    // The submitted milestone is approved after asking, and its payment released to the freelancer.
    const milestone = (name: string) =>
      hired.getByRole('list', { name: 'Milestones' }).getByRole('listitem').filter({ hasText: name });
    await milestone('Design and data model').getByText('Submitted for review', { exact: true }).waitFor();
    await milestone('Dashboard and exports').getByText('Not funded', { exact: true }).waitFor();
    await milestone('Design and data model').getByRole('button', { name: 'Approve & pay' }).click();
    const approval = page().getByRole('dialog', {
      name: `Release $400.00 to ${freelancer.firstName} ${freelancer.lastName}?`,
    });
    await approval.getByRole('button', { name: 'Approve & pay' }).click();
    await expectToast('Milestone approved and paid to the freelancer.');
    await approval.waitFor({ state: 'detached' });
    await milestone('Design and data model').getByText('Paid', { exact: true }).waitFor();

    // End Contract: a review with stars; with no active contract left the job is closed.
    await hired.getByRole('button', { name: 'End Contract' }).click();
    const dialog = page().getByRole('dialog', { name: 'End Contract' });
    await dialog.getByRole('radio', { name: '5 stars, Excellent' }).waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'End Contract' }).click();
    await dialog.getByText('Rating is required').waitFor();
    await dialog.getByRole('radio', { name: '4 stars, Very good' }).check();
    await page().keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '5 stars, Excellent' }).isChecked()).toBe(true);
    await dialog
      .getByRole('textbox', { name: 'Review' })
      .fill('Clear, fast and careful. The dashboard is a joy to use.');
    await dialog.getByRole('button', { name: 'End Contract' }).click();
    await expectToast('Contract ended. Thank you for your review!');
    await dialog.waitFor({ state: 'detached' });
    await jobLabel('Closed Job').waitFor();
    const ended = contractCard(freelancer);
    await ended.getByText('Ended', { exact: true }).first().waitFor();
    await ended.getByText('Clear, fast and careful. The dashboard is a joy to use.').waitFor();
    expect(await ended.getByRole('button', { name: 'End Contract' }).count()).toBe(0);

    expect(await jobAsClient(client, jobId)).toEqual(expect.objectContaining({ status: 'closed', hired: 1 }));
    await page().goto(`${HOST_URL}/jobs`);
    await listed(page()).getByText('Closed Job').waitFor();
    const { data: contracts } = await callApiAs<{
      data: { status: string; review: { rating: number } | null; freelancer: { id: number } }[];
    }>(client.accessToken, 'GET', `/contracts?job_id=${jobId}`);
    expect(contracts.map(({ status, review }) => ({ status, rating: review?.rating }))).toEqual([
      { status: 'ended', rating: 5 },
    ]);

    // The review is on the freelancer's profile: in its Reviews and on the job in Completed Jobs.
    await page().goto(`${HOST_URL}/freelancers/${contracts[0]!.freelancer.id}`);
    await page().getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const review = page().getByText('Clear, fast and careful. The dashboard is a joy to use.');
    await review.first().waitFor();
    expect(await review.count()).toBeGreaterThanOrEqual(1);
    await page().getByRole('tab', { name: 'Completed Jobs' }).click();
    await page().getByRole('tabpanel').getByText(FIXED_PRICE_JOB.title).first().waitFor();
  });

  it('opens the conversation with a freelancer in Messages', async () => {
    const client = await signIn(page());
    const jobId = await postJob(client, { title: 'Mobile app for our clinic' });
    const freelancer = await signInFreelancer(1);
    await propose(freelancer, jobId, { amount: '2000', cover_letter: 'I ship React Native apps.' });

    await openJob(jobId);
    await proposalCard(freelancer).getByRole('button', { name: 'Message' }).click();
    await page().waitForURL(/\/messages\?thread=\d+$/);
    await page().getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const { data } = await callApiAs<{ data: { messaged: boolean; thread_id: number | null }[] }>(
      client.accessToken,
      'GET',
      `/jobs/${jobId}/proposals`,
    );
    expect(data[0]?.messaged).toBe(true);
    expect(new URL(page().url()).searchParams.get('thread')).toBe(String(data[0]?.thread_id));
  });

  it('closes an open job after asking, and archives and restores a proposal', async () => {
    const client = await signIn(page());
    const jobId = await postJob(client, { title: 'Landing page in Next.js' });
    const freelancer = await signInFreelancer(2);
    await propose(freelancer, jobId, { amount: '600', cover_letter: 'Next.js is my daily tool.' });

    await openJob(jobId);
    await proposalCard(freelancer).getByRole('button', { name: 'Archive' }).click();
    await expectToast('Proposal archived.');
    await page().getByRole('tab', { name: 'Archived (1)' }).click();
    await proposalCard(freelancer).getByRole('button', { name: 'Restore' }).click();
    await expectToast('Proposal moved back to proposals.');
    await page().getByRole('tab', { name: 'All (1)' }).waitFor();

    await page().getByRole('button', { name: 'Close Job' }).click();
    const dialog = page().getByRole('dialog', { name: 'Close this job?' });
    expect(await axeViolations(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Close Job' }).click();
    await expectToast('Job closed successfully!');
    await jobLabel('Closed Job').waitFor();
    expect((await jobAsClient(client, jobId)).status).toBe('closed');
    await page().getByRole('tab', { name: 'All (1)' }).click();
    expect(await proposalCard(freelancer).getByRole('link', { name: 'Hire' }).count()).toBe(0);
  });

  it('hires from a freelancer’s profile for one of the client’s jobs', async () => {
    const client = await signIn(page());
    await saveCard(client);
    const jobId = await postJob(client, HOURLY_JOB);
    const freelancer = await signInFreelancer(3);
    await propose(freelancer, jobId, { amount: '30', cover_letter: 'Node.js and PostgreSQL.', weekly_limit: 20 });
    const freelancerId = (await proposalsAsClient(client, jobId))[0]!.freelancer.id;

    await page().goto(`${HOST_URL}/freelancers/${freelancerId}/hire`);
    await page().getByRole('heading', { level: 1, name: 'Send an Offer' }).waitFor();
    await page().getByLabel('Job').selectOption({ label: HOURLY_JOB.title });
    expect(await page().getByRole('radio', { name: 'Hourly' }).isChecked()).toBe(true);
    await page().getByLabel('Hourly rate (USD)').fill('32.50');
    await page().getByLabel('Weekly limit (hours)').fill('20');
    expect(await axeViolations(page())).toEqual([]);
    await page().getByRole('button', { name: 'Send Offer' }).click();
    await expectToast('Offer sent successfully!');
    expect(new URL(page().url()).pathname).toBe(`/jobs/${jobId}`);

    const offer = await pendingOffer(freelancer, jobId);
    expect(offer.type).toBe('hourly');
  });

  it('withdraws a pending offer from its page after asking: the freelancer can no longer accept it', async () => {
    const client = await signIn(page());
    await saveCard(client);
    const jobId = await postJob(client, { title: 'A Vue storefront for our bakery' });
    const freelancer = await signInFreelancer(4);
    const name = `${freelancer.firstName} ${freelancer.lastName}`;
    await propose(freelancer, jobId, { amount: '900', cover_letter: 'Vue and Nuxt storefronts since 2019.' });
    const [proposal] = await proposalsAsClient(client, jobId);
    const offerId = await sendOffer(
      client,
      jobId,
      proposal!,
      { type: 'fixed', milestones: [{ name: 'Storefront and checkout', amount: '900', due_date: dueIn(14) }] },
      'Could you start next week?',
    );

    // The job's page lists the offer, pending, and opens it.
    await openJob(jobId);
    const sent = page().getByRole('list', { name: 'Offers' }).getByRole('listitem').filter({ hasText: name });
    await sent.getByText('Pending', { exact: true }).waitFor();
    await sent.getByRole('link', { name: 'View Offer' }).click();
    await page().getByRole('heading', { level: 1, name: 'Offer Details' }).waitFor();
    expect(new URL(page().url()).pathname).toBe(`/offers/${offerId}`);
    const details = page().getByRole('article', { name });
    await details.getByRole('list', { name: 'Milestones' }).getByText('Storefront and checkout').waitFor();
    await details.getByText('Could you start next week?').waitFor();
    await details.getByText('Pending', { exact: true }).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    // Withdraw Offer asks first; the answer is the api's message, and the offer is Withdrawn.
    await page().getByRole('button', { name: 'Withdraw Offer' }).click();
    const dialog = page().getByRole('dialog', { name: 'Withdraw this offer?' });
    await dialog.getByRole('button', { name: 'Withdraw Offer' }).waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw Offer' }).click();
    await expectToast('Offer withdrawn.');
    await dialog.waitFor({ state: 'detached' });
    await details.getByText('Withdrawn', { exact: true }).waitFor();
    expect(await page().getByRole('button', { name: 'Withdraw Offer' }).count()).toBe(0);

    // The freelancer's accept is refused; the api holds the offer withdrawn.
    const refused = await callApiAs<{ message: string }>(
      freelancer.token,
      'POST',
      `/freelancer/offers/${offerId}/accept`,
      { expect: 409 },
    );
    expect(refused.message).toBe('This offer is no longer pending.');
    const { data: offer } = await callApiAs<{ data: { status: string } }>(
      client.accessToken,
      'GET',
      `/offers/${offerId}`,
    );
    expect(offer.status).toBe('withdrawn');

    // Back on the job: the offer says Withdrawn, and the proposal can be hired again.
    await openJob(jobId);
    await sent.getByText('Withdrawn', { exact: true }).waitFor();
    await proposalCard(freelancer).getByRole('link', { name: 'Hire' }).waitFor();

    // Another client's offer is the 404 page.
    await signIn(page());
    await page().goto(`${HOST_URL}/offers/${offerId}`);
    await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  it('shows the 404 page for a job that is not the client’s', async () => {
    const owner = await signIn(page());
    const jobId = await postJob(owner);
    await signIn(page());
    await page().goto(`${HOST_URL}/jobs/${jobId}`);
    await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page().goto(`${HOST_URL}/jobs/${jobId}/offer?proposal=1`);
    await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
