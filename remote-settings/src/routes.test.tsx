import { screen, waitFor } from '@testing-library/react';
import { settingsMenu } from './config/settings-paths';
import { routes } from './routes';
import { renderRoute } from './testing/render-route';

// No api answers here: each section shows its failure, beside the heading and menu under test.
const renderAt = (path: string) => renderRoute(path).router;

describe('settings routes', () => {
  it('exposes the /settings prefix only', () => {
    expect(routes.map((route) => route.path)).toEqual(['/settings']);
  });

  it('opens Profile Details for /settings', async () => {
    const router = renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
  });

  it.each(settingsMenu.map((section) => [section.path, section.title]))(
    '/settings/%s shows "%s" with its menu entry marked current',
    async (path, title) => {
      renderAt(`/settings/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | TalentIndia`));
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    },
  );

  it('lists the six sections in the settings menu', () => {
    renderAt('/settings/billing');
    const menu = screen.getByRole('navigation', { name: 'Settings' });
    expect(Array.from(menu.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Profile Details',
      'Billing Details',
      'Password And Security',
      'Payment Methods',
      'Verification',
      'Email Preference',
    ]);
  });
});
