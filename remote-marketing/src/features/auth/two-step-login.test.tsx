import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, settingsMessages } from '@talentindia/contracts';
import { deferredReply, mockApi, networkError, resetSession, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';
import { authReply, challengeReply } from '../../testing/auth-reply';

const PHONE = '+91 ••••••3210';

const smsSentReply = {
  status: 200,
  body: {
    status: true,
    message: settingsMessages.smsCodeSent,
    data: { phone: PHONE, resend_in_seconds: 60, expires_at: '2030-01-01T00:10:00.000Z' },
  },
} satisfies MockReply;

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

/** Logs in with a password and lands on the second step. */
async function logInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
}

describe('the login’s second step', () => {
  beforeEach(resetSession);

  it('asks for the authenticator code after the password, then signs in', async () => {
    const verify = deferredReply(authReply({ token: 'two-step-session', first_name: 'Asha' }));
    const { calls } = mockApi({ 'POST login': challengeReply(['app', 'recovery']), 'POST login/2fa': verify.handler });
    const router = renderRoute('/login');
    const user = userEvent.setup();

    await logInWithPassword(user);

    // No session yet: the password alone did not sign in.
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Log In | TalentIndia');
    expect(screen.getByText(accountMessages.twoFactorRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = await screen.findByRole('group', { name: 'Enter the 6-digit code from your authenticator app' });
    expect(within(code).getAllByRole('textbox')).toHaveLength(6);
    await waitFor(() => expect(box(1)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a code by SMS instead' })).not.toBeInTheDocument();

    await user.keyboard('123456{Enter}');

    expect(await screen.findByText('Checking the code…')).toBeInTheDocument();
    verify.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: 'login',
        body: { email: 'asha@example.com', password: 'Secret#123', remember_me: false },
      },
      { method: 'POST', path: 'login/2fa', body: { challenge_token: 'challenge-abc', method: 'app', code: '123456' } },
    ]);
    expect(localStorage.getItem('accessToken')).toBe('two-step-session');
    expect(localStorage.getItem('first_name')).toBe('Asha');
    expect(screen.queryByText(accountMessages.recoveryCodeUsed)).not.toBeInTheDocument();
  });

  it('takes a freelancer to Messages once the code is right (issue 18)', async () => {
    mockApi({
      'POST login': challengeReply(['app', 'recovery']),
      'POST login/2fa': authReply({ token: 'freelancer-session', first_name: 'Priya', role: 'freelancer' }),
    });
    const router = renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);
    await waitFor(() => expect(box(1)).toHaveFocus());

    await user.keyboard('123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(localStorage.getItem('role')).toBe('freelancer');
  });

  it('asks for all six digits before sending anything', async () => {
    const { calls } = mockApi({ 'POST login': challengeReply() });
    renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const group = screen.getByRole('group', { name: /authenticator app/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription(accountMessages.twoFactorCodeRequired));
    await user.click(box(1));
    await user.keyboard('12345');
    expect(screen.queryByText(accountMessages.twoFactorCodeRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(accountMessages.twoFactorCodeRequired)).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual(['login']);
  });

  it('shows the server’s message under a wrong code, clears it and lets the user try again', async () => {
    let attempts = 0;
    mockApi({
      'POST login': challengeReply(),
      'POST login/2fa': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              body: {
                status: false,
                message: accountMessages.twoFactorCodeWrong,
                errors: { code: accountMessages.twoFactorCodeWrong },
              },
            }
          : authReply({ token: 'second-try' });
      },
    });
    const router = renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);
    await waitFor(() => expect(box(1)).toHaveFocus());

    await user.keyboard('111111{Enter}');

    const group = await screen.findByRole('group', { name: /authenticator app/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription(accountMessages.twoFactorCodeWrong));
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();

    await user.keyboard('2');
    expect(screen.queryByText(accountMessages.twoFactorCodeWrong)).not.toBeInTheDocument();
    await user.keyboard('22222{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('accessToken')).toBe('second-try');
  });

  it.each([accountMessages.challengeExpired, accountMessages.challengeTooManyAttempts])(
    'goes back to the password form when the api ends the challenge: “%s”',
    async (message) => {
      mockApi({
        'POST login': challengeReply(),
        'POST login/2fa': { status: 401, body: { status: false, message } },
      });
      renderRoute('/login');
      const user = userEvent.setup();
      await logInWithPassword(user);
      await waitFor(() => expect(box(1)).toHaveFocus());

      await user.keyboard('123456{Enter}');

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in to TalentIndia' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
      expect(localStorage.getItem('accessToken')).toBeNull();
    },
  );

  it('goes back to the password form on “Back to log in”, and the next login asks again', async () => {
    const { calls } = mockApi({ 'POST login': challengeReply() });
    renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Back to log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to TalentIndia' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    await user.keyboard('Secret#123{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(calls.map(({ path }) => path)).toEqual(['login', 'login']);
  });

  it('shows any other failure under the step and stays on it', async () => {
    mockApi({ 'POST login': challengeReply(), 'POST login/2fa': () => networkError() });
    renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);
    await waitFor(() => expect(box(1)).toHaveFocus());

    await user.keyboard('123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach TalentIndia.');
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(box(6)).toHaveValue('6');
  });

  it('signs in with a recovery code once, and says it is used up', async () => {
    const { calls } = mockApi({
      'POST login': challengeReply(['app', 'sms', 'recovery'], PHONE),
      'POST login/2fa': {
        status: 200,
        body: { ...authReply({ token: 'recovered' }).body, message: accountMessages.recoveryCodeUsed },
      },
    });
    const router = renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

    const field = await screen.findByLabelText('Recovery code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('group', { name: /authenticator app/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use your authenticator app instead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a code by SMS instead' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Recovery code')).toHaveAccessibleDescription(
      expect.stringContaining(accountMessages.recoveryCodeRequired),
    );

    await user.type(field, ' 7f3k9-2m8qx {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(accountMessages.recoveryCodeUsed)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ challenge_token: 'challenge-abc', method: 'recovery', code: '7f3k9-2m8qx' });
    expect(localStorage.getItem('accessToken')).toBe('recovered');
  });

  it('keeps a refused recovery code selected under the server’s message', async () => {
    mockApi({
      'POST login': challengeReply(['app', 'recovery']),
      'POST login/2fa': {
        status: 422,
        body: {
          status: false,
          message: accountMessages.twoFactorCodeWrong,
          errors: { code: accountMessages.twoFactorCodeWrong },
        },
      },
    });
    renderRoute('/login');
    const user = userEvent.setup();
    await logInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByLabelText('Recovery code');

    await user.type(field, 'used-code{Enter}');

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(accountMessages.twoFactorCodeWrong)),
    );
    expect(field).toHaveValue('used-code');
    expect(field).toHaveFocus();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  describe('by SMS', () => {
    afterEach(() => jest.useRealTimers());

    it('texts the code on request, verifies it, and offers “Resend OTP” after 60 seconds', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const { calls } = mockApi({
        'POST login': challengeReply(['sms', 'recovery'], PHONE),
        'POST login/2fa/sms': smsSentReply,
        'POST login/2fa': authReply({ token: 'sms-session' }),
      });
      const router = renderRoute('/login');
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await logInWithPassword(user);

      // Nothing is texted until asked for.
      const send = await screen.findByRole('button', { name: `Send code to ${PHONE}` });
      await waitFor(() => expect(send).toHaveFocus());
      expect(calls.map(({ path }) => path)).toEqual(['login']);
      expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();

      await user.keyboard('{Enter}');

      const group = await screen.findByRole('group', { name: `Enter the 6-digit code sent to ${PHONE}` });
      expect(screen.getByText(settingsMessages.smsCodeSent).closest('[role="status"]')).not.toBeNull();
      await waitFor(() => expect(box(1)).toHaveFocus());
      expect(calls.at(-1)).toMatchObject({ path: 'login/2fa/sms', body: { challenge_token: 'challenge-abc' } });
      const resend = screen.getByRole('button', { name: 'Resend OTP' });
      expect(resend).toBeDisabled();
      expect(screen.getByText('in 1:00')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText('in 0:59')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(58_000));
      expect(screen.getByText('in 0:01')).toBeInTheDocument();
      expect(resend).toBeDisabled();
      act(() => jest.advanceTimersByTime(1000));
      expect(resend).toBeEnabled();
      expect(screen.queryByText(/^in \d/)).not.toBeInTheDocument();

      // A resend replaces the code: the boxes start empty, the countdown again.
      await user.click(box(1));
      await user.keyboard('99');
      await user.click(resend);
      await waitFor(() => expect(calls.filter(({ path }) => path === 'login/2fa/sms')).toHaveLength(2));
      await waitFor(() => expect(box(1)).toHaveValue(''));
      await waitFor(() => expect(box(1)).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
      expect(screen.getByText('in 1:00')).toBeInTheDocument();

      await user.keyboard('654321{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(group).not.toBeInTheDocument();
      expect(calls.at(-1)?.body).toEqual({ challenge_token: 'challenge-abc', method: 'sms', code: '654321' });
      expect(localStorage.getItem('accessToken')).toBe('sms-session');
    });

    it('is offered as another way when the app comes first, and shows why a send was refused', async () => {
      mockApi({
        'POST login': challengeReply(['app', 'sms', 'recovery'], PHONE),
        'POST login/2fa/sms': { status: 429, body: { status: false, message: settingsMessages.smsDailyLimit } },
      });
      renderRoute('/login');
      const user = userEvent.setup();
      await logInWithPassword(user);

      await user.click(await screen.findByRole('button', { name: 'Get a code by SMS instead' }));
      const send = screen.getByRole('button', { name: `Send code to ${PHONE}` });
      await waitFor(() => expect(send).toHaveFocus());
      await user.click(send);

      expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.smsDailyLimit);
      expect(screen.queryByRole('group')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(box(1)).toHaveFocus());
    });

    it('goes back to the password form when the challenge expired before the send', async () => {
      mockApi({
        'POST login': challengeReply(['sms', 'recovery'], PHONE),
        'POST login/2fa/sms': { status: 401, body: { status: false, message: accountMessages.challengeExpired } },
      });
      renderRoute('/login');
      const user = userEvent.setup();
      await logInWithPassword(user);

      await user.click(await screen.findByRole('button', { name: `Send code to ${PHONE}` }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in to TalentIndia' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.challengeExpired);
    });
  });
});
