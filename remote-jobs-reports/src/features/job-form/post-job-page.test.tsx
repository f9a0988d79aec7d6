import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { marketplaceMessages as m, toMinorUnits, type JobDetail } from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

type User = ReturnType<typeof userEvent.setup>;

/** What the api answers a saved job with: the request as stored (money in cents), with its status. */
function savedJob(id: number, sent: Record<string, unknown>): JobDetail {
  const money = (text: unknown) =>
    typeof text === 'string' && text !== '' ? { currency: 'USD' as const, amount: toMinorUnits(text)! } : null;
  const given = <T,>(value: unknown) => (value === undefined ? null : (value as T));
  return {
    id,
    title: String(sent.title),
    description: given(sent.description),
    type: given(sent.type),
    status: sent.publish ? 'open' : 'draft',
    created_at: '2026-11-20T12:00:00.000Z',
    published_at: sent.publish ? '2026-11-20T12:00:00.000Z' : null,
    closed_at: null,
    proposals: 0,
    messaged: 0,
    hired: 0,
    hourly_rate_min: money(sent.hourly_rate_min),
    hourly_rate_max: money(sent.hourly_rate_max),
    weekly_hours: sent.weekly_hours ? Number(sent.weekly_hours) : null,
    budget: money(sent.budget),
    skills: (sent.skills as string[] | undefined) ?? [],
    developer_type: given(sent.developer_type),
    experience_level: given(sent.experience_level),
    duration: given(sent.duration),
  };
}

function jobsApi(create?: MockHandler) {
  const stored = new Map<number, JobDetail>();
  const api = mockApi({
    'POST jobs':
      create ??
      (({ body }) => {
        const job = savedJob(41, body as Record<string, unknown>);
        stored.set(job.id, job);
        return {
          status: 201,
          body: { status: true, message: job.status === 'open' ? m.jobPublished : m.draftSaved, data: job },
        };
      }),
    'GET jobs/:id': ({ params }) => {
      const job = stored.get(Number(params.id));
      return job
        ? { body: { status: true, data: job } }
        : { status: 404, body: { status: false, message: m.jobNotFound } };
    },
  });
  return { ...api, stored };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === 'jobs');
const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
/** The skill box offers suggestions (a list), so it is a combobox. */
const skillsBox = () => screen.getByRole('combobox', { name: 'Skills' });

async function openForm() {
  const rendered = renderRoute('/jobs/new');
  await screen.findByRole('form', { name: 'Job details' });
  return rendered;
}

async function fillCommon(user: User) {
  await user.type(field('Job title'), '  React Native developer for a delivery app ');
  await user.type(field('Job description'), 'Build the rider app: live map, orders, payouts.');
  await user.type(skillsBox(), 'React Native{Enter}');
  await user.type(skillsBox(), 'Firebase,');
  await user.selectOptions(select('Developer type'), 'Mobile App Developer');
  await user.selectOptions(select('Experience level'), 'Expert');
  await user.selectOptions(select('Project duration'), '1 to 3 months');
}

// The page's code (loaded lazily by the route) is compiled once up front, so the first test's
// wait for the page measures the page, not the test runner compiling it on a busy machine.
beforeAll(() => import('./post-job-page'));
beforeEach(signInForTest);

describe('Post a Job', () => {
  it('is titled "Post a Job"', async () => {
    jobsApi();
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Post a Job | TalentIndia'));
  });

  it('checks every field with the contract’s messages and sends nothing while any remain', async () => {
    const { calls } = jobsApi();
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Publish Job' }));

    expect(field('Job title')).toHaveAccessibleDescription(m.titleRequired);
    expect(field('Job title')).toHaveFocus();
    expect(field('Job description')).toHaveAccessibleDescription(expect.stringContaining(m.descriptionRequired));
    expect(screen.getByRole('group', { name: 'Job type' })).toHaveAccessibleDescription(m.typeRequired);
    expect(skillsBox()).toHaveAccessibleDescription(expect.stringContaining(m.skillsRequired));
    expect(select('Developer type')).toHaveAccessibleDescription(m.developerTypeRequired);
    expect(select('Experience level')).toHaveAccessibleDescription(m.experienceLevelRequired);
    expect(select('Project duration')).toHaveAccessibleDescription(m.durationRequired);
    expect(posts(calls)).toHaveLength(0);

    // A field's error goes as soon as it is edited (spec §5).
    await user.type(field('Job title'), 'A');
    expect(field('Job title')).not.toHaveAccessibleDescription();
  });

  it('asks an hourly job for its rate range and weekly hours, and a fixed-price one for its budget', async () => {
    const { calls } = jobsApi();
    const { user } = await openForm();
    expect(screen.queryByRole('textbox', { name: 'Budget (USD)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    await user.type(field('Minimum hourly rate (USD)'), '40');
    await user.type(field('Maximum hourly rate (USD)'), '25.5');
    await user.type(field('Hours per week'), '90');
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(field('Maximum hourly rate (USD)')).toHaveAccessibleDescription(m.rateRangeInvalid);
    expect(field('Hours per week')).toHaveAccessibleDescription(m.weeklyHoursInvalid);

    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    expect(screen.queryByRole('textbox', { name: 'Minimum hourly rate (USD)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(field('Budget (USD)')).toHaveAccessibleDescription(m.budgetRequired);
    await user.type(field('Budget (USD)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(field('Budget (USD)')).toHaveAccessibleDescription(m.amountInvalid);
    expect(posts(calls)).toHaveLength(0);
  });

  it('publishes an hourly job: sends the form as typed, shows the api’s message and opens the job', async () => {
    const { calls } = jobsApi();
    const { user, router } = await openForm();
    await fillCommon(user);
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    await user.type(field('Minimum hourly rate (USD)'), '20');
    await user.type(field('Maximum hourly rate (USD)'), '35.50');
    await user.type(field('Hours per week'), '30');
    // Fields of the other type, typed before switching back, are not sent.
    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    await user.type(field('Budget (USD)'), '999');
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));

    await user.click(screen.getByRole('button', { name: 'Publish Job' }));

    expect(await screen.findByText(m.jobPublished)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/41'));
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        title: 'React Native developer for a delivery app',
        description: 'Build the rider app: live map, orders, payouts.',
        type: 'hourly',
        hourly_rate_min: '20',
        hourly_rate_max: '35.50',
        weekly_hours: '30',
        skills: ['React Native', 'Firebase'],
        developer_type: 'mobile',
        experience_level: 'expert',
        duration: '1_to_3_months',
        publish: true,
      },
    ]);
  });

  it('saves a fixed-price draft and goes on editing that draft at its own address', async () => {
    const { calls } = jobsApi();
    const { user, router } = await openForm();
    await fillCommon(user);
    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    await user.type(field('Budget (USD)'), '1500');

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText(m.draftSaved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/41/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveValue(
      'React Native developer for a delivery app',
    );
    expect(field('Budget (USD)')).toHaveValue('1500');
    expect(screen.getByRole('radio', { name: 'Fixed Price' })).toBeChecked();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toMatchObject({ type: 'fixed', budget: '1500', publish: false });
    expect(posts(calls)[0]?.body).not.toHaveProperty('hourly_rate_min');
  });

  describe('a draft needs a title only (issue 17 §4)', () => {
    /** The messages of the fields a draft may leave out, those on the page. */
    const missingFieldMessagesShown = () =>
      [
        m.descriptionRequired,
        m.typeRequired,
        m.skillsRequired,
        m.developerTypeRequired,
        m.experienceLevelRequired,
        m.durationRequired,
      ].filter((message) => screen.queryByText(message) !== null);

    /** A job begun: a title and a developer type, nothing else. */
    async function fillTitleOnly(user: User) {
      await user.type(field('Job title'), ' Mobile app for our bakery ');
      await user.selectOptions(select('Developer type'), 'Mobile App Developer');
    }

    it('Save as Draft saves the title and what else was filled in, asking for nothing more', async () => {
      const { calls } = jobsApi();
      const { user, router } = await openForm();
      await fillTitleOnly(user);

      await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

      expect(await screen.findByText(m.draftSaved)).toBeInTheDocument();
      expect(posts(calls).map((call) => call.body)).toEqual([
        { title: 'Mobile app for our bakery', developer_type: 'mobile', publish: false },
      ]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/41/edit'));
      expect(missingFieldMessagesShown()).toEqual([]);
      // The draft opens again as it was saved.
      expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
      await waitFor(() => expect(field('Job title')).toHaveValue('Mobile app for our bakery'));
      expect(field('Job description')).toHaveValue('');
      expect(select('Developer type')).toHaveDisplayValue('Mobile App Developer');
      expect(missingFieldMessagesShown()).toEqual([]);
    });

    it('Publish Job with the same form shows what is missing and sends nothing', async () => {
      const { calls } = jobsApi();
      const { user } = await openForm();
      await fillTitleOnly(user);

      await user.click(screen.getByRole('button', { name: 'Publish Job' }));

      expect(field('Job description')).toHaveAccessibleDescription(expect.stringContaining(m.descriptionRequired));
      expect(field('Job description')).toHaveFocus();
      expect(screen.getByRole('group', { name: 'Job type' })).toHaveAccessibleDescription(m.typeRequired);
      expect(skillsBox()).toHaveAccessibleDescription(expect.stringContaining(m.skillsRequired));
      expect(select('Experience level')).toHaveAccessibleDescription(m.experienceLevelRequired);
      expect(select('Project duration')).toHaveAccessibleDescription(m.durationRequired);
      expect(field('Job title')).not.toHaveAccessibleDescription();
      expect(select('Developer type')).not.toHaveAccessibleDescription();
      expect(missingFieldMessagesShown()).not.toContain(m.developerTypeRequired);
      expect(posts(calls)).toHaveLength(0);
    });

    it('Save as Draft without a title asks for the title only', async () => {
      const { calls } = jobsApi();
      const { user } = await openForm();
      await user.type(field('Job description'), 'Orders and delivery slots.');

      await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

      expect(field('Job title')).toHaveAccessibleDescription(m.titleRequired);
      expect(field('Job title')).toHaveFocus();
      expect(missingFieldMessagesShown()).toEqual([]);
      expect(posts(calls)).toHaveLength(0);
    });

    it('Save as Draft still refuses a filled-in field that is wrong, with its message', async () => {
      const { calls } = jobsApi();
      const { user } = await openForm();
      await user.type(field('Job title'), 'Bakery app');
      await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
      await user.type(field('Budget (USD)'), '12.345');

      await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

      expect(field('Budget (USD)')).toHaveAccessibleDescription(m.amountInvalid);
      expect(missingFieldMessagesShown()).toEqual([]);
      expect(posts(calls)).toHaveLength(0);
    });
  });

  it('saves a draft, not a published job, when Enter is pressed in a field', async () => {
    const { calls } = jobsApi();
    const { user } = await openForm();
    await fillCommon(user);
    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    await user.type(field('Budget (USD)'), '800{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ publish: false });
  });

  it('takes skills as tags: Enter, a comma or Add skill adds one, a repeat is ignored, each can be removed', async () => {
    jobsApi();
    const { user } = await openForm();
    await user.type(skillsBox(), 'React{Enter}');
    await user.type(skillsBox(), 'TypeScript,');
    await user.type(skillsBox(), '  node.js ');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(skillsBox(), 'react{Enter}');

    const chosen = () => within(screen.getByRole('list', { name: 'Chosen skills' })).getAllByRole('listitem');
    expect(chosen().map((item) => item.textContent)).toEqual(['React', 'TypeScript', 'node.js']);
    // Announced: the tags change out of the input's sight.
    expect(screen.getByText('react is already added.')).toHaveAttribute('role', 'status');
    expect(skillsBox()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove TypeScript' }));
    expect(chosen().map((item) => item.textContent)).toEqual(['React', 'node.js']);
    // Backspace in the empty box takes the last one off.
    await user.type(skillsBox(), '{Backspace}');
    expect(chosen().map((item) => item.textContent)).toEqual(['React']);
  });

  it('suggests skills of the chosen developer type, leaving out those already added', async () => {
    jobsApi();
    const { user } = await openForm();
    await user.selectOptions(select('Developer type'), 'Mobile App Developer');
    await user.type(skillsBox(), 'Flutter{Enter}');
    const list = document.getElementById(skillsBox().getAttribute('list')!)!;
    const offered = [...list.querySelectorAll('option')].map((option) => option.value);
    expect(offered).toContain('React Native');
    expect(offered).not.toContain('Flutter');
    expect(offered).not.toContain('WordPress');
  });

  it('shows the api’s field errors under their fields', async () => {
    jobsApi(() => ({
      status: 422,
      body: { status: false, message: m.skillInvalid, errors: { 'skills.0': m.skillInvalid, title: m.titleTooLong } },
    }));
    const { user } = await openForm();
    await fillCommon(user);
    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    await user.type(field('Budget (USD)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));

    await waitFor(() => expect(field('Job title')).toHaveAccessibleDescription(m.titleTooLong));
    expect(skillsBox()).toHaveAccessibleDescription(expect.stringContaining(m.skillInvalid));
  });

  it('shows any other refusal as the api’s message in a toast, and keeps what was typed', async () => {
    jobsApi(() => ({ status: 429, body: { status: false, message: 'Too many jobs posted. Try again in an hour.' } }));
    const { user, router } = await openForm();
    await fillCommon(user);
    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    await user.type(field('Budget (USD)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));

    expect(await screen.findByText('Too many jobs posted. Try again in an hour.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/new');
    expect(field('Job title')).toHaveValue('  React Native developer for a delivery app ');
    expect(screen.getByRole('button', { name: 'Publish Job' })).toBeEnabled();
  });
});
