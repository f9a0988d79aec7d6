import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useNavStore } from '../nav/nav-store';
import { queryClient } from '../query/query-client';
import { useAuthStore } from './auth-store';
import { STORAGE_KEYS } from './storage-keys';
import { useLogout } from './use-logout';

function SettingsPage() {
  const logout = useLogout();
  return (
    <>
      <h1>Settings</h1>
      <button type="button" onClick={logout}>
        Log out
      </button>
    </>
  );
}

describe('useLogout', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().signIn({
      token: 'token-abc',
      firstName: 'Asha',
      email: 'asha@example.com',
      isEmailVerified: true,
      isMobileVerified: true,
      billingTaxId: 'GST-1',
    });
    useNavStore.getState().setNav({
      unreadMessages: 4,
      notifications: [{ id: 1, type: 'simple', description: 'Hello', action: '/jobs', seen: 0 }],
    });
    queryClient.setQueryData(['settings', 'profile'], { first_name: 'Asha' });
  });

  afterEach(() => {
    queryClient.clear();
  });

  it('removes the seven stored keys, forgets cached data and goes to /', async () => {
    render(
      <MemoryRouter initialEntries={['/settings/profile']}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/settings/*" element={<SettingsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(STORAGE_KEYS.every((key) => localStorage.getItem(key) !== null)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 0, notifications: [] });
    expect(queryClient.getQueryData(['settings', 'profile'])).toBeUndefined();
  });
});
