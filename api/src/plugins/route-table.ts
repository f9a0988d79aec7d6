import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  /** The route's pattern, prefix included (`/notifications/:id`). */
  url: string;
  schema: FastifySchema | undefined;
  /** Whether it needs a session (`app.authenticate`; the auth plugin, registered before this one, marks it). */
  signedIn: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (plugins' routes and the automatic HEAD routes included), in order. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route as it is added, so what is derived from the routes (the 405's `Allow` header,
 * the fuzz test's coverage) follows every route added later without a list to keep up to date.
 * Registered before any route.
 */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        table.push({ method, url: route.url, schema: route.schema, signedIn: route.config?.signedIn === true });
    });
  },
  { name: 'route-table' },
);
