import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { useAuthStore } from '@talentindia/core';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
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

  it('greets the signed-in user by the first name in the shared session', async () => {
    useAuthStore.getState().signIn({ token: 't', firstName: 'Asha', email: 'asha@example.com' });
    renderAt('/dashboard');
    expect(await screen.findByText('Welcome back, Asha.')).toBeInTheDocument();
    useAuthStore.getState().signOut();
  });
});
