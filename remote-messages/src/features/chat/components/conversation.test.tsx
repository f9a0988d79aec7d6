import { screen, waitFor, within } from '@testing-library/react';
import { messagingMessages as m } from '@talentindia/contracts';
import { networkError, signInForTest } from '@talentindia/core/testing';
import { chatApi, callsTo } from '../../../testing/chat-api';
import { attachment, message, PRIYA, threadDetail, today } from '../../../testing/chat-fixtures';
import type * as LiveStubModule from '../../../testing/live-stub';
import { emitLive, liveStub } from '../../../testing/live-stub';
import { renderRoute } from '../../../testing/render-route';

jest.mock('@talentindia/core', () =>
  jest.requireActual<typeof LiveStubModule>('../../../testing/live-stub').coreWithLiveStub(),
);

beforeAll(() => {
  // jsdom has no object URLs: the previews of chosen files get a stand-in address.
  let next = 0;
  URL.createObjectURL = () => `blob:preview-${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

beforeEach(() => {
  signInForTest();
  liveStub.status = 'open';
});

const conversation = () => screen.findByRole('region', { name: 'Conversation with Priya Sharma' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });
const sends = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, 'POST', /^threads\/12\/messages$/);

describe('the message kinds', () => {
  it('draws text with its links, photos with +N, documents with their size, and a reply with its quote', async () => {
    chatApi({
      messages: {
        12: [
          message({ id: 1, body: 'See https://example.com/brief. <b>not bold</b>' }),
          message({
            id: 2,
            body: 'Screens',
            attachments: [1, 2, 3, 4, 5, 6].map((id) => attachment({ id })),
          }),
          message({
            id: 3,
            body: '',
            attachments: [
              attachment({
                id: 7,
                kind: 'document',
                name: 'brief.pdf',
                content_type: 'application/pdf',
                size: 1_572_864,
                url: null,
                thumb_url: null,
              }),
            ],
          }),
          message({
            id: 4,
            mine: true,
            sender_id: 1,
            body: 'Looks good',
            reply_to: { id: 2, kind: 'text', preview: 'Screens', sender_name: 'Priya Sharma', mine: false },
          }),
        ],
      },
    });
    renderRoute('/messages?thread=12');
    const view = await conversation();

    const link = await within(view).findByRole('link', { name: 'https://example.com/brief' });
    expect(link).toHaveAttribute('href', 'https://example.com/brief');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(view).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(view.querySelector('b')).toBeNull();

    const tiles = within(within(view).getByRole('list', { name: 'Photos and videos' })).getAllByRole('button');
    expect(tiles).toHaveLength(4);
    expect(tiles[3]).toHaveAccessibleName('Open photo photo-4.jpg, and 2 more');
    expect(tiles[3]).toHaveTextContent('+2');

    expect(within(view).getByRole('link', { name: 'Download brief.pdf , 1.50 MB' })).toHaveAttribute(
      'href',
      'https://api.test/attachments/7/download',
    );
    expect(within(view).getByRole('button', { name: /^Priya Sharma Screens/ })).toBeInTheDocument();
  });

  it('draws every hiring event from its data', async () => {
    const usd = (amount: number) => ({ currency: 'USD', amount });
    chatApi({
      messages: {
        12: [
          message({
            id: 1,
            kind: 'proposal',
            body: 'Proposal: $20.00/hr, 10% increase every 6 months, 40 hrs/week',
            data: {
              type: 'hourly',
              amount: usd(2000),
              rate_increase_percent: 10,
              weekly_limit: 40,
              job_title: 'Build a React dashboard',
              cover_letter: 'I built three dashboards this year.',
            },
          }),
          message({
            id: 2,
            kind: 'offer_sent',
            mine: true,
            body: 'Offer sent',
            data: {
              type: 'fixed',
              job_title: 'Build a React dashboard',
              milestones: [{ name: 'Design', amount: usd(50000) }],
            },
          }),
          message({
            id: 3,
            kind: 'offer_accepted',
            body: 'Offer accepted',
            data: { type: 'fixed', job_title: 'Build a React dashboard' },
          }),
          message({
            id: 4,
            kind: 'offer_declined',
            body: 'Offer declined',
            data: { job_title: 'Build a React dashboard' },
          }),
          message({
            id: 5,
            kind: 'milestone_created',
            body: 'Milestone created: Design',
            data: { name: 'Design', amount: usd(50000) },
          }),
          message({
            id: 6,
            kind: 'milestone_submitted',
            body: 'Milestone submitted: Design',
            data: { name: 'Design', amount: usd(50000) },
          }),
          message({
            id: 7,
            kind: 'milestone_completed',
            body: 'Milestone completed: Design',
            data: { name: 'Design', amount: { currency: 'INR', amount: 12345000 } },
          }),
          message({
            id: 8,
            kind: 'contract_ended',
            mine: true,
            body: 'Contract ended',
            data: { title: 'Build a React dashboard', rating: 4, review: 'Great work.' },
          }),
        ],
      },
    });
    renderRoute('/messages?thread=12');
    const view = await conversation();

    expect(await within(view).findByText('$20.00/hr, 10% increase every 6 months, 40 hrs/week')).toBeInTheDocument();
    expect(within(view).getByText('I built three dashboards this year.')).toBeInTheDocument();
    for (const title of [
      'Proposal',
      'Offer sent',
      'Offer accepted',
      'Offer declined',
      'Milestone created',
      'Milestone submitted',
      'Milestone completed',
      'Contract ended',
    ]) {
      expect(within(view).getByText(title, { selector: 'p' })).toBeInTheDocument();
    }
    expect(within(within(view).getByRole('list', { name: 'Milestones' })).getByRole('listitem')).toHaveTextContent(
      'Design$500.00',
    );
    expect(within(view).getByText('₹123,450.00')).toBeInTheDocument();
    expect(within(view).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(view).getByText('“Great work.”')).toBeInTheDocument();
  });

  it('draws the payments of a contract: milestones funded, changed, cancelled, weeks paid and disputed', async () => {
    const milestone = { contract_id: 91, milestone_id: 71, name: 'Design', amount: { currency: 'USD', amount: 50000 } };
    const week = { contract_id: 92, monday: '2026-03-02', sunday: '2026-03-08', minutes: 750 };
    chatApi({
      messages: {
        12: [
          message({ id: 1, kind: 'milestone_funded', mine: true, body: 'Milestone funded: Design', data: milestone }),
          message({
            id: 2,
            kind: 'milestone_changes_requested',
            mine: true,
            body: 'Changes requested: Design',
            data: { ...milestone, note: 'Please add the export button.' },
          }),
          message({
            id: 3,
            kind: 'milestone_cancelled',
            mine: true,
            body: 'Milestone cancelled: Build',
            data: { ...milestone, milestone_id: 72, name: 'Build', refunded: true },
          }),
          message({
            id: 4,
            kind: 'milestone_cancelled',
            mine: true,
            body: 'Milestone cancelled: Docs',
            data: { ...milestone, milestone_id: 73, name: 'Docs', refunded: false },
          }),
          message({
            id: 5,
            kind: 'week_paid',
            body: 'Payment released',
            data: { ...week, amount: { currency: 'INR', amount: 1875000 } },
          }),
          message({
            id: 6,
            kind: 'hours_disputed',
            mine: true,
            body: 'Hours disputed',
            data: { ...week, monday: '2025-12-29', sunday: '2026-01-04', minutes: 90, reason: 'Friday was a holiday.' },
          }),
        ],
      },
    });
    renderRoute('/messages?thread=12');
    const view = await conversation();
    const card = async (title: string, nth = 0) =>
      (await within(view).findAllByText(title, { selector: 'p' }))[nth]!.parentElement!;
    const facts = (element: HTMLElement) =>
      within(element)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

    const funded = await card('Milestone funded');
    expect(facts(funded)).toEqual(['Milestone: Design', 'Amount: $500.00']);

    const changes = await card('Changes requested');
    expect(facts(changes)).toEqual(['Milestone: Design', 'Amount: $500.00']);
    expect(within(changes).getByText('Note')).toBeInTheDocument();
    expect(within(changes).getByText('Please add the export button.')).toBeInTheDocument();

    const refunded = await card('Milestone cancelled', 0);
    expect(facts(refunded)).toEqual(['Milestone: Build', 'Amount: $500.00']);
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    const notFunded = await card('Milestone cancelled', 1);
    expect(facts(notFunded)).toEqual(['Milestone: Docs', 'Amount: $500.00']);
    expect(within(notFunded).queryByText('Refunded')).not.toBeInTheDocument();

    const paid = await card('Payment released');
    expect(facts(paid)).toEqual(['Week: 2 Mar – 8 Mar 2026', 'Hours: 12 h 30 min', 'Amount: ₹18,750.00']);

    const disputed = await card('Hours disputed');
    expect(facts(disputed)).toEqual(['Week: 29 Dec 2025 – 4 Jan 2026', 'Hours: 1 h 30 min']);
    expect(within(disputed).getByText('Reason')).toBeInTheDocument();
    expect(within(disputed).getByText('Friday was a holiday.')).toBeInTheDocument();
  });
});

describe('read receipts and typing', () => {
  it('shows Sent under the reader’s last message, then Seen with the time once the other side reads it', async () => {
    chatApi({
      threads: [threadDetail({ counterpart_read_at: null })],
      messages: { 12: [message({ id: 1, mine: true, sender_id: 1, body: 'Hello', created_at: today(9, 0) })] },
    });
    renderRoute('/messages?thread=12');
    const view = await conversation();
    expect(await within(view).findByText('Sent')).toBeInTheDocument();

    emitLive({ type: 'read', data: { thread_id: 12, reader_id: PRIYA.id, read_at: today(9, 30) } });
    expect(await within(view).findByText('Seen 9:30 AM')).toBeInTheDocument();
    expect(within(view).queryByText('Sent')).not.toBeInTheDocument();
  });

  it('shows that the other side is typing, and a message they send arrives without a reload', async () => {
    const api = chatApi({ messages: { 12: [message({ id: 1, body: 'Hello' })] } });
    renderRoute('/messages?thread=12');
    const view = await conversation();
    await within(view).findByText('Hello');

    emitLive({ type: 'typing', data: { thread_id: 12, user_id: PRIYA.id } });
    expect(await within(view).findByText('Priya is typing…')).toBeInTheDocument();

    api.messages[12] = [...api.messages[12]!, message({ id: 2, body: 'Here is the update.' })];
    emitLive({ type: 'message', data: { thread_id: 12, message_id: 2 } });
    expect(await within(view).findByText('Here is the update.')).toBeInTheDocument();
    expect(within(view).queryByText('Priya is typing…')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api.calls, 'GET', /^threads\/12\/messages$/).at(-1)?.query).toContain('after=1'),
    );
  });
});

describe('the composer', () => {
  it('sends nothing while empty, sends on Enter, makes a new line on Shift+Enter, and keeps a draft per thread', async () => {
    const { calls } = chatApi({
      threads: [
        threadDetail({ id: 12 }),
        threadDetail({ id: 13, counterpart: { ...PRIYA, id: 502, first_name: 'Rahul', last_name: 'Verma' } }),
      ],
      messages: { 12: [], 13: [] },
    });
    const { user } = renderRoute('/messages?thread=12');
    await conversation();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    await user.type(composer(), '   {Enter}');
    expect(sends(calls)).toHaveLength(0);

    await user.clear(composer());
    await user.type(composer(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(composer()).toHaveValue('First line\nsecond line');
    expect(send).toHaveAttribute('aria-disabled', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    expect(sends(calls)[0]!.body).toMatchObject({
      body: 'First line\nsecond line',
      attachment_ids: [],
      reply_to_id: null,
    });
    expect((sends(calls)[0]!.body as { client_key: string }).client_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText(/second line/)).toBeInTheDocument();
    expect(composer()).toHaveValue('');

    // A draft stays with its conversation.
    await user.type(composer(), 'Half a thought');
    await user.click(screen.getByRole('link', { name: /Rahul Verma/ }));
    await screen.findByRole('region', { name: 'Conversation with Rahul Verma' });
    expect(composer()).toHaveValue('');
    await user.click(screen.getByRole('link', { name: /Priya Sharma/ }));
    await conversation();
    expect(composer()).toHaveValue('Half a thought');
    await user.clear(composer());
  });

  it('previews the chosen files, removes one or all, then uploads them and sends them with the message', async () => {
    const { calls } = chatApi({ messages: { 12: [] } });
    const { user } = renderRoute('/messages?thread=12');
    await conversation();

    const photo = new File(['png-bytes'], 'screen.png', { type: 'image/png' });
    const spare = new File(['png-bytes'], 'spare.png', { type: 'image/png' });
    const brief = new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' });
    expect(screen.getByTestId('media-picker')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime',
    );
    expect(screen.getByTestId('document-picker')).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar',
    );
    await user.upload(screen.getByTestId('media-picker'), [photo, spare]);
    const preview = await screen.findByRole('group', { name: 'Files to send' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getByRole('button', { name: 'Add more' })).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Remove all files' }));
    expect(screen.queryByRole('group', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');

    await user.upload(screen.getByTestId('media-picker'), [photo, spare]);
    await user.upload(screen.getByTestId('document-picker'), brief);
    const again = await screen.findByRole('group', { name: 'Files to send' });
    await user.click(within(again).getByRole('button', { name: 'Remove spare.png' }));
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['screen.png9 B', 'brief.pdf8 B']);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    const uploads = callsTo(calls, 'POST', /^threads\/12\/attachments$/);
    expect(uploads.map((call) => (call.body as { file: File }).file.name)).toEqual(['screen.png', 'brief.pdf']);
    expect((sends(calls)[0]!.body as { attachment_ids: number[] }).attachment_ids).toHaveLength(2);
    const view = await conversation();
    expect(await within(view).findByRole('button', { name: 'Open photo screen.png' })).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Download brief.pdf , 8 B' })).toBeInTheDocument();
  });

  it('marks a message the network lost as not sent, and retries it as the same message or deletes it', async () => {
    let fail = true;
    const { calls } = chatApi({
      messages: { 12: [] },
      send: ({ body }) => {
        if (fail) return networkError();
        const input = body as { body: string; client_key: string };
        return {
          status: 201,
          body: {
            status: true,
            message: m.messageSent,
            data: message({
              id: 50,
              mine: true,
              sender_id: 1,
              body: input.body,
              client_key: input.client_key,
              created_at: new Date().toISOString(),
            }),
          },
        };
      },
    });
    const { user } = renderRoute('/messages?thread=12');
    const view = await conversation();

    await user.type(composer(), 'Are we on for Friday?{Enter}');
    expect(within(view).getByText('Are we on for Friday?')).toBeInTheDocument();
    expect(await within(view).findByRole('alert')).toHaveTextContent(`${m.sendFailed} We could not reach TalentIndia`);

    fail = false;
    await user.click(within(view).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(view).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
    expect(within(view).getAllByText('Are we on for Friday?')).toHaveLength(1);
    const keys = sends(calls).map((call) => (call.body as { client_key: string }).client_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    fail = true;
    await user.type(composer(), 'Second try{Enter}');
    await within(view).findByRole('button', { name: 'Retry' });
    await user.click(within(view).getByRole('button', { name: 'Delete' }));
    expect(within(view).queryByText('Second try')).not.toBeInTheDocument();
  });

  it('opens a reply bar from a message’s menu, closes it with Escape, and sends the reply with what it answers', async () => {
    const { calls } = chatApi({ messages: { 12: [message({ id: 5, body: 'Can you share the file?' })] } });
    const { user } = renderRoute('/messages?thread=12');
    const view = await conversation();
    await within(view).findByText('Can you share the file?');

    const openReply = async () => {
      await user.click(within(view).getByRole('button', { name: /^More actions for the message of/ }));
      await user.click(screen.getByRole('menuitem', { name: 'Reply' }));
    };
    await openReply();
    const bar = screen.getByRole('group', { name: 'Replying to a message' });
    expect(bar).toHaveTextContent('Replying to Priya Sharma');
    expect(bar).toHaveTextContent('Can you share the file?');
    expect(composer()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Replying to a message' })).not.toBeInTheDocument();

    await openReply();
    await user.type(composer(), 'Sure, attached.{Enter}');
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    expect(sends(calls)[0]!.body).toMatchObject({ body: 'Sure, attached.', reply_to_id: 5 });
    expect(screen.queryByRole('group', { name: 'Replying to a message' })).not.toBeInTheDocument();
  });
});

describe('the conversation menu', () => {
  it('blocks after asking, and then shows why sending is refused, with Unblock', async () => {
    let blocked = false;
    const { calls } = chatApi({
      extra: {
        'GET threads/:id': () => ({
          body: {
            status: true,
            data: threadDetail({ blocked_by_me: blocked, send_refusal: blocked ? m.blockedByYou : null }),
          },
        }),
        'POST threads/:id/block': () => {
          blocked = true;
          return { body: { status: true, message: m.blocked } };
        },
        'DELETE threads/:id/block': () => {
          blocked = false;
          return { body: { status: true, message: m.unblocked } };
        },
      },
      messages: { 12: [] },
    });
    const { user } = renderRoute('/messages?thread=12');
    await conversation();

    await user.click(screen.getByRole('button', { name: 'Conversation menu, Priya Sharma' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Profile',
      'View Job Details',
      'Report freelancer',
      'Block',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Priya Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(m.blocked)).toBeInTheDocument();
    expect(await screen.findByText(m.blockedByYou)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', /^threads\/12\/block$/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', /^threads\/12\/block$/)).toHaveLength(1);
  });

  it('reports the freelancer with a reason, asking for one first', async () => {
    const { calls } = chatApi({ messages: { 12: [] } });
    const { user } = renderRoute('/messages?thread=12');
    await conversation();

    await user.click(screen.getByRole('button', { name: 'Conversation menu, Priya Sharma' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report freelancer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report freelancer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(m.reportReasonRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', /report$/)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Asked me to pay outside the platform.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(m.reportSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', /^threads\/12\/report$/)[0]!.body).toEqual({
      reason: 'scam_or_fraud',
      details: 'Asked me to pay outside the platform.',
    });
  });
});

describe('the gallery', () => {
  it('opens at the photo chosen, steps through them with a strip of at most 5 thumbnails, and gives the focus back', async () => {
    chatApi({
      messages: {
        12: [message({ id: 2, body: 'Screens', attachments: [1, 2, 3, 4, 5, 6, 7].map((id) => attachment({ id })) })],
      },
    });
    const { user } = renderRoute('/messages?thread=12');
    const view = await conversation();

    const tile = await within(view).findByRole('button', { name: 'Open photo photo-2.jpg' });
    await user.click(tile);
    const gallery = await screen.findByRole('dialog', { name: 'Gallery' });
    expect(within(gallery).getByRole('group', { name: '2 of 7' })).toBeInTheDocument();
    const strip = within(gallery).getByRole('navigation', { name: 'Thumbnails' });
    expect(within(strip).getAllByRole('button').length).toBeLessThanOrEqual(5);

    await user.click(within(gallery).getByRole('button', { name: 'Next' }));
    expect(await within(gallery).findByRole('group', { name: '3 of 7' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gallery' })).not.toBeInTheDocument());
    await waitFor(() => expect(tile).toHaveFocus());
  });
});
