import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, messagingMessages } from '@talentindia/contracts';
import { z } from 'zod';
import { RetryLaterError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { createLiveBus } from './live-bus';
import { LiveHub, MAX_BUFFERED_BYTES, MAX_STREAMS_PER_USER, type LiveStream } from './live-hub';
import { latestEventId, readMissedEvents, type MissedEvents } from './live-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live streams and the bus between api processes (modules/live). */
    live: LiveHub;
  }
}

/** How long a tab waits before reconnecting after the stream ends (SSE's `retry:`), in ms. */
const RECONNECT_AFTER_MS = 3_000;

const liveHeadersSchema = z.looseObject({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, messagingMessages.liveEventIdInvalid)
    .optional()
    .describe('The id of the last event the tab received: what came after it is sent first'),
});

/**
 * The hub is decorated on the root (fastify-plugin), so every module's routes reach `app.live` to
 * emit; the bus listens from start to close.
 */
export const liveRoutes = fp(
  async (app: FastifyInstance) => {
    const hub = new LiveHub(app, await createLiveBus(app));
    app.decorate('live', hub);
    await hub.bus.listen({
      onPayload: (payload) => hub.onPayload(payload),
      onResume: () => void hub.catchUp(),
    });
    hub.startTimers();
    // Before the server waits for open connections to end: the streams never end by themselves.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => hub.close());
    app.register(liveStreamRoute);
  },
  { name: 'live' },
);

async function liveStreamRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/live',
    {
      schema: {
        tags: ['messages'],
        summary: 'The live stream: new messages, read receipts, typing and badge changes (Server-Sent Events)',
        description:
          'A `text/event-stream` that stays open. Stored events carry an `id:`; send the last one back in ' +
          'the Last-Event-ID header on reconnecting to receive what came after it (or a `reset` event when ' +
          'that is too much, meaning "refetch everything"). A comment line every 20 s keeps it open. ' +
          'Authenticated with the Authorization header like every route (read it with fetch, not EventSource).',
        security: [{ bearerAuth: [] }],
        headers: liveHeadersSchema,
        response: {
          // A stream, never serialized: `any` only says so to the type provider.
          200: z
            .any()
            .describe(
              'text/event-stream: `id:`, `event:` (message, read, typing, thread, nav, reset) and `data:` (JSON)',
            ),
          401: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      onRequest: [app.authenticate],
      // A HEAD would open a stream only to discard it.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const user = userOf(request);
      const hub = app.live;
      if (hub.streamsOf(user.id) >= MAX_STREAMS_PER_USER) {
        throw new RetryLaterError(messagingMessages.liveTooManyStreams, RECONNECT_AFTER_MS / 1000);
      }
      const body = new PassThrough();
      // A tab that leaves while its stream is being written to: nothing to report, it is removed below.
      body.on('error', () => undefined);
      const stream: LiveStream = {
        userId: user.id,
        sessionId: request.sessionId!,
        lastId: 0,
        recent: [],
        heartbeatSlice: 0,
        held: [],
        write: (text) => {
          if (body.destroyed || body.writableEnded || body.writableLength > MAX_BUFFERED_BYTES) return false;
          body.write(text);
          return true;
        },
        end: () => {
          if (!body.destroyed) body.end();
        },
      };
      hub.add(stream);
      // However the response ends (the tab left, the session ended, the app closes), it leaves the hub.
      reply.raw.once('close', () => {
        hub.remove(stream);
        body.destroy();
      });
      body.write(`retry: ${RECONNECT_AFTER_MS}\n: open\n\n`);
      const lastEventId = request.headers['last-event-id'];
      let missed: MissedEvents = { reset: false, events: [] };
      try {
        if (lastEventId === undefined) {
          stream.lastId = await latestEventId(app, user.id);
          // An id and no data: nothing for the page, but the tab resumes from here if the stream is cut.
          body.write(`id: ${stream.lastId}\n\n`);
        } else {
          stream.lastId = Number(lastEventId);
          missed = await readMissedEvents(app, user.id, stream.lastId);
        }
      } catch (error) {
        hub.remove(stream);
        throw error;
      }
      hub.release(stream, missed);
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          // nginx and others buffer a response by default, which would hold the events back.
          .header('X-Accel-Buffering', 'no')
          .send(body)
      );
    },
  );
}
