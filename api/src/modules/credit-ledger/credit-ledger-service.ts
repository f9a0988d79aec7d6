import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Money } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { creditEntries } from '../../db/schema';

export type CreditCurrency = Money['currency'];
export type CreditKind = (typeof creditEntries.kind.enumValues)[number];

/**
 * A user's credits in one currency: the sum of their ledger entries, in integer minor units (cents).
 * 0 with no entries. Reads inside the caller's transaction when given one as `db`.
 */
export async function creditBalance(
  app: FastifyInstance,
  userId: number,
  currency: CreditCurrency = 'USD',
  db: Database = app.db,
): Promise<number> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${creditEntries.amountMinor}), 0)` })
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), eq(creditEntries.currency, currency)));
  return Number(row?.amount ?? 0);
}

export interface CreditEntryInput {
  userId: number;
  currency: CreditCurrency;
  /** Signed, in minor units: a claim or refund adds, spending subtracts. */
  amountMinor: number;
  kind: CreditKind;
  /**
   * What the entry is for (`signup-offer`, a contract payment's id). Unique per user and kind, so
   * adding the same entry twice (a double click, a retried request) adds it once.
   */
  reference?: string | null;
  description?: string;
  /** When it was booked; now by the app's clock unless told. */
  createdAt?: Date;
}

/**
 * Appends an entry to the credits ledger (entries are never changed or removed; a correction is a
 * new `adjustment`). Returns the new entry's id, or null when an entry of this kind with this
 * reference already exists for the user (nothing is added). Pass a transaction to add it with the
 * change it pays for.
 */
export async function addCreditEntry(
  app: FastifyInstance,
  entry: CreditEntryInput,
  db: Database = app.db,
): Promise<{ id: number } | null> {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor === 0)
    throw new Error('A credit entry is a non-zero whole number of minor units');
  const [row] = await db
    .insert(creditEntries)
    .values({
      userId: entry.userId,
      currency: entry.currency,
      amountMinor: entry.amountMinor,
      kind: entry.kind,
      reference: entry.reference ?? null,
      description: entry.description ?? '',
      createdAt: entry.createdAt ?? app.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: creditEntries.id });
  return row ?? null;
}
