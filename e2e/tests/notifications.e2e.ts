import type { Page } from 'playwright-core';
import { API_URL, axeViolations, HOST_URL, signIn, withPagePerTest, type TestAccount } from '../support/browser';

const currentPage = withPagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

type NotificationType = 'simple' | 'warning' | 'error' | 'payment' | 'milestone';

/** Raises a notification for the account through the api's dev endpoint (DEV_OUTBOX=1 in the harness). */
async function notify(account: TestAccount, type: NotificationType, description: string, action: string, seen = false) {
  const response = await fetch(`${API_URL}/dev/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, type, description, action, seen }),
  });
  if (response.status !== 201) throw new Error(`notify failed: ${response.status} ${await response.text()}`);
}

async function serverList(account: TestAccount, pageNumber = 1) {
  const response = await fetch(`${API_URL}/notifications?page=${pageNumber}`, {
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  return ((await response.json()) as { data: { id: number; seen: number }[] }).data;
}

const items = () => page.getByRole('main').getByRole('listitem');

describe('the bell', () => {
  it('goes straight to /notifications when there are none', async () => {
    await signIn(page);
    await page.goto(`${HOST_URL}/dashboard`);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByText('No notifications found.').waitFor();
  });

  it('shows the unseen icon and a dropdown of the first three, closing on an outside click', async () => {
    const account = await signIn(page);
    await notify(account, 'payment', 'Payment one', '/reports/transaction-history', true);
    await notify(account, 'simple', 'Second item', '/settings/profile');
    await notify(account, 'warning', 'Third item', '/settings/billing');
    await notify(account, 'milestone', 'Newest <strong>milestone</strong>', '/jobs');
    await page.goto(`${HOST_URL}/dashboard`);
    const bell = page.getByRole('button', { name: 'Notifications, some unseen' });
    await bell.click();
    const dropdown = page.getByRole('banner').getByRole('link', { name: 'View all notifications' });
    await dropdown.waitFor();
    const banner = page.getByRole('banner');
    await banner.getByText('Newest milestone').waitFor();
    await banner.getByText('Third item').waitFor();
    await banner.getByText('Second item').waitFor();
    expect(await banner.getByText('Payment one').count()).toBe(0);

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
    await dropdown.waitFor({ state: 'detached' });

    await bell.click();
    await banner.getByText('Newest milestone').click();
    await page.getByRole('heading', { level: 1, name: 'All Jobs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/jobs');
  });
});

describe('/notifications', () => {
  it('pages with Load More, merges without duplicates, highlights unseen and navigates on click', async () => {
    const account = await signIn(page);
    for (let index = 1; index <= 12; index += 1) {
      await notify(account, 'simple', `Update number ${index}`, '/settings/profile', index <= 2);
    }
    await page.goto(`${HOST_URL}/notifications`);
    await page.getByText('Update number 12').waitFor();
    expect(await items().count()).toBe(10);
    // A new one arrives between the pages: it must not push a duplicate into the merged list.
    await notify(account, 'error', 'A late arrival', '/settings/payment-methods');
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText('Update number 1', { exact: true }).waitFor();
    const texts = await items().allInnerTexts();
    const numbers = texts.map((text) => /Update number (\d+)/.exec(text)?.[1]).filter(Boolean);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(12);
    expect(await page.getByRole('main').getByText('Unseen').count()).toBeGreaterThanOrEqual(10);

    await page.getByText('Update number 12').click();
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor();
  });

  it('marks all as read with the toast, removes one, then clears all', async () => {
    const account = await signIn(page);
    await notify(account, 'warning', 'Keep me', '/settings/billing');
    await notify(account, 'payment', 'Remove me', '/reports/transaction-history');
    await page.goto(`${HOST_URL}/notifications`);
    await page.getByText('Remove me').waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as seen successfully!').waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
    expect((await serverList(account)).every((item) => item.seen === 1)).toBe(true);

    await items()
      .filter({ hasText: 'Remove me' })
      .getByRole('button', { name: /Remove notification/ })
      .click();
    await page.getByText('Remove me').waitFor({ state: 'detached' });
    expect(await serverList(account)).toHaveLength(1);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByText('No notifications found.').waitFor();
    expect(await serverList(account)).toEqual([]);
  });

  it('renders descriptions as sanitized HTML: no script runs', async () => {
    const account = await signIn(page);
    await notify(
      account,
      'simple',
      'Safe <b>bold</b><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
      '/dashboard',
    );
    await page.goto(`${HOST_URL}/notifications`);
    await page.getByRole('main').getByText('bold').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('has no WCAG 2.2 A/AA violations with items listed', async () => {
    const account = await signIn(page);
    await notify(account, 'milestone', 'Milestone reached', '/jobs');
    await notify(account, 'error', 'Card declined', '/settings/payment-methods', true);
    await page.goto(`${HOST_URL}/notifications`);
    await page.getByText('Milestone reached').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('content pages', () => {
  it("renders the privacy policy from the server's content", async () => {
    await page.goto(`${HOST_URL}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('heading', { name: 'What we collect' }).waitFor();
  });

  it('sanitizes the content before rendering it: a script inside does not run', async () => {
    await page.route(`${API_URL}/privacy-policy`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          success: true,
          data: {
            title: 'Privacy Policy',
            content:
              '<p>Visible text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">link</a>',
            updated_at: new Date().toISOString(),
          },
        }),
      }),
    );
    await page.goto(`${HOST_URL}/privacy-policy`);
    await page.getByText('Visible text').waitFor();
    await page
      .getByRole('main')
      .getByText('link', { exact: true })
      .click()
      .catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main a[href^="javascript:"]').count()).toBe(0);
  });

  it('shows the 404 page when the content cannot be loaded', async () => {
    await page.route(`${API_URL}/terms-and-conditions`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ status: false, message: 'This page does not exist.' }),
      }),
    );
    await page.goto(`${HOST_URL}/terms-and-conditions`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
