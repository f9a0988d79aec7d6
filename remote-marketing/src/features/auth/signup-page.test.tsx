import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, messages } from '@talentindia/contracts';
import { deferredReply, mockApi, resetSession, signInForTest } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';
import { authReply } from '../../testing/auth-reply';

const signedUp = authReply({ first_name: 'Asha', email: 'asha@example.com', token: 'new-session' }, 201);
signedUp.body.message = accountMessages.signedUp;

async function openSignup(path = '/signup') {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return router;
}

async function fillIn(
  values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  return user;
}

const valid = {
  'First name': '  Asha ',
  'Last name': 'Rao',
  Email: ' asha@example.com',
  Password: 'Secret#123',
  'Confirm password': 'Secret#123',
};

describe('SignupPage', () => {
  beforeEach(() => {
    resetSession();
    sessionStorage.clear();
  });

  it('shows a labelled form with links to log in, the terms and the privacy policy', async () => {
    await openSignup();

    expect(document.title).toBe('Sign Up | TalentIndia');
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(/By creating an account you agree to the/)).toBeInTheDocument();
  });

  it('shows every required-field message on submit, linked to its field, and sends nothing', async () => {
    const { calls } = mockApi({});
    await openSignup();

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const expected: [string, string][] = [
      ['First name', messages.firstNameRequired],
      ['Last name', messages.lastNameRequired],
      ['Email', messages.emailRequired],
      ['Password', messages.passwordRequired],
      ['Confirm password', messages.confirmPasswordRequired],
    ];
    for (const [label, message] of expected) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('clears a field’s error as soon as that field is edited, and shows new errors only on the next submit', async () => {
    const { calls } = mockApi({});
    await openSignup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');

    expect(screen.queryByText(messages.emailRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(messages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when the passwords differ', async () => {
    const { calls } = mockApi({});
    await openSignup();
    const user = await fillIn({ ...valid, 'Confirm password': 'Secret#124' });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('Confirm password')).toHaveAccessibleDescription(messages.passwordsMustMatch);
    expect(calls).toHaveLength(0);
  });

  it('goes to the page a `?next=` names (a freelancer from Find Talent), never to another site', async () => {
    mockApi({ 'POST signup': signedUp });
    const router = await openSignup('/signup?next=%2Ffreelancers%2F87');
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/freelancers/87'));
  });

  it('ignores a `?next=` that leaves the app', async () => {
    mockApi({ 'POST signup': signedUp });
    const router = await openSignup('/signup?next=%2F%2Fevil.example%2Fphish');
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('creates the account, stores the session and goes to the dashboard, with the overlay while it runs', async () => {
    const reply = deferredReply(signedUp);
    const { calls } = mockApi({ 'POST signup': reply.handler });
    const router = await openSignup();
    const user = await fillIn(valid);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Creating your account…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    reply.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'signup',
        body: {
          first_name: 'Asha',
          last_name: 'Rao',
          email: 'asha@example.com',
          password: 'Secret#123',
          confirm_password: 'Secret#123',
        },
      }),
    ]);
    expect(localStorage.getItem('accessToken')).toBe('new-session');
    expect(localStorage.getItem('first_name')).toBe('Asha');
    expect(localStorage.getItem('email')).toBe('asha@example.com');
    expect(localStorage.getItem('isEmailVerified')).toBe('false');
    expect(await screen.findByText(accountMessages.signedUp)).toBeInTheDocument();
  });

  it('shows the server’s message under the form when the email is taken, and stays on the page', async () => {
    mockApi({ 'POST signup': { status: 409, body: { status: false, message: accountMessages.emailTaken } } });
    const router = await openSignup();
    const user = await fillIn(valid);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.emailTaken);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('puts the field messages of a validation error under their fields', async () => {
    mockApi({
      'POST signup': {
        status: 422,
        body: {
          status: false,
          message: 'Please check the highlighted fields.',
          errors: { password: accountMessages.passwordTooWeak },
        },
      },
    });
    await openSignup();
    const user = await fillIn({ ...valid, Password: 'weakpass', 'Confirm password': 'weakpass' });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(accountMessages.passwordTooWeak);

    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByText(accountMessages.passwordTooWeak)).not.toBeInTheDocument();
  });

  it('shows the rate-limit message of a 429', async () => {
    const message = 'Too many attempts. Please try again in a minute.';
    mockApi({ 'POST signup': { status: 429, body: { status: false, message } } });
    await openSignup();
    const user = await fillIn(valid);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a signed-in user to the dashboard', async () => {
    signInForTest();
    const router = renderRoute('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers Google sign-up as unavailable when the server has no Google client id', async () => {
    await openSignup();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is not available on this server.');
    expect(within(document.body).queryByRole('group', { name: 'Sign up with Google' })).not.toBeInTheDocument();
  });
});
