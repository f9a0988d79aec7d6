import { createAccount, remoteUrl, withPagePerTest } from '../support/browser';

const page = withPagePerTest();

describe('remote-settings on its own (QA, `npm run standalone -- settings`)', () => {
  it('sends a visitor to its QA shell, logs in against the real api and shows the real profile', async () => {
    const account = await createAccount('Meera');
    await page().goto(`${remoteUrl('settings')}/settings/profile`);
    // Without a session the signed-in pages send the visitor to the shell's home.
    await page().getByRole('heading', { level: 1, name: 'The settings remote, on its own' }).waitFor();

    const login = page().getByRole('form', { name: 'QA login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page().getByRole('button', { name: 'Log out' }).or(page().getByRole('alert')).first().waitFor();
    expect(await page().getByRole('alert').allTextContents()).toEqual([]);

    await page().getByRole('navigation', { name: 'Remote pages' }).getByRole('link', { name: '/settings' }).click();
    await page().getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor();
    // The profile the api holds for this account, not sample data.
    await page().getByText(account.email).first().waitFor();
    await page().getByText('Meera').first().waitFor();
    await page().waitForFunction((expected) => document.title === expected, 'Profile Details | TalentIndia');

    // The other sections load from the api too.
    await page().getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Email Preference' }).click();
    await page().getByRole('heading', { level: 1, name: 'Email Preference' }).waitFor();
    await page().getByRole('switch', { name: 'Job updates' }).waitFor();
  });
});
