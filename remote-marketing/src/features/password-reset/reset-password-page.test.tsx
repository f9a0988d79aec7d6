import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, messages } from '@talentindia/contracts';
import { mockApi, resetSession } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';

async function openReset(path = '/reset-password?token=reset-token-1') {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  return router;
}

describe('ResetPasswordPage', () => {
  beforeEach(resetSession);

  it('lists the password rules with the new password field', async () => {
    await openReset();

    expect(document.title).toBe('Reset Password | TalentIndia');
    const rules = screen.getByRole('list');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 8 characters', '1 uppercase letter', '1 number', '1 special character']);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Your password must have/);
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('checks the passwords before sending anything', async () => {
    const { calls } = mockApi({});
    await openReset();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordRequired),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(messages.confirmPasswordRequired);

    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm new password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(accountMessages.passwordTooWeak)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.passwordsMustMatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('resets the password with the link’s token, then shows the message on the log-in page', async () => {
    const { calls } = mockApi({
      'POST password/reset': { body: { status: true, message: accountMessages.resetDone } },
    });
    const router = await openReset();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'password/reset',
        body: { token: 'reset-token-1', password: 'Secret#123', confirm_password: 'Secret#123' },
      }),
    ]);
    expect(await screen.findByText(accountMessages.resetDone)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to TalentIndia' })).toBeInTheDocument();
  });

  it('shows the server’s message when the link has expired', async () => {
    mockApi({
      'POST password/reset': { status: 400, body: { status: false, message: accountMessages.resetLinkInvalid } },
    });
    const router = await openReset();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without a token and offers a new one', async () => {
    const { calls } = mockApi({});
    await openReset('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
