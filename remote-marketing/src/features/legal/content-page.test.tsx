import { screen, waitFor } from '@testing-library/react';
import { deferredReply, mockApi } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-page';

const privacyPolicy = {
  body: {
    success: true,
    data: {
      title: 'Privacy Policy',
      content:
        '<h2>What we collect</h2><p>Your <strong>name</strong> and email.</p>' +
        '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
        '<a href="javascript:alert(1)">Click</a>',
      updated_at: '2025-03-04T10:00:00.000Z',
    },
  },
};

describe('ContentPage', () => {
  it('loads the page by its own path and shows the server’s title and sanitized content', async () => {
    const reply = deferredReply(privacyPolicy);
    const { calls } = mockApi({ 'GET privacy-policy': reply.handler });
    renderRoute('/privacy-policy');

    expect(await screen.findByText('Loading Privacy Policy…')).toBeInTheDocument();
    reply.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('name').tagName).toBe('STRONG');
    expect(screen.getByText('Last updated Mar 04, 2025')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Click')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: 'privacy-policy' })]);
    expect(document.title).toBe('Privacy Policy | TalentIndia');
  });

  it('takes the page title from the server', async () => {
    mockApi({
      'GET terms-and-conditions': {
        body: { success: true, data: { title: 'Terms of Service', content: '<p>Terms.</p>', updated_at: 'n/a' } },
      },
    });
    renderRoute('/terms-and-conditions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms of Service | TalentIndia'));
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it.each([
    ['a 404', { status: 404, body: { status: false, message: 'Page not found.' } }],
    ['success false', { status: 200, body: { success: false, message: 'Not published.' } }],
    ['a server error', { status: 500, body: { status: false, message: 'Internal error.' } }],
  ])('shows the 404 page on %s', async (_case, reply) => {
    mockApi({ 'GET privacy-policy': reply });
    renderRoute('/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
