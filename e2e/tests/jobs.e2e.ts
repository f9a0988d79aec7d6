import type { Locator, Page } from 'playwright-core';
import {
  API_URL,
  axeViolations,
  createAccount,
  HOST_URL,
  signIn,
  withPagePerTest,
  type TestAccount,
} from '../support/browser';
import { postJob, type JobPost } from '../support/client-jobs';

const page = withPagePerTest();

/** Issue 10 §3: a job as the api stores it (GET /jobs/:id), the fields these tests read. */
interface StoredJob {
  id: number;
  title: string;
  /** Null while a draft has no type yet. */
  type: 'hourly' | 'fixed' | null;
  status: 'draft' | 'open' | 'active' | 'closed';
  budget: { currency: string; amount: number } | null;
  hourly_rate_min: { currency: string; amount: number } | null;
  skills: string[];
}

interface JobInput {
  title: string;
  type?: 'hourly' | 'fixed';
  publish?: boolean;
}

/** The job these tests post through the api for lists they only read: hourly or fixed price, named `title`. */
function listedJob({ title, type = 'hourly', publish = true }: JobInput): JobPost {
  return {
    title,
    description: `${title}: the work, what done looks like, and how we work together.`,
    type,
    hourly_rate_min: type === 'hourly' ? '20' : '',
    hourly_rate_max: type === 'hourly' ? '35' : '',
    weekly_hours: type === 'hourly' ? '30' : '',
    budget: type === 'fixed' ? '1500' : '',
    skills: ['TypeScript'],
    developer_type: 'full_stack',
    experience_level: 'intermediate',
    duration: '1_to_3_months',
    publish,
  };
}

async function storedJob(account: TestAccount, id: number): Promise<StoredJob> {
  const response = await fetch(`${API_URL}/jobs/${id}`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  return ((await response.json()) as { data: StoredJob }).data;
}

async function expectToast(text: string, target: Page = page()) {
  await target.getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function openJobs(query = '', target: Page = page()) {
  await target.goto(`${HOST_URL}/jobs${query}`);
  await target.getByRole('heading', { level: 1, name: 'All Jobs' }).waitFor();
}

const jobList = (target: Page = page()) => target.getByRole('list', { name: 'Jobs' });
const jobRow = (title: string, target: Page = page()): Locator =>
  jobList(target)
    .getByRole('listitem')
    .filter({ has: target.getByRole('heading', { name: title, exact: true }) });
/** The titles the list shows, in its order, once it has settled (not busy with a newer filter). */
async function listedTitles(target: Page = page()): Promise<string[]> {
  await target.locator('ul[aria-label="Jobs"]:not([aria-busy="true"])').waitFor();
  return jobList(target).getByRole('heading').allTextContents();
}
/** Waits until the list shows exactly these titles (filters and searches answer from the server). */
async function expectTitles(titles: string[], target: Page = page()) {
  await target.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('ul[aria-label="Jobs"]:not([aria-busy="true"]) h2')].map((h) => h.textContent),
      ) === JSON.stringify(expected),
    titles,
  );
  expect(await listedTitles(target)).toEqual(titles);
}

async function fillJobForm(title: string, type: 'Hourly' | 'Fixed Price') {
  const p = page();
  await p.getByLabel('Job title').fill(title);
  await p.getByLabel('Job description').fill('Build the rider app: live map, orders and payouts, with tests.');
  await p.getByRole('radio', { name: type }).check();
  if (type === 'Hourly') {
    await p.getByLabel('Minimum hourly rate (USD)').fill('20');
    await p.getByLabel('Maximum hourly rate (USD)').fill('35.50');
    await p.getByLabel('Hours per week').fill('30');
  } else {
    await p.getByLabel('Budget (USD)').fill('1500');
  }
  const skills = p.getByRole('combobox', { name: 'Skills' });
  await skills.fill('React Native');
  await skills.press('Enter');
  await skills.fill('Firebase');
  await skills.press('Enter');
  await p.getByLabel('Developer type').selectOption({ label: 'Mobile App Developer' });
  await p.getByLabel('Experience level').selectOption({ label: 'Expert' });
  await p.getByLabel('Project duration').selectOption({ label: '1 to 3 months' });
}

describe('Post a Job', () => {
  it('publishes a job from the form; it opens, and All Jobs lists it as an Open Job with no proposals yet', async () => {
    const account = await signIn(page());
    await openJobs();
    await page().getByText('You have not posted a job yet.', { exact: false }).waitFor();
    // The empty list's own invitation (the header's "Post a Job" goes to the same form).
    await page().getByRole('link', { name: 'Post a job', exact: true }).click();
    await page().getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
    expect(await page().title()).toBe('Post a Job | TalentIndia');

    await fillJobForm('React Native rider app', 'Hourly');
    await page().getByRole('button', { name: 'Publish Job' }).click();
    await expectToast('Job posted successfully!');
    await page().waitForURL(/\/jobs\/\d+$/);
    const id = Number(new URL(page().url()).pathname.split('/').pop());

    const job = await storedJob(account, id);
    expect(job).toMatchObject({
      title: 'React Native rider app',
      type: 'hourly',
      status: 'open',
      hourly_rate_min: { currency: 'USD', amount: 2000 },
      skills: ['React Native', 'Firebase'],
    });

    await openJobs();
    const row = jobRow('React Native rider app');
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'React Native rider app' }).getAttribute('href')).toBe(`/jobs/${id}`);
    await row.getByText('Open Job').waitFor();
    await row.getByText('Hourly: $20.00–$35.50/hr').waitFor();
    expect(await row.locator('dd').allTextContents()).toEqual(['0', '0', '0']);
    await page().getByText('No more jobs found.').waitFor();
  });

  it('refuses an incomplete form with the contract’s messages and posts nothing', async () => {
    const account = await signIn(page());
    await page().goto(`${HOST_URL}/jobs/new`);
    await page().getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
    await page().getByRole('button', { name: 'Publish Job' }).click();
    await page().getByText('Job title is required').waitFor();
    await page().getByText('Add at least one skill').waitFor();
    expect(await page().evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    expect(await axeViolations(page())).toEqual([]);

    const response = await fetch(`${API_URL}/jobs`, { headers: { Authorization: `Bearer ${account.accessToken}` } });
    expect(((await response.json()) as { meta: { total: number } }).meta.total).toBe(0);
  });
});

describe('Drafts', () => {
  it('saves a draft, finds it under My Jobs › Draft Job, edits it and publishes it', async () => {
    const account = await signIn(page());
    await page().goto(`${HOST_URL}/jobs/new`);
    await page().getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
    await fillJobForm('Clinic booking site', 'Fixed Price');
    await page().getByRole('button', { name: 'Save as Draft' }).click();
    await expectToast('Draft saved successfully!');
    // The editor moves to the draft's own address: saving again updates it instead of posting another.
    await page().waitForURL(/\/jobs\/\d+\/edit$/);
    await page().getByRole('heading', { level: 1, name: 'Edit Job' }).waitFor();
    const id = Number(new URL(page().url()).pathname.split('/')[2]);
    expect((await storedJob(account, id)).status).toBe('draft');

    await page().getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'My Jobs' }).click();
    await page().getByRole('menuitem', { name: 'Draft Job' }).click();
    await page().waitForURL(`${HOST_URL}/jobs?status=draft`);
    expect(await page().getByLabel('Job status').inputValue()).toBe('draft');
    const row = jobRow('Clinic booking site');
    await row.getByText('Draft Job').waitFor();
    await row.getByRole('link', { name: 'Edit Clinic booking site' }).click();

    await page().getByRole('heading', { level: 1, name: 'Edit Job' }).waitFor();
    expect(await page().title()).toBe('Edit Job | TalentIndia');
    const budget = page().getByLabel('Budget (USD)');
    expect(await budget.inputValue()).toBe('1500');
    await budget.fill('1750.50');
    expect(await axeViolations(page())).toEqual([]);
    await page().getByRole('button', { name: 'Publish Job' }).click();
    await expectToast('Job posted successfully!');
    await page().waitForURL(`${HOST_URL}/jobs/${id}`);
    expect(await storedJob(account, id)).toMatchObject({
      status: 'open',
      budget: { currency: 'USD', amount: 175050 },
    });

    // Published, it is no longer editable.
    await page().goto(`${HOST_URL}/jobs/${id}/edit`);
    await page().getByRole('alert').filter({ hasText: 'Only a draft can be edited.' }).waitFor();
    expect(await page().getByRole('form', { name: 'Job details' }).count()).toBe(0);
  });

  it('saves a draft with only a title, lists it, and asks for the rest when it is published (issue 17 §4)', async () => {
    const account = await signIn(page());
    await page().goto(`${HOST_URL}/jobs/new`);
    await page().getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
    await page().getByLabel('Job title').fill('Bakery ordering app');
    await page().getByRole('button', { name: 'Save as Draft' }).click();
    await expectToast('Draft saved successfully!');
    await page().waitForURL(/\/jobs\/\d+\/edit$/);
    const id = Number(new URL(page().url()).pathname.split('/')[2]);
    expect(await storedJob(account, id)).toMatchObject({ status: 'draft', type: null, budget: null, skills: [] });

    await openJobs();
    const row = jobRow('Bakery ordering app');
    await row.getByText('Draft Job').waitFor();
    await row.getByRole('link', { name: 'Bakery ordering app', exact: true }).click();
    await page().waitForURL(`${HOST_URL}/jobs/${id}`);
    await page().getByText('No description yet.').waitFor();

    // Published from its page: the api names what is missing, and nothing changes.
    await page().getByRole('button', { name: 'Publish Job' }).click();
    const dialog = page().getByRole('dialog', { name: 'Finish your draft' });
    await dialog.getByRole('listitem').filter({ hasText: 'Job description is required' }).waitFor();
    const missing = await dialog
      .getByRole('list', { name: 'Missing to publish' })
      .getByRole('listitem')
      .allTextContents();
    expect(missing).toEqual([
      'Job description is required',
      'Job type is required',
      'Add at least one skill',
      'Developer type is required',
      'Experience level is required',
      'Project duration is required',
    ]);
    expect(await axeViolations(page())).toEqual([]);
    expect((await storedJob(account, id)).status).toBe('draft');

    // In its editor, Publish Job marks each field still to fill in.
    await dialog.getByRole('link', { name: 'Edit Job' }).click();
    await page().waitForURL(`${HOST_URL}/jobs/${id}/edit`);
    await page().getByRole('heading', { level: 1, name: 'Edit Job' }).waitFor();
    expect(await page().getByLabel('Job title').inputValue()).toBe('Bakery ordering app');
    await page().getByRole('button', { name: 'Publish Job' }).click();
    await page().getByText('Job description is required').waitFor();
    await page().getByText('Add at least one skill').waitFor();
    expect(await page().evaluate(() => document.activeElement?.getAttribute('name'))).toBe('description');
    expect((await storedJob(account, id)).status).toBe('draft');
  });

  it('shows the 404 page for another client’s draft', async () => {
    const other = await createAccount('Meera');
    const id = await postJob(other, listedJob({ title: 'Someone else’s draft', publish: false }));
    await signIn(page());
    await page().goto(`${HOST_URL}/jobs/${id}/edit`);
    await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});

describe('All Jobs', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createAccount('Kavya');
    await postJob(account, listedJob({ title: 'Flutter clinic app', publish: false }));
    await postJob(account, listedJob({ title: 'Laravel shop rebuild', type: 'fixed' }));
    await postJob(account, listedJob({ title: 'React dashboard', type: 'hourly' }));
  });

  it('keeps its filters in the URL: on reload and in a shared link', async () => {
    await signIn(page(), account);
    await openJobs();
    await expectTitles(['React dashboard', 'Laravel shop rebuild', 'Flutter clinic app']);

    await page().getByLabel('Job type').selectOption({ label: 'Hourly' });
    await expectTitles(['React dashboard', 'Flutter clinic app']);
    await page().getByLabel('Job status').selectOption({ label: 'Open Job' });
    await expectTitles(['React dashboard']);
    expect(new URL(page().url()).search).toBe('?type=hourly&status=open');

    await page().reload();
    await page().getByRole('heading', { level: 1, name: 'All Jobs' }).waitFor();
    await expectTitles(['React dashboard']);
    expect(await page().getByLabel('Job type').inputValue()).toBe('hourly');
    expect(await page().getByLabel('Job status').inputValue()).toBe('open');

    // The same link, opened in another tab.
    const shared = await page().context().newPage();
    await openJobs('?type=hourly&status=open', shared);
    await expectTitles(['React dashboard'], shared);
    expect(await shared.getByLabel('Job status').inputValue()).toBe('open');
    await shared.close();

    await page().getByRole('button', { name: 'Clear Filter' }).click();
    await expectTitles(['React dashboard', 'Laravel shop rebuild', 'Flutter clinic app']);
    expect(new URL(page().url()).search).toBe('');
  });

  it('searches job posts on the server, each word as a prefix', async () => {
    await signIn(page(), account);
    await openJobs();
    await expectTitles(['React dashboard', 'Laravel shop rebuild', 'Flutter clinic app']);
    await page().getByRole('searchbox', { name: 'Search Job Post' }).fill('flut cli');
    await expectTitles(['Flutter clinic app']);
    expect(new URL(page().url()).searchParams.get('q')).toBe('flut cli');

    await page().getByRole('searchbox', { name: 'Search Job Post' }).fill('nothing like this');
    await page().getByText('No jobs match your search and filters.').waitFor();
  });

  it('opens My Jobs › Completed Job as the list of closed jobs', async () => {
    await signIn(page(), account);
    await page().goto(`${HOST_URL}/jobs/completed`);
    await page().waitForURL(`${HOST_URL}/jobs?status=closed`);
    await page().getByText('No jobs match your search and filters.').waitFor();
  });

  it('pages with Load More until "No more jobs found.", and passes axe', async () => {
    const many = await createAccount('Rohan');
    for (let index = 1; index <= 23; index += 1) {
      await postJob(
        many,
        listedJob({
          title: `Job post ${String(index).padStart(2, '0')}`,
          type: index % 2 ? 'hourly' : 'fixed',
        }),
      );
    }
    await signIn(page(), many);
    await openJobs();
    await jobRow('Job post 23').waitFor();
    expect(await jobList().getByRole('listitem').count()).toBe(10);
    await page().getByRole('status').filter({ hasText: 'Showing 10 of 23 jobs' }).waitFor();
    expect(await page().getByText('No more jobs found.').count()).toBe(0);
    expect(await axeViolations(page())).toEqual([]);

    await page().getByRole('button', { name: 'Load More' }).click();
    await jobRow('Job post 04').waitFor();
    expect(await jobList().getByRole('listitem').count()).toBe(20);
    // The keyboard carries on at the first job the page brought.
    expect(await page().evaluate(() => document.activeElement?.textContent)).toBe('Job post 13');

    await page().getByRole('button', { name: 'Load More' }).click();
    await page().getByText('No more jobs found.').waitFor();
    expect(await jobList().getByRole('listitem').count()).toBe(23);
    expect(await page().getByRole('button', { name: 'Load More' }).count()).toBe(0);
  });

  it('links to Find Freelancers and Post a Job', async () => {
    await signIn(page(), account);
    await openJobs();
    expect(await page().getByRole('link', { name: 'Find Freelancers' }).getAttribute('href')).toBe('/freelancers');
    expect(await page().getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/jobs/new');
  });
});

describe('accessibility', () => {
  it('has no axe violations on /jobs (empty), /jobs/new and /jobs/:id/edit', async () => {
    const account = await signIn(page());
    await openJobs();
    await page().getByText('You have not posted a job yet.', { exact: false }).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    await page().goto(`${HOST_URL}/jobs/new`);
    await page().getByRole('form', { name: 'Job details' }).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    const id = await postJob(account, listedJob({ title: 'Accessible draft', type: 'fixed', publish: false }));
    await page().goto(`${HOST_URL}/jobs/${id}/edit`);
    await page().getByRole('form', { name: 'Job details' }).waitFor();
    expect(await page().getByLabel('Job title').inputValue()).toBe('Accessible draft');
    expect(await axeViolations(page())).toEqual([]);
  });
});
