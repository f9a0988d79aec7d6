import type { Page, Request } from 'playwright-core';
import {
  API_URL,
  createAccount,
  HOST_URL,
  latestMail,
  signIn,
  STORAGE_KEYS,
  storedValues,
  STRONG_PASSWORD,
  uniqueEmail,
  withPagePerTest,
} from '../support/browser';
import { googleIdToken, stubGoogleIdentityServices } from '../support/google';

const currentPage = withPagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const stored = (keys: string[]) => storedValues(page, keys);

/** Counts the calls the page makes to one api path. */
function countCalls(path: string) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API_URL}${path}` && request.method() === 'POST') calls.push(request);
  });
  return calls;
}

async function onDashboard() {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

async function fillSignup(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value ?? '');
  }
}

describe('a link to a signed-in page, opened signed out (issue 17 §4)', () => {
  it('is kept through the login: the visitor lands on /, logs in and reaches the page asked for', async () => {
    const account = await createAccount('Ishaan');
    await page.goto(`${HOST_URL}/settings/billing?from=mail`);
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${HOST_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing Details' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/settings/billing?from=mail');
  });

  it('is kept through a sign-up, and never leads off the site', async () => {
    await page.goto(`${HOST_URL}/notifications`);
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    await page.goto(`${HOST_URL}/signup`);
    await fillSignup({
      'First name': 'Tara',
      'Last name': 'Bose',
      Email: uniqueEmail('deep-link'),
      Password: STRONG_PASSWORD,
      'Confirm password': STRONG_PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${HOST_URL}/notifications`);

    // A `next` that points elsewhere is ignored: the dashboard, on this site.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${HOST_URL}/signup?next=${encodeURIComponent('//evil.example/login')}`);
    await fillSignup({
      'First name': 'Tara',
      'Last name': 'Bose',
      Email: uniqueEmail('deep-link'),
      Password: STRONG_PASSWORD,
      'Confirm password': STRONG_PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await onDashboard();
  });
});

describe('sign up', () => {
  it('creates an account and lands on /dashboard with the session stored', async () => {
    const email = uniqueEmail('signup');
    await page.goto(`${HOST_URL}/signup`);
    await fillSignup({
      'First name': 'Meera',
      'Last name': 'Iyer',
      Email: email,
      Password: STRONG_PASSWORD,
      'Confirm password': STRONG_PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await onDashboard();
    const session = await stored(STORAGE_KEYS);
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({ first_name: 'Meera', email, isLoggedIn: 'true', isEmailVerified: 'false' });
    await page.getByText('Welcome back, Meera.').waitFor();
  });

  it('shows every validation message, sends nothing while errors exist, and clears an error when its field is edited', async () => {
    const calls = countCalls('/signup');
    await page.goto(`${HOST_URL}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('First name', { exact: true }).fill('M');
    await page.getByText('First name is required').waitFor({ state: 'detached' });
    await page.getByText('Last name is required').waitFor();

    await fillSignup({
      'Last name': 'Iyer',
      Email: 'meera@example',
      Password: 'Secret@123',
      'Confirm password': 'Other@123',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Email address is invalid', { exact: true }).waitFor();
    await page.getByText('Passwords must be same', { exact: true }).waitFor();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the address is taken", async () => {
    const account = await createAccount('Taken');
    await page.goto(`${HOST_URL}/signup`);
    await fillSignup({
      'First name': 'Other',
      'Last name': 'Person',
      Email: account.email.toUpperCase(),
      Password: STRONG_PASSWORD,
      'Confirm password': STRONG_PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('An account with this email already exists. Log in instead.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('links to the terms, the privacy policy and the login page', async () => {
    await page.goto(`${HOST_URL}/signup`);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: /Terms/ }).first().getAttribute('href')).toBe('/terms-and-conditions');
    expect(
      await main
        .getByRole('link', { name: /Privacy/ })
        .first()
        .getAttribute('href'),
    ).toBe('/privacy-policy');
    await main
      .getByRole('link', { name: /Log In/i })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /Log in to TalentIndia/ }).waitFor();
  });
});

describe('log in and log out', () => {
  it('logs in with the demo account and logs out: the token is revoked and the seven keys are gone', async () => {
    await page.goto(`${HOST_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill('demo@talentindia.dev');
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log In' }).click();
    await onDashboard();
    const { accessToken } = await stored(['accessToken']);
    expect(accessToken).toBeTruthy();

    await page.getByRole('button', { name: /Account menu for Demo/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    expect(Object.values(await stored(STORAGE_KEYS))).toEqual(STORAGE_KEYS.map(() => null));
    const afterLogout = await fetch(`${API_URL}/nav`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(afterLogout.status).toBe(401);
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const account = await createAccount();
    await page.goto(`${HOST_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await stored(['accessToken'])).toEqual({ accessToken: null });
  });

  it('shows every login validation message and sends nothing while errors exist', async () => {
    const calls = countCalls('/login');
    await page.goto(`${HOST_URL}/login`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByText('Email is required').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Email address is invalid', { exact: true }).waitFor();
    expect(calls).toHaveLength(0);
  });

  it.each(['/login', '/signup'])('sends a signed-in user from %s to /dashboard', async (path) => {
    await signIn(page);
    await page.goto(`${HOST_URL}${path}`);
    await onDashboard();
  });

  it('logs out locally when the api says the session is no longer valid', async () => {
    const account = await signIn(page);
    await page.goto(`${HOST_URL}/dashboard`);
    await onDashboard();
    await fetch(`${API_URL}/logout`, { method: 'POST', headers: { Authorization: `Bearer ${account.accessToken}` } });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    expect(await stored(['accessToken', 'isLoggedIn'])).toEqual({ accessToken: null, isLoggedIn: null });
  });
});

describe('password reset and email verification', () => {
  it('resets a forgotten password through the mailed link, then logs in with the new one', async () => {
    const account = await createAccount('Reset');
    await page.goto(`${HOST_URL}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { level: 1, name: /Forgot/ }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();

    const mail = await latestMail(account.email);
    expect(mail.subject).toBe('Reset your TalentIndia password');
    const link = /http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Brand@New9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brand@New9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: /Log in to TalentIndia/ }).waitFor();

    // The old session is revoked with the old password.
    const oldSession = await fetch(`${API_URL}/nav`, { headers: { Authorization: `Bearer ${account.accessToken}` } });
    expect(oldSession.status).toBe(401);

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Brand@New9');
    await page.getByRole('button', { name: 'Log In' }).click();
    await onDashboard();

    // The link was single-use.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Other@New9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Other@New9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText(/invalid or has expired/)
      .first()
      .waitFor();
  });

  it('verifies the email address from the link mailed at sign-up', async () => {
    const account = await signIn(page);
    const mail = await latestMail(account.email);
    expect(mail.subject).toBe('Verify your email address');
    const link = /http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    await page.goto(link!);
    await page.getByText('Your email address has been verified.').waitFor();
    await page.waitForFunction(() => localStorage.getItem('isEmailVerified') === 'true');
  });
});

describe('Google sign-in', () => {
  it('signs up with a Google ID token verified by the api, then logs in to the same account', async () => {
    const email = uniqueEmail('google');
    const credential = await googleIdToken({ sub: `google-${email}`, email, given_name: 'Kavya', family_name: 'Nair' });
    await stubGoogleIdentityServices(page, credential);
    await page.goto(`${HOST_URL}/signup`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await onDashboard();
    expect(await stored(['first_name', 'email', 'isEmailVerified'])).toEqual({
      first_name: 'Kavya',
      email,
      isEmailVerified: 'true',
    });
    const { accessToken: firstToken } = await stored(['accessToken']);

    await page.getByRole('button', { name: /Account menu for Kavya/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    await page.goto(`${HOST_URL}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await onDashboard();
    const again = await stored(['accessToken', 'email']);
    expect(again.email).toBe(email);
    expect(again.accessToken).not.toBe(firstToken);
  });

  it('refuses a token signed by another key', async () => {
    const email = uniqueEmail('forged');
    const good = await googleIdToken({ sub: `google-${email}`, email, given_name: 'Forged', family_name: 'User' });
    const [header, payload] = good.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-a-signature').toString('base64url')}`;
    await stubGoogleIdentityServices(page, forged);
    await page.goto(`${HOST_URL}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText('We could not verify your Google sign-in. Please try again.').first().waitFor();
    expect(await stored(['accessToken'])).toEqual({ accessToken: null });
  });
});
