import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@talentindia/core';
import { renderRoute } from './testing/render-route';

// No api answers here: a page that loads data shows its failure, beside the heading under test.
const renderAt = (path: string) => renderRoute(path).router;

describe('jobs and reports routes', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/jobs', 'All Jobs'],
    ['/jobs/new', 'Post a Job'],
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
