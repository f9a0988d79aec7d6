import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryIdParamsSchema, errorResponseSchema, placesResponseSchema, type Place } from '@talentindia/contracts';
import { z } from 'zod';
import { notFound } from '../../http-error';
import { listCountries, listStates } from './places-service';

/** Places change only when a new package version is seeded, so a client and any cache keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** At most this many tags of an If-None-Match list are looked at (a browser sends one). */
const MAX_TAGS = 16;

/** Whether If-None-Match holds this tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function holdsTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .slice(0, MAX_TAGS)
    .some((part) => part.trim().replace(/^W\//, '') === etag);
}

/**
 * The list with a strong ETag (a hash of the very bytes sent), or a 304 with no body when the
 * client's copy is current.
 */
function sendPlaces(request: FastifyRequest, reply: FastifyReply, places: Place[]) {
  const body = JSON.stringify({ status: true, data: places });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
  if (holdsTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Spec §7: the countries and a country's states for the billing form; public and cacheable. */
export async function placesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notModified = z.void().describe('Not modified: the ETag in If-None-Match is still current (no body)');

  routes.get(
    '/utils/countries',
    {
      schema: {
        tags: ['places'],
        summary: 'Every country (id and name), by name',
        response: { 200: placesResponseSchema, 304: notModified },
      },
    },
    async (request, reply) => sendPlaces(request, reply, await listCountries(app)),
  );

  routes.get(
    '/utils/countries/:id/states',
    {
      schema: {
        tags: ['places'],
        summary: 'A country’s states (id and name), by name; empty for a country without states',
        params: countryIdParamsSchema,
        response: { 200: placesResponseSchema, 304: notModified, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const places = await listStates(app, request.params.id);
      if (!places) throw notFound('Country not found.');
      return sendPlaces(request, reply, places);
    },
  );
}
