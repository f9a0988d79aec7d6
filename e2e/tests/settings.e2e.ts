import type { Page } from 'playwright-core';
import {
  API_URL,
  axeViolations,
  createAccount,
  HOST_URL,
  latestMail,
  signIn,
  STRONG_PASSWORD,
  storedValues,
  uniqueEmail,
  withPagePerTest,
} from '../support/browser';

const page = withPagePerTest();

/** A 64×48 PNG (the api re-encodes it to squares). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfklEQVRoge2SAQkAURSDFsc41x/DXIzx+AMD6Fj8OE3qBi6A+oruQtwldQMXQH1FdyHukrqBC6C+orsQd0ndwAVQX9FdiLukbuACqK/oLsRdUjdwAdRXdBfiLqkbuADqK7oLcZfUDVwA9RXdhbhL6gYugPqK7kLcJXUDHw/4Afsp8OJMMcprAAAAAElFTkSuQmCC',
  'base64',
);

/** The path and query of the first link to `path` in a mail's text. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

async function openSettings(path: string, heading: string) {
  await page().goto(`${HOST_URL}${path}`);
  await page().getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function expectToast(text: string) {
  await page().getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Where the keyboard focus is: its accessible role and name, as a user of a screen reader hears it. */
async function focused(target: Page) {
  // Focus that moves on close or open lands a frame or two later on a busy machine: wait until it has landed.
  await target.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body);
  return target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { text: element?.textContent?.trim() ?? '', inDialog: Boolean(element?.closest('[role="dialog"]')) };
  });
}

describe('Profile Details', () => {
  it('edits the profile with a picture, and the header shows the new name and picture', async () => {
    await signIn(page());
    await openSettings('/settings/profile', 'Profile Details');
    await page().getByRole('button', { name: 'Edit Profile' }).click();
    // The name fields line up with Email beside them: same top, same height.
    const boxes = await Promise.all(
      ['First Name', 'Last Name', 'Email'].map((label) => page().getByLabel(label, { exact: true }).boundingBox()),
    );
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    expect(new Set(boxes.map((box) => Math.round(box!.height))).size).toBe(1);
    // A file that says it is a picture but is not one is refused with a message, not previewed broken.
    await page()
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 not a picture') });
    await page().getByText('We could not read this image. It may be damaged; please choose another.').waitFor();
    expect(await page().getByRole('img', { name: 'Preview of your chosen file' }).count()).toBe(0);
    await page().getByLabel('First name').fill('Priya');
    await page()
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
    await page().getByRole('button', { name: 'Update Details' }).click();
    await expectToast('Profile Updated Successfully!');
    await page().getByRole('button', { name: 'Edit Profile' }).waitFor();

    const avatar = page().getByRole('banner').locator(`img[src^="${API_URL}/files/"]`);
    await avatar.first().waitFor();
    const response = await fetch((await avatar.first().getAttribute('src'))!);
    expect(response.headers.get('content-type')).toMatch(/^image\/(webp|png|jpeg)$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await storedValues(page(), ['first_name'])).toEqual({ first_name: 'Priya' });
  });

  it('changes the email only once the new address confirms it from the mailed link', async () => {
    const account = await signIn(page());
    const newEmail = uniqueEmail('new');
    await openSettings('/settings/profile', 'Profile Details');
    await page().getByRole('button', { name: 'Edit Profile' }).click();
    await page().getByLabel('Email').fill(newEmail);
    await page().getByRole('button', { name: 'Update Details' }).click();
    // A new address needs the password first (issue 17 §2): nothing is saved or mailed before it.
    const prompt = page().getByRole('dialog', { name: 'Confirm it’s you' });
    await prompt.waitFor();
    expect(await axeViolations(page())).toEqual([]);
    expect(
      (await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(newEmail)}`).then((r) => r.json())).data,
    ).toEqual([]);
    await prompt.getByLabel('Password').fill(STRONG_PASSWORD);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expectToast('Profile Updated Successfully!');
    await page().getByText(newEmail).first().waitFor();

    const notice = await latestMail(account.email);
    expect(notice.text).toContain(newEmail);
    await page().goto(`${HOST_URL}${linkIn((await latestMail(newEmail)).text, '/confirm-email')}`);
    await page().getByRole('button', { name: 'Confirm new email address' }).click();
    await page().getByText('Your email address has been changed.').waitFor();

    const login = await fetch(`${API_URL}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail, password: STRONG_PASSWORD }),
    });
    expect(login.status).toBe(200);
  });

  it('deletes the account from the mailed link, after which login fails and the email can sign up again', async () => {
    const account = await signIn(page());
    await openSettings('/settings/profile', 'Profile Details');
    await page().getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page().getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Send deletion link' }).click();
    const notice = page().getByRole('dialog', { name: 'Delete Account Email' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();

    // The account works until the link is used.
    await openSettings('/settings/billing', 'Billing Details');
    await page().goto(`${HOST_URL}${linkIn((await latestMail(account.email)).text, '/delete-account')}`);
    const confirm = page().getByRole('button', { name: 'Delete my account permanently' });
    await confirm.waitFor();
    // Opening the link alone deletes nothing (mail scanners follow links).
    const stillThere = await fetch(`${API_URL}/settings/profile`, {
      headers: { Authorization: `Bearer ${account.accessToken}` },
    });
    expect(stillThere.status).toBe(200);
    await confirm.click();
    await page().getByText('Your account has been deleted.').waitFor();
    expect((await storedValues(page(), ['accessToken'])).accessToken).toBeNull();

    const login = await fetch(`${API_URL}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: STRONG_PASSWORD }),
    });
    expect(login.status).toBe(401);
    const again = await fetch(`${API_URL}/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Asha',
        last_name: 'Rao',
        email: account.email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      }),
    });
    expect(again.status).toBe(201);

    // The used link says so plainly.
    await page().reload();
    await page().getByRole('button', { name: 'Delete my account permanently' }).click();
    await page()
      .getByText(/invalid, has expired or was already used/)
      .waitFor();
  });

  it('walks the delete dialogs by keyboard alone: focus stays inside, Escape closes, focus returns', async () => {
    await signIn(page());
    await openSettings('/settings/profile', 'Profile Details');
    const opener = page().getByRole('button', { name: 'Delete Account' });
    await opener.focus();
    await page().keyboard.press('Enter');
    await page().getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    for (let i = 0; i < 6; i += 1) {
      expect((await focused(page())).inDialog).toBe(true);
      await page().keyboard.press('Tab');
    }
    expect(await axeViolations(page())).toEqual([]);
    await page().keyboard.press('Escape');
    await page().getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page())).text).toBe('Delete Account');

    // Again, sending the link with the keyboard, then closing the notice the same way.
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Send deletion link' }).focus();
    await page().keyboard.press('Enter');
    await page().getByRole('dialog', { name: 'Delete Account Email' }).waitFor();
    expect((await focused(page())).inDialog).toBe(true);
    await page().keyboard.press('Escape');
    await page().getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('Billing Details', () => {
  it('saves an Indian company with its state and GSTIN, checked against the state', async () => {
    await signIn(page());
    await openSettings('/settings/billing', 'Billing Details');
    // Nothing stored yet: the form opens for first entry.
    await page().getByLabel('Account type').selectOption({ label: 'Company' });
    await page().getByLabel('Full name').fill('Rao Software LLP');
    await page().getByLabel('Address 1').fill('1 Marine Drive');
    // A country that does not exist first: the list says so, and the form refuses it.
    const country = page().getByRole('combobox', { name: 'Country' });
    await country.pressSequentially('Atlantis');
    // In the form: the combobox's live region may announce the same words at the same moment.
    await page().getByRole('form', { name: 'Billing details' }).getByText('No Country Found').waitFor();
    await page().getByLabel('Full name').focus();
    await page().getByRole('button', { name: 'Update Details' }).click();
    await page().getByText('Please enter valid country.').waitFor();
    // Then India typed out whole: the list still filters, and India is picked from it.
    await country.fill('');
    await country.pressSequentially('India');
    await page().getByRole('option', { name: 'India', exact: true }).waitFor();
    expect(await page().getByRole('listbox', { name: 'Country' }).getByRole('option').allTextContents()).toEqual([
      'British Indian Ocean Territory',
      'India',
    ]);
    await page().getByRole('option', { name: 'India', exact: true }).click();
    await page().getByRole('combobox', { name: /State/ }).fill('karna');
    await page().getByRole('option', { name: 'Karnataka' }).click();
    await page().getByLabel('City').fill('Mumbai');
    await page()
      .getByLabel(/Pincode|Postcode/)
      .fill('400001');
    await page().getByRole('button', { name: 'Add Tax ID / GSTIN' }).click();
    await page().getByRole('textbox', { name: 'Tax ID / GSTIN' }).fill('27AAPFU0939F1ZV');
    await page().getByRole('button', { name: 'Update Details' }).click();
    // A Maharashtra GSTIN does not fit Karnataka.
    await page().getByText('The GSTIN’s state code does not match the chosen state.').waitFor();

    await page().getByRole('combobox', { name: /State/ }).fill('Maharashtra');
    await page().getByRole('option', { name: 'Maharashtra' }).click();
    await page().getByRole('button', { name: 'Update Details' }).click();
    await expectToast('Billing Updated Successfully!');
    await page().getByRole('button', { name: 'Edit Details' }).waitFor();
    await page().getByText('27AAPFU0939F1ZV').waitFor();
    await page().getByText('Maharashtra').waitFor();
    expect(await storedValues(page(), ['billingTaxId'])).toEqual({ billingTaxId: '27AAPFU0939F1ZV' });

    await page().reload();
    await page().getByText('Rao Software LLP').waitFor();
    await page().getByText('Company').waitFor();
  });
});

describe('Email Preference', () => {
  it('saves a switch at once, and it survives a reload', async () => {
    await signIn(page());
    await openSettings('/settings/email-preference', 'Email Preference');
    const jobUpdates = page().getByRole('switch', { name: 'Job updates' });
    expect(await jobUpdates.getAttribute('aria-checked')).toBe('true');
    await jobUpdates.click();
    await expectToast('Email Preferences Updated Successfully!');
    await page().reload();
    expect(await page().getByRole('switch', { name: 'Job updates' }).getAttribute('aria-checked')).toBe('false');
    const receipts = page().getByRole('switch', { name: 'Payment receipts and invoices' });
    expect(await receipts.getAttribute('aria-checked')).toBe('true');
    expect(await receipts.isDisabled()).toBe(true);
  });
});

describe('Verification', () => {
  it('shows the real state of the credits tasks', async () => {
    const account = await createAccount('Kiran');
    await signIn(page(), account);
    await openSettings('/settings/verification', 'Verification');
    await page().getByRole('button', { name: 'Resend verification email' }).click();
    await expectToast('We have sent a new verification link to your email address.');
    expect((await latestMail(account.email)).subject).toBe('Verify your email address');
    await page().getByText('0 of 3 done').waitFor();
  });
});
