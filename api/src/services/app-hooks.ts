import type { FastifyInstance } from 'fastify';

/**
 * A hook one module offers and another fills in, so a lower module can call up without importing
 * the one above it (ADR 021: money tells hiring an invoice was paid; erasure tells hiring which
 * contracts it ended). Handlers are registered on the root instance in app.ts, before any plugin;
 * a plugin's instance (the one its routes and services are handed) is made from its parent's by
 * Fastify, as its prototype, so it finds them too.
 */
export function appHook<Handler>() {
  const registered = new WeakMap<object, Handler[]>();
  return {
    on(app: FastifyInstance, handler: Handler): void {
      registered.set(app, [...(registered.get(app) ?? []), handler]);
    },
    handlersOf(app: FastifyInstance): Handler[] {
      for (
        let instance: object | null = app;
        instance !== null;
        instance = Object.getPrototypeOf(instance) as object | null
      ) {
        const handlers = registered.get(instance);
        if (handlers) return handlers;
      }
      return [];
    },
  };
}
