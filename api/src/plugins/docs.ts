import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The zod transform, except that a response declared as `z.void()` (a 304: no payload at all) is
 * documented as one without a body: @fastify/swagger leaves the content out for a `type: 'null'` schema.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const declared = (document.schema?.response ?? {}) as Record<string, unknown>;
  const bodyless = Object.entries(declared).filter(
    (entry): entry is [string, z.ZodVoid] => entry[1] instanceof z.ZodVoid,
  );
  if (bodyless.length === 0) return jsonSchemaTransform(document);
  const withBodies = Object.fromEntries(
    Object.entries(declared).filter(([, schema]) => !(schema instanceof z.ZodVoid)),
  );
  const result = jsonSchemaTransform({ ...document, schema: { ...document.schema, response: withBodies } });
  const documented = (result.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of bodyless) {
    documented[status] = { type: 'null', description: schema.description ?? 'No body' };
  }
  return { ...result, schema: { ...result.schema, response: documented } };
};

/** OpenAPI 3 generated from the routes' zod schemas: the UI at /docs, the document at /docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'TalentIndia API',
        description: 'Accounts, sessions, navigation, notifications and content of the TalentIndia marketplace.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token from /login' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
