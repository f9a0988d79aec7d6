import { act, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, useNavStore } from '@talentindia/core';
import {
  apiCalls,
  makeNotification,
  navBody,
  navUser,
  renderApp,
  resetApp,
  serveFakeRemotes,
  serveNotificationsApi,
  storeSession,
} from '../../testing/app-test-kit';
import { jsonResponse, mockApi, networkError } from '@talentindia/core/testing';

jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerRemotes: jest.fn() };
  return { getInstance: jest.fn(() => instance), loadRemote: jest.fn(), registerRemotes: jest.fn() };
});

const header = () => screen.getByRole('banner');
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  serveFakeRemotes();
  // No api unless a test serves one: the navigation poll then fails, silently.
  mockApi({});
});

afterEach(resetApp);

describe('the logged-out header', () => {
  it('links the logo to the home page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find talent your way' });

    expect(within(header()).getByRole('link', { name: 'TalentIndia' })).toHaveAttribute('href', '/');
  });

  it('has a Find Talent menu with the four developer types', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Find talent your way' });

    await user.click(within(mainNav()).getByRole('button', { name: 'Find Talent' }));

    const menu = screen.getByRole('menu', { name: 'Find Talent' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Full Stack Developers', '/services/full-stack-development'],
      ['Front End Developers', '/services/front-end-development'],
      ['Web Developers', '/services/web-development'],
      ['Mobile App Developers', '/services/mobile-app-development'],
    ]);
  });

  it('links to Blog, About Us, Hire Top Indian Talent (sign-up) and Log In', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find talent your way' });

    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(mainNav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(within(header()).getByRole('link', { name: 'Hire Top Indian Talent' })).toHaveAttribute('href', '/signup');
    expect(within(header()).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('button', { name: 'My Jobs' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('the public footer', () => {
  it('has the find-talent, company and legal links and the copyright line', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find talent your way' });
    const footer = screen.getByRole('contentinfo');

    const linksOf = (name: string) =>
      within(within(footer).getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linksOf('Find talent')).toEqual([
      ['Full Stack Developers', '/services/full-stack-development'],
      ['Front End Developers', '/services/front-end-development'],
      ['Web Developers', '/services/web-development'],
      ['Mobile App Developers', '/services/mobile-app-development'],
    ]);
    expect(linksOf('Company')).toEqual([
      ['About Us', '/about-us'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Create an account', '/signup'],
    ]);
    expect(linksOf('Legal')).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
    ]);
    expect(footer).toHaveTextContent('© 2025 TalentIndia. All rights reserved.');
  });
});

describe('the logged-in header', () => {
  beforeEach(storeSession);

  it('links the logo to the dashboard', async () => {
    renderApp('/jobs');
    await screen.findByRole('heading', { name: 'All Jobs' });

    expect(within(header()).getByRole('link', { name: 'TalentIndia' })).toHaveAttribute('href', '/dashboard');
    expect(within(header()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Hire Top Indian Talent' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'My Jobs',
      [
        ['All Jobs', '/jobs'],
        ['Draft Job', '/jobs/drafts'],
        ['Completed Job', '/jobs/completed'],
      ],
    ],
    [
      'Reports',
      [
        ['Transaction History', '/reports/transaction-history'],
        ['Weekly Summary', '/reports/weekly-summary'],
        ['Time by freelancer', '/reports/time-by-freelancer'],
      ],
    ],
  ])('has a %s menu', async (menuName, items) => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(within(mainNav()).getByRole('button', { name: menuName }));

    expect(
      within(screen.getByRole('menu', { name: menuName }))
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual(items);
  });

  it('goes to the chosen My Jobs page', async () => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(within(mainNav()).getByRole('button', { name: 'My Jobs' }));
    await user.click(screen.getByRole('menuitem', { name: 'All Jobs' }));

    expect(await screen.findByRole('heading', { name: 'All Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('links to Messages without a badge when nothing is unread', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    expect(within(mainNav()).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('shows the unread count from the navigation poll on the Messages link', async () => {
    mockApi({ 'GET nav': { body: navBody({ unread_messages: 3 }) } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const messages = await within(mainNav()).findByRole('link', { name: 'Messages (3 unread)' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(messages).toHaveTextContent('Messages3');
  });

  it('caps a large unread count at 99+ and follows later changes', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    act(() => useNavStore.getState().setNav({ unreadMessages: 120, notifications: [] }));

    expect(within(mainNav()).getByRole('link', { name: 'Messages (120 unread)' })).toHaveTextContent('99+');
  });

  it('has an account menu with the settings pages and Log out', async () => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(within(header()).getByRole('button', { name: 'Account menu for Asha (asha@example.com)' }));

    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Profile Details', '/settings/profile'],
      ['Billing Details', '/settings/billing'],
      ['Password And Security', '/settings/password-security'],
      ['Payment Methods', '/settings/payment-methods'],
      ['Verification', '/settings/verification'],
      ['Email Preference', '/settings/email-preference'],
      ['Log out', null],
    ]);
  });

  it('shows the name the navigation poll reports, and keeps it in storage', async () => {
    mockApi({
      'GET nav': { body: navBody({ user: { ...navUser, first_name: 'Asha Rani', email: 'asha.rani@example.com' } }) },
    });
    renderApp('/dashboard');

    expect(
      await within(header()).findByRole('button', { name: 'Account menu for Asha Rani (asha.rani@example.com)' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('first_name')).toBe('Asha Rani');
    expect(localStorage.getItem('email')).toBe('asha.rani@example.com');
  });

  it('shows the initial in the account button’s avatar while the user has no picture', async () => {
    const { calls } = mockApi({ 'GET nav': { body: navBody() } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const account = within(header()).getByRole('button', { name: 'Account menu for Asha (asha@example.com)' });
    await waitFor(() => expect(apiCalls(calls)).toContain('GET nav'));
    expect(account.querySelector('[data-initials="A"]')).not.toBeNull();
    expect(account.querySelector('img')).toBeNull();
  });

  it('shows the picture the navigation poll reports in the account button, with the name unchanged', async () => {
    const image = 'http://localhost:4000/media/avatars/asha-256.webp';
    mockApi({ 'GET nav': { body: navBody({ user: { ...navUser, image } }) } });
    renderApp('/dashboard');

    const account = within(header()).getByRole('button', { name: 'Account menu for Asha (asha@example.com)' });
    await waitFor(() => expect(account.querySelector('img')).toHaveAttribute('src', image));
    // Decorative: the button is still named by the user's name alone.
    expect(account.querySelector('img')).toHaveAttribute('alt', '');
    expect(account.querySelector('[data-initials]')).toBeNull();
    expect(useNavStore.getState().userImage).toBe(image);
  });

  it('logs out from the account menu: the seven keys go and the home page shows the logged-out header', async () => {
    const { calls } = mockApi({ 'POST logout': { body: { status: true, message: 'Logged out.' } } });
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(STORAGE_KEYS.every((key) => localStorage.getItem(key) !== null)).toBe(true);

    await user.click(within(header()).getByRole('button', { name: /^Account menu for Asha/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'TalentIndia' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
    const logout = calls.find((call) => call.method === 'POST');
    expect(logout?.request.url).toBe('http://localhost:4000/logout');
    expect(logout?.authorization).toBe('Bearer token-abc');
  });

  it('logs out even when the api cannot be reached', async () => {
    mockApi({ 'POST logout': () => networkError() });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(within(header()).getByRole('button', { name: /^Account menu for Asha/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('sends the user home when the navigation poll finds the session revoked', async () => {
    mockApi({ 'GET nav': () => jsonResponse({ status: false, message: 'Unauthenticated.' }, 401) });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe('the notification bell', () => {
  beforeEach(storeSession);

  const fourNotifications = [
    makeNotification(1, { description: '<b>Ravi</b> sent a proposal', action: '/jobs', seen: 0, type: 'milestone' }),
    makeNotification(2, { description: 'Your contract started', action: '/dashboard', type: 'warning' }),
    makeNotification(3, { description: 'Payment received', action: '/reports/transaction-history', type: 'payment' }),
    makeNotification(4, { description: 'Milestone completed', action: '/jobs' }),
  ];

  it('goes straight to /notifications when there are none', async () => {
    serveNotificationsApi([]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const bell = within(header()).getByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveAttribute('aria-expanded');

    await user.click(bell);

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
    expect(document.title).toBe('Notifications | TalentIndia');
  });

  it('shows the unseen bell when the poll reports an unseen notification', async () => {
    serveNotificationsApi(fourNotifications);
    renderApp('/dashboard');

    const bell = await within(header()).findByRole('button', { name: 'Notifications, some unseen' });
    expect(within(bell).getByTestId('bell-unseen')).toBeInTheDocument();
  });

  it('shows the unseen bell for unseen notifications beyond the latest ones', async () => {
    mockApi({ 'GET nav': { body: navBody({ notifications: fourNotifications.slice(1), unseen_notifications: 2 }) } });
    renderApp('/dashboard');

    expect(await within(header()).findByRole('button', { name: 'Notifications, some unseen' })).toBeInTheDocument();
  });

  it('is a plain bell when every notification has been seen', async () => {
    const { calls } = serveNotificationsApi(fourNotifications.slice(1));
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(apiCalls(calls)).toContain('GET nav'));

    const bell = within(header()).getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(within(bell).getByTestId('bell-all-seen')).toBeInTheDocument();
  });

  it('opens the first three notifications, each with its type icon, and a View all notifications link', async () => {
    serveNotificationsApi(fourNotifications);
    const { user } = renderApp('/dashboard');
    const bell = await within(header()).findByRole('button', { name: 'Notifications, some unseen' });

    await user.click(bell);

    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Latest notifications' });
    await within(panel).findByRole('link', { name: 'Ravi sent a proposal' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ravi sent a proposal',
      'Your contract started',
      'Payment received',
    ]);
    expect(
      items.map((item) => item.querySelector('[data-notification-type]')?.getAttribute('data-notification-type')),
    ).toEqual(['milestone', 'warning', 'payment']);
    expect(within(panel).queryByText('Milestone completed')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows descriptions sanitized and never links out of the app', async () => {
    serveNotificationsApi([
      makeNotification(1, {
        description:
          '<img src="x" onerror="window.hacked = true"><b>Invoice</b> ready<script>window.hacked = true</script>',
        action: 'javascript:alert(1)',
      }),
      makeNotification(2, { description: 'Elsewhere', action: '//evil.example/phish' }),
    ]);
    const { user } = renderApp('/dashboard');
    await user.click(await within(header()).findByRole('button', { name: 'Notifications' }));

    const invoice = await screen.findByRole('link', { name: 'Invoice ready' });
    expect(invoice).toHaveAttribute('href', '/notifications');
    expect(invoice.querySelector('b')).toHaveTextContent('Invoice');
    expect(invoice.querySelector('script')).toBeNull();
    expect(invoice.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', '/notifications');
  });

  it('goes to a notification’s action path when it is chosen, and closes', async () => {
    serveNotificationsApi(fourNotifications);
    const { user, router } = renderApp('/dashboard');

    await user.click(await within(header()).findByRole('button', { name: 'Notifications, some unseen' }));
    await user.click(await screen.findByRole('link', { name: 'Payment received' }));

    expect(await screen.findByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/transaction-history');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
  });

  it('leads to the full list through View all notifications', async () => {
    serveNotificationsApi(fourNotifications);
    const { user } = renderApp('/dashboard');

    await user.click(await within(header()).findByRole('button', { name: 'Notifications, some unseen' }));
    await user.click(screen.getByRole('link', { name: 'View all notifications' }));

    const page = await screen.findByRole('region', { name: 'Notifications' });
    await within(page).findByRole('link', { name: 'Unseen: Ravi sent a proposal' });
    expect(
      within(page)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Unseen: Ravi sent a proposal', '/jobs'],
      ['Your contract started', '/dashboard'],
      ['Payment received', '/reports/transaction-history'],
      ['Milestone completed', '/jobs'],
    ]);
  });

  it('closes on a click outside it', async () => {
    serveNotificationsApi(fourNotifications);
    const { user } = renderApp('/dashboard');
    const bell = await within(header()).findByRole('button', { name: 'Notifications, some unseen' });
    await user.click(bell);
    expect(screen.getByRole('region', { name: 'Latest notifications' })).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { name: 'Dashboard' }));

    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    serveNotificationsApi(fourNotifications);
    const { user } = renderApp('/dashboard');
    const bell = await within(header()).findByRole('button', { name: 'Notifications, some unseen' });
    await user.click(bell);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});

describe('the logged-in footer', () => {
  beforeEach(storeSession);

  it('is only the copyright line with the year 2025', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/^© 2025 TalentIndia\. All rights reserved\.$/);
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown on /messages', async () => {
    renderApp('/messages');
    await screen.findByRole('heading', { name: 'Chats' });

    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('comes back on leaving /messages', async () => {
    const { user } = renderApp('/messages');
    await screen.findByRole('heading', { name: 'Chats' });

    await user.click(within(header()).getByRole('link', { name: 'TalentIndia' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 TalentIndia. All rights reserved.');
  });
});

describe('the narrow-screen menu', () => {
  it('opens with the public links and closes on Escape', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Find talent your way' });
    const toggle = within(header()).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('heading', { name: 'Find Talent' })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Full Stack Developers',
      'Front End Developers',
      'Web Developers',
      'Mobile App Developers',
      'Blog',
      'About Us',
    ]);
    expect(within(header()).getAllByRole('link', { name: 'Log In' })).toHaveLength(2);
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Full Stack Developers' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes when a link in it is followed', async () => {
    await storeSession();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const toggle = within(header()).getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'All Jobs' }),
    );

    expect(await screen.findByRole('heading', { name: 'All Jobs' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the signed-in groups and Log out, which logs out', async () => {
    await storeSession();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['My Jobs', 'Reports', 'Account']);
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');

    await user.click(within(header()).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });
});
