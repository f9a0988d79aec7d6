import { screen, waitFor, within } from '@testing-library/react';
import { jobsMessages, marketplaceMessages as m, type JobDetail } from '@talentindia/contracts';
import { mockApi, signInForTest, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { jobDetail } from '../../testing/hiring-fixtures';

/** A draft saved with its title and type only (issue 17 §4): everything else left out. */
const bareDraft: JobDetail = jobDetail({
  title: 'Bakery ordering app',
  status: 'draft',
  published_at: null,
  proposals: 0,
  type: 'hourly',
  budget: null,
  description: null,
  skills: [],
  developer_type: null,
  experience_level: null,
  duration: null,
});

function draftApi(publish: MockReply) {
  return mockApi({
    'GET jobs/:id': { body: { status: true, data: bareDraft } },
    'POST jobs/:id/publish': publish,
  });
}

const INCOMPLETE: MockReply = {
  status: 422,
  body: {
    status: false,
    message: jobsMessages.draftIncomplete,
    errors: {
      description: m.descriptionRequired,
      hourly_rate_min: m.rateMinRequired,
      skills: m.skillsRequired,
    },
  },
};

// The page's code (loaded lazily by the route) is compiled once up front.
beforeAll(() => import('./job-details-page'));
beforeEach(signInForTest);

describe('a draft that leaves fields out', () => {
  it('shows what it has: no missing facts, no skills list, and says it has no description yet', async () => {
    draftApi(INCOMPLETE);
    renderRoute('/jobs/7');
    const summary = await screen.findByRole('article', { name: 'Bakery ordering app' });
    const facts = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual(['Job type', 'Created']);
    expect(within(summary).getByText('Hourly')).toBeInTheDocument();
    expect(within(summary).queryByRole('list', { name: 'Skills' })).not.toBeInTheDocument();
    expect(within(summary).getByText('No description yet.')).toBeInTheDocument();
  });

  it('Publish Job says what is still missing and leads to the editor', async () => {
    const { calls } = draftApi(INCOMPLETE);
    const { user } = renderRoute('/jobs/7');
    await user.click(await screen.findByRole('button', { name: 'Publish Job' }));

    const dialog = await screen.findByRole('dialog', { name: 'Finish your draft' });
    expect(dialog).toHaveAccessibleDescription(jobsMessages.draftIncomplete);
    const missing = within(dialog).getByRole('list', { name: 'Missing to publish' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([m.descriptionRequired, m.rateMinRequired, m.skillsRequired]);
    expect(within(dialog).getByRole('link', { name: 'Edit Job' })).toHaveAttribute('href', '/jobs/7/edit');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Publish Job' })).toHaveFocus();
    expect(screen.getByText('Draft Job')).toBeInTheDocument();
  });

  it('shows any other refusal in a toast, without the dialog', async () => {
    draftApi({ status: 409, body: { status: false, message: m.onlyDraftPublishable } });
    const { user } = renderRoute('/jobs/7');
    await user.click(await screen.findByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByText(m.onlyDraftPublishable)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
