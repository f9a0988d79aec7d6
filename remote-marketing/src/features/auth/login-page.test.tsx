import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, messages, textMessages } from '@talentindia/contracts';
import { NETWORK_ERROR_MESSAGE, peekReturnTo, rememberReturnTo, useAuthStore } from '@talentindia/core';
import { deferredReply, mockApi, networkError, resetSession, signInForTest } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';
import { authReply } from '../../testing/auth-reply';

async function openLogin() {
  const router = renderRoute('/login');
  await screen.findByRole('heading', { level: 1, name: 'Log in to TalentIndia' });
  return router;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    resetSession();
    sessionStorage.clear();
  });

  it('shows a labelled form with Remember me, Forgot Password? and a link to sign up', async () => {
    await openLogin();

    expect(document.title).toBe('Log In | TalentIndia');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the required-field messages on submit and sends nothing', async () => {
    const { calls } = mockApi({});
    await openLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(messages.passwordRequired);
    expect(calls).toHaveLength(0);
  });

  it('says when the email is invalid, and clears each message when its field is edited', async () => {
    const { calls } = mockApi({});
    await openLogin();
    const user = await fillIn('asha@example', '');

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText(messages.passwordRequired)).not.toBeInTheDocument();
    expect(screen.getByText(messages.emailInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('refuses a pasted NUL or broken character with the field’s message and sends nothing', async () => {
    const { calls } = mockApi({});
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email'));
    await user.paste('asha\u0000@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Secret@123\ud800');

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(textMessages.invalidCharacters);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(textMessages.invalidCharacters);
    expect(calls).toHaveLength(0);
  });

  it('goes to the signed-in page the visitor asked for before logging in', async () => {
    rememberReturnTo('/jobs/87?tab=proposals');
    mockApi({ 'POST login': authReply({ token: 'login-token', first_name: 'Asha', email: 'asha@example.com' }) });
    const router = await openLogin();
    const user = await fillIn('asha@example.com', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/87'));
    expect(router.state.location.search).toBe('?tab=proposals');
    // Taken once: the next login goes to the dashboard.
    expect(peekReturnTo()).toBeNull();
  });

  it('logs in with Remember me, stores the session and goes to the dashboard', async () => {
    const reply = deferredReply(authReply({ token: 'login-token', first_name: 'Asha', email: 'asha@example.com' }));
    const { calls } = mockApi({ 'POST login': reply.handler });
    const router = await openLogin();
    const user = await fillIn('asha@example.com', 'Secret#123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Logging you in…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
    reply.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'login',
        body: { email: 'asha@example.com', password: 'Secret#123', remember_me: true },
      }),
    ]);
    expect(localStorage.getItem('accessToken')).toBe('login-token');
    expect(localStorage.getItem('first_name')).toBe('Asha');
    expect(localStorage.getItem('email')).toBe('asha@example.com');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it.each([
    [401, accountMessages.invalidCredentials],
    [429, 'Too many login attempts. Please try again in 15 minutes.'],
  ])('shows the server’s message of a %s under the form', async (status, message) => {
    mockApi({ 'POST login': { status, body: { status: false, message } } });
    const router = await openLogin();
    const user = await fillIn('asha@example.com', 'Wrong#123');

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.queryByText('Logging you in…')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows the message of a response with status false', async () => {
    mockApi({ 'POST login': { status: 200, body: { status: false, message: 'Your account is locked.' } } });
    await openLogin();
    const user = await fillIn('asha@example.com', 'Secret#123');

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked.');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says so when the api cannot be reached, and clears the message on the next try', async () => {
    mockApi({ 'POST login': () => networkError() });
    await openLogin();
    const user = await fillIn('asha@example.com', 'Secret#123');

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);

    mockApi({ 'POST login': authReply() });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends a signed-in user to the dashboard', async () => {
    signInForTest();
    const router = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  describe('as a freelancer (issue 18)', () => {
    const freelancerReply = () =>
      authReply({ token: 'freelancer-token', first_name: 'Priya', email: 'priya@example.com', role: 'freelancer' });

    it('lands on Messages and keeps the role with the session', async () => {
      mockApi({ 'POST login': freelancerReply() });
      const router = await openLogin();
      const user = await fillIn('priya@example.com', 'Secret#123');

      await user.click(screen.getByRole('button', { name: 'Log In' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(useAuthStore.getState()).toMatchObject({ accessToken: 'freelancer-token', role: 'freelancer' });
      expect(localStorage.getItem('role')).toBe('freelancer');
    });

    it('still goes to the page asked for before logging in', async () => {
      rememberReturnTo('/messages?thread=12');
      mockApi({ 'POST login': freelancerReply() });
      const router = await openLogin();
      const user = await fillIn('priya@example.com', 'Secret#123');

      await user.click(screen.getByRole('button', { name: 'Log In' }));

      await waitFor(() => expect(router.state.location.search).toBe('?thread=12'));
      expect(router.state.location.pathname).toBe('/messages');
    });

    it('is sent on to Messages when already signed in', async () => {
      signInForTest();
      useAuthStore.getState().update({ role: 'freelancer' });
      const router = renderRoute('/login');
      await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    });
  });
});
