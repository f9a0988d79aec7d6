import { render, waitFor } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs but keeps formatting', async () => {
    const dirty =
      '<p>Paid <strong>$20</strong></p><script>window.hacked = true</script>' +
      '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a>';
    const clean = await sanitizeHtml(dirty);
    expect(clean).toContain('<strong>$20</strong>');
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('renders the clean HTML, and nothing before it is sanitized', async () => {
    const { container } = render(<SafeHtml html={'<em>Milestone</em> <script>alert(1)</script>'} />);
    expect(container.querySelector('em')).toBeNull();
    await waitFor(() => expect(container.querySelector('em')).toHaveTextContent('Milestone'));
    expect(container.querySelector('script')).toBeNull();
  });
});
