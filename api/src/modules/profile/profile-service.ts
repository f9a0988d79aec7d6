import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CURRENCIES, settingsMessages, type Profile, type ProfileFields } from '@talentindia/contracts';
import { userTokens, users } from '../../db/schema';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import { reauthenticationRequired } from '../reauthentication';
import { eraseAccount } from './account-erasure';
import { queueMail } from '../../services/mail-queue';
import { consumeUserToken } from '../../services/user-tokens';
import { hashToken, newToken } from '../../services/tokens';
import { newPictureBase, pictureKeys, pictureUrl, processPicture, PICTURE_TYPE } from './profile-images';
import { accountDeletionMail, emailChangeConfirmMail, emailChangeNoticeMail } from './profile-mails';
import { isListedTimezone, TIMEZONES } from './timezones';

/** An email-change link lives a day; an account-deletion link 30 minutes (spec §9). Both work once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const ACCOUNT_DELETION_TTL_MS = 30 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

const emailTakenByOther = () =>
  new HttpError(409, settingsMessages.emailTakenByOther, { email: settingsMessages.emailTakenByOther });

/** Whether another account than `userId` uses this address (ignoring case). */
async function usedByOther(db: Pick<Database, 'select'>, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

async function userRow(app: FastifyInstance, userId: number): Promise<UserRow> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(404, 'Account not found.');
  return user;
}

/** The new address of the user's live email-change link, if any. */
async function pendingEmail(app: FastifyInstance, userId: number): Promise<string | null> {
  const [row] = await app.db
    .select({ newEmail: userTokens.newEmail })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'email_change'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, app.clock.now()),
      ),
    )
    .orderBy(desc(userTokens.id))
    .limit(1);
  return row?.newEmail ?? null;
}

async function profileOf(app: FastifyInstance, user: UserRow): Promise<Profile> {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    image: pictureUrl(app.config.apiPublicUrl, user.imageKey),
    timezone: user.timezone,
    currency: user.currency as Profile['currency'],
    pending_email: await pendingEmail(app, user.id),
  };
}

/** Files are deleted after the rows that name them are gone; a failure leaves an orphan, logged, never an error. */
async function deletePicture(app: FastifyInstance, base: string | null) {
  if (base === null) return;
  try {
    await app.storage.delete(pictureKeys(base));
  } catch (error) {
    app.log.warn({ err: error, base }, 'could not delete an old profile picture');
  }
}

export async function readProfile(app: FastifyInstance, userId: number) {
  return {
    profile: await profileOf(app, await userRow(app, userId)),
    currencies: CURRENCIES.map((currency) => ({ ...currency })),
    timezones: [...TIMEZONES],
  };
}

/**
 * Everything is checked first (zone, picture, a new address's owner); then the new picture is
 * stored; then one transaction updates the row (and issues an email-change link and queues its
 * mails); only then are the old picture's files deleted. Any refusal or failure before the commit
 * leaves the row, the old picture and every field as they were, and mails nobody.
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: number,
  fields: ProfileFields,
  image: Buffer | null,
  reauthenticated: boolean,
) {
  if (!isListedTimezone(fields.timezone))
    throw new HttpError(422, settingsMessages.timezoneInvalid, { timezone: settingsMessages.timezoneInvalid });
  const sizes = image ? await processPicture(image) : null;
  const user = await userRow(app, userId);
  const newEmail = fields.email.trim();
  const changesEmail = newEmail.toLowerCase() !== user.email.toLowerCase();
  // A new address needs a recent proof of the owner (issue 17 §2), asked before anything is saved.
  if (changesEmail && !reauthenticated) throw await reauthenticationRequired(app, userId);
  if (changesEmail && (await usedByOther(app.db, newEmail, userId))) throw emailTakenByOther();

  const base = sizes ? newPictureBase() : null;
  if (base && sizes) {
    try {
      await Promise.all(sizes.map((size, i) => app.storage.put(pictureKeys(base)[i]!, size.bytes, PICTURE_TYPE)));
    } catch (error) {
      await deletePicture(app, base);
      throw error;
    }
  }

  const linkToken = changesEmail ? newToken() : null;
  let saved: UserRow;
  try {
    saved = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          firstName: fields.first_name.trim(),
          lastName: fields.last_name.trim(),
          timezone: fields.timezone,
          currency: fields.currency,
          ...(base ? { imageKey: base } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (linkToken) {
        const now = app.clock.now();
        // A newer request replaces the older: only the latest link can change the address.
        await tx
          .update(userTokens)
          .set({ usedAt: now })
          .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'email_change'), isNull(userTokens.usedAt)));
        await tx.insert(userTokens).values({
          userId,
          purpose: 'email_change',
          tokenHash: hashToken(linkToken),
          newEmail,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
          createdAt: now,
        });
        // Both to the addresses of this moment: the link proves the new one, the notice warns the old one.
        const url = `${app.config.appUrl}/confirm-email?token=${linkToken}`;
        await queueMail(
          app,
          { to: newEmail, category: 'security', ...emailChangeConfirmMail(row!.firstName, newEmail, url) },
          tx,
        );
        await queueMail(
          app,
          { to: user.email, category: 'security', ...emailChangeNoticeMail(row!.firstName, newEmail) },
          tx,
        );
      }
      return row!;
    });
  } catch (error) {
    await deletePicture(app, base);
    throw error;
  }
  if (base) await deletePicture(app, user.imageKey);
  const profile = await profileOf(app, saved);
  return { image: profile.image, profile };
}

/** The link proves the new address: it becomes the account's email, verified. */
export async function confirmEmailChange(app: FastifyInstance, token: string) {
  const now = app.clock.now();
  const change = app.db.transaction(async (tx) => {
    const link = await consumeUserToken(app, token, 'email_change', tx);
    if (!link?.newEmail) return null;
    // Someone may have taken the address since the link was sent; the link then stays unused.
    if (await usedByOther(tx, link.newEmail, link.userId)) throw emailTakenByOther();
    await tx.update(users).set({ email: link.newEmail, emailVerifiedAt: now }).where(eq(users.id, link.userId));
    return link;
  });
  const changed = await change.catch(async (error: unknown) => {
    // Taken at the same moment: the unique index on lower(email) refused it.
    if (!(error instanceof HttpError)) {
      const [link] = await app.db
        .select({ userId: userTokens.userId, newEmail: userTokens.newEmail })
        .from(userTokens)
        .where(eq(userTokens.tokenHash, hashToken(token)))
        .limit(1);
      if (link?.newEmail && (await usedByOther(app.db, link.newEmail, link.userId))) throw emailTakenByOther();
    }
    throw error;
  });
  if (!changed) throw new HttpError(400, settingsMessages.emailChangeLinkInvalid);
}

export async function requestAccountDeletion(app: FastifyInstance, userId: number) {
  const user = await userRow(app, userId);
  const token = newToken();
  const now = app.clock.now();
  await app.db.insert(userTokens).values({
    userId,
    purpose: 'account_deletion',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ACCOUNT_DELETION_TTL_MS),
    createdAt: now,
  });
  const url = `${app.config.appUrl}/delete-account?token=${token}`;
  await queueMail(app, { userId, category: 'security', ...accountDeletionMail(user.firstName, url) });
}

/**
 * Deletes the account the link names (issue 17 §3): the person is erased and the records the other
 * side keeps stay under "Deleted user" (account-erasure.ts); then the picture's files go.
 */
export async function deleteAccount(app: FastifyInstance, token: string) {
  const deleted = await app.db.transaction(async (tx) => {
    const link = await consumeUserToken(app, token, 'account_deletion', tx);
    if (!link) return null;
    return eraseAccount(app, tx, link.userId);
  });
  if (!deleted) throw new HttpError(400, settingsMessages.deleteLinkInvalid);
  for (const then of deleted.afterCommit) await then();
  await deletePicture(app, deleted.imageKey);
}
