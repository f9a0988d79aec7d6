import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages, type PasswordSecurity } from '@talentindia/contracts';
import { toast, useAuthStore } from '@talentindia/core';
import {
  deferredReply,
  mockApi,
  signInForTest,
  type ApiCall,
  type MockHandler,
  type MockReply,
} from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { COUNTRIES, failure, RECOVERY_CODES, security, securityReply } from './testing/password-security-replies';

const QR_CODE = 'data:image/svg+xml;base64,PHN2Zy8+';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const setupReply: MockReply = {
  body: {
    status: true,
    message: settingsMessages.appSetupReady,
    data: { qr_code: QR_CODE, secret: SECRET, otpauth_uri: `otpauth://totp/TalentIndia:asha?secret=${SECRET}` },
  },
};
const enabledReply = (message: string, codes: string[] | null = RECOVERY_CODES): MockReply => ({
  body: { status: true, message, data: { recovery_codes: codes } },
});
const codeSentReply: MockReply = {
  body: {
    status: true,
    message: settingsMessages.smsCodeSent,
    data: { phone: '+91 ••••••3210', resend_in_seconds: 60, expires_at: '2030-01-01T00:10:00.000Z' },
  },
};
const wrongCode = () => failure(422, settingsMessages.codeWrong, { code: settingsMessages.codeWrong });

/** The page with `GET /settings/password` answering the current state, which the replies change. */
function renderPage(
  initial: PasswordSecurity,
  replies: Record<string, MockHandler>,
  user?: ReturnType<typeof userEvent.setup>,
) {
  const state = { current: initial };
  const api = mockApi({
    'GET settings/password': () => securityReply(state.current),
    'GET utils/countries': () => ({ body: { status: true, data: COUNTRIES } }),
    ...replies,
  });
  const rendered = renderRoute('/settings/password-security');
  return { ...api, ...rendered, user: user ?? rendered.user, state };
}

const sent = (calls: ApiCall[]) =>
  calls.filter((call) => !(call.method === 'GET' && ['settings/password', 'utils/countries'].includes(call.path)));

async function typeCode(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) {
  await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

beforeEach(() => {
  signInForTest();
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/recovery-codes');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('Authenticator app codes', () => {
  it('switched on: shows the QR code and the key, checks the code, then shows the recovery codes once', async () => {
    const { user, calls, state } = renderPage(security(), {
      'GET settings/2fa/app/setup': () => setupReply,
      'POST settings/2fa/app/verify': ({ body }) => {
        if ((body as { code: string }).code !== '123456') return wrongCode();
        state.current = security({}, { authenticator_app: true, recovery_codes_left: 10 });
        return enabledReply(settingsMessages.appEnabled);
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Authenticator app codes' });
    await user.click(toggle);

    const dialog = await screen.findByRole('dialog', { name: 'Authenticator app codes' });
    expect(toggle).toBeChecked();
    expect(dialog).toHaveAccessibleDescription(settingsMessages.appSetupReady);
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', QR_CODE);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // user-event's stand-in clipboard (its readText needs jsdom's own Blob, which this environment replaces).
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy setup key' }));
    expect(writeText).toHaveBeenLastCalledWith(SECRET);
    expect(within(dialog).getByText('Copied.')).toBeInTheDocument();

    // Nothing entered: the §5 message, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const code = within(dialog).getByRole('group', { name: 'Code from your authenticator app' });
    expect(code).toHaveAccessibleDescription(settingsMessages.codeRequired);
    expect(sent(calls).filter((call) => call.method === 'POST')).toEqual([]);

    // A wrong code: the server's message under the boxes; editing clears it.
    await typeCode(user, dialog, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(settingsMessages.codeWrong));
    expect(screen.getByRole('dialog', { name: 'Authenticator app codes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 6 of 6' }));
    await user.keyboard('{Backspace}');
    expect(code).not.toHaveAccessibleDescription();

    for (let box = 1; box <= 6; box += 1) {
      await user.clear(within(dialog).getByRole('textbox', { name: `Digit ${box} of 6` }));
    }
    await typeCode(user, dialog, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Authenticator app code enabled successfully!')).toBeInTheDocument();
    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(codesDialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(codesDialog).toHaveTextContent('they are shown only this once');
    expect(within(codesDialog).getByRole('button', { name: 'Copy' })).toHaveFocus();

    await user.click(within(codesDialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(RECOVERY_CODES.join('\n'));
    expect(within(codesDialog).getByText('Copied to the clipboard.')).toBeInTheDocument();

    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(codesDialog).getByRole('button', { name: 'Download' }));
    const [blob] = (URL.createObjectURL as jest.Mock).mock.calls[0] as [Blob];
    const text = await blob.text();
    for (const recoveryCode of RECOVERY_CODES) expect(text).toContain(recoveryCode);
    expect(text).toContain('asha@example.com');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('talentindia-recovery-codes.txt');
    expect(link.href).toBe('blob:http://localhost/recovery-codes');

    await user.click(within(codesDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    expect(await screen.findByText(/10 of 10 codes left/)).toBeInTheDocument();
    expect(sent(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: 'settings/2fa/app/setup', body: undefined },
      { method: 'POST', path: 'settings/2fa/app/verify', body: { code: '654321' } },
      { method: 'POST', path: 'settings/2fa/app/verify', body: { code: '123456' } },
    ]);
  });

  it('turns the switch off and closes the dialog when the setup fails, with the server’s message', async () => {
    const { user } = renderPage(security(), {
      'GET settings/2fa/app/setup': () => failure(409, settingsMessages.appAlreadyEnabled),
    });
    const toggle = await screen.findByRole('switch', { name: 'Authenticator app codes' });
    await user.click(toggle);

    expect(await screen.findByText(settingsMessages.appAlreadyEnabled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
  });

  it('goes back off when the dialog is closed before a code is accepted', async () => {
    const { user, calls } = renderPage(security(), { 'GET settings/2fa/app/setup': () => setupReply });
    const toggle = await screen.findByRole('switch', { name: 'Authenticator app codes' });
    await user.click(toggle);
    await within(await screen.findByRole('dialog', { name: 'Authenticator app codes' })).findByRole('img');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(sent(calls).filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('stays open while the code is checked, so the recovery codes it brings are not lost', async () => {
    const reply = deferredReply(enabledReply(settingsMessages.appEnabled));
    const { user } = renderPage(security(), {
      'GET settings/2fa/app/setup': () => setupReply,
      'POST settings/2fa/app/verify': reply.handler,
    });
    await user.click(await screen.findByRole('switch', { name: 'Authenticator app codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticator app codes' });
    await within(dialog).findByRole('img');
    await typeCode(user, dialog, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Authenticator app codes' })).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
  });

  it('closes without recovery codes when SMS codes were already on (they exist already)', async () => {
    const { user, state } = renderPage(security({}, { phone: true, recovery_codes_left: 8 }), {
      'GET settings/2fa/app/setup': () => setupReply,
      'POST settings/2fa/app/verify': () => {
        state.current = security({}, { phone: true, authenticator_app: true, recovery_codes_left: 8 });
        return enabledReply(settingsMessages.appEnabled, null);
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Authenticator app codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticator app codes' });
    await within(dialog).findByRole('img');
    await typeCode(user, dialog, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Authenticator app code enabled successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Authenticator app codes' })).toBeChecked();
    expect(screen.getByText(/8 of 10 codes left/)).toBeInTheDocument();
  });

  it('switched off: asks first, then disables and says so; Cancel keeps it on', async () => {
    const { user, calls, state } = renderPage(security({}, { authenticator_app: true, recovery_codes_left: 10 }), {
      'GET settings/2fa/app/disable': () => {
        state.current = security();
        return { body: { status: true, message: settingsMessages.appDisabled } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Authenticator app codes' });
    await user.click(toggle);
    let confirm = await screen.findByRole('dialog', { name: 'Disable authenticator app codes' });
    expect(confirm).toHaveAccessibleDescription(/recovery codes will stop working/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(sent(calls)).toEqual([]);

    await user.click(toggle);
    confirm = await screen.findByRole('dialog', { name: 'Disable authenticator app codes' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Authenticator app code disabled successfully!')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByText('Recovery codes')).not.toBeInTheDocument();
    expect(sent(calls)).toEqual([expect.objectContaining({ method: 'GET', path: 'settings/2fa/app/disable' })]);
  });

  it('stays on, with the server’s message, when disabling fails', async () => {
    const { user } = renderPage(security({}, { authenticator_app: true, recovery_codes_left: 10 }), {
      'GET settings/2fa/app/disable': () => failure(409, settingsMessages.appNotEnabled),
    });
    const toggle = await screen.findByRole('switch', { name: 'Authenticator app codes' });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable authenticator app codes' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    expect(await screen.findByText(settingsMessages.appNotEnabled)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

describe('SMS text messages', () => {
  const combobox = () => screen.getByRole('combobox', { name: 'Country' });
  /** "Send code" waits for the country list (a country is checked against it). */
  const countriesLoaded = (dialog: HTMLElement) =>
    waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled());

  it('starts in the country, usable while the list loads, which it says', async () => {
    const reply = deferredReply({ body: { status: true, data: COUNTRIES } });
    const { user } = renderPage(security(), { 'GET utils/countries': reply.handler });
    await user.click(await screen.findByRole('switch', { name: 'SMS text messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS text messages' });
    expect(combobox()).toHaveFocus();
    await user.keyboard('Ind');
    expect(screen.getByText('Loading countries…')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeDisabled();
    reply.release();
    expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('checks the country and the number before sending (spec §5), and lists only matching countries', async () => {
    const { user, calls } = renderPage(security(), {});
    await user.click(await screen.findByRole('switch', { name: 'SMS text messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS text messages' });
    await countriesLoaded(dialog);
    expect(combobox()).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(combobox()).toHaveAccessibleDescription(settingsMessages.countryRequired);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(settingsMessages.mobileRequired);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAttribute('inputmode', 'tel');

    await user.type(combobox(), 'Atlantis');
    expect(screen.getByText('No Country Found')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Mobile number'), '98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(combobox()).toHaveAccessibleDescription(settingsMessages.countryInvalid);
    expect(sent(calls)).toEqual([]);
  });

  it('texts a code, counts 60 s down to "Resend OTP", resends, then verifies and marks the number verified', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls, state } = renderPage(
      security(),
      {
        'POST settings/2fa/sms/setup': () => codeSentReply,
        'POST settings/2fa/sms/verify': ({ body }) => {
          if ((body as { code: string }).code !== '246810') return wrongCode();
          state.current = security({}, { phone: true, phone_number: '+91 ••••••3210', recovery_codes_left: 10 });
          return enabledReply(settingsMessages.smsEnabled);
        },
      },
      user,
    );
    const toggle = await screen.findByRole('switch', { name: 'SMS text messages' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'SMS text messages' });
    await countriesLoaded(dialog);
    await user.type(combobox(), 'ind');
    await user.click(within(screen.getByRole('listbox', { name: 'Country' })).getByRole('option', { name: 'India' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const group = await within(dialog).findByRole('group', { name: 'Code from the text message' });
    expect(dialog).toHaveAccessibleDescription('We have sent a 6-digit code to +91 ••••••3210. Enter it below.');
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 59s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    const resend = within(dialog).getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(settingsMessages.smsCodeSent);
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();

    await typeCode(user, dialog, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription(settingsMessages.codeWrong));

    // Backspace from the last box empties them all, clearing the error (spec §5).
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 6 of 6' }));
    await user.keyboard('{Backspace>6/}');
    expect(group).not.toHaveAccessibleDescription();
    await user.keyboard('246810');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Text SMS enabled successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(useAuthStore.getState().isMobileVerified).toBe(true);
    expect(localStorage.getItem('isMobileVerified')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(toggle).toHaveAccessibleDescription(/\+91 ••••••3210/));
    expect(toggle).toBeChecked();

    expect(sent(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'settings/2fa/sms/setup', body: { country_id: 101, phone: '98765 43210' } },
      { method: 'POST', path: 'settings/2fa/sms/setup', body: { country_id: 101, phone: '98765 43210' } },
      { method: 'POST', path: 'settings/2fa/sms/verify', body: { code: '111111' } },
      { method: 'POST', path: 'settings/2fa/sms/verify', body: { code: '246810' } },
    ]);
  });

  it('shows a number the server refuses under its field, and other refusals under the form', async () => {
    let answer = failure(422, settingsMessages.mobileInvalid, { phone: settingsMessages.mobileInvalid });
    const { user } = renderPage(security(), { 'POST settings/2fa/sms/setup': () => answer });
    await user.click(await screen.findByRole('switch', { name: 'SMS text messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS text messages' });
    await countriesLoaded(dialog);
    await user.type(combobox(), 'india');
    await user.type(within(dialog).getByLabelText('Mobile number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const phone = within(dialog).getByLabelText('Mobile number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(settingsMessages.mobileInvalid));
    expect(phone).toHaveFocus();

    answer = failure(429, settingsMessages.smsDailyLimit);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(settingsMessages.smsDailyLimit);
    // Behind the dialog (hidden from assistive technology while it is open), the switch stays on.
    expect(screen.getByRole('switch', { name: 'SMS text messages', hidden: true })).toBeChecked();
  });

  it('goes back to change the number, keeping what was typed', async () => {
    const { user } = renderPage(security(), { 'POST settings/2fa/sms/setup': () => codeSentReply });
    await user.click(await screen.findByRole('switch', { name: 'SMS text messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS text messages' });
    await countriesLoaded(dialog);
    await user.type(combobox(), 'United Kingdom');
    await user.type(within(dialog).getByLabelText('Mobile number'), '07400 123456');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Change number' }));

    expect(combobox()).toHaveValue('United Kingdom');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('07400 123456');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
  });

  it('switched off: asks first, then disables and says so', async () => {
    const { user, calls, state } = renderPage(
      security({}, { authenticator_app: true, phone: true, phone_number: '+91 ••••••3210', recovery_codes_left: 9 }),
      {
        'GET settings/2fa/sms/disable': () => {
          state.current = security({}, { authenticator_app: true, recovery_codes_left: 9 });
          return { body: { status: true, message: settingsMessages.smsDisabled } };
        },
      },
    );
    const toggle = await screen.findByRole('switch', { name: 'SMS text messages' });
    await user.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: 'Disable SMS text messages' });
    expect(confirm).toHaveAccessibleDescription(/Authenticator app codes stay on/);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('SMS test messages disabled successfully!')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText(/9 of 10 codes left/)).toBeInTheDocument();
    expect(sent(calls)).toEqual([expect.objectContaining({ method: 'GET', path: 'settings/2fa/sms/disable' })]);
  });
});

describe('the dialogs', () => {
  it.each([['Authenticator app codes', 'SMS text messages']])(
    'keep the keyboard inside while open (%s, %s), and give it back to the switch',
    async (...names) => {
      const { user } = renderPage(security(), { 'GET settings/2fa/app/setup': () => setupReply });
      for (const name of names) {
        const toggle = await screen.findByRole('switch', { name });
        toggle.focus();
        await user.keyboard(' ');
        const dialog = await screen.findByRole('dialog', { name });
        await waitFor(() => expect(within(dialog).getAllByRole('button').length).toBeGreaterThan(2));
        for (let step = 0; step < 12; step += 1) {
          await user.tab();
          expect(dialog).toContainElement(document.activeElement as HTMLElement);
        }
        await user.keyboard('{Escape}');
        await waitFor(() => expect(toggle).toHaveFocus());
        expect(toggle).not.toBeChecked();
      }
    },
  );
});

describe('Recovery codes', () => {
  it('makes new codes after a confirmation and shows them once, then gives focus back', async () => {
    const fresh = RECOVERY_CODES.map((code) => code.replace('a1', 'z9'));
    const { user, calls, state } = renderPage(security({}, { authenticator_app: true, recovery_codes_left: 3 }), {
      'POST settings/2fa/recovery-codes': () => {
        state.current = security({}, { authenticator_app: true, recovery_codes_left: 10 });
        return {
          body: { status: true, message: settingsMessages.recoveryCodesRegenerated, data: { recovery_codes: fresh } },
        };
      },
    });
    expect(await screen.findByText(/3 of 10 codes left/)).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Generate new codes' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    expect(dialog).toHaveAccessibleDescription(/will stop working/);
    expect(sent(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Generate new codes' }));

    expect(await screen.findByText(settingsMessages.recoveryCodesRegenerated)).toBeInTheDocument();
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      within(within(codes).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
    await user.click(within(codes).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(await screen.findByText(/10 of 10 codes left/)).toBeInTheDocument();
    expect(sent(calls)).toEqual([expect.objectContaining({ method: 'POST', path: 'settings/2fa/recovery-codes' })]);
  });

  it('closes with the server’s message when new codes cannot be made', async () => {
    const { user } = renderPage(security({}, { phone: true, recovery_codes_left: 3 }), {
      'POST settings/2fa/recovery-codes': () => failure(409, settingsMessages.recoveryCodesNeedTwoFactor),
    });
    await user.click(await screen.findByRole('button', { name: 'Generate new codes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Generate new recovery codes?' })).getByRole('button', {
        name: 'Generate new codes',
      }),
    );
    expect(await screen.findByText(settingsMessages.recoveryCodesNeedTwoFactor)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
