import { screen, waitFor, within } from '@testing-library/react';
import { marketplaceMessages as m, type JobDetail } from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const usd = (amount: number) => ({ currency: 'USD' as const, amount });

const draft: JobDetail = {
  id: 7,
  title: 'Flutter app for a clinic',
  description: 'Appointments, reminders and video calls.',
  type: 'hourly',
  status: 'draft',
  created_at: '2026-11-20T12:00:00.000Z',
  published_at: null,
  closed_at: null,
  proposals: 0,
  messaged: 0,
  hired: 0,
  hourly_rate_min: usd(2550),
  hourly_rate_max: usd(4000),
  weekly_hours: 25,
  budget: null,
  skills: ['Flutter', 'Firebase'],
  developer_type: 'mobile',
  experience_level: 'intermediate',
  duration: '3_to_6_months',
};

function editApi(job: JobDetail | null, save?: MockHandler) {
  return mockApi({
    'GET jobs/:id': ({ params }) =>
      job && Number(params.id) === job.id
        ? { body: { status: true, data: job } }
        : { status: 404, body: { status: false, message: m.jobNotFound } },
    'PUT jobs/:id':
      save ??
      (({ body }) => {
        const sent = body as { publish: boolean; title: string };
        return {
          body: {
            status: true,
            message: sent.publish ? m.jobPublished : m.jobUpdated,
            data: { ...job!, title: sent.title, status: sent.publish ? 'open' : 'draft' },
          },
        };
      }),
  });
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const field = (name: string) => screen.getByRole('textbox', { name });

// The page's code (loaded lazily by the route) is compiled once up front, so the first test's
// wait for the page measures the page, not the test runner compiling it on a busy machine.
beforeAll(() => import('./edit-job-page'));
beforeEach(signInForTest);

describe('Edit Job', () => {
  it('opens the draft in its form, money shown as typed', async () => {
    editApi(draft);
    renderRoute('/jobs/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit Job | TalentIndia'));
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveValue('Flutter app for a clinic');
    expect(field('Job description')).toHaveValue('Appointments, reminders and video calls.');
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    expect(field('Minimum hourly rate (USD)')).toHaveValue('25.50');
    expect(field('Maximum hourly rate (USD)')).toHaveValue('40');
    expect(field('Hours per week')).toHaveValue('25');
    const chosen = within(screen.getByRole('list', { name: 'Chosen skills' })).getAllByRole('listitem');
    expect(chosen.map((item) => item.textContent)).toEqual(['Flutter', 'Firebase']);
    expect(screen.getByRole('combobox', { name: 'Developer type' })).toHaveDisplayValue('Mobile App Developer');
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveDisplayValue('Intermediate');
    expect(screen.getByRole('combobox', { name: 'Project duration' })).toHaveDisplayValue('3 to 6 months');
  });

  it('publishes the draft with its changes and opens the job', async () => {
    const { calls } = editApi(draft);
    const { user, router } = renderRoute('/jobs/7/edit');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    await user.clear(title);
    await user.type(title, 'Flutter app for a dental clinic');

    await user.click(screen.getByRole('button', { name: 'Publish Job' }));

    expect(await screen.findByText(m.jobPublished)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/7'));
    expect(puts(calls).map((call) => [call.path, call.body])).toEqual([
      [
        'jobs/7',
        {
          title: 'Flutter app for a dental clinic',
          description: 'Appointments, reminders and video calls.',
          type: 'hourly',
          hourly_rate_min: '25.50',
          hourly_rate_max: '40',
          weekly_hours: '25',
          skills: ['Flutter', 'Firebase'],
          developer_type: 'mobile',
          experience_level: 'intermediate',
          duration: '3_to_6_months',
          publish: true,
        },
      ],
    ]);
  });

  it('opens a partial draft with what it has; Save as Draft keeps it so, Publish Job asks for the rest', async () => {
    const partial: JobDetail = {
      ...draft,
      description: null,
      hourly_rate_max: null,
      weekly_hours: null,
      skills: [],
      experience_level: null,
      duration: null,
    };
    const { calls } = editApi(partial);
    const { user } = renderRoute('/jobs/7/edit');
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveValue('Flutter app for a clinic');
    expect(field('Job description')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    expect(field('Minimum hourly rate (USD)')).toHaveValue('25.50');
    expect(field('Maximum hourly rate (USD)')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Developer type' })).toHaveDisplayValue('Mobile App Developer');
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveDisplayValue('Select experience level');

    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(field('Job description')).toHaveAccessibleDescription(expect.stringContaining(m.descriptionRequired));
    expect(field('Maximum hourly rate (USD)')).toHaveAccessibleDescription(m.rateMaxRequired);
    expect(field('Hours per week')).toHaveAccessibleDescription(m.weeklyHoursRequired);
    expect(screen.getByRole('combobox', { name: 'Skills' })).toHaveAccessibleDescription(
      expect.stringContaining(m.skillsRequired),
    );
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveAccessibleDescription(
      m.experienceLevelRequired,
    );
    expect(screen.getByRole('combobox', { name: 'Project duration' })).toHaveAccessibleDescription(m.durationRequired);
    expect(field('Minimum hourly rate (USD)')).not.toHaveAccessibleDescription();
    expect(puts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(m.jobUpdated)).toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([
      {
        title: 'Flutter app for a clinic',
        type: 'hourly',
        hourly_rate_min: '25.50',
        developer_type: 'mobile',
        publish: false,
      },
    ]);
  });

  it('saves the draft again and stays in its editor', async () => {
    const { calls } = editApi(draft);
    const { user, router } = renderRoute('/jobs/7/edit');
    await screen.findByRole('textbox', { name: 'Job title' });
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(m.jobUpdated)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/7/edit');
    expect(puts(calls)[0]?.body).toMatchObject({ publish: false });
  });

  it('shows the api’s refusal (no longer a draft) in a toast', async () => {
    editApi(draft, () => ({ status: 409, body: { status: false, message: m.onlyDraftEditable } }));
    const { user, router } = renderRoute('/jobs/7/edit');
    await screen.findByRole('textbox', { name: 'Job title' });
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByText(m.onlyDraftEditable)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/7/edit');
  });

  it('does not offer the form for a job that is no longer a draft', async () => {
    editApi({ ...draft, status: 'open', published_at: '2026-11-21T12:00:00.000Z' });
    renderRoute('/jobs/7/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${m.onlyDraftEditable} This job’s status is Open Job.`);
    expect(screen.getByRole('link', { name: 'View the job' })).toHaveAttribute('href', '/jobs/7');
    expect(screen.queryByRole('form', { name: 'Job details' })).not.toBeInTheDocument();
  });

  it.each([
    ['another client’s or a missing job', '/jobs/8/edit'],
    ['an id that is not one', '/jobs/abc/edit'],
  ])('shows the 404 page for %s', async (_case, path) => {
    const { calls } = editApi(draft);
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    if (path === '/jobs/abc/edit') expect(calls).toHaveLength(0);
  });
});
