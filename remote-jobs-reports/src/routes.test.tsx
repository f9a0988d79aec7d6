import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Pages load their data through React Query (the host's one client in the product).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('jobs and reports routes', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/jobs', 'All Jobs'],
    ['/jobs/drafts', 'Draft Jobs'],
    ['/jobs/completed', 'Completed Jobs'],
    ['/reports/transaction-history', 'Transaction History'],
    ['/reports/weekly-summary', 'Weekly Summary'],
    ['/reports/time-by-freelancer', 'Time by Freelancer'],
    ['/freelancers/42', 'Profile'],
    ['/freelancer/profile', 'Profile'],
  ])('%s shows "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | TalentIndia`));
  });

  it('opens Transaction History for /reports', async () => {
    const router = renderAt('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/transaction-history');
  });
});
