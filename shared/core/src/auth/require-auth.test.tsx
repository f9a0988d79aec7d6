import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@talentindia/router';
import { useAuthStore } from './auth-store';
import { RequireAuth } from './require-auth';
import { peekReturnTo } from './return-to';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route
          path="/jobs/:id"
          element={
            <RequireAuth>
              <h1>Job</h1>
            </RequireAuth>
          }
        />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <h1>Dashboard</h1>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => {
    useAuthStore.getState().signOut();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends a visitor without an access token to /', () => {
    renderAt('/dashboard');

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('keeps the page asked for, so that logging in takes the visitor there', () => {
    renderAt('/jobs/87?tab=proposals#top');

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(peekReturnTo()).toBe('/jobs/87?tab=proposals#top');
  });

  it('shows the page to a user with a stored access token', async () => {
    localStorage.setItem('accessToken', 'token-abc');
    await useAuthStore.persist.rehydrate();

    renderAt('/dashboard');

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });
});
