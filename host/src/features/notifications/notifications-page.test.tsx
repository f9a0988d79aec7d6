import { screen, waitFor, within } from '@testing-library/react';
import { notificationMessages } from '@talentindia/contracts';
import {
  apiCalls,
  makeNotification,
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

const page = () => screen.getByRole('region', { name: 'Notifications' });
// The bell is the only control named "Notifications…" (the page's own header is not the banner).
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const linkNames = () =>
  within(page())
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** Newest first, as the api sends them: ids `count` down to 1. */
const manyNotifications = (count: number) =>
  Array.from({ length: count }, (_, index) => makeNotification(count - index));

const threeNotifications = [
  makeNotification(3, { description: 'New proposal from <b>Ravi</b>', action: '/jobs', seen: 0, type: 'milestone' }),
  makeNotification(2, { description: 'Card expires soon', action: '/settings/profile', seen: 0, type: 'warning' }),
  makeNotification(1, { description: 'Payment received', action: '/reports/transaction-history', type: 'payment' }),
];

/** Opens /notifications and waits for its first page. */
async function openPage() {
  const view = renderApp('/notifications');
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return view;
}

beforeEach(async () => {
  serveFakeRemotes();
  await storeSession();
});

afterEach(resetApp);

describe('the notifications page', () => {
  it('lists the notifications newest first; unseen ones are highlighted and announced', async () => {
    const { calls } = serveNotificationsApi(threeNotifications);
    await openPage();

    const first = await within(page()).findByRole('link', { name: 'Unseen: New proposal from Ravi' });
    const links = within(page()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Unseen: New proposal from Ravi', '/jobs'],
      ['Unseen: Card expires soon', '/settings/profile'],
      ['Payment received', '/reports/transaction-history'],
    ]);
    const items = within(page()).getAllByRole('listitem');
    expect(items[0]).toHaveClass('unseen');
    expect(items[1]).toHaveClass('unseen');
    expect(items[2]).not.toHaveClass('unseen');
    expect(first.querySelector('b')).toHaveTextContent('Ravi');
    expect(document.title).toBe('Notifications | TalentIndia');
    expect(apiCalls(calls)).toContain('GET notifications?page=1');
  });

  it('shows an icon for each type of notification', async () => {
    serveNotificationsApi([
      makeNotification(5, { type: 'simple' }),
      makeNotification(4, { type: 'warning' }),
      makeNotification(3, { type: 'error' }),
      makeNotification(2, { type: 'payment' }),
      makeNotification(1, { type: 'milestone' }),
    ]);
    await openPage();
    await within(page()).findByRole('link', { name: 'Notification 5' });

    const icons = within(page())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-notification-type] svg')?.parentElement?.dataset.notificationType);
    expect(icons).toEqual(['simple', 'warning', 'error', 'payment', 'milestone']);
  });

  it('goes to a notification’s action path when it is clicked', async () => {
    serveNotificationsApi(threeNotifications);
    const { user, router } = await openPage();

    await user.click(await within(page()).findByRole('link', { name: 'Payment received' }));

    expect(await screen.findByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/transaction-history');
  });

  it('shows a loading skeleton until the first page arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    serveNotificationsApi(threeNotifications, {
      'GET notifications': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await openPage();

    expect(within(page()).getByRole('status')).toHaveTextContent('Loading notifications…');
    expect(within(page()).queryByText('No notifications found.')).not.toBeInTheDocument();

    answer(jsonResponse({ status: true, data: threeNotifications }));

    expect(await within(page()).findByRole('link', { name: 'Payment received' })).toBeInTheDocument();
    expect(within(page()).queryByText('Loading notifications…')).not.toBeInTheDocument();
  });

  it('says "No notifications found." when there are none, with nothing to mark or clear', async () => {
    serveNotificationsApi([]);
    await openPage();

    expect(await within(page()).findByText('No notifications found.')).toBeInTheDocument();
    expect(within(page()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(page()).queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(within(page()).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers "Mark all as read" only while some are unseen', async () => {
    serveNotificationsApi(threeNotifications.map((notification) => ({ ...notification, seen: 1 as const })));
    await openPage();
    await within(page()).findByRole('link', { name: 'Payment received' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));

    expect(within(page()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(page()).getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  });

  it('marks all as read: a success toast, nothing highlighted, and the bell turns plain', async () => {
    const { calls } = serveNotificationsApi(threeNotifications);
    const { user } = await openPage();
    await within(page()).findByRole('link', { name: 'Unseen: New proposal from Ravi' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, some unseen'));

    await user.click(within(page()).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All notifications marked as seen successfully!')).toBeInTheDocument();
    expect(apiCalls(calls)).toContain('GET notifications/seen');
    await waitFor(() =>
      expect(linkNames()).toEqual(['New proposal from Ravi', 'Card expires soon', 'Payment received']),
    );
    for (const item of within(page()).getAllByRole('listitem')) expect(item).not.toHaveClass('unseen');
    expect(within(page()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(page()).getByRole('link', { name: 'New proposal from Ravi' })).toHaveFocus();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('shows the server’s message when marking all as read fails', async () => {
    serveNotificationsApi(threeNotifications, {
      'GET notifications/seen': () => jsonResponse({ status: false, message: 'Could not update notifications.' }, 500),
    });
    const { user } = await openPage();
    await within(page()).findByRole('link', { name: 'Unseen: New proposal from Ravi' });

    await user.click(within(page()).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('Could not update notifications.')).toBeInTheDocument();
    expect(screen.queryByText(notificationMessages.allSeen)).not.toBeInTheDocument();
    expect(within(page()).getByRole('link', { name: 'Unseen: New proposal from Ravi' })).toBeInTheDocument();
  });

  it('clears all: the list empties and the bell goes straight to the page', async () => {
    const { calls } = serveNotificationsApi(threeNotifications);
    const { user } = await openPage();
    await within(page()).findByRole('link', { name: 'Payment received' });

    await user.click(within(page()).getByRole('button', { name: 'Clear All' }));

    expect(await within(page()).findByText('No notifications found.')).toBeInTheDocument();
    expect(within(page()).queryAllByRole('link')).toEqual([]);
    await waitFor(() => expect(within(page()).getByText('No notifications found.')).toHaveFocus());
    expect(apiCalls(calls)).toContain('DELETE notifications/');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell()).not.toHaveAttribute('aria-expanded');
  });

  it('removes one notification and moves the focus to the next one', async () => {
    const { calls } = serveNotificationsApi(threeNotifications);
    const { user } = await openPage();
    const second = (await within(page()).findByRole('link', { name: 'Unseen: Card expires soon' })).closest('li');
    if (!second) throw new Error('The notification is not in a list item.');
    const remove = within(second).getByRole('button', { name: 'Remove notification' });
    expect(remove).toHaveAccessibleDescription('Unseen: Card expires soon');

    await user.click(remove);

    await waitFor(() => expect(linkNames()).toEqual(['Unseen: New proposal from Ravi', 'Payment received']));
    expect(apiCalls(calls)).toContain('DELETE notifications/2');
    await waitFor(() => expect(within(page()).getByRole('link', { name: 'Payment received' })).toHaveFocus());
  });

  it('shows the server’s message when a notification cannot be removed', async () => {
    serveNotificationsApi(threeNotifications, {
      'DELETE notifications/:id': () => jsonResponse({ status: false, message: notificationMessages.notFound }, 404),
    });
    const { user } = await openPage();
    await within(page()).findByRole('link', { name: 'Payment received' });

    await user.click(within(page()).getAllByRole('button', { name: 'Remove notification' })[2]!);

    expect(await screen.findByText('Notification not found.')).toBeInTheDocument();
    expect(linkNames()).toHaveLength(3);
  });

  it('loads more pages until a short one, merging them without duplicates', async () => {
    const api = serveNotificationsApi(manyNotifications(15));
    const { user } = await openPage();
    await within(page()).findByRole('link', { name: 'Notification 15' });
    expect(linkNames()).toHaveLength(10);

    // A new notification arrives: on the server every older one moves down a place, so the
    // second page now starts with the last one of the first.
    api.add(makeNotification(16, { description: 'Brand new' }));
    await user.click(within(page()).getByRole('button', { name: 'Load More' }));

    await waitFor(() => expect(linkNames()).toHaveLength(15));
    expect(linkNames()).toEqual(manyNotifications(15).map((notification) => notification.description));
    expect(apiCalls(api.calls)).toEqual(
      expect.arrayContaining(['GET notifications?page=1', 'GET notifications?page=2']),
    );
    expect(within(page()).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers Load More after a full last page, and stops at an empty one', async () => {
    const api = serveNotificationsApi(manyNotifications(20));
    const { user } = await openPage();
    await within(page()).findByRole('link', { name: 'Notification 20' });

    await user.click(within(page()).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(linkNames()).toHaveLength(20));
    await user.click(within(page()).getByRole('button', { name: 'Load More' }));

    await waitFor(() => expect(within(page()).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
    expect(linkNames()).toHaveLength(20);
    expect(apiCalls(api.calls).filter((call) => call.startsWith('GET notifications?'))).toEqual([
      'GET notifications?page=1',
      'GET notifications?page=2',
      'GET notifications?page=3',
    ]);
  });

  it('shows the server’s message in an error toast when the list cannot be loaded', async () => {
    let fail = true;
    serveNotificationsApi(threeNotifications, {
      'GET notifications': () =>
        fail
          ? jsonResponse({ status: false, message: 'Notifications are unavailable right now.' }, 500)
          : jsonResponse({ status: true, data: threeNotifications }),
    });
    const { user } = await openPage();

    expect(await screen.findByText('Notifications are unavailable right now.')).toBeInTheDocument();
    expect(within(page()).getByText('No notifications found.')).toBeInTheDocument();

    fail = false;
    await user.click(within(page()).getByRole('button', { name: 'Try again' }));

    expect(await within(page()).findByRole('link', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('shows a connection message when the api cannot be reached', async () => {
    mockApi({ 'GET notifications': () => networkError() });
    await openPage();

    expect(
      await screen.findByText('We could not reach TalentIndia. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
