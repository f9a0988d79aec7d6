import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { accountMessages, settingsMessages, type PasswordSecurity } from '@talentindia/contracts';
import { configureRuntime, toast } from '@talentindia/core';
import { deferredReply, mockApi, signInForTest, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { failure, security, securityReply } from './testing/password-security-replies';

// Google's script cannot run here: its button stands in, handing back what Google would.
jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  GoogleLogin: ({ onSuccess, onError }: { onSuccess: (r: { credential?: string }) => void; onError: () => void }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
        Google: continue
      </button>
      <button type="button" onClick={onError}>
        Google: fail
      </button>
    </>
  ),
}));

/** The api with `GET /settings/password` answering `state()` each time (it changes as the test goes). */
function securityApi(
  state: () => PasswordSecurity,
  replies: Record<string, MockHandler | ReturnType<typeof failure>> = {},
) {
  return mockApi({ 'GET settings/password': () => securityReply(state()), ...replies });
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(signInForTest);
afterEach(() => {
  act(() => toast.remove());
  configureRuntime({ googleClientId: undefined });
});

describe('Password And Security: loading', () => {
  it('shows its skeleton while the settings load, then the password, Google and two-step parts', async () => {
    const reply = deferredReply(securityReply());
    const { calls } = mockApi({ 'GET settings/password': reply.handler });
    renderRoute('/settings/password-security');

    expect(await screen.findByRole('heading', { level: 1, name: 'Password And Security' })).toBeInTheDocument();
    expect(await screen.findByText('Loading password and security…')).toBeInTheDocument();
    reply.release();

    const password = await screen.findByRole('region', { name: 'Password' });
    expect(within(password).getByText('Sep 08, 2022')).toBeInTheDocument();
    expect(password).toHaveTextContent('Last Changed: Sep 08, 2022');
    expect(within(password).getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Google account' })).toBeInTheDocument();
    const twoStep = screen.getByRole('region', { name: 'Two-step verification' });
    expect(within(twoStep).getByRole('switch', { name: 'Authenticator app codes' })).not.toBeChecked();
    expect(within(twoStep).getByText('Recommended')).toBeInTheDocument();
    expect(within(twoStep).getByRole('switch', { name: 'SMS text messages' })).not.toBeChecked();
    // Recovery codes belong to two-step verification, which is off.
    expect(within(twoStep).queryByText('Recovery codes')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading password and security…')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'settings/password')).toEqual([
      expect.objectContaining({ method: 'GET', authorization: 'Bearer session-token' }),
    ]);
  });

  it('says why when the settings cannot load, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET settings/password': () =>
        fail ? failure(500, 'The security settings are not available.') : securityReply(),
    });
    const { user } = renderRoute('/settings/password-security');

    expect(await screen.findByRole('alert')).toHaveTextContent('The security settings are not available.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('shows the switches and the recovery codes left as the api says', async () => {
    securityApi(() =>
      security({}, { authenticator_app: true, phone: true, phone_number: '+91 ••••••3210', recovery_codes_left: 7 }),
    );
    renderRoute('/settings/password-security');

    expect(await screen.findByRole('switch', { name: 'Authenticator app codes' })).toBeChecked();
    const sms = screen.getByRole('switch', { name: 'SMS text messages' });
    expect(sms).toBeChecked();
    expect(sms).toHaveAccessibleDescription(/\+91 ••••••3210/);
    expect(screen.getByText('Recovery codes')).toBeInTheDocument();
    expect(screen.getByText(/7 of 10 codes left/)).toBeInTheDocument();
  });
});

describe('Change Password', () => {
  async function openChangePassword(replies: Record<string, MockHandler | ReturnType<typeof failure>> = {}) {
    let state = security();
    const api = securityApi(() => state, replies);
    const { user } = renderRoute('/settings/password-security');
    const opener = await screen.findByRole('button', { name: 'Change Password' });
    await user.click(opener);
    const modal = await dialog('Change Password');
    return { ...api, user, opener, modal, setState: (next: PasswordSecurity) => (state = next) };
  }

  it('opens with focus in the current password, and checks presence and matching before sending anything', async () => {
    const { user, modal, calls } = await openChangePassword();
    expect(within(modal).getByLabelText('Current password')).toHaveFocus();

    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(within(modal).getByLabelText('Current password')).toHaveAccessibleDescription(
      settingsMessages.currentPasswordRequired,
    );
    expect(within(modal).getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.newPasswordRequired),
    );
    expect(within(modal).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      settingsMessages.passwordConfirmationRequired,
    );

    await user.type(within(modal).getByLabelText('Current password'), 'Old@12345');
    await user.type(within(modal).getByLabelText('New password'), 'New@12345');
    await user.type(within(modal).getByLabelText('Confirm new password'), 'New@12346');
    // Editing a field clears its error (spec §5).
    expect(within(modal).getByLabelText('Current password')).not.toHaveAccessibleDescription();
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(within(modal).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      settingsMessages.passwordConfirmationMismatch,
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('lists the rules and ticks each as the new password meets it', async () => {
    const { user, modal } = await openChangePassword();
    const rules = () =>
      within(modal)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(rules()).toEqual(['At least 8 characters', '1 uppercase letter', '1 number', '1 special character']);
    expect(within(modal).getByLabelText('New password')).toHaveAccessibleDescription(/Your password must have/);

    await user.type(within(modal).getByLabelText('New password'), 'Ab1');
    expect(rules()).toEqual([
      'At least 8 characters',
      '1 uppercase letter (done)',
      '1 number (done)',
      '1 special character',
    ]);
    await user.type(within(modal).getByLabelText('New password'), '!defgh');
    expect(rules().every((rule) => rule?.endsWith('(done)'))).toBe(true);
  });

  it('sends the three fields, toasts, closes, shows the new date and gives focus back', async () => {
    const { user, modal, calls, opener, setState } = await openChangePassword({
      'POST settings/password': () => {
        setState(security({ password_changed_at: '2025-01-15T12:00:00.000Z' }));
        return {
          body: {
            status: true,
            message: settingsMessages.passwordChanged,
            data: { password_changed_at: '2025-01-15T12:00:00.000Z' },
          },
        };
      },
    });
    await user.type(within(modal).getByLabelText('Current password'), 'Old@12345');
    await user.type(within(modal).getByLabelText('New password'), 'New@12345');
    await user.type(within(modal).getByLabelText('Confirm new password'), 'New@12345');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Password' })).toHaveTextContent('Last Changed: Jan 15, 2025');
    await waitFor(() => expect(opener).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: 'settings/password',
        body: { current_password: 'Old@12345', new_password: 'New@12345', confirm_new_password: 'New@12345' },
      }),
    ]);
  });

  it('shows a wrong current password under its field, focused, and nothing else', async () => {
    const { user, modal } = await openChangePassword({
      'POST settings/password': () =>
        failure(422, settingsMessages.currentPasswordWrong, {
          current_password: settingsMessages.currentPasswordWrong,
        }),
    });
    await user.type(within(modal).getByLabelText('Current password'), 'Wrong@123');
    await user.type(within(modal).getByLabelText('New password'), 'New@12345');
    await user.type(within(modal).getByLabelText('Confirm new password'), 'New@12345');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));

    const current = within(modal).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription(settingsMessages.currentPasswordWrong));
    expect(current).toHaveFocus();
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(current, 'x');
    expect(current).not.toHaveAccessibleDescription();
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('shows a weak new password under its field, and other failures under the form', async () => {
    let answer = failure(422, accountMessages.passwordTooWeak, { new_password: accountMessages.passwordTooWeak });
    const { user, modal } = await openChangePassword({ 'POST settings/password': () => answer });
    await user.type(within(modal).getByLabelText('Current password'), 'Old@12345');
    await user.type(within(modal).getByLabelText('New password'), 'weakpass');
    await user.type(within(modal).getByLabelText('Confirm new password'), 'weakpass');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(modal).getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(accountMessages.passwordTooWeak),
      ),
    );

    answer = failure(429, 'Too many attempts. Please try again in 15 minutes.');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });
});

describe('an account made with Google, without a password', () => {
  const googleOnly = () =>
    security({ has_password: false, password_changed_at: null, google: true, google_email: 'asha@gmail.com' });

  it('shows no date, offers "Set a password" without a current password, and cannot disconnect Google', async () => {
    let state = googleOnly();
    const { calls } = securityApi(() => state, {
      'POST settings/password': () => {
        state = security({ google: true, google_email: 'asha@gmail.com', password_changed_at: '2025-01-15T12:00:00Z' });
        return {
          body: {
            status: true,
            message: settingsMessages.passwordSet,
            data: { password_changed_at: '2025-01-15T12:00:00Z' },
          },
        };
      },
    });
    const { user } = renderRoute('/settings/password-security');

    const password = await screen.findByRole('region', { name: 'Password' });
    expect(password).not.toHaveTextContent('Last Changed');
    const disconnect = screen.getByRole('button', { name: 'Disconnect' });
    expect(disconnect).toBeDisabled();
    expect(disconnect).toHaveAccessibleDescription(settingsMessages.googleOnlySignIn);
    expect(screen.getByRole('region', { name: 'Google account' })).toHaveTextContent('Connected as asha@gmail.com');

    await user.click(within(password).getByRole('button', { name: 'Set a password' }));
    const modal = await dialog('Set a password');
    expect(within(modal).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(modal).getByLabelText('New password')).toHaveFocus();
    await user.type(within(modal).getByLabelText('New password'), 'New@12345');
    await user.type(within(modal).getByLabelText('Confirm new password'), 'New@12345');
    await user.click(within(modal).getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText(settingsMessages.passwordSet)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      new_password: 'New@12345',
      confirm_new_password: 'New@12345',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disconnect' })).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Password' })).toHaveTextContent('Last Changed: Jan 15, 2025');
  });
});

describe('Google account', () => {
  it('offers Google as unavailable, with the reason, when the server has no Google client id', async () => {
    securityApi(() => security());
    renderRoute('/settings/password-security');
    const button = await screen.findByRole('button', { name: 'Connect Google account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Google sign-in is not available on this server.');
  });

  it('connects the Google account of the credential Google hands back, and says so', async () => {
    configureRuntime({ googleClientId: 'test-client.apps.googleusercontent.com' });
    let state = security();
    const { calls } = securityApi(() => state, {
      'POST settings/google': () => {
        state = security({ google: true, google_email: 'asha@gmail.com' });
        return { body: { status: true, message: settingsMessages.googleConnected } };
      },
    });
    const { user } = renderRoute('/settings/password-security');

    expect(await screen.findByRole('group', { name: 'Connect Google account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Google: continue' }));

    expect(await screen.findByText(settingsMessages.googleConnected)).toBeInTheDocument();
    expect(await screen.findByText('asha@gmail.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'settings/google', body: { credential: 'google-id-token' } }),
    ]);
  });

  it('shows the server’s message when the Google account belongs to someone else, and Google’s own failures', async () => {
    configureRuntime({ googleClientId: 'test-client.apps.googleusercontent.com' });
    securityApi(() => security(), {
      'POST settings/google': () => failure(409, settingsMessages.googleTakenByOther),
    });
    const { user } = renderRoute('/settings/password-security');

    await user.click(await screen.findByRole('button', { name: 'Google: continue' }));
    expect(await screen.findByText(settingsMessages.googleTakenByOther)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Google: fail' }));
    expect(await screen.findByText(accountMessages.googleCredentialInvalid)).toBeInTheDocument();
  });

  it('disconnects after a confirmation, and says so', async () => {
    let state = security({ google: true, google_email: 'asha@gmail.com' });
    const { calls } = securityApi(() => state, {
      'DELETE settings/google': () => {
        state = security();
        return { body: { status: true, message: settingsMessages.googleDisconnected } };
      },
    });
    const { user } = renderRoute('/settings/password-security');

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const confirm = await dialog('Disconnect Google account?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await dialog('Disconnect Google account?')).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText(settingsMessages.googleDisconnected)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Google account' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: 'settings/google' }),
    ]);
  });

  it('shows the server’s message when disconnecting is refused', async () => {
    securityApi(() => security({ google: true, google_email: 'asha@gmail.com' }), {
      'DELETE settings/google': () => failure(409, settingsMessages.googleOnlySignIn),
    });
    const { user } = renderRoute('/settings/password-security');

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await user.click(within(await dialog('Disconnect Google account?')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(settingsMessages.googleOnlySignIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });
});
