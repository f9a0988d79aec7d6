import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_PREFERENCE_KEYS, EMAIL_PREFERENCE_LABELS, type EmailPreferences } from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const preferences: EmailPreferences = {
  email: 'asha@example.com',
  email_job_updates: 1,
  email_new_proposals: 1,
  email_offer_updates: 1,
  email_contract_updates: 1,
  email_weekly_time_logs: 0,
  email_payment_requests: 1,
  email_account_info_changes: 1,
  email_miscellaneous: 1,
};

/** The api as it behaves: a POST changes the flags it is sent and answers all of them. */
function preferencesApi(post?: MockHandler) {
  const current = { ...preferences };
  return mockApi({
    'GET settings/email-preference': () => ({ body: { status: true, data: current } }),
    'POST settings/email-preference':
      post ??
      (({ body }) => {
        for (const [key, value] of Object.entries(body as Record<string, string>)) {
          Object.assign(current, { [key]: Number(value) });
        }
        return { body: { status: true, message: 'Email Preferences Updated Successfully!', data: current } };
      }),
  });
}

const toggle = (label: string) => screen.getByRole('switch', { name: label });
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(signInForTest);

describe('Email Preference', () => {
  it('shows where mails go, the eight switches as stored, and payment receipts always on', async () => {
    preferencesApi();
    renderRoute('/settings/email-preference');
    // The section's own skeleton, once its code has loaded (the settings layout's shows before it).
    expect(await screen.findByText('Loading email preferences…')).toBeInTheDocument();
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Emails are sent to/)).toHaveTextContent('Emails are sent to asha@example.com');
    for (const key of EMAIL_PREFERENCE_KEYS) {
      const { label, description } = EMAIL_PREFERENCE_LABELS[key];
      expect(toggle(label)).toHaveAttribute('aria-checked', preferences[key] === 1 ? 'true' : 'false');
      expect(toggle(label)).toHaveAccessibleDescription(description);
    }
    const receipts = toggle('Payment receipts and invoices');
    expect(receipts).toBeChecked();
    expect(receipts).toBeDisabled();
    expect(screen.getAllByRole('switch')).toHaveLength(9);
  });

  it('saves one flag as multipart as soon as it is switched, switched before the answer', async () => {
    const user = userEvent.setup();
    const reply = deferredReply({
      body: {
        status: true,
        message: 'Email Preferences Updated Successfully!',
        data: { ...preferences, email_job_updates: 0 },
      },
    });
    const { calls } = preferencesApi(reply.handler);
    renderRoute('/settings/email-preference');
    await user.click(await screen.findByRole('switch', { name: 'Job updates' }));

    expect(toggle('Job updates')).not.toBeChecked();
    expect(toggle('Job updates')).toHaveAccessibleDescription(/Saving…/);
    reply.release();
    expect(await screen.findByText('Email Preferences Updated Successfully!')).toBeInTheDocument();
    expect(toggle('Job updates')).not.toBeChecked();
    expect(toggle('Job updates')).not.toHaveAccessibleDescription(/Saving…/);
    const [call] = posts(calls);
    expect(posts(calls)).toHaveLength(1);
    expect(call?.contentType).toMatch(/^multipart\/form-data/);
    expect(call?.body).toEqual({ email_job_updates: '0' });
  });

  it('switches back and shows the server’s message when a save fails', async () => {
    const user = userEvent.setup();
    preferencesApi(() => ({
      status: 429,
      body: { status: false, message: 'Too many changes. Try again in a minute.' },
    }));
    renderRoute('/settings/email-preference');
    await user.click(await screen.findByRole('switch', { name: 'Weekly time logs' }));
    expect(await screen.findByText('Too many changes. Try again in a minute.')).toBeInTheDocument();
    await waitFor(() => expect(toggle('Weekly time logs')).not.toBeChecked());
  });

  it('keeps both of two switches changed while the first still saves, even when the first fails', async () => {
    const user = userEvent.setup();
    const first = deferredReply({ status: 500, body: { status: false, message: 'Could not save job updates.' } });
    const { calls } = preferencesApi(({ body }) =>
      'email_job_updates' in (body as object)
        ? first.handler()
        : {
            body: {
              status: true,
              message: 'Email Preferences Updated Successfully!',
              // Answered while the first is unsaved: the server still has job updates on.
              data: { ...preferences, email_miscellaneous: 0 },
            },
          },
    );
    renderRoute('/settings/email-preference');
    await user.click(await screen.findByRole('switch', { name: 'Job updates' }));
    await user.click(toggle('Miscellaneous'));
    expect(await screen.findByText('Email Preferences Updated Successfully!')).toBeInTheDocument();
    expect(toggle('Job updates')).not.toBeChecked();
    expect(toggle('Miscellaneous')).not.toBeChecked();

    first.release();
    expect(await screen.findByText('Could not save job updates.')).toBeInTheDocument();
    await waitFor(() => expect(toggle('Job updates')).toBeChecked());
    expect(toggle('Miscellaneous')).not.toBeChecked();
    expect(posts(calls).map((call) => call.body)).toEqual([{ email_job_updates: '0' }, { email_miscellaneous: '0' }]);
  });

  it('ignores a second switch of a flag still saving', async () => {
    const user = userEvent.setup();
    const reply = deferredReply({
      body: {
        status: true,
        message: 'Email Preferences Updated Successfully!',
        data: { ...preferences, email_job_updates: 0 },
      },
    });
    const { calls } = preferencesApi(reply.handler);
    renderRoute('/settings/email-preference');
    await user.click(await screen.findByRole('switch', { name: 'Job updates' }));
    await user.click(toggle('Job updates'));
    expect(toggle('Job updates')).not.toBeChecked();
    reply.release();
    await screen.findByText('Email Preferences Updated Successfully!');
    expect(posts(calls)).toHaveLength(1);
  });
});
