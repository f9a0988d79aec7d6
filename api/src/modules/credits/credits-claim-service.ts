import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CLAIM_CREDITS,
  CLAIM_CREDITS_REFERENCE,
  formatMoney,
  marketplaceMessages,
  type CreditsClaim,
} from '@talentindia/contracts';
import { creditEntries } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { mailLayout } from '../../services/mail-layout';
import { addCreditEntry, creditBalance } from '../credit-ledger';
import { createNotification } from '../notifications';
import { readVerification } from '../verification';

/** Whether the user's ledger holds the claim (kind `claim`, the welcome reference). */
async function hasClaimed(app: FastifyInstance, userId: number): Promise<boolean> {
  const [row] = await app.db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.userId, userId),
        eq(creditEntries.kind, 'claim'),
        eq(creditEntries.reference, CLAIM_CREDITS_REFERENCE),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * "Claim $1000.00 Credits" as it stands: the three tasks from real state (the same reading as the
 * verification section), whether the claim is in the ledger, and the balance in its currency.
 */
export async function creditsClaimState(app: FastifyInstance, user: CurrentUser): Promise<CreditsClaim> {
  const { credits_offer: offer } = await readVerification(app, user);
  return {
    tasks: {
      email_verified: offer.email_verified,
      billing_complete: offer.billing_complete,
      payment_method: offer.payment_method_added,
    },
    claimed: await hasClaimed(app, user.id),
    balance: { currency: CLAIM_CREDITS.currency, amount: await creditBalance(app, user.id, CLAIM_CREDITS.currency) },
  };
}

const allDone = (tasks: CreditsClaim['tasks']) =>
  tasks.email_verified && tasks.billing_complete && tasks.payment_method;

/**
 * Adds the $1000.00 to the ledger, once per account. Which answer a refused claim gets is read
 * first (a claimed account hears "already claimed", even if a task has been undone since), but
 * what makes it once is the ledger's unique (user, kind, reference) index: of concurrent claims,
 * one insert wins and the others insert nothing and get the 409. The bell notification is written
 * in the same transaction as the entry.
 */
export async function claimCredits(app: FastifyInstance, user: CurrentUser): Promise<CreditsClaim> {
  const state = await creditsClaimState(app, user);
  const now = app.clock.now();
  if (state.claimed) throw new HttpError(409, marketplaceMessages.creditsAlreadyClaimed);
  if (!allDone(state.tasks)) throw new HttpError(422, marketplaceMessages.creditsTasksIncomplete);
  await app.db.transaction(async (tx) => {
    const entry = await addCreditEntry(
      app,
      {
        userId: user.id,
        currency: CLAIM_CREDITS.currency,
        amountMinor: CLAIM_CREDITS.amount,
        kind: 'claim',
        reference: CLAIM_CREDITS_REFERENCE,
        description: 'Welcome credits for completing the three tasks',
        createdAt: now,
      },
      tx,
    );
    if (!entry) throw new HttpError(409, marketplaceMessages.creditsAlreadyClaimed);
    await createNotification(
      app,
      {
        userId: user.id,
        type: 'payment',
        description: `<strong>${formatMoney(CLAIM_CREDITS)}</strong> credits were added to your account.`,
        action: '/settings/payment-methods',
        createdAt: now,
      },
      tx,
    );
  });
  return {
    ...state,
    claimed: true,
    balance: { currency: CLAIM_CREDITS.currency, amount: await creditBalance(app, user.id, CLAIM_CREDITS.currency) },
  };
}

/** The confirmation mail of a claim: a record of money added, like a receipt. */
export function claimMail(user: CurrentUser, appUrl: string, balance: CreditsClaim['balance']) {
  const amount = formatMoney(CLAIM_CREDITS);
  return {
    subject: `${amount} credits added to your TalentIndia account`,
    ...mailLayout(
      `${amount} credits added`,
      [
        `Hi ${user.firstName},`,
        `Thank you for verifying your email address, completing your billing details and adding a payment method. We have added ${amount} in credits to your account.`,
        `Your available credits are now ${formatMoney(balance)}. You can see them any time under Payment Methods.`,
      ],
      { label: 'View your credits', url: `${appUrl}/settings/payment-methods` },
      'You are receiving this because you claimed the welcome credits on your dashboard.',
    ),
  };
}
