// Freelancers (issue 10 §2): the public Find Talent lists, the signed-in directory and profile, on the
// real api with its demo freelancers.
import type { Page } from 'playwright-core';
import {
  API_URL,
  axeViolations,
  HOST_URL,
  signIn,
  STRONG_PASSWORD,
  uniqueEmail,
  withPagePerTest,
  type TestAccount,
} from '../support/browser';

const page = withPagePerTest();

// The fields of the api's answers these tests read (shared/contracts' freelancers.ts has the whole shape).
interface Money {
  currency: string;
  amount: number;
}
interface FreelancerCard {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  skills: string[];
}
interface Period {
  started_at: string;
  ended_at: string | null;
}
interface FreelancerProfile extends FreelancerCard {
  image: string | null;
  city: string;
  state: string;
  country: string;
  hourly_rate: Money;
  identity_verified: boolean;
  total_earning: Money;
  total_jobs: number;
  hours_per_week: number;
  languages: { name: string; fluency: string }[];
  employments: (Period & { title: string; company_name: string })[];
  educations: (Period & { institution_name: string; degree: string })[];
  portfolio: { title: string }[];
}

const money = ({ currency, amount }: Money) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
const month = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));

/** The public directory's cards, as the api answers a visitor. */
async function publicFreelancers(query: Record<string, string>): Promise<FreelancerCard[]> {
  const response = await fetch(`${API_URL}/freelancers?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: FreelancerCard[] }).data;
}

async function profileOf(account: TestAccount, id: number): Promise<FreelancerProfile> {
  const response = await fetch(`${API_URL}/freelancers/${id}`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: FreelancerProfile }).data;
}

/** Waits until every skeleton and placeholder of the page has given way to its data. */
async function loaded(target: Page = page()) {
  await target.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** What the profile shows beside a term ("Total Jobs" → "3"). */
const shownFor = (term: string) => page().locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Every §2 field of the profile on screen, as the api has them. */
async function expectProfile(profile: FreelancerProfile) {
  const name = `${profile.first_name} ${profile.last_name}`;
  await page().getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  expect(await page().title()).toBe('Profile | TalentIndia');
  const summary = page().getByRole('region', { name });
  await summary.waitFor();
  if (profile.image) expect(await summary.locator('img').getAttribute('src')).toBe(profile.image);
  const summaryText = await summary.innerText();
  expect(summaryText).toContain(profile.title);
  expect(summaryText).toContain(`${profile.city}, ${profile.state}, ${profile.country}`);
  expect(summaryText).toContain(`${money(profile.hourly_rate)}/hr`);
  expect(summaryText.includes('ID: Verified')).toBe(profile.identity_verified);
  expect(await summary.getByRole('link', { name: 'Hire' }).getAttribute('href')).toBe(
    `/freelancers/${profile.id}/hire`,
  );

  const about = page().getByRole('region', { name: 'About' });
  expect(await about.getByRole('list', { name: 'Skills' }).getByRole('listitem').allInnerTexts()).toEqual(
    profile.skills,
  );
  expect(await shownFor('Total Earnings').innerText()).toBe(money(profile.total_earning));
  expect(await shownFor('Total Jobs').innerText()).toBe(String(profile.total_jobs));
  expect(await shownFor('Hours per week').innerText()).toBe(`${profile.hours_per_week} hrs/week`);
  for (const language of profile.languages) expect(await shownFor(language.name).innerText()).toBe(language.fluency);

  const employments = await page()
    .getByRole('region', { name: 'Employment History' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(employments).toHaveLength(profile.employments.length);
  profile.employments.forEach((employment, index) => {
    expect(employments[index]).toContain(employment.title);
    expect(employments[index]).toContain(employment.company_name);
    expect(employments[index]).toContain(
      `${month(employment.started_at)} – ${employment.ended_at ? month(employment.ended_at) : 'Present'}`,
    );
  });
  const educations = await page().getByRole('region', { name: 'Education' }).getByRole('listitem').allInnerTexts();
  expect(educations).toHaveLength(profile.educations.length);
  profile.educations.forEach((education, index) => {
    expect(educations[index]).toContain(education.institution_name);
    expect(educations[index]).toContain(education.degree);
  });
  for (const item of profile.portfolio) {
    await page().getByRole('region', { name: 'Portfolio' }).getByRole('heading', { name: item.title }).waitFor();
  }
  const history = page().getByRole('region', { name: 'Work History' });
  expect(await history.getByRole('tab').allInnerTexts()).toEqual(['Completed Jobs', 'In Progress']);
  await page().getByRole('region', { name: 'Reviews' }).waitFor();
}

describe('Find Talent pages', () => {
  it('show a visitor real freelancers of the type; a click on one leads to sign-up, and then to that profile', async () => {
    const expected = await publicFreelancers({ type: 'mobile', per_page: '6' });
    expect(expected.length).toBeGreaterThan(0);
    await page().goto(`${HOST_URL}/services/mobile-app-development`);
    const list = page().getByRole('list', { name: 'Meet our Mobile App Developers' });
    await list.waitFor();
    const names = await list.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names).toEqual(expected.map((card) => `${card.first_name} ${card.last_name}`));
    expect(await list.getByRole('listitem').first().innerText()).toContain(expected[0]!.title);

    await list.getByRole('link', { name: names[0] }).click();
    await page()
      .getByRole('heading', { level: 1, name: /Create your account/ })
      .waitFor();
    expect(new URL(page().url()).pathname).toBe('/signup');

    // Signing up opens the freelancer the visitor chose (issue 17 §4), not the dashboard.
    const email = uniqueEmail('find-talent');
    for (const [label, value] of Object.entries({
      'First name': 'Kavya',
      'Last name': 'Nair',
      Email: email,
      Password: STRONG_PASSWORD,
      'Confirm password': STRONG_PASSWORD,
    }))
      await page().getByLabel(label, { exact: true }).fill(value);
    await page().getByRole('button', { name: 'Create Account' }).click();
    await page().waitForURL(`${HOST_URL}/freelancers/${expected[0]!.id}`);
    await page().getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page().getByRole('region', { name: names[0] }).waitFor();
  });

  it('lead a signed-in client to the profile, with every field of the freelancer', async () => {
    const account = await signIn(page());
    const [first] = await publicFreelancers({ type: 'full_stack', per_page: '6' });
    await page().goto(`${HOST_URL}/services/full-stack-development`);
    const list = page().getByRole('list', { name: 'Meet our Full Stack Developers' });
    await list.getByRole('link', { name: `${first!.first_name} ${first!.last_name}` }).click();
    await page().waitForURL(`${HOST_URL}/freelancers/${first!.id}`);
    await expectProfile(await profileOf(account, first!.id));
  });

  it('have no accessibility violations once the list is shown', async () => {
    await page().goto(`${HOST_URL}/services/web-development`);
    await page().getByRole('list', { name: 'Meet our Web Developers' }).waitFor();
    expect(await axeViolations(page())).toEqual([]);
  });
});

describe('Find Freelancers (/freelancers)', () => {
  it('searches with filters that stay in the address through a reload, and opens a profile', async () => {
    const account = await signIn(page());
    const [sample] = await publicFreelancers({ type: 'mobile' });
    const skill = sample!.skills[0]!;
    const expected = await publicFreelancers({ type: 'mobile', skills: skill, max_rate: '80' });

    await page().goto(`${HOST_URL}/freelancers`);
    await page().getByRole('heading', { level: 1, name: 'Find Freelancers' }).waitFor();
    await page()
      .getByRole('status')
      .filter({ hasText: /freelancers? found/ })
      .waitFor();
    await page().getByRole('combobox', { name: 'Developer type' }).selectOption({ label: 'Mobile App Developer' });
    await page().getByRole('textbox', { name: 'Skills' }).fill(skill);
    await page().getByRole('textbox', { name: 'Maximum rate ($/hr)' }).fill('80');
    await page().getByRole('textbox', { name: 'Maximum rate ($/hr)' }).press('Enter');
    await page().waitForURL((url) => url.searchParams.get('max_rate') === '80' && url.searchParams.has('skills'));
    const url = new URL(page().url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'mobile', skills: skill, max_rate: '80' });

    const names = () =>
      page().getByRole('list', { name: 'Freelancers' }).getByRole('heading', { level: 2 }).allInnerTexts();
    const expectedNames = expected.map((card) => `${card.first_name} ${card.last_name}`);
    await page().waitForFunction(
      (count) => document.querySelectorAll('[aria-label="Freelancers"] h2').length === count,
      expectedNames.length,
    );
    await loaded();
    expect(await names()).toEqual(expectedNames);

    await page().reload();
    await page().getByRole('list', { name: 'Freelancers' }).waitFor();
    await loaded();
    expect(await page().getByRole('combobox', { name: 'Developer type' }).inputValue()).toBe('mobile');
    expect(await page().getByRole('textbox', { name: 'Skills' }).inputValue()).toBe(skill);
    expect(await page().getByRole('textbox', { name: 'Maximum rate ($/hr)' }).inputValue()).toBe('80');
    expect(await names()).toEqual(expectedNames);

    await page().getByRole('link', { name: expectedNames[0] }).click();
    await page().waitForURL(`${HOST_URL}/freelancers/${expected[0]!.id}`);
    await expectProfile(await profileOf(account, expected[0]!.id));
  });

  it('pages through the freelancers', async () => {
    await signIn(page());
    await page().goto(`${HOST_URL}/freelancers`);
    const pagination = page().getByRole('navigation', { name: 'Pagination' });
    await pagination.getByText(/^Page 1 of \d+$/).waitFor();
    const firstPage = await page().getByRole('list', { name: 'Freelancers' }).getByRole('heading').allInnerTexts();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await pagination.getByText(/^Page 2 of \d+$/).waitFor();
    expect(new URL(page().url()).searchParams.get('page')).toBe('2');
    await loaded();
    const secondPage = await page().getByRole('list', { name: 'Freelancers' }).getByRole('heading').allInnerTexts();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
  });

  it('has no accessibility violations', async () => {
    await signIn(page());
    await page().goto(`${HOST_URL}/freelancers?type=web`);
    await page().getByRole('list', { name: 'Freelancers' }).waitFor();
    await loaded();
    expect(await axeViolations(page())).toEqual([]);
  });
});

describe('the profile', () => {
  it('is also at /freelancer/profile?id=', async () => {
    const account = await signIn(page());
    const [first] = await publicFreelancers({ type: 'front_end' });
    await page().goto(`${HOST_URL}/freelancer/profile?id=${first!.id}`);
    await expectProfile(await profileOf(account, first!.id));
  });

  it.each(['/freelancers/999999', '/freelancers/not-a-number', '/freelancer/profile'])(
    'shows "Page Not Found" for %s',
    async (path) => {
      await signIn(page());
      await page().goto(`${HOST_URL}${path}`);
      await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(await page().title()).toBe('Page Not Found | TalentIndia');
    },
  );

  it('has no accessibility violations, on either tab', async () => {
    await signIn(page());
    const [first] = await publicFreelancers({});
    await page().goto(`${HOST_URL}/freelancers/${first!.id}`);
    await page().getByRole('region', { name: 'Work History' }).waitFor();
    await loaded();
    expect(await axeViolations(page())).toEqual([]);
    await page().getByRole('tab', { name: 'In Progress' }).click();
    await loaded();
    expect(await axeViolations(page())).toEqual([]);
  });
});
