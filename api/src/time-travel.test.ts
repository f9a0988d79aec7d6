import { sql } from 'drizzle-orm';
import { contentPages } from './db/schema';
import { seedContentPages } from './modules/content';
import { settableClock } from './modules/contracts/hiring-testing';
import { creditTasks } from './modules/credits/credits-testing';
import { HOURLY_JOB, FIXED_JOB } from './modules/jobs/jobs-testing';
import { countryId, smsCode, uniqueMobile } from './modules/two-factor/two-factor-testing';
import { startGoogleIssuer, type GoogleIssuer } from './testing/google-issuer';
import { createFreelancer } from './testing/marketplace-fixtures';
import { STRONG_PASSWORD, createTestApp, latestMail, linkToken, type TestApp } from './testing/test-app';

/**
 * One clock: an api whose clock stands years ahead of the machine's runs the main flows, and then
 * every time the database holds must be the clock's, none the machine's. A single `now()` in SQL or
 * `new Date()` in a service shows up here as a value near today instead of near 2031.
 */

const START = '2031-03-10T06:00:00Z';
const DAY = 24 * 60 * 60 * 1000;
const clock = settableClock(START);
let t: TestApp;
let google: GoogleIssuer;

beforeAll(async () => {
  google = await startGoogleIssuer();
  t = await createTestApp({ ...google.env }, { clock });
  // Test databases are copies of one that an app started on once already (testing/test-database.ts),
  // so the pages a first start seeds are there, dated by that start. Seed them as a first start at
  // this clock would.
  await t.app.db.delete(contentPages);
  await seedContentPages(t.app);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

type Answer = { statusCode: number; json: () => { data: Record<string, unknown> & { id?: number } } };

/** A step of the journey: it must answer the status it is sent for, or the test says which step failed. */
async function step(name: string, expected: number, send: () => Promise<Answer>) {
  const response = await send();
  if (response.statusCode !== expected)
    throw new Error(`${name}: ${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().data;
}

const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.request({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

/** Every timestamp, timestamptz and date column of every table, and the earliest and latest value in it. */
async function storedTimes() {
  const columns = (await t.app.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
    order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: { column: string; earliest: Date; latest: Date }[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const name = sql.identifier(column);
    const result = (await t.app.db.execute(
      sql`select min(${name})::timestamptz as earliest, max(${name})::timestamptz as latest from ${sql.identifier(table)}`,
    )) as unknown as { rows: { earliest: Date | string | null; latest: Date | string | null }[] };
    const [row] = result.rows;
    if (row?.earliest == null || row.latest == null) continue;
    found.push({ column: `${table}.${column}`, earliest: new Date(row.earliest), latest: new Date(row.latest) });
  }
  return found;
}

it('keeps every time it stores on the clock: a journey in 2031 leaves no row dated by the machine', async () => {
  // A client signs up, verifies the address, logs out and in again.
  const client = { email: 'meera.iyer@example.com', password: STRONG_PASSWORD };
  const signedUp = await step('sign up', 201, () =>
    post('/signup', undefined, {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: client.email,
      password: client.password,
      confirm_password: client.password,
    }),
  );
  let token = String(signedUp.token);
  const verifyToken = linkToken((await latestMail(t, client.email))!.text, '/verify-email');
  await step('verify email', 200, () => post('/email/verify', undefined, { token: verifyToken }));
  await step('log out', 200, () => post('/logout', token));
  token = String((await step('log in', 200, () => post('/login', undefined, client))).token);

  // Profile, billing, email preferences, a card, the credits claim, the bell.
  clock.set('2031-03-10T07:00:00Z');
  // A new email needs the password again (issue 17 §2): the window is dated by the clock too.
  await step('confirm it is you', 200, () => post('/settings/reauthenticate', token, { password: client.password }));
  await step('profile', 200, () =>
    post('/settings/profile', token, {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera.new@example.com',
      timezone: 'Asia/Kolkata',
      currency: 'INR',
    }),
  );
  const confirmToken = linkToken((await latestMail(t, 'meera.new@example.com'))!.text, '/confirm-email');
  await step('confirm the new address', 200, () => post('/settings/email/confirm', undefined, { token: confirmToken }));
  client.email = 'meera.new@example.com';
  await creditTasks.completeBilling(t, token);
  await step('email preference', 200, () => post('/settings/email-preference', token, { email_job_updates: 0 }));
  await creditTasks.addCard(t, token);
  await step('claim the credits', 201, () => post('/credits/claim', token));
  await step('the bell', 200, () => get('/notifications?page=1', token));
  await step('mark all seen', 200, () => get('/notifications/seen', token));
  await step('nav', 200, () => get('/nav', token));

  // Two-step sign-in by SMS, and a login that finishes with a texted code.
  const phone = uniqueMobile();
  const india = await countryId(t, 'IN');
  await step('sms setup', 200, () => post('/settings/2fa/sms/setup', token, { country_id: india, phone }));
  await step('sms verify', 200, async () => post('/settings/2fa/sms/verify', token, { code: await smsCode(t, phone) }));
  clock.set('2031-03-10T08:00:00Z');
  const challenge = await step('log in with two steps', 200, () => post('/login', undefined, client));
  await step('text the login code', 200, () =>
    post('/login/2fa/sms', undefined, { challenge_token: challenge.challenge_token }),
  );
  token = String(
    (
      await step('finish the login', 200, async () =>
        post('/login/2fa', undefined, {
          challenge_token: challenge.challenge_token,
          method: 'sms',
          code: await smsCode(t, phone),
        }),
      )
    ).token,
  );

  // Google connected for login: a token that expired by the clock's time is refused, one Google
  // issued at the clock's time is taken.
  const staleToken = await google.idToken(client.email, google.newSubject(), { issuedAt: new Date() });
  await step('connect Google with a stale token', 422, () =>
    post('/settings/google', token, { credential: staleToken }),
  );
  const googleToken = await google.idToken(client.email, google.newSubject(), { issuedAt: clock.now() });
  await step('confirm it is you again', 200, () =>
    post('/settings/reauthenticate', token, { password: client.password }),
  );
  await step('connect Google', 200, () => post('/settings/google', token, { credential: googleToken }));

  // A new password, and a reset through the mailed link.
  await step('change the password', 200, () =>
    post('/settings/password', token, {
      current_password: client.password,
      new_password: 'Better@2031',
      confirm_new_password: 'Better@2031',
    }),
  );
  client.password = 'Better@2031';
  await step('forgot the password', 200, () => post('/password/forgot', undefined, { email: client.email }));
  const resetToken = linkToken((await latestMail(t, client.email))!.text, '/reset-password');
  await step('reset the password', 200, () =>
    post('/password/reset', undefined, { token: resetToken, password: 'Reset@2031', confirm_password: 'Reset@2031' }),
  );
  client.password = 'Reset@2031';

  // Jobs: an hourly draft published, a fixed-price job published at once, one more open job closed.
  clock.set('2031-03-11T05:00:00Z');
  const loggedIn = await step('log in again', 200, () => post('/login', undefined, client));
  token = String(
    (
      await step('finish that login', 200, async () => {
        await post('/login/2fa/sms', undefined, { challenge_token: loggedIn.challenge_token });
        return post('/login/2fa', undefined, {
          challenge_token: loggedIn.challenge_token,
          method: 'sms',
          code: await smsCode(t, phone),
        });
      })
    ).token,
  );
  const hourlyJob = await step('post a draft', 201, () => post('/jobs', token, { ...HOURLY_JOB, publish: false }));
  await step('publish it', 200, () => post(`/jobs/${hourlyJob.id}/publish`, token));
  const fixedJob = await step('post a fixed-price job', 201, () =>
    post('/jobs', token, { ...FIXED_JOB, publish: true }),
  );
  const closedJob = await step('post one more', 201, () =>
    post('/jobs', token, { ...HOURLY_JOB, title: 'Short audit', publish: true }),
  );
  await step('close it', 200, () => post(`/jobs/${closedJob.id}/close`, token));

  // A freelancer proposes; the client shortlists, messages and hires.
  const freelancer = await createFreelancer(t, { firstName: 'Arjun', lastName: 'Nair' });
  const proposal = await step('propose', 201, () =>
    post(`/freelancer/jobs/${hourlyJob.id}/proposals`, freelancer.token, {
      amount: '25',
      cover_letter: 'I have built fleet dashboards in React.',
    }),
  );
  await step('shortlist', 200, () => post(`/jobs/${hourlyJob.id}/proposals/${proposal.id}/shortlist`, token));
  await step('message', 200, () => post(`/jobs/${hourlyJob.id}/proposals/${proposal.id}/message`, token));
  const hourlyOffer = await step('offer hourly', 201, () =>
    post('/offers', token, {
      job_id: hourlyJob.id,
      freelancer_id: freelancer.id,
      proposal_id: proposal.id,
      type: 'hourly',
      hourly_rate: '25',
      weekly_limit: '20',
      message: 'Welcome aboard.',
    }),
  );
  const hourlyContract = await step('accept', 201, () =>
    post(`/freelancer/offers/${hourlyOffer.id}/accept`, freelancer.token),
  );
  const fixedOffer = await step('offer fixed price', 201, () =>
    post('/offers', token, {
      job_id: fixedJob.id,
      freelancer_id: freelancer.id,
      type: 'fixed',
      milestones: [
        { name: 'Design', amount: '300', due_date: '2031-04-01' },
        { name: 'Build', amount: '1200', due_date: '2031-04-08' },
      ],
      message: '',
    }),
  );
  const fixedContract = (await step('accept the fixed price', 201, () =>
    post(`/freelancer/offers/${fixedOffer.id}/accept`, freelancer.token),
  )) as { id: number; milestones: { id: number }[] };

  // Work, later that day (the sessions last 12 hours): hours logged today, the funded milestone
  // submitted, sent back with changes, submitted again and approved (released); the second funded
  // (the credits' rest, then the card) and cancelled (refunded); the hourly contract ended with a review.
  clock.set('2031-03-11T10:00:00Z');
  await step('log hours', 201, () =>
    post(`/freelancer/contracts/${hourlyContract.id}/hours`, freelancer.token, {
      work_date: '2031-03-11',
      minutes: 90,
      description: 'Charts',
    }),
  );
  const milestoneId = fixedContract.milestones[0]!.id;
  const submit = () =>
    post(`/freelancer/contracts/${fixedContract.id}/milestones/${milestoneId}/submit`, freelancer.token);
  await step('submit the milestone', 200, submit);
  await step('ask for changes', 200, () =>
    post(`/contracts/${fixedContract.id}/milestones/${milestoneId}/request-changes`, token, { note: 'Bigger logo.' }),
  );
  await step('submit it again', 200, submit);
  await step('approve it', 200, () => post(`/contracts/${fixedContract.id}/milestones/${milestoneId}/approve`, token));
  const secondId = fixedContract.milestones[1]!.id;
  await step('fund the second milestone', 200, () =>
    post(`/contracts/${fixedContract.id}/milestones/${secondId}/fund`, token),
  );
  await step('cancel it', 200, () => post(`/contracts/${fixedContract.id}/milestones/${secondId}/cancel`, token));
  await step('end the contract', 200, () =>
    post(`/contracts/${hourlyContract.id}/end`, token, { rating: 5, review: 'Clear and quick.' }),
  );

  // Help and support, attempts over a limit, and the end of the session.
  await step('support request', 201, () =>
    post('/support-requests', token, { kind: 'issue', subject: 'Invoice question', details: 'Where is it?' }),
  );
  for (let attempt = 0; attempt < 10; attempt += 1)
    await post('/login', undefined, { ...client, password: 'Wrong@2031' });
  await step('one attempt too many', 429, () => post('/login', undefined, { ...client, password: 'Wrong@2031' }));
  await step('log out', 200, () => post('/logout', token));

  // Every time stored is the clock's: from the first step (less a day for "today" in a time zone
  // behind UTC) to the last (plus the longest lifetime given: a 30-day session).
  const earliestAllowed = new Date(new Date(START).getTime() - DAY);
  const latestAllowed = new Date(clock.now().getTime() + 31 * DAY);
  const times = await storedTimes();
  // A month of the reports' totals is named by its first day: the month of the first step is the clock's.
  const earliestOf = (column: string) =>
    column === 'money_transaction_months.month'
      ? new Date(Date.UTC(earliestAllowed.getUTCFullYear(), earliestAllowed.getUTCMonth(), 1))
      : earliestAllowed;
  const outside = times
    .filter(({ column, earliest, latest }) => earliest < earliestOf(column) || latest > latestAllowed)
    .map(({ column, earliest, latest }) => `${column}: ${earliest.toISOString()} to ${latest.toISOString()}`);
  expect(outside).toEqual([]);
  // The journey reached the columns that took the database's time or the machine's before.
  expect(times.map(({ column }) => column)).toEqual(
    expect.arrayContaining([
      'content_pages.updated_at',
      'jobs.published_at',
      'jobs.closed_at',
      'jobs.updated_at',
      'proposals.updated_at',
      'proposals.messaged_at',
      'threads.last_message_at',
      'users.email_verified_at',
      'users.password_changed_at',
      'sessions.created_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'user_tokens.expires_at',
      'rate_limit_hits.reset_at',
      'notifications.created_at',
      'outbox.created_at',
      'credit_entries.created_at',
      'payment_methods.created_at',
      'login_challenges.created_at',
      'sms_codes.created_at',
      'time_entries.work_date',
      'milestones.funded_at',
      'milestones.submitted_at',
      'milestones.changes_requested_at',
      'milestones.approved_at',
      'milestones.cancelled_at',
      'invoices.issued_at',
      'charges.created_at',
      'charges.settled_at',
      'refunds.created_at',
      'refunds.settled_at',
      'releases.released_at',
      'money_transactions.occurred_at',
      'reviews.created_at',
      'support_requests.created_at',
    ]),
  );
});
