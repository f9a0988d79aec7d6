import type { Page } from 'playwright-core';
import { TOTP, URI } from 'otpauth';
import {
  API_URL,
  axeViolations,
  createAccount,
  HOST_URL,
  signIn,
  storedValues,
  withPagePerTest,
  type TestAccount,
} from '../support/browser';

/** Issue 9 §2, §4: a login with two-step sign-in on asks for a code after the password. */

const currentPage = withPagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

/** A signed-in call to the real api; fails the test on anything but the expected status. */
async function api<T>(account: TestAccount, path: string, body?: unknown, expected = 200): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${account.accessToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const STEP_MS = 30_000;

/**
 * The authenticator app: codes computed from the secret the api gave, like a phone would. The api
 * refuses a time step's code once used, so each code is of a step after the last one used.
 */
class Authenticator {
  private lastStep = -1;
  constructor(private readonly totp: TOTP) {}

  nextCode(): string {
    const step = Math.max(Math.floor(Date.now() / STEP_MS), this.lastStep + 1);
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * STEP_MS });
  }
}

/** Switches the authenticator app on through the api, as the settings dialog does; the recovery codes come back. */
async function enableAuthenticator(account: TestAccount) {
  const setup = await api<{ data: { otpauth_uri: string; secret: string } }>(account, '/settings/2fa/app/setup');
  const totp = URI.parse(setup.data.otpauth_uri);
  if (!(totp instanceof TOTP)) throw new Error('the setup did not give a TOTP URI');
  expect(totp.secret.base32).toBe(setup.data.secret);
  const app = new Authenticator(totp);
  const verified = await api<{ data: { recovery_codes: string[] } }>(account, '/settings/2fa/app/verify', {
    code: app.nextCode(),
  });
  expect(verified.data.recovery_codes).toHaveLength(10);
  return { app, recoveryCodes: verified.data.recovery_codes };
}

/** The SMS codes the api put in its outbox for a number, newest first. */
async function smsCodes(phone: string): Promise<string[]> {
  const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { data: { channel: string; text: string }[] };
  return body.data
    .filter((message) => message.channel === 'sms')
    .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? `no code in: ${message.text}`);
}

/** Where the keyboard focus is, by its accessible name (a box of the code, a button, a field). */
function focusedName(): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    return (
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    ).trim();
  });
}

/** Focus moves when the page has drawn what it goes to: waits up to 5 s for it to arrive. */
async function expectFocusOn(name: string) {
  const deadline = Date.now() + 5000;
  let current = await focusedName();
  while (current !== name && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = await focusedName();
  }
  expect(current).toBe(name);
}

/** The password step, by keyboard: the email and password typed, Enter, and the second step shows. */
async function logInWithPassword(account: TestAccount) {
  await page.goto(`${HOST_URL}/login`);
  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
}

async function onDashboard() {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

async function logOut(firstName: string) {
  await page.getByRole('button', { name: new RegExp(`Account menu for ${firstName}`) }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
}

it('logs in with the authenticator app’s code, by keyboard alone, and not before the code', async () => {
  const account = await createAccount('Tara');
  const { app } = await enableAuthenticator(account);
  await signIn(page, account);
  await page.goto(`${HOST_URL}/dashboard`);
  await onDashboard();
  await logOut('Tara');

  await logInWithPassword(account);

  // The password alone gives no session.
  expect(await storedValues(page, ['accessToken', 'isLoggedIn'])).toEqual({ accessToken: null, isLoggedIn: null });
  const code = page.getByRole('group', { name: 'Enter the 6-digit code from your authenticator app' });
  await code.waitFor();
  await expectFocusOn('Digit 1 of 6');
  expect(await axeViolations(page)).toEqual([]);

  // The way on by Tab: past the boxes to Verify, the other ways, and back.
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Verify');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Use a recovery code');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Back to log in');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('Digit 1 of 6');

  // A wrong code: the server's message under the boxes, which start empty again.
  const right = app.nextCode();
  const wrong = `${(Number(right[0]) + 5) % 10}${right.slice(1)}`;
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await page.getByText('This code is incorrect. Please try again.').waitFor();
  expect(await code.getAttribute('aria-describedby')).toBeTruthy();
  await expectFocusOn('Digit 1 of 6');
  expect(await page.getByRole('textbox', { name: 'Digit 1 of 6' }).inputValue()).toBe('');
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.type(right);
  await page.keyboard.press('Enter');
  await onDashboard();
  const { accessToken } = await storedValues(page, ['accessToken']);
  expect(accessToken).toBeTruthy();
  const nav = await fetch(`${API_URL}/nav`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(nav.status).toBe(200);
});

it('takes a recovery code in place of the app’s code, once', async () => {
  const account = await createAccount('Ravi');
  const { recoveryCodes } = await enableAuthenticator(account);
  const [recoveryCode] = recoveryCodes;

  await logInWithPassword(account);
  await expectFocusOn('Digit 1 of 6');
  // By keyboard: from the boxes to "Use a recovery code", which puts the focus in its field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Use a recovery code');
  await page.keyboard.press('Enter');
  await expectFocusOn('Recovery code');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type(recoveryCode!);
  await page.keyboard.press('Enter');

  await onDashboard();
  await page
    .getByRole('status')
    .filter({ hasText: 'Recovery code accepted. It cannot be used again' })
    .first()
    .waitFor();
  await logOut('Ravi');

  // The same code again: refused, under the field; the step stays.
  await logInWithPassword(account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('This code is incorrect. Please try again.').waitFor();
  expect(await page.getByLabel('Recovery code').getAttribute('aria-invalid')).toBe('true');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await storedValues(page, ['accessToken'])).toEqual({ accessToken: null });

  // Another of the codes still works.
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await onDashboard();
});

it('logs in with a code sent by SMS on request, read from the outbox', async () => {
  const account = await createAccount('Meera');
  const countries = await api<{ data: { id: number; name: string }[] }>(account, '/utils/countries');
  const india = countries.data.find((country) => country.name === 'India');
  expect(india).toBeDefined();
  // A number of its own, so no other test's codes or daily cap get in the way.
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const phone = `+91${mobile}`;
  await api(account, '/settings/2fa/sms/setup', { country_id: india!.id, phone: mobile });
  const [setupCode] = await smsCodes(phone);
  await api(account, '/settings/2fa/sms/verify', { code: setupCode });

  await logInWithPassword(account);

  // Nothing is texted until asked for: the focus waits on the button that sends it.
  const masked = `+91 ••••••${mobile.slice(-4)}`;
  await expectFocusOn(`Send code to ${masked}`);
  expect(await smsCodes(phone)).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  await page.getByRole('group', { name: `Enter the 6-digit code sent to ${masked}` }).waitFor();
  await expectFocusOn('Digit 1 of 6');
  expect(await page.getByRole('button', { name: 'Resend OTP' }).isDisabled()).toBe(true);
  await page.getByText(/^in (0:5\d|1:00)$/).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const codes = await smsCodes(phone);
  expect(codes).toHaveLength(2);
  const code = codes[0]!;
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await onDashboard();
  expect((await storedValues(page, ['first_name'])).first_name).toBe('Meera');
});
