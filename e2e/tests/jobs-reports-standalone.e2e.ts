import { createAccount, remoteUrl, withPagePerTest } from '../support/browser';

const page = withPagePerTest();

describe('remote-jobs-reports on its own (QA, `npm run standalone -- jobs-reports`)', () => {
  it('sends a visitor to its QA shell, logs in against the real api and shows the real dashboard', async () => {
    const account = await createAccount('Rohan');
    await page().goto(`${remoteUrl('jobsReports')}/dashboard`);
    // Without a session the signed-in pages send the visitor to the shell's home.
    await page().getByRole('heading', { level: 1, name: 'The jobs-reports remote, on its own' }).waitFor();

    const login = page().getByRole('form', { name: 'QA login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page().getByRole('button', { name: 'Log out' }).or(page().getByRole('alert')).first().waitFor();
    expect(await page().getByRole('alert').allTextContents()).toEqual([]);

    await page().getByRole('navigation', { name: 'Remote pages' }).getByRole('link', { name: '/dashboard' }).click();
    await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page().waitForFunction((expected) => document.title === expected, 'Dashboard | TalentIndia');
    // The account's own state from GET /dashboard, not sample data: a new client has done no task.
    await page().getByText('Welcome back, Rohan.').waitFor();
    const credits = page().getByRole('region', { name: 'Claim $1000.00 Credits' });
    await credits.getByText('0 of 3 done').waitFor();
    expect(await credits.getByRole('button', { name: 'Claim', exact: true }).isDisabled()).toBe(true);
    await page().getByRole('region', { name: 'Active Jobs' }).getByText('No active jobs yet.').waitFor();

    // Writes work too: a support request is sent with the session's token and confirmed.
    await page().getByRole('button', { name: 'Raise an issue' }).click();
    const dialog = page().getByRole('dialog', { name: 'Raise an issue' });
    await dialog.getByLabel('Subject').fill('Standalone check');
    await dialog.getByLabel('Details').fill('Sent from the QA shell of the jobs and reports remote.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page()
      .getByRole('status')
      .filter({ hasText: 'Request sent. Our team will reply by email within one business day.' })
      .first()
      .waitFor();
  });
});
