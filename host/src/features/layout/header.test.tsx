import { act, screen, within } from '@testing-library/react';
import { useAuthStore, useNavStore } from '@talentindia/core';
import { mockApi } from '@talentindia/core/testing';
import { navBody, renderApp, resetApp, serveFakeRemotes, storeSession } from '../../testing/app-test-kit';

jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerRemotes: jest.fn() };
  return { getInstance: jest.fn(() => instance), loadRemote: jest.fn(), registerRemotes: jest.fn() };
});

const header = () => screen.getByRole('banner');
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });

/** A freelancer's session, as a login stored it (the seven keys and the role). */
async function storeFreelancerSession() {
  localStorage.setItem('role', 'freelancer');
  await storeSession();
}

beforeEach(() => {
  serveFakeRemotes();
  mockApi({});
});

afterEach(resetApp);

describe('a freelancer’s header (issue 18)', () => {
  beforeEach(storeFreelancerSession);

  it('keeps Messages, the bell and the account menu, and leaves out the clients’ My Jobs and Reports', async () => {
    renderApp('/messages');
    await screen.findByRole('heading', { name: 'Chats' });

    expect(within(mainNav()).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(within(mainNav()).queryByRole('button', { name: 'My Jobs' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('button', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      within(header()).getByRole('button', { name: 'Account menu for Asha (asha@example.com)' }),
    ).toBeInTheDocument();
  });

  it('links the logo to Messages', async () => {
    renderApp('/messages');
    await screen.findByRole('heading', { name: 'Chats' });

    expect(within(header()).getByRole('link', { name: 'TalentIndia' })).toHaveAttribute('href', '/messages');
  });

  it('offers only the account pages and Messages in the narrow menu', async () => {
    const { user } = renderApp('/messages');
    await screen.findByRole('heading', { name: 'Chats' });

    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Account']);
    expect(within(menu).queryByRole('link', { name: 'All Jobs' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('is a client’s again for a session stored before roles were (every sign-up is a client)', async () => {
    localStorage.removeItem('role');
    await useAuthStore.persist.rehydrate();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    expect(within(mainNav()).getByRole('button', { name: 'My Jobs' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'TalentIndia' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('the unread count at 900 px or less (issue 18)', () => {
  beforeEach(storeSession);

  it('shows on the closed menu’s button, and names it', async () => {
    mockApi({ 'GET nav': { body: navBody({ unread_messages: 3 }) } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const toggle = await within(header()).findByRole('button', { name: 'Open menu, 3 unread messages' });
    expect(toggle).toHaveTextContent('3');
  });

  it('shows beside Messages inside the opened menu', async () => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => useNavStore.getState().setNav({ unreadMessages: 1, notifications: [] }));

    await user.click(within(header()).getByRole('button', { name: 'Open menu, 1 unread message' }));

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const messages = within(menu).getByRole('link', { name: 'Messages (1 unread)' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(messages).toHaveTextContent('Messages1');
    expect(within(header()).getByRole('button', { name: 'Close menu' })).not.toHaveTextContent('1');
  });

  it('caps the count at 99+ and goes when all is read', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    act(() => useNavStore.getState().setNav({ unreadMessages: 120, notifications: [] }));
    expect(within(header()).getByRole('button', { name: 'Open menu, 120 unread messages' })).toHaveTextContent('99+');

    act(() => useNavStore.getState().setNav({ unreadMessages: 0, notifications: [] }));
    expect(within(header()).getByRole('button', { name: 'Open menu' }).textContent).toBe('');
  });
});
