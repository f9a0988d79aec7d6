import type { EventSourceMessage } from 'eventsource-parser';
import type { LiveEvent } from '@talentindia/contracts';
import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { clearLocalSession } from '../http/api-client';

/**
 * What the live stream (`GET /live`) hands a page: the api's events, and `reset`, meaning "you may
 * have missed events: refetch everything you show".
 */
export type LiveStreamEvent = LiveEvent | { type: 'reset'; data: Record<string, never> };

/**
 * - `connecting`: opening (or reopening) the stream;
 * - `open`: events arrive as they happen;
 * - `polling`: the stream cannot be opened (offline, refused, cut again and again): pages poll
 *   instead, while it keeps trying in the background;
 * - `off`: signed out, or nothing listens.
 */
export type LiveStatus = 'connecting' | 'open' | 'polling' | 'off';

export interface LiveTimings {
  /** The first wait before reconnecting; it doubles on each failure up to `reconnectMaxMs`. */
  reconnectFirstMs: number;
  reconnectMaxMs: number;
  /** The api writes a heartbeat every 20 s: a stream silent this long is taken as dead and reopened. */
  silenceLimitMs: number;
  /** Failed attempts in a row after which pages are told to poll. */
  failuresBeforePolling: number;
}

export const LIVE_TIMINGS: LiveTimings = {
  reconnectFirstMs: 1_000,
  reconnectMaxMs: 30_000,
  silenceLimitMs: 45_000,
  failuresBeforePolling: 2,
};

const EVENT_TYPES: ReadonlySet<string> = new Set(['message', 'read', 'typing', 'thread', 'nav', 'reset']);

type Listener = (event: LiveStreamEvent) => void;

/**
 * The one live stream of a browser tab, shared by the shell and every remote (this package is a
 * Module Federation singleton): open while someone listens and a session is stored, closed on
 * logout. It is read with fetch, not EventSource, so the session token travels in the
 * Authorization header and never in a URL; not through the ky client either, whose response
 * hooks read a copy of every body, which for a stream that never ends would be kept in memory.
 */
export class LiveConnection {
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();
  private users = 0;
  private state: LiveStatus = 'off';
  /** The highest stored event id received: sent back as Last-Event-ID on reconnecting. */
  private lastEventId: number | null = null;
  private token: string | null = null;
  private controller: AbortController | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribeAuth: (() => void) | undefined;

  constructor(private readonly timings: LiveTimings = LIVE_TIMINGS) {}

  get status(): LiveStatus {
    return this.state;
  }

  /** Listens to the stream's events; the stream is open while anyone listens. Returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    const release = this.retain();
    return () => {
      this.listeners.delete(listener);
      release();
    };
  }

  /** Follows the status (for useSyncExternalStore). */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Keeps the stream open (while signed in) until the returned function is called: one per listener. */
  private retain(): () => void {
    this.users += 1;
    if (this.users === 1) {
      this.unsubscribeAuth = useAuthStore.subscribe(() => this.sync());
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    this.sync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users > 0) return;
      this.unsubscribeAuth?.();
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
      this.stop();
    };
  }

  /** Opens, reopens or closes the stream to match the stored session. */
  private sync() {
    const token = this.users > 0 ? useAuthStore.getState().accessToken : null;
    if (token === this.token && (token === null || this.controller || this.retryTimer)) return;
    if (token !== this.token) this.lastEventId = null;
    this.stop();
    this.token = token;
    if (token) void this.connect(token);
  }

  private stop() {
    this.controller?.abort();
    this.controller = null;
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    this.retryTimer = undefined;
    this.token = null;
    this.failures = 0;
    this.setStatus('off');
  }

  private readonly onOnline = () => {
    if (!this.token || this.state === 'open') return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.controller?.abort();
    void this.connect(this.token);
  };

  private readonly onOffline = () => {
    if (this.token) this.setStatus('polling');
  };

  private async connect(token: string) {
    this.retryTimer = undefined;
    const controller = new AbortController();
    this.controller = controller;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      // Offline: pages poll (and fail quietly); the `online` event opens the stream again.
      this.setStatus('polling');
      return;
    }
    this.setStatus(this.failures >= this.timings.failuresBeforePolling ? 'polling' : 'connecting');
    let opened = false;
    try {
      // The parser is loaded with the first stream: a signed-out page (the home page) never needs it.
      const { createParser } = await import('eventsource-parser');
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
      if (this.lastEventId !== null) headers['Last-Event-ID'] = String(this.lastEventId);
      const response = await fetch(`${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/live`, {
        headers,
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401 && useAuthStore.getState().accessToken === token) {
        // The session is dead on the server (as the api client does on any 401).
        clearLocalSession();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
      opened = true;
      this.failures = 0;
      this.setStatus('open');
      this.armSilence(controller);
      const parser = createParser({ onEvent: (message) => this.dispatch(message), onId: (id) => this.remember(id) });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.armSilence(controller);
        parser.feed(value);
      }
    } catch {
      // Refused, unreachable or cut: tried again below.
    }
    if (this.controller !== controller) return; // Stopped, or replaced by a newer attempt.
    clearTimeout(this.silenceTimer);
    if (!opened) this.failures += 1;
    if (this.failures >= this.timings.failuresBeforePolling) this.setStatus('polling');
    else this.setStatus('connecting');
    const delay = Math.min(
      this.timings.reconnectMaxMs,
      this.timings.reconnectFirstMs * 2 ** Math.max(0, this.failures - 1),
    );
    // A little randomness, so tabs cut together do not all come back in the same instant.
    this.retryTimer = setTimeout(() => void this.connect(token), delay * (0.8 + Math.random() * 0.4));
  }

  /** A stream that stays silent past the heartbeat is dead (a proxy dropped it quietly): reopen it. */
  private armSilence(controller: AbortController) {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => controller.abort(), this.timings.silenceLimitMs);
  }

  /**
   * The stream starts with the latest id (a line with no event), and each stored event has one.
   * Events of concurrent transactions may arrive out of id order: it resumes after the highest.
   */
  private remember(id: string) {
    if (/^\d+$/.test(id)) this.lastEventId = Math.max(this.lastEventId ?? 0, Number(id));
  }

  private dispatch(message: EventSourceMessage) {
    const type = message.event ?? 'message';
    if (!EVENT_TYPES.has(type)) return;
    let data: unknown;
    try {
      data = message.data ? JSON.parse(message.data) : {};
    } catch {
      return;
    }
    const event = { type, data } as LiveStreamEvent;
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One page's failing listener never stops the others.
        console.error(error);
      }
    }
  }

  private setStatus(status: LiveStatus) {
    if (status === this.state) return;
    this.state = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}

/** The tab's one live stream. */
export const liveConnection = new LiveConnection();
