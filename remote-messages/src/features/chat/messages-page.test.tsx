import { screen, waitFor, within } from '@testing-library/react';
import { messagingMessages as m } from '@talentindia/contracts';
import { signInForTest } from '@talentindia/core/testing';
import { chatApi, callsTo } from '../../testing/chat-api';
import { JOB, message, PRIYA, threadDetail, today } from '../../testing/chat-fixtures';
import type * as LiveStubModule from '../../testing/live-stub';
import { liveStub } from '../../testing/live-stub';
import { renderRoute } from '../../testing/render-route';

jest.mock('@talentindia/core', () =>
  jest.requireActual<typeof LiveStubModule>('../../testing/live-stub').coreWithLiveStub(),
);

beforeEach(() => {
  signInForTest();
  liveStub.status = 'open';
});

const RAHUL = { ...PRIYA, id: 502, first_name: 'Rahul', last_name: 'Verma' };

describe('the thread list', () => {
  it('lists each conversation with who, the job, the time, the last message and its unread count, and opens the newest', async () => {
    chatApi({
      threads: [
        threadDetail({ id: 12, unread_count: 2 }),
        threadDetail({
          id: 13,
          counterpart: RAHUL,
          job: { id: 8, title: 'Mobile app in Flutter' },
          last_message: { id: 9, kind: 'offer_accepted', preview: 'Offer accepted', mine: false, created_at: today(8) },
          last_message_at: today(8),
        }),
      ],
      messages: { 12: [message({ id: 3, body: 'The first screens are ready.' })] },
    });
    const { router } = renderRoute('/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('Priya Sharma');
    expect(first).toHaveTextContent('Build a React dashboard');
    expect(first).toHaveTextContent('9:05 AM');
    expect(first).toHaveTextContent('The first screens are ready.');
    expect(first).toHaveTextContent('2 unread messages');
    expect(second).toHaveTextContent('Rahul Verma');
    expect(second).toHaveTextContent('Offer accepted');
    expect(second).toHaveAttribute('href', '/messages?thread=13');

    // A wide screen with no conversation chosen opens the newest, and the address names it.
    await waitFor(() => expect(router.state.location.search).toBe('?thread=12'));
    expect(await within(list).findByRole('link', { current: 'page' })).toHaveTextContent('Priya Sharma');
    const conversation = await screen.findByRole('region', { name: 'Conversation with Priya Sharma' });
    expect(within(conversation).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      '/freelancers/501',
    );
    expect(within(conversation).getByRole('link', { name: JOB.title })).toHaveAttribute('href', '/jobs/7');
    expect(within(conversation).getByRole('link', { name: 'Hire Now' })).toHaveAttribute(
      'href',
      '/freelancers/501/hire?job=7',
    );
    expect(await within(conversation).findByText('The first screens are ready.')).toBeInTheDocument();
  });

  it('opens the conversation the address names, and marks it read when it has unread messages', async () => {
    const { calls } = chatApi({
      threads: [threadDetail({ id: 12 }), threadDetail({ id: 13, counterpart: RAHUL, unread_count: 1 })],
      messages: { 13: [message({ id: 40, thread_id: 13, sender_id: 502, body: 'Are you free today?' })] },
    });
    renderRoute('/messages?thread=13');

    expect(await screen.findByRole('region', { name: 'Conversation with Rahul Verma' })).toBeInTheDocument();
    expect(await screen.findByText('Are you free today?')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'POST', /^threads\/13\/read$/)).toHaveLength(1));
    expect(callsTo(calls, 'POST', /^threads\/12\/read$/)).toHaveLength(0);
  });

  it('says so when there is no conversation yet', async () => {
    chatApi({ threads: [] });
    renderRoute('/messages');
    expect(await screen.findByText(m.noThreads)).toBeInTheDocument();
  });

  it('searches on the server as the reader types and marks the matching words', async () => {
    const { calls } = chatApi({
      threads: [threadDetail({ id: 12 }), threadDetail({ id: 13, counterpart: RAHUL })],
      search: (q) => (q === 'dash' ? { ids: [12], terms: ['dash'] } : { ids: [], terms: [q] }),
    });
    const { user } = renderRoute('/messages?thread=12');

    await screen.findByRole('list', { name: 'Conversations' });
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'dash');
    const results = await screen.findByRole('list', { name: 'Conversations matching “dash”' });
    await waitFor(() => expect(within(results).getAllByRole('link')).toHaveLength(1));
    const mark = within(results).getByText('dash', { selector: 'mark' });
    expect(mark.parentElement).toHaveTextContent('Build a React dashboard');
    expect(callsTo(calls, 'GET', /^threads$/).some((call) => call.query === 'q=dash')).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nothing');
    expect(await screen.findByText(m.noSearchResults)).toBeInTheDocument();
  });
});
