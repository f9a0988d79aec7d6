import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@talentindia/contracts';
import { configureRuntime } from '@talentindia/core';
import { mockApi, resetSession } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';
import { authReply, challengeReply } from '../../testing/auth-reply';

// Google's script cannot run here: its button stands in, handing back what Google would.
jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  GoogleLogin: ({ onSuccess, text }: { onSuccess: (response: { credential?: string }) => void; text: string }) => (
    <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
      Google: {text}
    </button>
  ),
}));

describe('Google sign-in of an account with two-step sign-in on', () => {
  beforeEach(() => {
    resetSession();
    configureRuntime({ googleClientId: 'test-client.apps.googleusercontent.com' });
  });

  afterEach(() => configureRuntime({ googleClientId: undefined }));

  it('on the login page, asks for the second step before signing in', async () => {
    const { calls } = mockApi({
      'POST auth/google': challengeReply(['app', 'recovery'], null, 'google-challenge'),
      'POST login/2fa': authReply({ token: 'google-two-step', first_name: 'Ravi' }),
    });
    const router = renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));

    await user.click(await screen.findByRole('button', { name: 'Google: signin_with' }));

    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google: signin_with' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await user.keyboard('246810{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: 'auth/google', body: { credential: 'google-id-token', remember_me: true } },
      { path: 'login/2fa', body: { challenge_token: 'google-challenge', method: 'app', code: '246810' } },
    ]);
    expect(localStorage.getItem('accessToken')).toBe('google-two-step');
    expect(localStorage.getItem('first_name')).toBe('Ravi');
  });

  it('on the sign-up page, asks there too, and an ended challenge goes back to the sign-up form', async () => {
    mockApi({
      'POST auth/google': challengeReply(['app', 'recovery']),
      'POST login/2fa': { status: 401, body: { status: false, message: accountMessages.challengeTooManyAttempts } },
    });
    const router = renderRoute('/signup');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Google: signup_with' }));

    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(document.title).toBe('Sign Up | TalentIndia');
    expect(screen.getByRole('button', { name: 'Back to sign up' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await user.keyboard('123456{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.challengeTooManyAttempts);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
