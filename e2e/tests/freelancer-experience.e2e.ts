import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, newPage, signIn, withBrowser, type TestAccount } from '../support/browser';
import { callApiAs, DEMO_FREELANCER_PASSWORD } from '../support/freelancer';

/**
 * Issue 18 §1, outside the messages page: a freelancer signs in in the browser and lands on Messages,
 * the clients' pages tell them so plainly, a client opens a conversation from a freelancer's profile,
 * and the unread count stays on the narrow header's menu button. Demo freelancers far down the
 * README's list, so that the other files' freelancers (the first eight) are left alone.
 */
const browser = withBrowser();

/** What the api answers a freelancer on a client's route (CLIENTS_ONLY_REFUSAL). */
const CLIENTS_ONLY_REFUSAL = 'Only client accounts can do this.';

const BROWSING_FREELANCER = 'ojaswini.arora.30@freelancers.talentindia.dev';
const MESSAGED_FREELANCER = { email: 'aagam.saini.31@freelancers.talentindia.dev', name: 'Aagam Saini' };

async function logInInTheBrowser(page: Page, email: string, password: string) {
  await page.goto(`${HOST_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A demo freelancer's session through `POST /login`, as their own app would sign in. */
async function freelancerToken(email: string): Promise<string> {
  const response = await fetch(`${API_URL}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_FREELANCER_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The directory's id of a freelancer, found by name as a visitor finds them. */
async function freelancerId(name: string): Promise<number> {
  const response = await fetch(`${API_URL}/freelancers?${new URLSearchParams({ q: name })}`);
  const { data } = (await response.json()) as { data: { id: number; first_name: string; last_name: string }[] };
  const found = data.find((card) => `${card.first_name} ${card.last_name}` === name);
  if (!found) throw new Error(`no freelancer named ${name} in the directory`);
  return found.id;
}

describe('a freelancer in the browser (issue 18)', () => {
  it('signs in and lands on Messages, with a header of their own and no footer', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await logInInTheBrowser(page, BROWSING_FREELANCER, DEMO_FREELANCER_PASSWORD);

    await page.waitForURL(`${HOST_URL}/messages`);
    const header = page.getByRole('banner');
    const mainNav = header.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: /^Messages/ }).waitFor();
    expect(await mainNav.getByRole('button', { name: 'My Jobs' }).count()).toBe(0);
    expect(await mainNav.getByRole('button', { name: 'Reports' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'TalentIndia' }).getAttribute('href')).toBe('/messages');
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('freelancer');
    // Spec §2: the chat page has no footer, not even the copyright line.
    await page.locator('#main-content').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is told plainly that the dashboard and the jobs are for clients, with no error, and led to Messages', async () => {
    const { page, context } = await newPage(browser());
    await logInInTheBrowser(page, BROWSING_FREELANCER, DEMO_FREELANCER_PASSWORD);
    await page.waitForURL(`${HOST_URL}/messages`);

    for (const path of ['/dashboard', '/jobs', '/reports/transaction-history']) {
      await page.goto(`${HOST_URL}${path}`);
      await page.getByRole('heading', { level: 1, name: 'This page is for clients' }).waitFor();
      expect(await page.getByText('As a freelancer, you work with your clients in Messages.').isVisible()).toBe(true);
      expect(await page.title()).toBe('This page is for clients | TalentIndia');
      // The api's 403 is never asked for, so never shown.
      expect(await page.getByText(CLIENTS_ONLY_REFUSAL).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    }

    await page.getByRole('link', { name: 'Go to Messages' }).click();
    await page.waitForURL(`${HOST_URL}/messages`);
    await context.close();
  });
});

describe('a client’s way into a conversation (issue 18)', () => {
  let client: TestAccount;
  let threadId: number;

  it('opens the conversation from Message on a freelancer’s profile', async () => {
    const id = await freelancerId(MESSAGED_FREELANCER.name);
    const { page, context, pageErrors } = await newPage(browser());
    client = await signIn(page);
    await page.goto(`${HOST_URL}/freelancers/${id}`);
    const summary = page.getByRole('region', { name: MESSAGED_FREELANCER.name });
    await summary.getByRole('link', { name: 'Hire' }).waitFor();

    await summary.getByRole('button', { name: 'Message' }).click();

    await page.waitForURL(/\/messages\?thread=\d+$/);
    threadId = Number(new URL(page.url()).searchParams.get('thread'));
    // The thread is the client's, with this freelancer: the api says so to its participant.
    const { data } = await callApiAs<{ data: { counterpart: { id: number } } }>(
      client.accessToken,
      'GET',
      `/threads/${threadId}`,
    );
    expect(data.counterpart.id).toBe(id);
    // The messages page itself (another part of the issue) loads in place of the remote's fallback.
    await page.locator('#main-content').waitFor();
    expect(await page.getByText(/could not load/i).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the unread count on the menu button and beside Messages in the menu at 390 px', async () => {
    const token = await freelancerToken(MESSAGED_FREELANCER.email);
    await callApiAs(token, 'POST', `/threads/${threadId}/messages`, {
      body: { body: 'Hello! Happy to talk about your project.' },
      expect: 201,
    });

    const { page, context } = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, client);
    await page.goto(`${HOST_URL}/dashboard`);

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu, 1 unread message' });
    await toggle.waitFor();
    expect(await toggle.textContent()).toBe('1');
    await toggle.click();
    const messages = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Messages (1 unread)' });
    expect(await messages.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
