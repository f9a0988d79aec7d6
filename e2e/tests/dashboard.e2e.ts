import type { Locator, Page } from 'playwright-core';
import {
  API_URL,
  axeViolations,
  createAccount,
  HOST_URL,
  latestMail,
  signIn,
  withPagePerTest,
  type TestAccount,
} from '../support/browser';

const page = withPagePerTest();

const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/** The dashboard, once its data is drawn (the page is drawn whole, with its jobs). */
async function openDashboard(target: Page = page()) {
  await target.goto(`${HOST_URL}/dashboard`);
  await target.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await target.getByRole('region', { name: 'Active Jobs' }).waitFor();
}

async function expectToast(text: string) {
  await page().getByRole('status').filter({ hasText: text }).first().waitFor();
}

const creditsCard = (): Locator => page().getByRole('region', { name: 'Claim $1000.00 Credits' });
const task = (name: string): Locator =>
  creditsCard().getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: name });

/** Each task's text as the card shows it ("Verify email addressDone"). */
async function taskStates(): Promise<string[]> {
  return creditsCard().getByRole('list', { name: 'Tasks' }).getByRole('listitem').allTextContents();
}

async function claimThroughApi(account: TestAccount) {
  const response = await fetch(`${API_URL}/credits/claim`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('/dashboard: the $1000.00 credits', () => {
  it('ticks the three tasks as a new client does them, then claims once and shows the balance', async () => {
    const account = await createAccount('Ishaan');
    await signIn(page(), account);
    await openDashboard();
    await creditsCard().getByText('0 of 3 done').waitFor();
    expect(await taskStates()).toEqual([
      'Verify email addressTo do',
      'Complete billing detailsTo do',
      'Add payment methodTo do',
    ]);
    expect(await creditsCard().getByRole('button', { name: 'Claim', exact: true }).isDisabled()).toBe(true);
    // The api refuses too: the button is not the only guard.
    expect(await claimThroughApi(account)).toEqual({
      status: 422,
      body: expect.objectContaining({ message: 'Complete the three tasks to claim your credits.' }),
    });
    await page().getByRole('region', { name: 'Active Jobs' }).getByText('No active jobs yet.').waitFor();
    expect(await axeViolations(page())).toEqual([]);

    // 1. The link mailed at sign-up verifies the address.
    const mail = await latestMail(account.email);
    const link = /http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    await page().goto(link!);
    await page().getByText('Your email address has been verified.').waitFor();
    await openDashboard();
    await task('Verify email address').getByText('Done').waitFor();
    await creditsCard().getByText('1 of 3 done').waitFor();

    // 2. Billing details, from the task's own link.
    await task('Complete billing details').getByRole('link').click();
    await page().getByRole('heading', { level: 1, name: 'Billing Details' }).waitFor();
    await page().getByLabel('Account type').selectOption({ label: 'Individual' });
    await page().getByLabel('Full name').fill('Ishaan Rao');
    await page().getByLabel('Address 1').fill('12 MG Road');
    await page().getByRole('combobox', { name: 'Country' }).fill('ind');
    await page().getByRole('option', { name: 'India', exact: true }).click();
    await page().getByRole('combobox', { name: /State/ }).fill('karna');
    await page().getByRole('option', { name: 'Karnataka' }).click();
    await page().getByLabel('City').fill('Bengaluru');
    await page()
      .getByLabel(/Pincode|Postcode/)
      .fill('560001');
    await page().getByRole('button', { name: 'Update Details' }).click();
    await expectToast('Billing Updated Successfully!');
    // Back to the dashboard in the app (no reload): the tasks are read again, not taken from the cache.
    await page().goBack();
    await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await task('Complete billing details').getByText('Done').waitFor();
    await creditsCard().getByText('2 of 3 done').waitFor();
    expect(await creditsCard().getByRole('button', { name: 'Claim', exact: true }).isDisabled()).toBe(true);

    // 3. A card, through the built-in test provider.
    await task('Add payment method').getByRole('link').click();
    await page().getByRole('heading', { level: 1, name: 'Payment Methods' }).waitFor();
    await page().getByRole('button', { name: 'Add New Payment Method' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date (MM / YY)').fill(`12${nextYear}`);
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectToast('Payment method added successfully!');
    await dialog.waitFor({ state: 'detached' });
    await page().goBack();
    await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await creditsCard().getByText('3 of 3 done').waitFor();
    expect(await taskStates()).toEqual([
      'Verify email addressDone',
      'Complete billing detailsDone',
      'Add payment methodDone',
    ]);

    // The claim: a toast, and the card shows the balance instead of the tasks.
    await creditsCard().getByRole('button', { name: 'Claim', exact: true }).click();
    await expectToast('$1000.00 credits added to your account!');
    const claimed = page().getByRole('region', { name: 'Credits claimed' });
    await claimed.getByText('$1,000.00').waitFor();
    expect(await claimed.textContent()).toContain('Available credits $1,000.00');
    expect(await page().getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0);
    expect(await axeViolations(page())).toEqual([]);

    // A second claim is impossible: the page no longer offers it, and the api refuses it.
    expect(await claimThroughApi(account)).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'You have already claimed your $1000.00 credits.' }),
    });
    await page().reload();
    await page().getByRole('region', { name: 'Credits claimed' }).getByText('$1,000.00').waitFor();
    expect(await page().getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0);

    // The same balance where the cards are: one ledger, not a figure of the dashboard's own.
    await claimed.getByRole('link', { name: 'View Credit History' }).waitFor();
    await page().goto(`${HOST_URL}/settings/payment-methods`);
    await page().getByRole('region', { name: 'Available Credits' }).getByText('$1,000.00').waitFor();
  });
});

describe('/dashboard: Help and Support', () => {
  it('sends a support request: a toast, and its notification in the bell', async () => {
    const account = await signIn(page());
    await openDashboard();
    const help = page().getByRole('region', { name: 'Help and Support' });
    expect(await help.textContent()).toContain('$10/hour');
    await help.getByRole('button', { name: 'Raise an issue' }).click();
    const dialog = page().getByRole('dialog', { name: 'Raise an issue' });
    await dialog.getByLabel('Subject').waitFor();
    // Nothing typed: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Subject is required').waitFor();
    await dialog.getByText('Details are required').waitFor();
    expect(await axeViolations(page())).toEqual([]);

    await dialog.getByLabel('Subject').fill('Invoice for November');
    await dialog.getByLabel('Details').fill('The invoice for my November payment is not in my account.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expectToast('Request sent. Our team will reply by email within one business day.');
    await dialog.waitFor({ state: 'detached' });

    // The bell shows it at once (the page refreshes the navigation after the request).
    await page().getByRole('button', { name: 'Notifications, some unseen' }).click();
    await page()
      .getByRole('banner')
      .getByText(/Invoice for November/)
      .waitFor();
    // And the confirmation mail went out.
    expect((await latestMail(account.email)).text).toContain('Invoice for November');

    // "Hire an expert" sends its own kind of request.
    await page().keyboard.press('Escape');
    await help.getByRole('button', { name: 'Hire an expert' }).click();
    const expert = page().getByRole('dialog', { name: 'Hire an expert' });
    await expert.getByLabel('Subject').fill('Help me scope a mobile app');
    await expert.getByLabel('Details').fill('A booking app for yoga studios; I need help writing the job post.');
    await expert.getByRole('button', { name: 'Send request' }).click();
    await expectToast('Request sent. Our team will reply by email within one business day.');
    await expert.waitFor({ state: 'detached' });
    expect((await latestMail(account.email)).text).toContain('$10');
  });
});

describe('/dashboard: Resources and FAQ', () => {
  it('opens one FAQ answer at a time, with no accessibility violations', async () => {
    await signIn(page());
    await openDashboard();
    const faq = page().getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    expect(await questions.count()).toBe(7);
    const expanded = () => faq.locator('button[aria-expanded="true"]').count();
    expect(await expanded()).toBe(0);

    await questions.nth(0).click();
    await faq.getByText('Complete the three tasks on the credits card').waitFor();
    expect(await expanded()).toBe(1);
    await questions.nth(4).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(4).getAttribute('aria-expanded')).toBe('true');
    expect(await faq.getByText('Complete the three tasks on the credits card').isVisible()).toBe(false);
    expect(await expanded()).toBe(1);
    expect(await axeViolations(page())).toEqual([]);
    await questions.nth(4).click();
    expect(await expanded()).toBe(0);
  });

  it('links to real blog articles and guides', async () => {
    await signIn(page());
    await openDashboard();
    const resources = page().getByRole('region', { name: 'Resources' });
    const blog = resources.getByRole('list', { name: 'From the blog' }).getByRole('link');
    const titles = await blog.allTextContents();
    expect(titles).toHaveLength(4);
    for (const title of titles) {
      await page().getByRole('region', { name: 'Resources' }).getByRole('link', { name: title }).click();
      await page().getByRole('heading', { level: 1, name: title }).waitFor();
      await page().goBack();
      await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    }
    const guides = resources.getByRole('list', { name: 'Guides by developer type' }).getByRole('link');
    expect(await guides.count()).toBe(4);
    await guides.first().click();
    await page().waitForURL(`${HOST_URL}/services/full-stack-development`);
    await page().getByRole('heading', { level: 1 }).waitFor();
    expect(await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).count()).toBe(0);
  });
});
