import { eq } from 'drizzle-orm';
import { EMAIL_PREFERENCE_KEYS, settingsMessages } from '@talentindia/contracts';
import { emailPreferences, outbox, users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { MALFORMED_MULTIPART_MESSAGE } from '../../plugins/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

const allOn = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, 1]));

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; filename: string; bytes: Buffer }) {
  const boundary = '----talentindia-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const getPreferences = (token?: string) => t.request({ method: 'GET', url: '/settings/email-preference', token });
const postJson = (token: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/settings/email-preference', token, payload: payload as Record<string, unknown> });
const postForm = (token: string, form: ReturnType<typeof multipart>) =>
  t.request({ method: 'POST', url: '/settings/email-preference', token, ...form });

const userIdOf = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const storedRow = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, await userIdOf(email)))
  )[0];

describe('GET /settings/email-preference', () => {
  it('answers 401 without a token', async () => {
    const response = await getPreferences();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });

  it('gives the address mails go to and every flag on before anything is saved', async () => {
    const { email, token } = await signUp(t);
    const response = await getPreferences(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { email, ...allOn } });
  });
});

describe('POST /settings/email-preference', () => {
  it('answers 401 without a token', async () => {
    const response = await postJson(undefined, { email_job_updates: 0 });
    expect(response.statusCode).toBe(401);
  });

  it('switches one flag from JSON and leaves the others alone', async () => {
    const { email, token } = await signUp(t);
    const response = await postJson(token, { email_job_updates: 0 });
    expect(response.statusCode).toBe(200);
    const expected = { email, ...allOn, email_job_updates: 0 };
    expect(response.json()).toEqual({
      status: true,
      message: settingsMessages.emailPreferencesUpdated,
      data: expected,
    });
    expect((await getPreferences(token)).json().data).toEqual(expected);

    const second = await postJson(token, { email_miscellaneous: 0, email_offer_updates: 0 });
    expect(second.json().data).toEqual({ ...expected, email_miscellaneous: 0, email_offer_updates: 0 });
    const back = await postJson(token, { email_job_updates: 1 });
    expect(back.json().data).toEqual({ email, ...allOn, email_miscellaneous: 0, email_offer_updates: 0 });
    expect(await storedRow(email)).toMatchObject({ jobUpdates: true, miscellaneous: false, offerUpdates: false });
  });

  it('switches flags from a multipart form, whose values arrive as "0" and "1"', async () => {
    const { email, token } = await signUp(t);
    const off = await postForm(token, multipart({ email_weekly_time_logs: '0', email_new_proposals: '0' }));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      status: true,
      message: settingsMessages.emailPreferencesUpdated,
      data: { email, ...allOn, email_weekly_time_logs: 0, email_new_proposals: 0 },
    });
    const on = await postForm(token, multipart({ email_weekly_time_logs: '1' }));
    expect(on.json().data).toEqual({ email, ...allOn, email_new_proposals: 0 });
  });

  it('mails nothing when a preference is switched', async () => {
    const { email, token } = await signUp(t);
    const before = await t.app.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase()));
    await postJson(token, { email_account_info_changes: 0 });
    await postForm(token, multipart({ email_account_info_changes: '1' }));
    const after = await t.app.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase()));
    expect(after).toEqual(before);
  });

  describe('refuses, and changes nothing', () => {
    let token: string;
    let email: string;
    let before: unknown;
    beforeAll(async () => {
      ({ token, email } = await signUp(t));
      await postJson(token, { email_job_updates: 0 });
      before = await storedRow(email);
    });
    afterEach(async () => {
      expect(await storedRow(email)).toEqual(before);
    });

    it.each([
      ['an unknown flag (payment receipts are always sent)', { email_payment_receipts: 0 }],
      ['an unknown flag beside a good one', { email_job_updates: 1, email_everything: 0 }],
      ['a value other than 0 or 1', { email_job_updates: 2 }],
      ['true for 1', { email_job_updates: true }],
      ['a string that is not "0" or "1"', { email_job_updates: 'on' }],
      ['no flag at all', {}],
    ])('%s with a 422', async (_name, payload) => {
      const response = await postJson(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, message: expect.any(String) });
    });

    it('names the message of a bad value and of an empty request', async () => {
      expect((await postJson(token, { email_job_updates: 2 })).json()).toEqual({
        status: false,
        message: settingsMessages.emailPreferenceInvalid,
        errors: { email_job_updates: settingsMessages.emailPreferenceInvalid },
      });
      expect((await postJson(token, {})).json().message).toBe(settingsMessages.emailPreferenceRequired);
    });

    it('refuses bad multipart values and unknown multipart fields with a 422', async () => {
      const bad: Record<string, string>[] = [
        { email_job_updates: 'yes' },
        { email_payment_receipts: '0' },
        { email_job_updates: ' 1' },
      ];
      for (const fields of bad) {
        const response = await postForm(token, multipart(fields));
        expect(response.statusCode).toBe(422);
        expect(response.json().status).toBe(false);
      }
    });

    it('refuses a file part with a 413 saying the form takes no files', async () => {
      const response = await postForm(
        token,
        multipart({ email_job_updates: '1' }, { name: 'picture', filename: 'a.png', bytes: Buffer.from('hello') }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: false, message: 'This form takes no files.' });
    });

    it('refuses a multipart body that is cut short with a 400', async () => {
      const form = multipart({ email_job_updates: '1' });
      const response = await postForm(token, { ...form, payload: form.payload.subarray(0, 40) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: false, message: MALFORMED_MULTIPART_MESSAGE });
    });
  });

  it('never reads or changes another user’s preferences', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    await postJson(alice.token, { email_job_updates: 0 });
    const aliceRow = await storedRow(alice.email);

    expect((await getPreferences(bob.token)).json().data).toEqual({ email: bob.email, ...allOn });
    await postJson(bob.token, { email_job_updates: 1, email_miscellaneous: 0 });
    await postForm(bob.token, multipart({ email_offer_updates: '0' }));

    expect(await storedRow(alice.email)).toEqual(aliceRow);
    expect((await getPreferences(alice.token)).json().data).toEqual({
      email: alice.email,
      ...allOn,
      email_job_updates: 0,
    });
  });
});
