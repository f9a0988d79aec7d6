import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { userTokens } from '../db/schema';
import { hashToken } from './tokens';

export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

/**
 * Spends a mailed single-use link: marks a live token of this purpose used and returns whose it is
 * (and the address an email-change link confirms); a used, expired or unknown token gives undefined.
 * Runs on the database or inside a caller's transaction.
 */
export async function consumeUserToken(
  app: FastifyInstance,
  token: string,
  purpose: UserTokenPurpose,
  db: Database = app.db,
): Promise<{ userId: number; newEmail: string | null } | undefined> {
  const now = app.clock.now();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, newEmail: userTokens.newEmail });
  return row;
}
