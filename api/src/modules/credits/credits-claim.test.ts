import { and, eq } from 'drizzle-orm';
import { creditsClaimResponseSchema, marketplaceMessages } from '@talentindia/contracts';
import { creditEntries, notifications, outbox } from '../../db/schema';
import { createFreelancer } from '../../testing/marketplace-fixtures';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { findByEmail } from '../accounts';
import { creditTasks } from './credits-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claim = (token?: string) => t.request({ method: 'POST', url: '/credits/claim', token });
const dashboardCredits = async (token: string) =>
  (await t.request({ method: 'GET', url: '/dashboard', token })).json().data.credits;

/** What a claim may write: the ledger, the bell, the outbox. */
async function written(email: string) {
  const user = (await findByEmail(t.app, email))!;
  return {
    entries: await t.app.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id)),
    notifications: await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment'))),
    mails: (await t.app.db.select().from(outbox).where(eq(outbox.recipient, email))).filter((mail) =>
      mail.subject.includes('credits'),
    ),
  };
}

describe('POST /credits/claim', () => {
  it('answers 401 without a token and 403 to a freelancer', async () => {
    expect((await claim()).statusCode).toBe(401);
    const freelancer = await createFreelancer(t);
    const response = await claim(freelancer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: marketplaceMessages.clientsOnly });
  });

  it('refuses with 422 while any of the three tasks is open, and writes nothing', async () => {
    const user = await signUp(t);
    const refused = async () => {
      const response = await claim(user.token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, message: marketplaceMessages.creditsTasksIncomplete });
    };
    await refused();
    await creditTasks.verifyEmail(t, user.email);
    await refused();
    await creditTasks.completeBilling(t, user.token);
    await refused();
    expect(await written(user.email)).toEqual({ entries: [], notifications: [], mails: [] });
    expect(await dashboardCredits(user.token)).toEqual({
      tasks: { email_verified: true, billing_complete: true, payment_method: false },
      claimed: false,
      balance: { currency: 'USD', amount: 0 },
    });
  });

  it('adds $1000.00 once the tasks are done: 201, one ledger entry, a bell notification and a mail', async () => {
    const user = await signUp(t);
    await creditTasks.all(t, user);
    const response = await claim(user.token);
    expect(response.statusCode).toBe(201);
    expect(creditsClaimResponseSchema.parse(response.json())).toEqual({
      status: true,
      message: marketplaceMessages.creditsClaimed,
      data: {
        tasks: { email_verified: true, billing_complete: true, payment_method: true },
        claimed: true,
        balance: { currency: 'USD', amount: 100_000 },
      },
    });
    const { entries, notifications: bell, mails } = await written(user.email);
    expect(entries).toEqual([
      expect.objectContaining({ currency: 'USD', amountMinor: 100_000, kind: 'claim', reference: 'welcome-credits' }),
    ]);
    expect(bell).toEqual([
      expect.objectContaining({
        description: '<strong>$1,000.00</strong> credits were added to your account.',
        action: '/settings/payment-methods',
        seen: false,
      }),
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual(
      expect.objectContaining({ subject: '$1,000.00 credits added to your TalentIndia account', skippedReason: null }),
    );
    expect(mails[0]!.text).toContain('Your available credits are now $1,000.00.');
    expect(mails[0]!.text).toContain('http://localhost:3000/settings/payment-methods');

    // The dashboard and the payment methods page show it.
    expect(await dashboardCredits(user.token)).toEqual(response.json().data);
    const methods = await t.request({ method: 'GET', url: '/settings/payment-methods', token: user.token });
    expect(methods.json().data.credits).toEqual({ currency: 'USD', amount: 100_000 });
  });

  it('answers a repeat with 409 and adds nothing, even after a task is undone', async () => {
    const user = await signUp(t);
    await creditTasks.verifyEmail(t, user.email);
    await creditTasks.completeBilling(t, user.token);
    const cardId = await creditTasks.addCard(t, user.token);
    expect((await claim(user.token)).statusCode).toBe(201);

    const again = await claim(user.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: marketplaceMessages.creditsAlreadyClaimed });
    // Removing the card opens a task again, but the answer stays "already claimed".
    await t.request({ method: 'DELETE', url: `/settings/payment-methods/${cardId}`, token: user.token });
    const afterRemoval = await claim(user.token);
    expect(afterRemoval.statusCode).toBe(409);
    expect(afterRemoval.json().message).toBe(marketplaceMessages.creditsAlreadyClaimed);

    const { entries, notifications: bell, mails } = await written(user.email);
    expect([entries.length, bell.length, mails.length]).toEqual([1, 1, 1]);
    expect(await dashboardCredits(user.token)).toEqual({
      tasks: { email_verified: true, billing_complete: true, payment_method: false },
      claimed: true,
      balance: { currency: 'USD', amount: 100_000 },
    });
  });

  it('adds the balance to what the ledger already holds', async () => {
    const user = await signUp(t);
    await creditTasks.all(t, user);
    const { id } = (await findByEmail(t.app, user.email))!;
    await t.app.db
      .insert(creditEntries)
      .values({ userId: id, currency: 'USD', amountMinor: -2_500, kind: 'spend', reference: 'contract-1' });
    const response = await claim(user.token);
    expect(response.json().data.balance).toEqual({ currency: 'USD', amount: 97_500 });
  });

  it('of 20 claims sent at once, exactly one is a 201 and one entry is added; the rest are 409', async () => {
    const user = await signUp(t);
    await creditTasks.all(t, user);
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(user.token)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((each) => each.statusCode === 409))
      expect(response.json().message).toBe(marketplaceMessages.creditsAlreadyClaimed);
    const { entries, notifications: bell, mails } = await written(user.email);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.amountMinor).toBe(100_000);
    expect([bell.length, mails.length]).toEqual([1, 1]);
    expect((await dashboardCredits(user.token)).balance).toEqual({ currency: 'USD', amount: 100_000 });
  });
});
