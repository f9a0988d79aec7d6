import { eq } from 'drizzle-orm';
import { creditEntries } from '../../db/schema';
import { findByEmail } from '../accounts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { addCreditEntry, creditBalance } from './credit-ledger-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newUser(): Promise<number> {
  const { email } = await signUp(t);
  return (await findByEmail(t.app, email))!.id;
}

describe('the credits ledger', () => {
  it('has a balance of 0 before any entry, in every currency', async () => {
    const userId = await newUser();
    expect(await creditBalance(t.app, userId)).toBe(0);
    expect(await creditBalance(t.app, userId, 'INR')).toBe(0);
  });

  it('sums the user’s entries in the currency asked (USD by default), in minor units', async () => {
    const userId = await newUser();
    const other = await newUser();
    await addCreditEntry(t.app, {
      userId,
      currency: 'USD',
      amountMinor: 100_000,
      kind: 'claim',
      reference: 'offer',
    });
    await addCreditEntry(t.app, { userId, currency: 'USD', amountMinor: -12_345, kind: 'spend', reference: 'c-1' });
    await addCreditEntry(t.app, { userId, currency: 'USD', amountMinor: 2_000, kind: 'refund', reference: 'c-1' });
    await addCreditEntry(t.app, { userId, currency: 'INR', amountMinor: 50_000, kind: 'adjustment' });
    await addCreditEntry(t.app, { userId: other, currency: 'USD', amountMinor: 999, kind: 'adjustment' });
    expect(await creditBalance(t.app, userId)).toBe(89_655);
    expect(await creditBalance(t.app, userId, 'USD')).toBe(89_655);
    expect(await creditBalance(t.app, userId, 'INR')).toBe(50_000);
    expect(await creditBalance(t.app, other)).toBe(999);
  });

  it('adds an entry with the same kind and reference once: a repeat is a no-op answered with null', async () => {
    const userId = await newUser();
    const first = await addCreditEntry(t.app, {
      userId,
      currency: 'USD',
      amountMinor: 100_000,
      kind: 'claim',
      reference: 'signup-offer',
      description: 'Sign-up offer',
    });
    expect(first).toEqual({ id: expect.any(Number) });
    const repeat = await addCreditEntry(t.app, {
      userId,
      currency: 'USD',
      amountMinor: 100_000,
      kind: 'claim',
      reference: 'signup-offer',
    });
    expect(repeat).toBeNull();
    expect(await creditBalance(t.app, userId)).toBe(100_000);
    // The same reference under another kind, or for another user, is another entry.
    expect(
      await addCreditEntry(t.app, {
        userId,
        currency: 'USD',
        amountMinor: -500,
        kind: 'spend',
        reference: 'signup-offer',
      }),
    ).not.toBeNull();
    const other = await newUser();
    expect(
      await addCreditEntry(t.app, {
        userId: other,
        currency: 'USD',
        amountMinor: 100_000,
        kind: 'claim',
        reference: 'signup-offer',
      }),
    ).not.toBeNull();
    // Entries without a reference are never taken for repeats.
    await addCreditEntry(t.app, { userId, currency: 'USD', amountMinor: 1, kind: 'adjustment' });
    await addCreditEntry(t.app, { userId, currency: 'USD', amountMinor: 1, kind: 'adjustment' });
    expect(await creditBalance(t.app, userId)).toBe(99_502);
    const rows = await t.app.db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
    expect(rows.find((row) => row.kind === 'claim')).toMatchObject({ description: 'Sign-up offer', currency: 'USD' });
  });

  it('refuses an amount that is not a non-zero whole number of minor units', async () => {
    const userId = await newUser();
    for (const amountMinor of [0, 10.5, Number.NaN, 2 ** 60])
      await expect(addCreditEntry(t.app, { userId, currency: 'USD', amountMinor, kind: 'adjustment' })).rejects.toThrow(
        'non-zero whole number',
      );
    expect(await creditBalance(t.app, userId)).toBe(0);
  });

  it('adds an entry with the change it belongs to: rolled back together', async () => {
    const userId = await newUser();
    await expect(
      t.app.db.transaction(async (tx) => {
        await addCreditEntry(
          t.app,
          { userId, currency: 'USD', amountMinor: 100_000, kind: 'claim', reference: 'offer' },
          tx,
        );
        expect(await creditBalance(t.app, userId, 'USD', tx)).toBe(100_000);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await creditBalance(t.app, userId)).toBe(0);
  });
});
