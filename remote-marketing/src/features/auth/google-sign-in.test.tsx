import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@talentindia/contracts';
import { configureRuntime } from '@talentindia/core';
import { mockApi, resetSession } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';
import { authReply } from '../../testing/auth-reply';

// Google's script cannot run here: its button stands in, handing back what Google would.
jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: ReactNode }) => (
    <div data-client-id={clientId}>{children}</div>
  ),
  GoogleLogin: ({
    onSuccess,
    onError,
    text,
  }: {
    onSuccess: (response: { credential?: string }) => void;
    onError: () => void;
    text: string;
  }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
        Google: {text}
      </button>
      <button type="button" onClick={onError}>
        Google: fail
      </button>
    </>
  ),
}));

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

describe('Google sign-in', () => {
  beforeEach(() => {
    resetSession();
    configureRuntime({ googleClientId: CLIENT_ID });
  });

  afterEach(() => configureRuntime({ googleClientId: undefined }));

  it('on the login page, sends Google’s credential to the api and signs in like a login', async () => {
    const { calls } = mockApi({ 'POST auth/google': authReply({ token: 'google-session', first_name: 'Ravi' }) });
    const router = renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));

    expect(screen.getByRole('group', { name: 'Sign in with Google' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Google: signin_with' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'auth/google',
        body: { credential: 'google-id-token', remember_me: true },
      }),
    ]);
    expect(localStorage.getItem('accessToken')).toBe('google-session');
    expect(localStorage.getItem('first_name')).toBe('Ravi');
  });

  it('on the sign-up page, offers Google sign-up', async () => {
    mockApi({ 'POST auth/google': authReply({ token: 'google-session' }) });
    const router = renderRoute('/signup');

    await userEvent.click(await screen.findByRole('button', { name: 'Google: signup_with' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows and logs the server’s message when the api refuses the credential', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'POST auth/google': {
        status: 401,
        body: { status: false, message: accountMessages.googleCredentialInvalid },
      },
    });
    const router = renderRoute('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Google: signin_with' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.googleCredentialInvalid);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(accountMessages.googleCredentialInvalid));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows a message when Google itself fails, without calling the api', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = mockApi({});
    renderRoute('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Google: fail' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.googleCredentialInvalid);
    expect(calls).toHaveLength(0);
  });
});
