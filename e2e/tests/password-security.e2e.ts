// Password And Security (issue 9): the password changed with other sessions signed out, two-step
// sign-in switched on with a real authenticator code and a real SMS code from the outbox, recovery
// codes, Google connected and disconnected; every dialog checked by axe and walked by keyboard.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import {
  API_URL,
  axeViolations,
  createAccount,
  HOST_URL,
  latestMail,
  newPage,
  signIn,
  storedValues,
  withBrowser,
  type TestAccount,
} from '../support/browser';
import { googleIdToken, stubGoogleIdentityServices } from '../support/google';
import { totpCode } from '../support/totp';

const browser = withBrowser();
const NEW_PASSWORD = 'Fresh#Pass42';

/** "Sep 08, 2022", as the page shows a date (spec §5). */
const shownDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(date);

async function openPage(page: Page) {
  await page.goto(`${HOST_URL}/settings/password-security`);
  await page.getByRole('heading', { level: 1, name: 'Password And Security' }).waitFor();
  await page.getByRole('switch', { name: 'Authenticator app codes' }).waitFor();
}

/** A toast's text on screen (while a dialog is open, the toasts behind it are hidden from the accessibility tree). */
async function expectToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

/** Where the keyboard focus is, and whether it is inside a dialog. */
async function focused(page: Page) {
  // Focus that moves on close or open lands a frame or two later on a busy machine: wait until it has landed.
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body);
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
    };
  });
}

/**
 * A form dialog opens at once; while its form's code is still on its way it shows a loading line, and
 * focus moves to the first field when the form arrives: wait until it has.
 */
async function formFocused(page: Page) {
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'INPUT' && document.activeElement.closest('[role="dialog"]') !== null,
  );
}

/**
 * Issue 17 §2: a sensitive change asks "Confirm it’s you" (the session has not proved the password in
 * the last 10 minutes): focus is in Password; typing it and Enter confirm, and the change goes on.
 */
async function confirmItsMe(page: Page, password: string, options: { wrongFirst?: boolean } = {}) {
  const prompt = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await prompt.waitFor();
  await formFocused(page);
  expect(await focused(page)).toMatchObject({ inDialog: true });
  expect(await prompt.getByLabel('Password').evaluate((input) => input === document.activeElement)).toBe(true);
  if (options.wrongFirst) {
    await page.keyboard.type('Wrong#Pass42');
    await page.keyboard.press('Enter');
    await prompt.getByText('Your password is incorrect.').waitFor();
    await prompt.getByLabel('Password').fill('');
    await prompt.getByLabel('Password').focus();
  }
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await prompt.waitFor({ state: 'detached' });
}

/** Tab around the open dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page, presses = 12) {
  for (let press = 0; press < presses; press += 1) {
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Tab');
  }
  expect((await focused(page)).inDialog).toBe(true);
}

/** A real login through the api, as another browser would make: a session of its own. */
async function logIn(email: string, password: string) {
  const response = await fetch(`${API_URL}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

async function secondStep(challengeToken: unknown, method: string, code: string) {
  const response = await fetch(`${API_URL}/login/2fa`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ challenge_token: challengeToken, method, code }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { token?: string } } };
}

/** The secret shown for manual entry, without the spaces that group it. */
async function secretIn(dialog: Locator) {
  return ((await dialog.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
}

/** A mobile number no other test uses (India, 98…: a mobile range), national and in E.164. */
function freshIndianMobile() {
  const national = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { national, e164: `+91${national}` };
}

describe('Password And Security', () => {
  it('changes the password: toast, the new date, and another browser’s session is signed out', async () => {
    const account = await createAccount('Meera');
    const other = await logIn(account.email, account.password);
    expect(other.status).toBe(200);

    const a = await newPage(browser());
    const b = await newPage(browser());
    await signIn(a.page, account);
    await signIn(b.page, { ...account, accessToken: other.body.data.token as string });
    await openPage(b.page);
    await openPage(a.page);

    await a.page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    expect(await axeViolations(a.page)).toEqual([]);
    // The server checks the current password: its message under the field.
    await dialog.getByLabel('Current password').fill('Wrong#Pass42');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Your current password is incorrect.').waitFor();
    expect(await axeViolations(a.page)).toEqual([]);

    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(a.page, 'Password changed successfully!');
    await dialog.waitFor({ state: 'detached' });
    await a.page
      .getByRole('region', { name: 'Password' })
      .getByText(`Last Changed: ${shownDate(new Date())}`)
      .waitFor();

    // This browser stays signed in; the other one's next signed-in call sends it to /.
    await a.page.reload();
    await a.page.getByRole('button', { name: 'Change Password' }).waitFor();
    await b.page.goto(`${HOST_URL}/settings/profile`);
    await b.page.waitForURL(`${HOST_URL}/`);
    expect(await storedValues(b.page, ['accessToken'])).toEqual({ accessToken: null });

    expect((await logIn(account.email, account.password)).status).toBe(401);
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await latestMail(account.email)).subject).toMatch(/password/i);
    expect(a.pageErrors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('switches on authenticator codes with a computed code; login then needs one, or a recovery code once', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const account = await signIn(page);
    await openPage(page);
    expect(await axeViolations(page)).toEqual([]);

    const toggle = page.getByRole('switch', { name: 'Authenticator app codes' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Authenticator app codes' });
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await dialog.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await axeViolations(page)).toEqual([]);
    const secret = await secretIn(dialog);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A wrong code first: the message under the boxes.
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(wrong);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('This code is incorrect or has expired. Please try again.').waitFor();
    // The right code typed over the wrong one from the first box: five of its six digits are the
    // same, each typed over itself, and the boxes hold the digits typed, in order.
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    const right = totpCode(secret);
    await page.keyboard.type(right);
    const boxes = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => dialog.getByRole('textbox', { name: `Digit ${n} of 6` }).inputValue()),
    );
    expect(boxes.join('')).toBe(right);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expectToast(page, 'Authenticator app code enabled successfully!');
    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const list = codesDialog.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      codesDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('talentindia-recovery-codes.txt');
    const file = await readFile((await download.path())!, 'utf8');
    for (const code of codes) expect(file).toContain(code);
    await codesDialog.getByRole('button', { name: 'Done' }).click();
    await codesDialog.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByText(/10 of 10 codes left/).waitFor();

    // A password alone no longer signs in: the next step's code does (the one used above is spent).
    const login = await logIn(account.email, account.password);
    expect(login.body.data).toMatchObject({ two_factor_required: true, methods: expect.arrayContaining(['app']) });
    const signedIn = await secondStep(login.body.data.challenge_token, 'app', totpCode(secret, { stepOffset: 1 }));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.token).toEqual(expect.any(String));

    // A recovery code works once.
    const first = await logIn(account.email, account.password);
    expect((await secondStep(first.body.data.challenge_token, 'recovery', codes[0]!)).status).toBe(200);
    const again = await logIn(account.email, account.password);
    expect((await secondStep(again.body.data.challenge_token, 'recovery', codes[0]!)).status).not.toBe(200);
    await page.reload();
    await page.getByText(/9 of 10 codes left/).waitFor();

    // Switched off after a confirmation.
    await page.getByRole('switch', { name: 'Authenticator app codes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable authenticator app codes' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    // A stolen session alone cannot turn it off: the password is asked for first (a wrong one is refused).
    await page.getByRole('dialog', { name: 'Confirm it’s you' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // (Behind the dialog, the page is hidden from the accessibility tree.)
    const behind = page.getByRole('switch', { name: 'Authenticator app codes', includeHidden: true });
    expect(await behind.getAttribute('aria-checked')).toBe('true');
    await confirmItsMe(page, account.password, { wrongFirst: true });
    await expectToast(page, 'Authenticator app code disabled successfully!');
    await page.getByRole('switch', { name: 'Authenticator app codes', checked: false }).waitFor();
    expect((await logIn(account.email, account.password)).body.data).toHaveProperty('token');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('switches on SMS codes with the code texted to the outbox, and the number is verified', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const account = await signIn(page);
    await openPage(page);
    const phone = freshIndianMobile();

    await page.getByRole('switch', { name: 'SMS text messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'SMS text messages' });
    await dialog.waitFor();
    // The §5 messages first, then the number.
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Country is required').waitFor();
    await dialog.getByText('Mobile number is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await country.fill('Atlantis');
    // In the list itself: the combobox also says it to screen readers through a live region of the page.
    await dialog.getByText('No Country Found').waitFor();
    await dialog.getByLabel('Mobile number').fill(phone.national);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Please enter valid country.').waitFor();
    await country.fill('Indi');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send code' }).click();

    await dialog.getByRole('group', { name: 'Code from the text message' }).waitFor();
    const resend = dialog.getByRole('button', { name: /^Resend OTP in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const sms = await latestMail(phone.e164);
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
    expect(code).toBeDefined();
    await page.keyboard.type(code!);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await expectToast(page, 'Text SMS enabled successfully!');
    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await codesDialog.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await codesDialog.getByRole('button', { name: 'Done' }).click();
    const toggle = page.getByRole('switch', { name: 'SMS text messages' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByText(new RegExp(`code we text to \\+91 .*${phone.national.slice(-4)}`)).waitFor();
    expect(await storedValues(page, ['isMobileVerified'])).toEqual({ isMobileVerified: 'true' });
    await page.goto(`${HOST_URL}/settings/verification`);
    await page.getByRole('region', { name: 'Mobile number' }).getByText('Verified', { exact: true }).waitFor();

    await openPage(page);
    await page.getByRole('switch', { name: 'SMS text messages' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable SMS text messages' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await confirmItsMe(page, account.password);
    await expectToast(page, 'SMS test messages disabled successfully!');
    await page.getByRole('switch', { name: 'SMS text messages', checked: false }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('connects a Google account with Google’s button, then disconnects it', async () => {
    const account = await createAccount('Kiran');
    const { page, context, pageErrors } = await newPage(browser());
    await stubGoogleIdentityServices(
      page,
      await googleIdToken({
        sub: `google-${Date.now()}`,
        email: account.email,
        given_name: 'Kiran',
        family_name: 'Rao',
      }),
    );
    await signIn(page, account);
    await openPage(page);

    await page.getByRole('group', { name: 'Connect Google account' }).getByRole('button').click();
    await confirmItsMe(page, account.password);
    await expectToast(page, 'Your Google account is connected.');
    const google = page.getByRole('region', { name: 'Google account' });
    // The page names the Google account it connected, and offers to disconnect it.
    await google.getByText(`Connected as ${account.email}`).waitFor();

    await google.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Google account?' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Within the 10 minutes the password opened, no second prompt.
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'Your Google account has been disconnected.');
    expect(await page.getByRole('dialog', { name: 'Confirm it’s you' }).count()).toBe(0);
    await page.getByRole('group', { name: 'Connect Google account' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('Password And Security by keyboard alone', () => {
  let account: TestAccount;
  let page: Page;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const opened = await newPage(browser());
    page = opened.page;
    close = () => opened.context.close();
    account = await signIn(page);
    await openPage(page);
  });
  afterEach(() => close());

  /** Focus a control the way a keyboard user would reach it, then press a key on it. */
  async function press(target: Locator, key: string) {
    await target.focus();
    await page.keyboard.press(key);
  }

  it('changes the password: focus starts in the form, Tab stays inside, Enter submits, focus returns', async () => {
    const opener = page.getByRole('button', { name: 'Change Password' });
    await press(opener, 'Enter');
    await page.getByRole('dialog', { name: 'Change Password' }).waitFor();
    await formFocused(page);
    expect(await focused(page)).toMatchObject({ role: 'input', inDialog: true });
    await expectFocusTrapped(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page)).label).toBe('Change Password');

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Change Password' }).waitFor();
    await formFocused(page);
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Password changed successfully!');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page)).label).toBe('Change Password');
  });

  it('switches the authenticator on: Space opens, Tab reaches the code, Enter continues, Escape closes the codes', async () => {
    const toggle = page.getByRole('switch', { name: 'Authenticator app codes' });
    await press(toggle, ' ');
    const dialog = page.getByRole('dialog', { name: 'Authenticator app codes' });
    await dialog.getByRole('img').waitFor();
    await expectFocusTrapped(page);
    const secret = await secretIn(dialog);
    // To the first box by Tab alone.
    for (let press = 0; press < 10 && (await focused(page)).label !== 'Digit 1 of 6'; press += 1) {
      await page.keyboard.press('Tab');
    }
    expect((await focused(page)).label).toBe('Digit 1 of 6');
    await page.keyboard.type(totpCode(secret));
    await page.keyboard.press('Enter');
    const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await codes.waitFor();
    expect((await focused(page)).label).toBe('Copy');
    await expectFocusTrapped(page);
    await page.keyboard.press('Escape');
    await codes.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ role: 'switch' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    // New recovery codes, by keyboard: the confirmation, then the codes, then back to the button.
    await press(page.getByRole('button', { name: 'Generate new codes' }), 'Enter');
    const regenerate = page.getByRole('dialog', { name: 'Generate new recovery codes?' });
    await regenerate.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectFocusTrapped(page, 5);
    await regenerate.getByRole('button', { name: 'Generate new codes' }).focus();
    await page.keyboard.press('Enter');
    await confirmItsMe(page, account.password);
    await page.getByRole('dialog', { name: 'Save your recovery codes' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement !== document.body);
    expect((await focused(page)).label).toBe('Generate new codes');

    // Off again: Space on the switch, the confirmation by keyboard.
    await press(toggle, ' ');
    await page.getByRole('dialog', { name: 'Disable authenticator app codes' }).waitFor();
    await expectFocusTrapped(page, 4);
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Authenticator app code disabled successfully!');
    await page.getByRole('switch', { name: 'Authenticator app codes', checked: false }).waitFor();
  });

  it('sends an SMS code: type and pick the country, Tab to the number, Enter sends, the code, Enter verifies', async () => {
    const phone = freshIndianMobile();
    await press(page.getByRole('switch', { name: 'SMS text messages' }), ' ');
    const dialog = page.getByRole('dialog', { name: 'SMS text messages' });
    await dialog.waitFor();
    await formFocused(page);
    expect(await focused(page)).toMatchObject({ role: 'combobox', inDialog: true });
    await expectFocusTrapped(page, 6);
    await dialog.getByRole('combobox', { name: 'Country' }).focus();
    await page.keyboard.type('Indi');
    await page.getByRole('option', { name: 'India', exact: true }).waitFor();
    // Down the list (by name: British Indian Ocean Territory comes first) to India, then Enter.
    const combobox = dialog.getByRole('combobox', { name: 'Country' });
    const highlighted = () =>
      combobox.evaluate((input) => {
        const id = input.getAttribute('aria-activedescendant');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
    for (let step = 0; step < 5 && (await highlighted()) !== 'India'; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await combobox.inputValue()).toBe('India');
    await page.keyboard.press('Tab');
    // Past the list's toggle button (not in the tab order) to the number.
    expect((await focused(page)).inDialog).toBe(true);
    await dialog.getByLabel('Mobile number').waitFor();
    while ((await focused(page)).role !== 'input') await page.keyboard.press('Tab');
    await page.keyboard.type(phone.national);
    await page.keyboard.press('Enter');
    await dialog.getByRole('group', { name: 'Code from the text message' }).waitFor();
    expect((await focused(page)).label).toBe('Digit 1 of 6');
    await expectFocusTrapped(page, 6);
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    const code = /\b(\d{6})\b/.exec((await latestMail(phone.e164)).text)![1]!;
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Text SMS enabled successfully!');
    await page.getByRole('dialog', { name: 'Save your recovery codes' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to the switch once the dialog has closed (the kit returns it after its exit).
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'switch');
    expect(await focused(page)).toMatchObject({ role: 'switch' });
  });
});
