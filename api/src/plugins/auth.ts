import { and, eq, gt, isNull, type Placeholder } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages, marketplaceMessages } from '@talentindia/contracts';
import { sessions, users } from '../db/schema';
import { HttpError, unauthorized } from '../http-error';
import { hashToken } from '../services/tokens';

export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  mobileVerified: boolean;
  /** Every sign-up is a client; freelancers act through the `/freelancer/*` endpoints. */
  role: 'client' | 'freelancer';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route that needs a session (plugins/auth.ts), for the route table. */
    signedIn?: boolean;
    /** Its answers carry a session token or personal data without a session (sign-in): `Cache-Control: no-store`. */
    noStore?: boolean;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` on signed-in routes. */
    currentUser: CurrentUser | null;
    sessionId: number | null;
    /** When this session last proved its owner again (`POST /settings/reauthenticate`), if ever. */
    reauthenticatedAt: Date | null;
  }
  interface FastifyInstance {
    /** preHandler for signed-in routes (spec §6: the Bearer token on every signed-in call). */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The session a Bearer token opens: the one with this token's hash, not revoked, not expired at `now`.
 * Shared by `app.authenticate` and the nav poll's own one-query check, so both refuse the same tokens.
 */
export function liveSession(tokenHash: string | Placeholder, now: Date | Placeholder) {
  return and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

/** Resolves the Bearer token to a live session: not revoked, not expired. Anything else is a 401. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('reauthenticatedAt', null);
  // Authenticated first, then validated: a route that lists `app.authenticate` among its preHandlers
  // runs it as its first onRequest hook instead, before its body is even read, so a caller without a
  // session gets a 401 whatever it sent (an empty, a non-JSON or an invalid body), never field messages.
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const onRequest = [route.onRequest ?? []].flat();
    const inPreHandler = preHandlers.includes(app.authenticate);
    if (!inPreHandler && !onRequest.includes(app.authenticate)) return;
    route.config = { ...route.config, signedIn: true };
    if (!inPreHandler) return;
    route.preHandler = preHandlers.filter((hook) => hook !== app.authenticate);
    route.onRequest = [app.authenticate, ...onRequest];
  });
  // An answer for one signed-in user, or one that hands out a session, is never stored by a browser
  // or a proxy: `no-store`, unless the route chose its own rule (the nav poll revalidates by ETag).
  app.addHook('onSend', async (request, reply) => {
    const config = request.routeOptions.config;
    if ((config.signedIn || config.noStore) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const [row] = await app.db
      .select({
        sessionId: sessions.id,
        reauthenticatedAt: sessions.reauthenticatedAt,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        mobileVerifiedAt: users.mobileVerifiedAt,
        role: users.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession(hashToken(token), app.clock.now()))
      .limit(1);
    if (!row) throw unauthorized(accountMessages.sessionExpired);
    request.sessionId = row.sessionId;
    request.reauthenticatedAt = row.reauthenticatedAt;
    request.currentUser = {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      emailVerified: row.emailVerifiedAt !== null,
      mobileVerified: row.mobileVerifiedAt !== null,
      role: row.role,
    };
  });
});

/**
 * Role checks as preHandlers, after `app.authenticate` and before a rate limit, so the other role
 * is refused (403) before a limit counts its request: `[app.authenticate, clientsOnly, app.limit(…)]`.
 */
export const clientsOnly = async (request: FastifyRequest) => void clientOf(request);
export const freelancersOnly = async (request: FastifyRequest) => void freelancerOf(request);

/** The signed-in freelancer of a `/freelancer/*` route; a client is refused with a 403. */
export function freelancerOf(request: FastifyRequest): CurrentUser {
  const user = userOf(request);
  if (user.role !== 'freelancer') throw new HttpError(403, marketplaceMessages.freelancersOnly);
  return user;
}

/** The signed-in client of a hiring route (jobs, offers, contracts); a freelancer is refused with a 403. */
export function clientOf(request: FastifyRequest): CurrentUser {
  const user = userOf(request);
  if (user.role !== 'client') throw new HttpError(403, marketplaceMessages.clientsOnly);
  return user;
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
