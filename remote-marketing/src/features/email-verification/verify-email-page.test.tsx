import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@talentindia/router';
import { accountMessages } from '@talentindia/contracts';
import { useAuthStore } from '@talentindia/core';
import { deferredReply, mockApi, resetSession, signInForTest } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';
import { VerifyEmailPage } from './verify-email-page';

const verified = { body: { status: true, message: accountMessages.emailVerified } };

describe('VerifyEmailPage', () => {
  beforeEach(resetSession);

  it('verifies the link’s token once, even in StrictMode, and leads a visitor to log in', async () => {
    const reply = deferredReply(verified);
    const { calls } = mockApi({ 'POST email/verify': reply.handler });
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/verify-email?token=verify-token-1']}>
            <VerifyEmailPage />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );

    expect(await screen.findByText('Verifying your email address…')).toBeInTheDocument();
    expect(document.title).toBe('Verify Email | TalentIndia');
    reply.release();

    expect(await screen.findByText(accountMessages.emailVerified)).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'email/verify', body: { token: 'verify-token-1' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('marks a signed-in user’s email as verified and leads to the dashboard', async () => {
    signInForTest();
    mockApi({ 'POST email/verify': verified });
    renderRoute('/verify-email?token=verify-token-2');

    expect(await screen.findByText(accountMessages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(accountMessages.emailVerified);
    expect(useAuthStore.getState().isEmailVerified).toBe(true);
    expect(localStorage.getItem('isEmailVerified')).toBe('true');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the server’s message when the link is invalid', async () => {
    signInForTest();
    mockApi({
      'POST email/verify': { status: 400, body: { status: false, message: accountMessages.verifyLinkInvalid } },
    });
    renderRoute('/verify-email?token=expired');

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.verifyLinkInvalid);
    expect(useAuthStore.getState().isEmailVerified).toBe(false);
  });

  it('explains a link without a token, without calling the api', async () => {
    const { calls } = mockApi({});
    renderRoute('/verify-email');

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.verifyLinkInvalid);
    expect(calls).toHaveLength(0);
  });
});
