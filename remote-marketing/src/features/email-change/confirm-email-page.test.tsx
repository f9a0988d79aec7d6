import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages } from '@talentindia/contracts';
import { renderRoute } from '../../testing/render-page';
import { deferredReply, mockApi, resetSession, signInForTest } from '@talentindia/core/testing';

const confirmed = { body: { status: true, message: settingsMessages.emailChangeConfirmed } };

describe('ConfirmEmailPage', () => {
  beforeEach(resetSession);

  it('sends nothing on arrival, then confirms the link’s token on one click and leads a visitor to log in', async () => {
    const user = userEvent.setup();
    const reply = deferredReply(confirmed);
    const { calls } = mockApi({ 'POST settings/email/confirm': reply.handler });
    renderRoute('/confirm-email?token=change-token-1');

    const button = await screen.findByRole('button', { name: 'Confirm new email address' });
    expect(document.title).toBe('Confirm Email | TalentIndia');
    expect(calls).toEqual([]);

    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    reply.release();

    expect(await screen.findByRole('status')).toHaveTextContent(settingsMessages.emailChangeConfirmed);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'settings/email/confirm', body: { token: 'change-token-1' } }),
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm new email address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in user back to Profile Details', async () => {
    const user = userEvent.setup();
    signInForTest();
    const { calls } = mockApi({ 'POST settings/email/confirm': confirmed });
    renderRoute('/confirm-email?token=change-token-2');

    await user.click(await screen.findByRole('button', { name: 'Confirm new email address' }));

    expect(await screen.findByRole('status')).toHaveTextContent(settingsMessages.emailChangeConfirmed);
    expect(calls[0]?.authorization).toBe('Bearer session-token');
    expect(screen.getByRole('link', { name: 'Go to Profile Details' })).toHaveAttribute('href', '/settings/profile');
  });

  it('shows the server’s message plainly when the link is invalid or expired', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST settings/email/confirm': {
        status: 400,
        body: { status: false, message: settingsMessages.emailChangeLinkInvalid },
      },
    });
    renderRoute('/confirm-email?token=expired');

    await user.click(await screen.findByRole('button', { name: 'Confirm new email address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.emailChangeLinkInvalid);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a link without a token, and offers nothing to click', async () => {
    const { calls } = mockApi({});
    renderRoute('/confirm-email');

    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.emailChangeLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm new email address' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
