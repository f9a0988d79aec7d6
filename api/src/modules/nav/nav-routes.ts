import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountMessages, errorResponseSchema, navResponseSchema } from '@talentindia/contracts';
import { z } from 'zod';
import { unauthorized } from '../../http-error';
import { MINUTE } from '../../plugins/rate-limit';
import { bearerToken } from '../../plugins/auth';
import { hashToken } from '../../services/tokens';
import { navEtag, parseIfNoneMatch } from './nav-etag';
import { readNav } from './nav-service';

/** Polls per minute one session may make: a tab polls 6; a dozen tabs stay well inside it. */
export const NAV_POLLS_PER_MINUTE = 120;

/**
 * Spec §7: `GET /nav`, polled every 10 s by every signed-in tab. The body carries an ETag (the user's
 * `nav_version`); a poll whose If-None-Match still matches gets a 304 with no body and no body headers.
 * It checks the token itself, in the same single query that reads the version and the counts.
 */
export async function navRoutes(app: FastifyInstance) {
  // Limited per session like every route, but counted in this process's memory rather than the
  // database: the poll is the api's hottest path, and a database write on each one would double its
  // cost. Each api process holds every session to the limit (several processes: at most that many times it).
  const pollLimit = app.limitInMemory('nav', NAV_POLLS_PER_MINUTE, MINUTE, (request) => {
    const token = bearerToken(request);
    return token ? `session:${hashToken(token)}` : `ip:${request.ip}`;
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/nav',
    {
      schema: {
        tags: ['navigation'],
        summary: 'Unread messages, latest notifications and the user’s verification state',
        description:
          'Send the last ETag in If-None-Match: while nothing shown here changed, the answer is 304 with no body.',
        security: [{ bearerAuth: [] }],
        response: {
          200: navResponseSchema,
          304: z.void().describe('Not modified: the ETag in If-None-Match is still current (no body)'),
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Its own one-query check of the token (below) instead of app.authenticate; signed in all the same.
      config: { signedIn: true },
      onRequest: [pollLimit],
      // The body is built from typed rows in nav-service: zod need not check it again on every poll.
      serializerCompiler: () => (data) => JSON.stringify(data),
      // Polled every 10 s by every signed-in tab: only problems are worth a log line.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const held = parseIfNoneMatch(request.headers['if-none-match']);
      const poll = await readNav(app, hashToken(token), held.known);
      if (!poll) throw unauthorized(accountMessages.sessionExpired);
      reply
        .header('ETag', navEtag(poll.current))
        .header('Cache-Control', 'private, no-cache')
        // Beside the CORS plugin's Vary: Origin, never instead of it.
        .header('Vary', [reply.getHeader('vary'), 'Authorization'].filter(Boolean).join(', '));
      // No payload at all: a 304 carries no body, so no Content-Length or Content-Type either (RFC 9110 §15.4.5).
      if (poll.notModified || held.any) return reply.code(304).send();
      return poll.body;
    },
  );
}
