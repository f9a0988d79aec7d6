import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingsMessages, type PaymentMethod, type TestCardConfirmRequest } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { paymentMethods, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { customerIdOf, idempotencyKey, paymentMethodRefused } from '../../services/payments/payments-provider';
import { TestPaymentsProvider, type PaymentsProvider } from '../../services/payments';

type Row = typeof paymentMethods.$inferSelect;

function toPaymentMethod(row: Row): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
  };
}

const ofUser = (userId: number, provider: PaymentsProvider) =>
  and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider.name));

/** Serializes one user's card changes (the first card's default, one default at a time). */
async function lockUser(tx: Database, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Spec §3, §7: the user's saved cards with the active provider, in the order they were added (a
 * change of default does not move them). Cards saved with another provider (the api was switched
 * between Stripe and the test provider) cannot be used by this one and are not shown.
 */
export async function listPaymentMethods(app: FastifyInstance, userId: number): Promise<PaymentMethod[]> {
  const rows = await app.db
    .select()
    .from(paymentMethods)
    .where(ofUser(userId, app.payments))
    .orderBy(asc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

/** Whether the user has a card saved with the active provider (the credits offer's third task). */
export async function hasPaymentMethod(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(ofUser(userId, app.payments))
    .limit(1);
  return row !== undefined;
}

/** A setup intent for the card form: its client secret, and Stripe.js's publishable key. */
export async function startCardSetup(app: FastifyInstance, user: CurrentUser) {
  const provider = app.payments;
  const customerId = await provider.ensureCustomer(user);
  const { clientSecret } = await provider.createSetupIntent(
    customerId,
    idempotencyKey('setup-intent', customerId, randomUUID()),
  );
  return { provider: provider.name, client_secret: clientSecret, publishable_key: provider.publishableKey };
}

/**
 * The built-in test provider's card form (Stripe's test numbers only): confirms the user's setup
 * intent and answers its payment method id. With Stripe there is no such form: a 404.
 */
export async function confirmTestCard(app: FastifyInstance, user: CurrentUser, card: TestCardConfirmRequest) {
  const provider = app.payments;
  if (!(provider instanceof TestPaymentsProvider)) throw notFound();
  return provider.confirmSetupIntent(await customerIdOf(app.db, user.id, 'test'), {
    clientSecret: card.client_secret,
    cardNumber: card.card_number,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    cvc: card.cvc,
  });
}

/**
 * Records a card the browser confirmed with the provider: it must be attached to this user's
 * customer (brand, last 4 and expiry are the provider's, not the browser's). The first card becomes
 * the default, at the provider too. A card saved already is a 409; nothing is written on a refusal.
 */
export async function addPaymentMethod(
  app: FastifyInstance,
  user: CurrentUser,
  paymentMethodId: string,
): Promise<PaymentMethod> {
  const { db, payments: provider } = app;
  // A user without a customer has confirmed nothing with the provider: nothing of theirs to save.
  const customerId = await customerIdOf(db, user.id, provider.name);
  if (!customerId) throw paymentMethodRefused();
  const [saved] = await db
    .select({ userId: paymentMethods.userId })
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.provider, provider.name), eq(paymentMethods.providerPaymentMethodId, paymentMethodId)),
    );
  if (saved) throw saved.userId === user.id ? alreadySaved() : paymentMethodRefused();

  const card = await provider.retrievePaymentMethod(customerId, paymentMethodId);
  const hasDefault = async (tx: Database) =>
    (
      await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(ofUser(user.id, provider), eq(paymentMethods.isDefault, true)))
    ).length > 0;
  // The provider hears of a first card's default before it is recorded, so a failure there leaves
  // nothing half done here (the request can simply be sent again).
  if (!(await hasDefault(db)))
    await provider.setDefault(customerId, paymentMethodId, idempotencyKey('default', customerId, randomUUID()));

  const row = await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const first = !(await hasDefault(tx));
    // A default of another provider's card (the api was switched) gives way to this provider's first.
    if (first)
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(eq(paymentMethods.userId, user.id), eq(paymentMethods.isDefault, true)));
    const [inserted] = await tx
      .insert(paymentMethods)
      .values({
        userId: user.id,
        provider: provider.name,
        providerPaymentMethodId: paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: first,
        createdAt: app.clock.now(),
      })
      .onConflictDoNothing({ target: [paymentMethods.provider, paymentMethods.providerPaymentMethodId] })
      .returning();
    // Saved meanwhile by a request racing this one: undo the default change above too.
    if (!inserted) throw alreadySaved();
    return inserted;
  });
  return toPaymentMethod(row);
}

function alreadySaved(): HttpError {
  return new HttpError(409, settingsMessages.cardAlreadySaved, { payment_method: settingsMessages.cardAlreadySaved });
}

async function findOwn(db: Database, userId: number, provider: PaymentsProvider, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(ofUser(userId, provider), eq(paymentMethods.id, id)));
  if (!row) throw notFound(settingsMessages.paymentMethodNotFound);
  return row;
}

/** The customer a saved card belongs to (made when the card was set up, so it exists). */
async function customerOf(db: Database, userId: number, provider: PaymentsProvider): Promise<string> {
  const customerId = await customerIdOf(db, userId, provider.name);
  if (!customerId) throw notFound(settingsMessages.paymentMethodNotFound);
  return customerId;
}

/**
 * Makes one of the user's cards the default: the provider first (a failure changes nothing here),
 * then exactly one default row. Another user's card or an unknown id is a 404.
 */
export async function setDefaultPaymentMethod(app: FastifyInstance, userId: number, id: number): Promise<void> {
  const { db, payments: provider } = app;
  const card = await findOwn(db, userId, provider, id);
  const customerId = await customerOf(db, userId, provider);
  await provider.setDefault(
    customerId,
    card.providerPaymentMethodId,
    idempotencyKey('default', customerId, randomUUID()),
  );
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)));
    await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  });
}

/**
 * Removes a card: detached at the provider, then deleted here. Removing the default makes the
 * newest other card the default (the provider is told too). Another user's card or an unknown id
 * is a 404. A provider failure changes nothing here; sent again, a detach already done counts as
 * done.
 */
export async function removePaymentMethod(app: FastifyInstance, userId: number, id: number): Promise<void> {
  const { db, payments: provider } = app;
  const card = await findOwn(db, userId, provider, id);
  const newestOther = async (tx: Database) => {
    const [row] = await tx
      .select()
      .from(paymentMethods)
      .where(and(ofUser(userId, provider), ne(paymentMethods.id, id)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    return row;
  };
  await provider.detach(
    card.providerPaymentMethodId,
    idempotencyKey('detach', card.providerPaymentMethodId, String(card.id)),
  );
  const heir = card.isDefault ? await newestOther(db) : undefined;
  if (heir) {
    const customerId = await customerOf(db, userId, provider);
    await provider.setDefault(
      customerId,
      heir.providerPaymentMethodId,
      idempotencyKey('default', customerId, randomUUID()),
    );
  }

  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .returning({ isDefault: paymentMethods.isDefault });
    if (!deleted?.isDefault) return;
    const next = await newestOther(tx);
    if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
  });
}
