import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@talentindia/router';
import { useAuthStore } from '@talentindia/core';
import { resetSession, signInForTest } from '@talentindia/core/testing';
import { ClientsOnly } from './clients-only';

const renderGuarded = () =>
  render(
    <MemoryRouter>
      <ClientsOnly>
        <h1>Dashboard</h1>
      </ClientsOnly>
    </MemoryRouter>,
  );

describe('ClientsOnly', () => {
  beforeEach(signInForTest);
  afterEach(resetSession);

  it('shows a client the page', () => {
    useAuthStore.getState().update({ role: 'client' });
    renderGuarded();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the page to a session of unknown role, which is a client’s', () => {
    renderGuarded();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('tells a freelancer the page is for clients, and leads them to Messages', () => {
    useAuthStore.getState().update({ role: 'freelancer' });
    renderGuarded();

    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'This page is for clients' })).toHaveTextContent(
      'As a freelancer, you work with your clients in Messages.',
    );
    expect(screen.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute('href', '/messages');
    expect(document.title).toBe('This page is for clients | TalentIndia');
  });
});
