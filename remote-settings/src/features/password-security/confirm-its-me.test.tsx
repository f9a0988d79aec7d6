import { act, screen, waitFor, within } from '@testing-library/react';
import { settingsMessages, type PasswordSecurity } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { mockApi, signInForTest, type ApiCall, type MockHandler, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { failure, security, securityReply } from './testing/password-security-replies';

/** The api's answer to a sensitive change outside the window (issue 17 §2). */
const reauthenticationAsked = (methods: string[] = ['password']): MockReply => ({
  status: 403,
  body: { status: false, message: settingsMessages.reauthenticationRequired, reason: 'reauthenticate', methods },
});
const reauthenticated: MockReply = {
  body: { status: true, message: settingsMessages.reauthenticated, data: { until: '2030-01-01T00:10:00.000Z' } },
};

/** Answers 403 until `POST settings/reauthenticate` took a proof the test accepts, then `done`. */
function sensitive(window: { open: boolean }, done: () => MockReply, methods?: string[]): MockHandler {
  return () => (window.open ? done() : reauthenticationAsked(methods));
}

function renderPage(initial: PasswordSecurity, replies: Record<string, MockHandler>) {
  const state = { current: initial };
  const api = mockApi({
    'GET settings/password': () => securityReply(state.current),
    'GET utils/countries': () => ({ body: { status: true, data: [] } }),
    ...replies,
  });
  return { ...api, ...renderRoute('/settings/password-security'), state };
}

/** The calls besides the page's reads (its state; the countries fetched ahead for the SMS dialog). */
const sent = (calls: ApiCall[]) =>
  calls
    .filter((call) => !(call.method === 'GET' && ['settings/password', 'utils/countries'].includes(call.path)))
    .map((call) => call.path);

beforeEach(() => signInForTest());
afterEach(() => act(() => toast.remove()));

describe('Confirm it’s you', () => {
  it('asks for the password when the api asks, then makes the same change: two-step off', async () => {
    const window = { open: false };
    const { user, calls, state } = renderPage(security({}, { phone: true, phone_number: '+91 ••••••3210' }), {
      'GET settings/2fa/sms/disable': sensitive(window, () => {
        state.current = security();
        return { body: { status: true, message: settingsMessages.smsDisabled } };
      }),
      'POST settings/reauthenticate': ({ body }) => {
        const { password } = body as { password: string };
        if (password !== 'Secret@123')
          return failure(422, settingsMessages.reauthenticationPasswordWrong, {
            password: settingsMessages.reauthenticationPasswordWrong,
          });
        window.open = true;
        return reauthenticated;
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'SMS text messages' });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable SMS text messages' })).getByRole('button', {
        name: 'Disable',
      }),
    );

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(prompt).toHaveAccessibleDescription(
      'For your security, enter your password to make this change. We won’t ask again for 10 minutes.',
    );
    const password = within(prompt).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());

    // The spec's presence check first, then the server's answer under the field.
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText('Password is required')).toBeInTheDocument();
    await user.type(password, 'Wrong#Pass1');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText(settingsMessages.reauthenticationPasswordWrong)).toBeInTheDocument();
    expect(toggle).toBeChecked();

    await user.clear(password);
    await user.type(password, 'Secret@123{Enter}');
    expect(await screen.findByText(settingsMessages.smsDisabled)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(calls)).toEqual([
      'settings/2fa/sms/disable',
      'settings/reauthenticate',
      'settings/reauthenticate',
      'settings/2fa/sms/disable',
    ]);
  });

  it('changes nothing when closed: the refusal is said, the switch stays on', async () => {
    const { user, calls } = renderPage(security({}, { authenticator_app: true, recovery_codes_left: 10 }), {
      'GET settings/2fa/app/disable': sensitive({ open: false }, () => failure(500, 'never')),
    });
    const toggle = await screen.findByRole('switch', { name: 'Authenticator app codes' });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable authenticator app codes' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(settingsMessages.reauthenticationRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(sent(calls)).toEqual(['settings/2fa/app/disable']);
  });

  it('asks an account without a password for Google or an authenticator code: setting a first password', async () => {
    const window = { open: false };
    const { user, calls, state } = renderPage(
      security(
        { has_password: false, password_changed_at: null, google: true, google_email: 'asha@gmail.com' },
        {
          authenticator_app: true,
          recovery_codes_left: 10,
        },
      ),
      {
        'POST settings/password': sensitive(window, () => {
          state.current = security({ google: true, google_email: 'asha@gmail.com' }, { authenticator_app: true });
          return {
            body: {
              status: true,
              message: settingsMessages.passwordSet,
              data: { password_changed_at: '2030-01-01T00:00:00.000Z' },
            },
          };
        }, ['google', 'app']),
        'POST settings/reauthenticate': ({ body }) => {
          expect(body).toEqual({ code: '123456' });
          window.open = true;
          return reauthenticated;
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Set a password' }));
    const form = await screen.findByRole('dialog', { name: 'Set a password' });
    await user.type(within(form).getByLabelText('New password'), 'Another#Pass9');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Another#Pass9');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(prompt).toHaveAccessibleDescription(/confirm it’s you to make this change/);
    // Google's button (not configured in tests: shown unavailable), or the app's code.
    expect(within(prompt).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(within(prompt).getByText('Or enter a code from your authenticator app.')).toBeInTheDocument();
    expect(within(prompt).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(settingsMessages.passwordSet)).toBeInTheDocument();
    expect(sent(calls)).toEqual(['settings/password', 'settings/reauthenticate', 'settings/password']);
    // The retry sent the same new password.
    expect(calls.filter((call) => call.path === 'settings/password' && call.method === 'POST')[1]!.body).toEqual({
      new_password: 'Another#Pass9',
      confirm_new_password: 'Another#Pass9',
    });
  });
});
