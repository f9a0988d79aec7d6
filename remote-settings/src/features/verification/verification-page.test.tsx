import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Verification } from '@talentindia/contracts';
import { useAuthStore } from '@talentindia/core';
import { deferredReply, mockApi, signInForTest, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const unverified: Verification = {
  email: 'asha@example.com',
  email_verified: false,
  mobile_verified: false,
  credits_offer: { email_verified: false, billing_complete: true, payment_method_added: false },
};

function verificationApi(verification: Verification, resend?: MockHandler) {
  return mockApi({
    'GET settings/verification': { body: { status: true, data: verification } },
    'POST email/verify/resend':
      resend ?? (() => ({ body: { status: true, message: 'We have sent a new verification link to your email.' } })),
  });
}

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(signInForTest);

describe('Verification', () => {
  it('ticks each credits task from the real flags, in words, with links to where each is done', async () => {
    verificationApi(unverified);
    renderRoute('/settings/verification');
    // The section's own skeleton, once its code has loaded (the settings layout's shows before it).
    expect(await screen.findByText('Loading verification…')).toBeInTheDocument();
    const offer = await screen.findByRole('region', { name: 'Claim $1000.00 Credits' });
    expect(within(offer).getByText('1 of 3 done')).toBeInTheDocument();
    const tasks = within(offer).getAllByRole('listitem');
    expect(tasks.map((task) => task.textContent)).toEqual([
      'Verify your email addressTo do',
      'Complete your billing detailsDone',
      'Add a payment methodTo do',
    ]);
    expect(within(offer).getByRole('link', { name: 'Add a payment method' })).toHaveAttribute(
      'href',
      '/settings/payment-methods',
    );
    // A done task needs no link.
    expect(within(offer).queryByRole('link', { name: 'Complete your billing details' })).not.toBeInTheDocument();
  });

  it('links the billing task while it is to do', async () => {
    verificationApi({
      ...unverified,
      email_verified: true,
      credits_offer: { email_verified: true, billing_complete: false, payment_method_added: true },
    });
    renderRoute('/settings/verification');
    const offer = await screen.findByRole('region', { name: 'Claim $1000.00 Credits' });
    expect(within(offer).getByText('2 of 3 done')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Complete your billing details' })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
  });

  it('shows email and mobile status, with the way to verify each, and stores them', async () => {
    verificationApi(unverified);
    renderRoute('/settings/verification');
    const email = await screen.findByRole('region', { name: 'Email address' });
    expect(email).toHaveTextContent('Not verified');
    expect(within(email).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(email).getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    const mobile = card('Mobile number');
    expect(mobile).toHaveTextContent('Not verified');
    expect(within(mobile).getByRole('link', { name: 'Set up SMS verification' })).toHaveAttribute(
      'href',
      '/settings/password-security',
    );
    expect(localStorage.getItem('isEmailVerified')).toBe('false');
  });

  it('offers no resend once the address is verified', async () => {
    verificationApi({ ...unverified, email_verified: true, mobile_verified: true });
    renderRoute('/settings/verification');
    const email = await screen.findByRole('region', { name: 'Email address' });
    expect(email).toHaveTextContent('Verified');
    expect(email).not.toHaveTextContent('Not verified');
    expect(within(email).queryByRole('button')).not.toBeInTheDocument();
    expect(card('Mobile number')).not.toHaveTextContent('Not verified');
    expect(within(card('Mobile number')).queryByRole('link')).not.toBeInTheDocument();
    expect(useAuthStore.getState().isEmailVerified).toBe(true);
    expect(localStorage.getItem('isMobileVerified')).toBe('true');
  });

  it('resends the link, busy while it goes, and says so', async () => {
    const user = userEvent.setup();
    const reply = deferredReply({
      body: { status: true, message: 'We have sent a new verification link to your email.' },
    });
    const { calls } = verificationApi(unverified, reply.handler);
    renderRoute('/settings/verification');
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('We have sent a new verification link to your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'email/verify/resend', authorization: 'Bearer session-token' }),
    ]);
  });

  it('shows the server’s message when resending too often (429)', async () => {
    const user = userEvent.setup();
    verificationApi(unverified, () => ({
      status: 429,
      body: { status: false, message: 'Too many requests. Please try again in 59 minutes.' },
    }));
    renderRoute('/settings/verification');
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Too many requests. Please try again in 59 minutes.')).toBeInTheDocument();
  });
});
