import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * CORS from an allowlist of the app's own origins (host and remotes), with preflights cached, and
 * security headers. The api answers JSON only, so its responses may be read cross-origin by the
 * allowed pages and embedded resources (images) may load from the host's origin.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Last-Event-ID: a tab resuming the live stream (GET /live) says where it left off.
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match', 'Last-Event-ID'],
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
    credentials: false,
  });
  // helmet's own middleware, built once. @fastify/helmet builds it anew for every request (parsing the
  // policy each time), which was a fifth of the api's CPU time for a /nav poll answered 304.
  const securityHeaders = helmet({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // JSON responses need no content; /docs sets its own policy for the Swagger UI.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
