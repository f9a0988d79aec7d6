import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { mockApi, networkError, resetSession, signInForTest, type ApiCall } from '../testing';
import { useAuthStore } from '../auth/auth-store';
import { LiveConnection, liveConnection, type LiveStreamEvent } from './live-connection';
import { useLiveEvents, useLiveStatus } from './use-live';

const FAST = { reconnectFirstMs: 10, reconnectMaxMs: 40, silenceLimitMs: 5_000, failuresBeforePolling: 2 };

/** A `text/event-stream` answer: the chunks, then it ends (or stays open when `open`). */
function sse(chunks: string[], { open = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Serves `GET live` with each answer in turn (the last one again once they run out). */
function serveLive(...answers: ((call: ApiCall) => Response)[]) {
  let index = 0;
  return mockApi({
    'GET live': (call) => {
      const answer = answers[Math.min(index, answers.length - 1)]!;
      index += 1;
      return answer(call);
    },
  });
}

async function waitFor(check: () => boolean, timeoutMs = 2_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  resetSession();
});

describe('the live stream', () => {
  it('opens one stream with the Bearer header (never the token in the URL) and hands each listener the events', async () => {
    signInForTest();
    const { calls } = serveLive(() =>
      sse(
        [
          'retry: 3000\n: open\n\nid: 4\n\n',
          'id: 5\nevent: message\ndata: {"thread_id":7,"message_id":9}\n\n',
          ': heartbeat\n\nevent: typing\ndata: {"thread_id":7,"user_id":3}\n\n',
          'event: something-else\ndata: {}\n\n',
        ],
        { open: true },
      ),
    );
    const connection = new LiveConnection(FAST);
    const first: LiveStreamEvent[] = [];
    const second: LiveStreamEvent[] = [];
    stops.push(connection.subscribe((event) => first.push(event)));
    stops.push(connection.subscribe((event) => second.push(event)));
    stops.push(connection.subscribe(() => undefined));

    await waitFor(() => first.length === 2);
    expect(first).toEqual([
      { type: 'message', data: { thread_id: 7, message_id: 9 } },
      { type: 'typing', data: { thread_id: 7, user_id: 3 } },
    ]);
    expect(second).toEqual(first);
    expect(connection.status).toBe('open');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe('Bearer session-token');
    expect(calls[0]!.query).toBe('');
    expect(calls[0]!.request.headers.get('Last-Event-ID')).toBeNull();
  });

  it('reconnects after the stream ends, sending the highest id it received as Last-Event-ID', async () => {
    signInForTest();
    const { calls } = serveLive(
      () =>
        sse([
          'id: 3\n\n',
          'id: 8\nevent: message\ndata: {"thread_id":1,"message_id":1}\n\n',
          'id: 6\nevent: nav\ndata: {"unread_messages":2}\n\n',
        ]),
      () => sse(['event: reset\nid: 12\ndata: {}\n\n'], { open: true }),
    );
    const connection = new LiveConnection(FAST);
    const events: LiveStreamEvent[] = [];
    stops.push(connection.subscribe((event) => events.push(event)));

    await waitFor(() => events.length === 3);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.headers.get('Last-Event-ID')).toBe('8');
    expect(events[2]).toEqual({ type: 'reset', data: {} });
  });

  it('reports `polling` while the stream cannot be opened, and `open` once it can', async () => {
    signInForTest();
    serveLive(
      () => networkError(),
      () => networkError(),
      () => sse([': open\n\n'], { open: true }),
    );
    const connection = new LiveConnection({ ...FAST, reconnectFirstMs: 30 });
    const seen: string[] = [];
    stops.push(connection.onStatus(() => seen.push(connection.status)));
    stops.push(connection.subscribe(() => undefined));

    await waitFor(() => connection.status === 'open');
    expect(seen).toEqual(['connecting', 'polling', 'open']);
  });

  it('closes on logout and is off; a 401 ends the stored session', async () => {
    signInForTest();
    let aborted = false;
    serveLive((call) => {
      call.request.signal.addEventListener('abort', () => {
        aborted = true;
      });
      return sse([': open\n\n'], { open: true });
    });
    const connection = new LiveConnection(FAST);
    stops.push(connection.subscribe(() => undefined));
    await waitFor(() => connection.status === 'open');

    act(() => useAuthStore.getState().signOut());
    expect(connection.status).toBe('off');
    await waitFor(() => aborted);

    signInForTest();
    serveLive(() => new Response(JSON.stringify({ status: false, message: 'Session expired.' }), { status: 401 }));
    const again = new LiveConnection(FAST);
    stops.push(again.subscribe(() => undefined));
    await waitFor(() => useAuthStore.getState().accessToken === null);
    expect(again.status).toBe('off');
  });

  it('is shared by the hooks: one stream however many components listen, and its status shown', async () => {
    signInForTest();
    const { calls } = serveLive(() =>
      sse([': open\n\n', 'id: 2\nevent: thread\ndata: {"thread_id":4}\n\n'], { open: true }),
    );
    function Listener({ name }: { name: string }) {
      const status = useLiveStatus();
      const [last, setLast] = useState('nothing');
      useLiveEvents((event) => setLast(event.type));
      return (
        <p>
          {name}: {status}, last event {last}
        </p>
      );
    }
    const view = render(
      <>
        <Listener name="header" />
        <Listener name="page" />
      </>,
    );
    expect(await screen.findByText('header: open, last event thread')).toBeInTheDocument();
    expect(screen.getByText('page: open, last event thread')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    view.unmount();
    expect(liveConnection.status).toBe('off');
  });
});
