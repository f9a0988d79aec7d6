import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, messages } from '@talentindia/contracts';
import { mockApi, resetSession } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';

describe('ForgotPasswordPage', () => {
  beforeEach(resetSession);

  it('checks the email before sending anything', async () => {
    const { calls } = mockApi({});
    renderRoute('/forgot-password');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired);

    await user.type(screen.getByLabelText('Email'), 'asha');
    expect(screen.queryByText(messages.emailRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for a reset link and shows the server’s answer with the way back to log in', async () => {
    const { calls } = mockApi({
      'POST password/forgot': { body: { status: true, message: accountMessages.resetRequested } },
    });
    renderRoute('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot Password | TalentIndia');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetRequested);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'password/forgot', body: { email: 'asha@example.com' } }),
    ]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'send the link again' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows the server’s message when the request fails', async () => {
    const message = 'Too many requests. Please try again later.';
    mockApi({ 'POST password/forgot': { status: 429, body: { status: false, message } } });
    renderRoute('/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
