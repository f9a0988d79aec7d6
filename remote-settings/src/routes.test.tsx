import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { settingsMenu } from './config/settings-paths';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The sections load their data (here no api answers: each shows its heading and a load failure).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

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
