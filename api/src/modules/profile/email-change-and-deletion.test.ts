import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { accountMessages, settingsMessages } from '@talentindia/contracts';
import {
  billingDetails,
  countries,
  emailPreferences,
  messages,
  notifications,
  sessions,
  states,
  userTokens,
  users,
} from '../../db/schema';
import {
  STRONG_PASSWORD,
  confirmItsMe,
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  testClock,
  uniqueEmail,
  type TestApp,
} from '../../testing/test-app';
import { picture, PROFILE_FIELDS, uploadProfile } from './profile-testing';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function select<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const getProfile = (token: string) => t.request({ method: 'GET', url: '/settings/profile', token });
const saveProfile = (token: string, fields: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/settings/profile', token, payload: { ...PROFILE_FIELDS, ...fields } });
const confirmEmail = (token: string, session?: string) =>
  t.request({ method: 'POST', url: '/settings/email/confirm', payload: { token }, token: session });
const deleteAccount = (token: string, session?: string) =>
  t.request({ method: 'POST', url: '/account/delete', payload: { token }, token: session });
const login = (email: string) =>
  t.request({ method: 'POST', url: '/login', payload: { email, password: STRONG_PASSWORD } });
const userByEmail = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];

/** Signs up and asks to change the email: returns the account, the new address and the mailed token. */
async function requestEmailChange() {
  const me = await signUp(t);
  await confirmItsMe(t, me.token);
  const newEmail = uniqueEmail('moved');
  const response = await saveProfile(me.token, { first_name: 'Meera', email: newEmail });
  expect(response.statusCode).toBe(200);
  const mail = await latestMail(t, newEmail);
  return { ...me, newEmail, response, mail: mail!, linkToken: linkToken(mail!.text, '/confirm-email') };
}

describe('changing the email', () => {
  it('saves the other fields, keeps the email, mails a link to the new address and a notice to the old', async () => {
    const change = await requestEmailChange();
    expect(change.response.json().data.profile).toMatchObject({
      first_name: 'Meera',
      email: change.email,
      pending_email: change.newEmail,
    });
    expect((await userByEmail(change.email))!.firstName).toBe('Meera');
    expect(await userByEmail(change.newEmail)).toBeUndefined();
    expect((await getProfile(change.token)).json().data.profile.pending_email).toBe(change.newEmail);

    expect(change.mail.subject).toBe('Confirm your new email address');
    expect(change.mail.text).toContain(`http://localhost:3000/confirm-email?token=${change.linkToken}`);
    const notice = await latestMail(t, change.email);
    expect(notice!.subject).toBe('A change of your email address was requested');
    expect(notice!.text).toContain(change.newEmail);
    expect(notice!.text).toMatch(/If this was not you/);
    expect(notice!.text).not.toContain(change.linkToken);

    const [row] = await t.app.db.select().from(userTokens).where(eq(userTokens.newEmail, change.newEmail));
    expect(row).toMatchObject({ purpose: 'email_change', usedAt: null });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(24 * HOUR);
    const [outboxRow] = await select<{ category: string }>(
      sql`select category from outbox where recipient = ${change.newEmail.toLowerCase()}`,
    );
    expect(outboxRow!.category).toBe('security');
  });

  it('changes the email, verified, once the link is confirmed, signed in or not', async () => {
    const change = await requestEmailChange();
    const response = await confirmEmail(change.linkToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: settingsMessages.emailChangeConfirmed });
    const user = (await userByEmail(change.newEmail))!;
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await userByEmail(change.email)).toBeUndefined();
    expect((await getProfile(change.token)).json().data.profile).toMatchObject({
      email: change.newEmail,
      pending_email: null,
    });
    expect((await login(change.newEmail)).statusCode).toBe(200);
    expect((await login(change.email)).statusCode).toBe(401);
  });

  it('works once', async () => {
    const change = await requestEmailChange();
    expect((await confirmEmail(change.linkToken)).statusCode).toBe(200);
    const again = await confirmEmail(change.linkToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.emailChangeLinkInvalid });
  });

  it('expires after 24 hours, and the email stays', async () => {
    const change = await requestEmailChange();
    clock.advance(24 * HOUR + 60_000);
    // The 12-hour session ended too, by the same clock: signed in again.
    const session = (await login(change.email)).json().data.token as string;
    expect((await getProfile(session)).json().data.profile.pending_email).toBeNull();
    const response = await confirmEmail(change.linkToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(settingsMessages.emailChangeLinkInvalid);
    expect(await userByEmail(change.email)).toBeDefined();
    expect(await userByEmail(change.newEmail)).toBeUndefined();
  });

  it('refuses an unknown link, and a link of another kind', async () => {
    const me = await signUp(t);
    const verifyToken = linkToken((await latestMail(t, me.email))!.text, '/verify-email');
    for (const token of ['x'.repeat(43), verifyToken, me.token]) {
      const response = await confirmEmail(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(settingsMessages.emailChangeLinkInvalid);
    }
    const empty = await confirmEmail('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.token).toBe(accountMessages.tokenRequired);
  });

  it('lets only the latest link change the address', async () => {
    const change = await requestEmailChange();
    const later = uniqueEmail('later');
    await saveProfile(change.token, { email: later });
    const laterToken = linkToken((await latestMail(t, later))!.text, '/confirm-email');
    expect((await getProfile(change.token)).json().data.profile.pending_email).toBe(later);
    expect((await confirmEmail(change.linkToken)).statusCode).toBe(400);
    expect((await confirmEmail(laterToken)).statusCode).toBe(200);
    expect(await userByEmail(later)).toBeDefined();
  });

  it('refuses an address another account uses, saving nothing', async () => {
    const me = await signUp(t);
    await confirmItsMe(t, me.token);
    const other = await signUp(t);
    const response = await saveProfile(me.token, { first_name: 'Changed', email: other.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: settingsMessages.emailTakenByOther,
      errors: { email: settingsMessages.emailTakenByOther },
    });
    expect((await userByEmail(me.email))!.firstName).toBe('Asha');
    expect((await getProfile(me.token)).json().data.profile.pending_email).toBeNull();
  });

  it('refuses to confirm an address someone took after the link was sent, and nothing changes', async () => {
    const change = await requestEmailChange();
    await signUp(t, { email: change.newEmail });
    const response = await confirmEmail(change.linkToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(settingsMessages.emailTakenByOther);
    expect((await userByEmail(change.email))!.firstName).toBe('Meera');
  });

  it('treats the same address in other letter case as no change', async () => {
    const me = await signUp(t);
    const response = await saveProfile(me.token, { email: me.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile).toMatchObject({ email: me.email, pending_email: null });
  });

  it('changes only what the link says, whoever is signed in when it is confirmed', async () => {
    const alice = await requestEmailChange();
    const bob = await signUp(t);
    const response = await confirmEmail(alice.linkToken, bob.token);
    expect(response.statusCode).toBe(200);
    expect((await getProfile(bob.token)).json().data.profile.email).toBe(bob.email);
    expect((await getProfile(alice.token)).json().data.profile.email).toBe(alice.newEmail);
  });
});

/** Rows per table that name this user. */
async function rowsOf(userId: number) {
  const count = async (query: ReturnType<typeof sql>) => Number((await select<{ n: number | string }>(query))[0]!.n);
  return {
    users: await count(sql`select count(*) as n from ${users} where ${users.id} = ${userId}`),
    sessions: await count(sql`select count(*) as n from ${sessions} where ${sessions.userId} = ${userId}`),
    user_tokens: await count(sql`select count(*) as n from ${userTokens} where ${userTokens.userId} = ${userId}`),
    notifications: await count(
      sql`select count(*) as n from ${notifications} where ${notifications.userId} = ${userId}`,
    ),
    messages: await count(
      sql`select count(*) as n from ${messages} where ${messages.senderId} = ${userId} or ${messages.recipientId} = ${userId}`,
    ),
    billing_details: await count(
      sql`select count(*) as n from ${billingDetails} where ${billingDetails.userId} = ${userId}`,
    ),
    email_preferences: await count(
      sql`select count(*) as n from ${emailPreferences} where ${emailPreferences.userId} = ${userId}`,
    ),
  };
}

async function requestDeletion() {
  const me = await signUp(t);
  const response = await t.request({ method: 'DELETE', url: '/settings/profile', token: me.token });
  expect(response.statusCode).toBe(200);
  const mail = (await latestMail(t, me.email))!;
  return { ...me, response, mail, linkToken: linkToken(mail.text, '/delete-account') };
}

describe('deleting the account', () => {
  it('needs a session to ask for the link', async () => {
    expect((await t.request({ method: 'DELETE', url: '/settings/profile' })).statusCode).toBe(401);
  });

  it('mails a 30-minute link and the account stays usable', async () => {
    const request = await requestDeletion();
    expect(request.response.json()).toEqual({ status: true, message: settingsMessages.deleteAccountEmailSent });
    expect(request.mail.subject).toBe('Confirm the deletion of your TalentIndia account');
    expect(request.mail.text).toContain(`http://localhost:3000/delete-account?token=${request.linkToken}`);
    const user = (await userByEmail(request.email))!;
    const [row] = await t.app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id))
      .orderBy(sql`id desc`);
    expect(row).toMatchObject({ purpose: 'account_deletion', usedAt: null });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 60 * 1000);
    expect((await getProfile(request.token)).statusCode).toBe(200);
    expect((await login(request.email)).statusCode).toBe(200);
  });

  it('erases every row of the account and its picture, signs it out, and the email can sign up again; messages stay with the other side', async () => {
    const request = await requestDeletion();
    const user = (await userByEmail(request.email))!;
    const other = await signUp(t);
    const otherId = (await userByEmail(other.email))!.id;
    await uploadProfile(t, request.token, { ...PROFILE_FIELDS, email: request.email }, { bytes: await picture('png') });
    const base = (await userByEmail(request.email))!.imageKey!;
    await t.app.db.insert(notifications).values({ userId: user.id, type: 'simple', description: 'Hi', action: '/' });
    await t.app.db.insert(messages).values([
      { senderId: user.id, recipientId: otherId, body: 'Hello' },
      { senderId: otherId, recipientId: user.id, body: 'Hello back' },
    ]);
    const [country] = await t.app.db
      .insert(countries)
      .values({ isoCode: `Z${user.id % 10}`, name: `Testland ${user.id}` })
      .onConflictDoNothing()
      .returning();
    const countryId = country?.id ?? (await t.app.db.select().from(countries).limit(1))[0]!.id;
    const [state] = await t.app.db
      .insert(states)
      .values({ countryId, isoCode: `S${user.id}`, name: 'Test State' })
      .returning();
    await t.app.db.insert(billingDetails).values({
      userId: user.id,
      type: 'individual',
      fullName: 'Asha Rao',
      address1: '1 MG Road',
      city: 'Bengaluru',
      countryId,
      stateId: state!.id,
      pincode: '560001',
    });
    await t.app.db.insert(emailPreferences).values({ userId: user.id, miscellaneous: false });
    const before = await rowsOf(user.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const response = await deleteAccount(request.linkToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: settingsMessages.accountDeleted });

    // The user row stays as "Deleted user" for the messages the other side keeps (issue 17 §3).
    expect(await rowsOf(user.id)).toEqual({
      users: 1,
      sessions: 0,
      user_tokens: 0,
      notifications: 0,
      messages: 2,
      billing_details: 0,
      email_preferences: 0,
    });
    expect(await userByEmail(request.email)).toBeUndefined();
    const files = await readdir(t.config.uploadsDir, { recursive: true });
    expect(files.filter((file) => String(file).includes(base.split('/')[1]!))).toEqual([]);
    expect((await getProfile(request.token)).statusCode).toBe(401);
    expect((await login(request.email)).statusCode).toBe(401);
    // The other party keeps their account.
    expect((await getProfile(other.token)).statusCode).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: '/signup',
      payload: {
        first_name: 'Asha',
        last_name: 'Rao',
        email: request.email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('works once', async () => {
    const request = await requestDeletion();
    expect((await deleteAccount(request.linkToken)).statusCode).toBe(200);
    await signUp(t, { email: request.email });
    const again = await deleteAccount(request.linkToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.deleteLinkInvalid });
    expect(await userByEmail(request.email)).toBeDefined();
  });

  it('expires after 30 minutes, and nothing is deleted', async () => {
    const request = await requestDeletion();
    clock.advance(31 * 60 * 1000);
    const response = await deleteAccount(request.linkToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(settingsMessages.deleteLinkInvalid);
    expect(await userByEmail(request.email)).toBeDefined();
    expect((await getProfile(request.token)).statusCode).toBe(200);
  });

  it('refuses an unknown link and an email-change link', async () => {
    const change = await requestEmailChange();
    for (const token of ['y'.repeat(43), change.linkToken, change.token]) {
      const response = await deleteAccount(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(settingsMessages.deleteLinkInvalid);
    }
    expect(await userByEmail(change.email)).toBeDefined();
  });

  it('deletes the account the link names, not the one signed in', async () => {
    const alice = await requestDeletion();
    const bob = await signUp(t);
    expect((await deleteAccount(alice.linkToken, bob.token)).statusCode).toBe(200);
    expect(await userByEmail(alice.email)).toBeUndefined();
    expect((await getProfile(bob.token)).statusCode).toBe(200);
  });

  it('limits how often one account asks for the link', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const me = await signUp(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await limited.request({ method: 'DELETE', url: '/settings/profile', token: me.token })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
