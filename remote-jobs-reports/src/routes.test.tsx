import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@talentindia/core';
import { mockApi, resetSession, signInForTest } from '@talentindia/core/testing';
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
    ['/reports/time-by-freelancer', 'Time by freelancer'],
    ['/freelancers', 'Find Freelancers'],
    ['/freelancers/42', 'Profile'],
    ['/freelancer/profile?id=42', 'Profile'],
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

describe('the clients’ pages, for a freelancer (issue 18)', () => {
  beforeEach(() => {
    signInForTest();
    useAuthStore.getState().update({ role: 'freelancer' });
  });
  afterEach(resetSession);

  it.each([
    '/dashboard',
    '/jobs',
    '/jobs/new',
    '/jobs/87',
    '/jobs/87/offer?proposal=3',
    '/offers/5',
    '/reports/transaction-history',
    '/reports/weekly-summary',
    '/reports/time-by-freelancer',
    '/freelancers/42/hire?job=7',
  ])('%s says plainly it is for clients, leads to Messages and asks the api nothing', async (path) => {
    const { calls } = mockApi({});
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for clients' })).toBeInTheDocument();
    expect(screen.getByText('As a freelancer, you work with your clients in Messages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute('href', '/messages');
    expect(document.title).toBe('This page is for clients | TalentIndia');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['/freelancers', 'Find Freelancers'],
    ['/freelancers/42', 'Profile'],
  ])('%s stays open to a freelancer', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page is for clients' })).not.toBeInTheDocument();
  });

  it('draws a client’s page for a client', async () => {
    useAuthStore.getState().update({ role: 'client' });
    renderAt('/reports/transaction-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
  });
});
