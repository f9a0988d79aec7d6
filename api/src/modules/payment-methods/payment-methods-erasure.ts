import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { paymentCustomers, paymentMethods } from '../../db/schema';
import { idempotencyKey } from '../../services/payments/payments-provider';
import { enqueueWork, type WorkKind } from '../../services/scheduler';

/**
 * A saved card detached at the provider after its owner deleted the account (issue 17 §3). The
 * idempotency key is stored with the work before the provider is called, so a retry after a lost
 * answer or a restart never does it twice; a detach already done counts as done.
 */
export const cardDetachWork: WorkKind<{ provider: 'stripe' | 'test'; paymentMethodId: string; key: string }> = {
  kind: 'card-detach',
  payload: z.object({
    provider: z.enum(['stripe', 'test']),
    paymentMethodId: z.string().min(1).max(255),
    key: z.string().min(1).max(255),
  }),
  maxAttempts: 10,
  perform: async (app, { provider, paymentMethodId, key }) => {
    // A card of another provider than the one this server runs (keys changed since) cannot be reached here.
    if (provider !== app.payments.name) return;
    await app.payments.detach(paymentMethodId, key);
  },
};

/**
 * Forgets a deleting user's cards in the caller's transaction: each is queued to be detached at the
 * provider, then its row and the provider customer's row go.
 */
export async function forgetPaymentMethods(app: FastifyInstance, tx: Database, userId: number): Promise<void> {
  const cards = await tx
    .select({ id: paymentMethods.id, provider: paymentMethods.provider, pm: paymentMethods.providerPaymentMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  for (const card of cards) {
    await enqueueWork(
      app,
      {
        kind: cardDetachWork,
        payload: {
          provider: card.provider,
          paymentMethodId: card.pm,
          key: idempotencyKey('detach', card.pm, String(card.id)),
        },
      },
      tx,
    );
  }
  await tx.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
  await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
}
