import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@talentindia/contracts';
import { configureRuntime } from '@talentindia/core';
import { GoogleSignIn, GOOGLE_LOADING_TEXT, GOOGLE_UNAVAILABLE_TEXT } from './google-sign-in';

// Google's script cannot run here: its button stands in, showing the options it was given and
// handing back what Google would.
jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: ReactNode }) => (
    <div data-testid="google-provider" data-client-id={clientId}>
      {children}
    </div>
  ),
  GoogleLogin: ({
    onSuccess,
    onError,
    text,
    context,
  }: {
    onSuccess: (response: { credential?: string }) => void;
    onError: () => void;
    text: string;
    context: string;
  }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
        Google: {text} ({context})
      </button>
      <button type="button" onClick={() => onSuccess({})}>
        Google: no credential
      </button>
      <button type="button" onClick={onError}>
        Google: fail
      </button>
    </>
  ),
}));

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

describe('GoogleSignIn', () => {
  afterEach(() => configureRuntime({ googleClientId: undefined }));

  it('without a client id, is a disabled button that says why', () => {
    render(<GoogleSignIn intent="connect" onCredential={jest.fn()} onFailure={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Connect Google account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(GOOGLE_UNAVAILABLE_TEXT);
  });

  it('loads Google’s button for the client id, worded for its intent, and hands back the credential', async () => {
    configureRuntime({ googleClientId: CLIENT_ID });
    const onCredential = jest.fn();
    render(<GoogleSignIn intent="connect" onCredential={onCredential} onFailure={jest.fn()} />);
    // The first button of the page waits for Google's part of the kit.
    expect(screen.getByText(GOOGLE_LOADING_TEXT)).toBeInTheDocument();

    const group = await screen.findByRole('group', { name: 'Connect Google account' });
    expect(screen.getByTestId('google-provider')).toHaveAttribute('data-client-id', CLIENT_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Google: continue_with (use)' }));

    expect(group).toBeInTheDocument();
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
  });

  it.each([
    ['signin', 'Sign in with Google', 'Google: signin_with (signin)'],
    ['signup', 'Sign up with Google', 'Google: signup_with (signup)'],
  ] as const)('for %s, is named “%s”', async (intent, group, button) => {
    configureRuntime({ googleClientId: CLIENT_ID });
    render(<GoogleSignIn intent={intent} onCredential={jest.fn()} onFailure={jest.fn()} />);
    expect(await screen.findByRole('group', { name: group })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('reports Google’s failures and a missing credential with their messages', async () => {
    configureRuntime({ googleClientId: CLIENT_ID });
    const onCredential = jest.fn();
    const onFailure = jest.fn();
    render(<GoogleSignIn intent="signin" onCredential={onCredential} onFailure={onFailure} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Google: fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Google: no credential' }));

    expect(onFailure.mock.calls).toEqual([
      [accountMessages.googleCredentialInvalid],
      [accountMessages.googleCredentialRequired],
    ]);
    expect(onCredential).not.toHaveBeenCalled();
  });
});
