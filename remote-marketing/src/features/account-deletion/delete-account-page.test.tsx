import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages } from '@talentindia/contracts';
import { STORAGE_KEYS, useAuthStore } from '@talentindia/core';
import { renderRoute } from '../../testing/render-page';
import { deferredReply, mockApi, resetSession, signInForTest } from '@talentindia/core/testing';

const deleted = { body: { status: true, message: settingsMessages.accountDeleted } };

describe('DeleteAccountPage', () => {
  beforeEach(resetSession);

  it('says what is erased and sends nothing until the one explicit click', async () => {
    const { calls } = mockApi({ 'POST account/delete': deleted });
    renderRoute('/delete-account?token=delete-token-1');

    expect(await screen.findByRole('button', { name: 'Delete my account permanently' })).toBeEnabled();
    expect(document.title).toBe('Delete Account | TalentIndia');
    expect(screen.getByText(/permanent and cannot be undone/)).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent(/profile and profile picture/);
    expect(screen.getByRole('list')).toHaveTextContent(/billing details and email preferences/);
    expect(calls).toEqual([]);
  });

  it('deletes on the click, says so, and signs this browser out', async () => {
    const user = userEvent.setup();
    signInForTest();
    const reply = deferredReply(deleted);
    const { calls } = mockApi({ 'POST account/delete': reply.handler });
    renderRoute('/delete-account?token=delete-token-2');

    const button = await screen.findByRole('button', { name: 'Delete my account permanently' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(useAuthStore.getState().accessToken).toBe('session-token');
    reply.release();

    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted.');
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: 'account/delete', body: { token: 'delete-token-2' } }),
    ]);
    expect(useAuthStore.getState().accessToken).toBeNull();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Delete my account permanently' })).not.toBeInTheDocument();
  });

  it('shows the server’s message for an expired or used link, and keeps the session', async () => {
    const user = userEvent.setup();
    signInForTest();
    mockApi({
      'POST account/delete': { status: 400, body: { status: false, message: settingsMessages.deleteLinkInvalid } },
    });
    renderRoute('/delete-account?token=used');

    await user.click(await screen.findByRole('button', { name: 'Delete my account permanently' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.deleteLinkInvalid);
    expect(useAuthStore.getState().accessToken).toBe('session-token');
    expect(localStorage.getItem('accessToken')).toBe('session-token');
  });

  it('explains a link without a token, and offers nothing to click', async () => {
    const { calls } = mockApi({});
    renderRoute('/delete-account');

    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.deleteLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Delete my account permanently' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
