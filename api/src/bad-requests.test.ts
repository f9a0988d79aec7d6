import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { platformDayOf, textMessages, weekOfDay } from '@talentindia/contracts';
import {
  contracts,
  invoices,
  jobs,
  loginChallenges,
  milestones,
  notifications,
  offers,
  outbox,
  paymentMethods,
  proposals,
  sessions,
  twoFactor,
} from './db/schema';
import { createSession, findByEmail, startLoginChallenge } from './modules/accounts';
import { FIXED_JOB, HOURLY_JOB } from './modules/jobs/jobs-testing';
import { appCode, enableAuthenticator, enableSms, uniqueMobile } from './modules/two-factor/two-factor-testing';
import { injectLive } from './modules/live/live-testing';
import { addCard } from './modules/money/money-testing';
import { createNotification } from './modules/notifications';
import { picture as tinyPictureOf, PROFILE_FIELDS, uploadProfile } from './modules/profile/profile-testing';
import { signedAttachmentUrl } from './modules/attachments/attachment-testing';
import type { RouteEntry } from './plugins/route-table';
import { hashToken } from './services/tokens';
import { createFreelancer, insertJob, insertProposal } from './testing/marketplace-fixtures';
import {
  buildRequest,
  fieldsOf,
  planFor,
  takesInput,
  type Example,
  type Fixtures,
  type MultipartFile,
  type Pick,
  type Plan,
  type Sender,
  type Value,
} from './testing/bad-requests';
import { changedTables, databaseDigester, type Digest } from './testing/database-digest';
import { fixedOffer, hire, hourlyOffer, sendOffer } from './modules/contracts/hiring-testing';
import { errorEnvelopeProblem } from './testing/error-envelope';
import {
  STRONG_PASSWORD,
  confirmItsMe,
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  uniqueEmail,
  type TestApp,
} from './testing/test-app';

/**
 * Issue 7 §2: thousands of generated bad requests over every route the app registers. None may get a
 * 5xx; every error is the envelope with nothing internal in it; a refused request changes no row.
 * A failure prints fast-check's seed and path: FUZZ_SEED=<seed> FUZZ_PATH=<path> replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const TEXT_RUNS = Math.max(100, Math.round(RUNS / 6));
const replay = {
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
  ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
};

/**
 * Rate-limit counters are written by refused requests on purpose (failed logins count), and so are
 * the tries of an SMS code and of a login's second step (a wrong code counts): the tables a refused
 * request may change.
 */
const MAY_CHANGE_WHEN_REFUSED = ['rate_limit_hits', 'sms_codes', 'login_challenges'];

const GOOGLE_CLIENT_ID = 'fuzz-client.apps.googleusercontent.com';
/** A card expiry some years ahead (the fuzz runs on the system's clock). */
const CARD_EXPIRY_YEAR = new Date().getFullYear() + 5;
const NEW_PASSWORD = 'Fuzz#Pass42';
/** A milestone's due date well ahead (the fuzz runs on the system's clock). */
const FUTURE_DAY = `${new Date().getUTCFullYear() + 1}-06-30`;
/** Today for logging hours: the platform's day, in UTC (ADR 016). */
const today = () => platformDayOf(new Date());
/**
 * Alice's milestone not funded yet (issue 19), for funding and cancelling; kept here beside the
 * fixtures (the fixture names are the generators'), renewed by keepHiringAlive as the others are.
 */
const hiring = { alicePendingMilestoneId: 0 };

/**
 * A valid request for every route that takes input (a body, a query string or path parameters).
 * A route added later without one fails the coverage test below, naming it.
 */
const examples: Record<string, (f: Fixtures, pick: Pick) => Example> = {
  'POST /signup': (f, pick) => ({
    body: {
      first_name: pick('Asha', '\u202eAsha', 'आशा 😀'),
      last_name: 'Rao',
      email: pick(uniqueEmail('fuzz'), f.aliceEmail, String(f.bobEmail).toUpperCase()),
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    },
  }),
  'POST /login': (f, pick) => ({
    body: {
      email: pick(f.aliceEmail, f.bobEmail, 'nobody@example.com', ` ${String(f.aliceEmail).toUpperCase()} `),
      password: pick(STRONG_PASSWORD, NEW_PASSWORD, 'Wrong#Pass42'),
      remember_me: pick(false, true),
    },
  }),
  'POST /auth/google': (f, pick) => ({
    body: {
      credential: pick(
        f.googleCredential,
        f.googleUnverifiedEmail,
        f.googleOddNames,
        f.googleNulEmail,
        f.googleWrongAudience,
        f.googleExpired,
        f.googleForeignKey,
      ),
      remember_me: true,
    },
  }),
  'POST /password/forgot': (f, pick) => ({ body: { email: pick(f.bobEmail, f.aliceEmail, 'nobody@example.com') } }),
  'POST /password/reset': (f, pick) => ({
    body: {
      token: pick(f.bobResetToken, f.bobVerifyToken, f.usedVerifyToken, f.aliceToken),
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    },
  }),
  'POST /email/verify': (f, pick) => ({
    body: { token: pick(f.bobVerifyToken, f.usedVerifyToken, f.bobResetToken, f.bobToken) },
  }),
  'POST /email/verify/resend': () => ({ body: {} }),
  'GET /notifications': (_f, pick) => ({ query: { page: pick(1, 2, 100000) } }),
  'DELETE /notifications/:id': (f, pick) => ({
    params: { id: pick(f.aliceNotificationId, f.bobNotificationId, f.missingNotificationId) },
  }),
  'GET /utils/countries/:id/states': (f, pick) => ({ params: { id: pick(f.indiaId, f.germanyId, 987_654) } }),
  'POST /settings/billing': (f, pick) => ({
    body: pick<Record<string, Value>>(
      {
        type: 'llc',
        full_name: 'Asha Rao Pvt Ltd',
        address1: '12 Marine Drive',
        address2: 'Floor 3',
        city: 'Mumbai',
        country_id: f.indiaId,
        state_id: f.maharashtraId,
        pincode: '400001',
        tax_id: '27aapfu0939f1zv',
      },
      {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: 'Leopoldstraße 1',
        city: 'München',
        country_id: f.germanyId,
        state_id: f.bavariaId,
        pincode: '80802',
        tax_id: null,
      },
      // Refused by the server's second look: GSTIN of another state, a state of another country.
      {
        type: 'llc',
        full_name: 'Asha Rao',
        address1: '1 MG Road',
        city: 'Bengaluru',
        country_id: f.indiaId,
        state_id: f.karnatakaId,
        pincode: '560001',
        tax_id: '27AAPFU0939F1ZV',
      },
      {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '1 MG Road',
        city: 'Bengaluru',
        country_id: f.indiaId,
        state_id: f.bavariaId,
        pincode: '560001',
      },
      // A country without states: no state to send.
      {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '1 Calle Fortaleza',
        city: 'San Juan',
        country_id: f.puertoRicoId,
        state_id: null,
        pincode: '00901',
      },
    ),
  }),
  'POST /settings/email-preference': (_f, pick) => ({
    multipart: pick(false, true, false, true),
    body: pick<Record<string, Value>>(
      { email_job_updates: 0 },
      { email_job_updates: '1', email_miscellaneous: '0' },
      { email_offer_updates: 1, email_weekly_time_logs: 0 },
      { email_payment_requests: '0' },
    ),
  }),
  'GET /dev/outbox': (f, pick) => ({ query: { to: pick(f.aliceEmail, f.bobEmail, 'nobody@example.com') } }),
  'POST /dev/notifications': (f, pick) => ({
    body: {
      email: pick(f.aliceEmail, f.bobEmail, 'nobody@example.com'),
      type: pick('simple', 'warning', 'payment'),
      description: pick('From the <b>fuzz</b> test', '<img src=x onerror=alert(1)>', '\u202eright to left'),
      action: pick('/notifications', 'https://evil.example', 'javascript:alert(1)'),
    },
  }),
  'GET /docs/static/*': (_f, pick) => ({
    params: { '*': pick('index.css', 'swagger-ui.css', 'nope.js', '../package.json') },
  }),
  'POST /settings/profile': (f, pick) => ({
    body: {
      first_name: pick('Asha', 'आशा'),
      last_name: 'Rao',
      email: pick(f.aliceEmail, uniqueEmail('fuzz-moved'), f.bobEmail),
      timezone: pick('Asia/Kolkata', 'UTC', 'America/Argentina/Buenos_Aires', 'Mars/Base'),
      currency: pick('INR', 'USD', 'EUR', 'GBP'),
    },
  }),
  'POST /settings/email/confirm': (f, pick) => ({
    body: { token: pick(f.daveEmailChangeToken, f.usedVerifyToken, f.bobResetToken, f.aliceToken) },
  }),
  'POST /account/delete': (f, pick) => ({
    body: { token: pick(f.daveDeletionToken, f.daveEmailChangeToken, f.bobVerifyToken, f.aliceToken) },
  }),
  'GET /files/*': (f, pick) => ({
    params: {
      // Half the variants are real files (all three sizes), so HEAD, which shows no message to tell a
      // handler's 404 from the router's, reaches the handler often enough in every run.
      '*': pick(
        f.alicePictureKey,
        String(f.alicePictureKey).replace(/\/256\.webp$/, '/96.webp'),
        String(f.alicePictureKey).replace(/\/256\.webp$/, '/512.webp'),
        'avatars/nothing-here/256.webp',
        '../package.json',
        `${String(f.alicePictureKey)}.type`,
      ),
    },
  }),
  'POST /settings/password': (_f, pick) => ({
    // Back and forth between two passwords, so the change succeeds whichever ran last; then refusals.
    body: pick<Record<string, Value>>(
      { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      { current_password: NEW_PASSWORD, new_password: STRONG_PASSWORD, confirm_new_password: STRONG_PASSWORD },
      { current_password: 'Wrong#Pass42', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      { new_password: 'weak', confirm_new_password: 'weak' },
    ),
  }),
  'POST /settings/reauthenticate': (_f, pick) => ({
    body: pick<Record<string, Value>>(
      // The password the example of POST /settings/password (the route before this one) has just set.
      { password: NEW_PASSWORD },
      { password: STRONG_PASSWORD },
      { password: 'Wrong#Pass42' },
      { code: '123456' },
      {},
    ),
  }),
  'POST /settings/google': (f, pick) => ({
    body: {
      credential: pick(
        f.googleCredential,
        f.googleForeignKey,
        f.googleUnverifiedEmail,
        f.googleExpired,
        f.googleWrongAudience,
        f.googleNulEmail,
      ),
    },
  }),
  'POST /settings/2fa/app/verify': (f, pick) => ({ body: { code: pick(f.aliceAppCode, '123456') } }),
  'POST /settings/2fa/sms/setup': (f, pick) => ({
    body: {
      country_id: pick(f.indiaId, f.indiaId, f.indiaId, f.germanyId),
      // Alice's number as she would type it, a fixed line, a German mobile for India, and in E.164.
      phone: pick(ALICE_PHONE.slice(3), '011 2345 6789', '+49 151 23456789', ALICE_PHONE),
    },
  }),
  'POST /settings/2fa/sms/verify': (f, pick) => ({ body: { code: pick(f.aliceSmsCode, '123456') } }),
  'POST /settings/2fa/recovery-codes': () => ({ body: {} }),
  'POST /login/2fa': (f, pick) => ({
    body: {
      challenge_token: pick(f.erinChallengeToken, f.erinChallengeToken, f.erinChallengeToken, f.aliceToken),
      method: pick('app', 'recovery', 'sms', 'app'),
      code: pick(f.erinAppCode, f.erinRecoveryCode, '123456', f.erinAppCode),
    },
  }),
  'POST /login/2fa/sms': (f, pick) => ({ body: { challenge_token: pick(f.erinChallengeToken, f.bobToken) } }),
  'POST /settings/payment-methods/test-provider/confirm': (f, pick) => ({
    body: {
      client_secret: pick(f.aliceSetupSecret, f.bobSetupSecret, 'seti_unknown_secret_guessed'),
      card_number: pick('4242 4242 4242 4242', '4000 0000 0000 0002', '4111111111111111', '3782 822463 10005'),
      exp_month: pick(12, 1, 13),
      exp_year: pick(CARD_EXPIRY_YEAR, 2020, 30),
      cvc: pick('123', '1234', '12a'),
    },
  }),
  'POST /settings/payment-methods/stripe/setup': (f, pick) => ({
    body: { payment_method: pick(f.alicePaymentMethod, f.bobPaymentMethod, 'pm_unknown', 'seti_123') },
  }),
  'POST /settings/payment-methods/:id/default': (f, pick) => ({
    params: { id: pick(f.aliceCardId, f.bobCardId, 987_654_321) },
  }),
  'DELETE /settings/payment-methods/:id': (f, pick) => ({
    params: { id: pick(f.aliceCardId, f.bobCardId, 987_654_321) },
  }),
  // Hiring (issue 10): Alice's own rows, Bob's (a 404 for Alice and Frank), and ids that do not exist.
  'POST /offers': (f, pick) => ({
    body: pick<Record<string, Value>>(
      {
        job_id: f.hireJobId,
        freelancer_id: f.frankId,
        proposal_id: f.hireProposalId,
        type: 'hourly',
        hourly_rate: '25.50',
        weekly_limit: '20',
        message: 'Fuzz offer',
      },
      {
        job_id: f.hireJobId,
        freelancer_id: f.frankId,
        type: 'fixed',
        milestones: [{ name: 'Design', amount: '300', due_date: FUTURE_DAY }],
        message: '',
      },
      { job_id: f.hireBobJobId, freelancer_id: f.frankId, type: 'hourly', hourly_rate: '20', weekly_limit: '10' },
      // A due date in the past (422) and someone who is not a freelancer (404).
      {
        job_id: f.hireJobId,
        freelancer_id: f.frankId,
        type: 'fixed',
        milestones: [{ name: 'Late', amount: '10', due_date: '2020-01-01' }],
      },
      { job_id: f.hireJobId, freelancer_id: users.bob, type: 'hourly', hourly_rate: '20', weekly_limit: '10' },
    ),
  }),
  'GET /offers': (f, pick) => ({
    query: pick<Record<string, Value>>({}, { job_id: f.hireJobId, status: 'pending', page: 1 }, { page: 2 }),
  }),
  'GET /offers/:id': (f, pick) => ({ params: { id: pick(f.aliceOfferId, f.bobOfferId, 987_654_321) } }),
  'POST /offers/:id/withdraw': (f, pick) => ({ params: { id: pick(f.aliceOfferId, f.bobOfferId, 987_654_321) } }),
  'GET /freelancer/offers': (f, pick) => ({
    token: f.frankToken,
    query: pick<Record<string, Value>>({}, { status: 'pending' }, { page: 3 }),
  }),
  'GET /freelancer/offers/:id': (f, pick) => ({
    token: f.frankToken,
    params: { id: pick(f.aliceOfferId, f.bobOfferId, 987_654_321) },
  }),
  'POST /freelancer/offers/:id/accept': (f, pick) => ({
    token: f.frankToken,
    params: { id: pick(f.aliceOfferId, f.bobOfferId, 987_654_321) },
  }),
  'POST /freelancer/offers/:id/decline': (f, pick) => ({
    token: f.frankToken,
    params: { id: pick(f.aliceOfferId, f.bobOfferId, 987_654_321) },
  }),
  'GET /contracts': (f, pick) => ({
    query: pick<Record<string, Value>>({}, { job_id: f.hireJobId, status: 'active' }, { status: 'ended', page: 2 }),
  }),
  'GET /contracts/:id': (f, pick) => ({ params: { id: pick(f.aliceContractId, f.bobContractId, 987_654_321) } }),
  'POST /contracts/:id/end': (f, pick) => ({
    params: { id: pick(f.aliceContractId, f.bobContractId, 987_654_321, f.aliceFixedContractId) },
    body: { rating: pick(5, 4, 3, 1), review: pick('Great work, on time.', 'Good', 'Fine', 'Not what we agreed.') },
  }),
  'POST /contracts/:id/milestones/:milestoneId/approve': (f, pick) => ({
    params: pick<Record<string, Value>>(
      { id: f.aliceFixedContractId, milestoneId: f.aliceMilestoneId },
      { id: f.bobContractId, milestoneId: f.bobMilestoneId },
      { id: f.aliceFixedContractId, milestoneId: f.bobMilestoneId },
    ),
  }),
  // Milestone payments (issue 19): Alice's milestone not funded yet, her funded one, Bob's (a 404),
  // and her hourly contract (a 422).
  'POST /contracts/:id/milestones': (f, pick) => ({
    params: { id: pick(f.aliceFixedContractId, f.bobContractId, f.aliceContractId, 987_654_321) },
    body: {
      name: pick('Launch', 'आशा 😀 <b>extra</b>', 'Launch'),
      amount: pick('120', '45.50', '0.50'),
      due_date: pick(FUTURE_DAY, FUTURE_DAY, '2020-01-01'),
    },
  }),
  'POST /contracts/:id/milestones/:milestoneId/fund': (f, pick) => ({
    params: pick<Record<string, Value>>(
      { id: f.aliceFixedContractId, milestoneId: hiring.alicePendingMilestoneId },
      { id: f.bobContractId, milestoneId: f.bobMilestoneId },
      { id: f.aliceFixedContractId, milestoneId: f.aliceMilestoneId },
    ),
  }),
  'POST /contracts/:id/milestones/:milestoneId/request-changes': (f, pick) => ({
    params: pick<Record<string, Value>>(
      { id: f.aliceFixedContractId, milestoneId: f.aliceMilestoneId },
      { id: f.bobContractId, milestoneId: f.bobMilestoneId },
      { id: f.aliceFixedContractId, milestoneId: hiring.alicePendingMilestoneId },
    ),
    body: { note: pick('Make the logo bigger.', 'आशा 😀 <b>again</b>', 'x') },
  }),
  'POST /contracts/:id/milestones/:milestoneId/cancel': (f, pick) => ({
    params: pick<Record<string, Value>>(
      { id: f.aliceFixedContractId, milestoneId: hiring.alicePendingMilestoneId },
      { id: f.bobContractId, milestoneId: f.bobMilestoneId },
      { id: f.aliceFixedContractId, milestoneId: f.aliceMilestoneId },
      { id: f.aliceContractId, milestoneId: f.aliceMilestoneId },
    ),
  }),
  'GET /freelancer/contracts': (f, pick) => ({
    token: f.frankToken,
    query: pick<Record<string, Value>>({}, { status: 'active' }, { job_id: f.hireBobJobId, page: 2 }),
  }),
  'GET /freelancer/contracts/:id': (f, pick) => ({
    token: f.frankToken,
    params: { id: pick(f.aliceContractId, f.bobContractId, 987_654_321) },
  }),
  'GET /contracts/:id/work-diary': (f, pick) => ({
    params: { id: pick(f.aliceContractId, f.aliceFixedContractId, f.bobContractId, 987_654_321) },
    query: pick<Record<string, Value>>({}, { week: '2020-01-06' }, { week: weekOfDay(today()).monday }),
  }),
  'GET /freelancer/contracts/:id/work-diary': (f, pick) => ({
    token: f.frankToken,
    params: { id: pick(f.aliceContractId, f.aliceFixedContractId, f.bobContractId) },
    query: pick<Record<string, Value>>({ week: weekOfDay(today()).monday }, {}, { week: '2020-01-06' }),
  }),
  // Disputes of hours: Alice's hourly contract has no week in review (409), others are not hers (404).
  'POST /contracts/:id/work-diary/disputes': (f, pick) => ({
    params: { id: pick(f.aliceContractId, f.aliceFixedContractId, f.bobContractId, 987_654_321) },
    body: {
      week: pick(weekOfDay(today()).monday, '2020-01-06'),
      minutes: pick(30, 60, 10_080),
      reason: pick('The login screen took an hour.', 'आशा 😀 <b>not worked</b>'),
    },
  }),
  'POST /contracts/:id/disputes/:disputeId/withdraw': (f, pick) => ({
    params: pick<Record<string, Value>>(
      { id: f.aliceContractId, disputeId: 987_654_321 },
      { id: f.bobContractId, disputeId: 1 },
    ),
  }),
  'POST /freelancer/contracts/:id/disputes/:disputeId/accept': (f, pick) => ({
    token: f.frankToken,
    params: pick<Record<string, Value>>(
      { id: f.aliceContractId, disputeId: 987_654_321 },
      { id: f.bobContractId, disputeId: 1 },
    ),
  }),
  'POST /freelancer/contracts/:id/hours': (f, pick) => ({
    token: f.frankToken,
    params: { id: pick(f.aliceContractId, f.aliceFixedContractId, f.bobContractId, f.aliceContractId) },
    // Today (UTC); the contracts started today or before.
    body: {
      work_date: pick(today(), today(), today(), '2020-01-06'),
      minutes: pick(30, 45, 60, 15),
      description: 'Fuzz',
    },
  }),
  'POST /freelancer/contracts/:id/milestones/:milestoneId/submit': (f, pick) => ({
    token: f.frankToken,
    params: pick<Record<string, Value>>(
      { id: f.aliceFixedContractId, milestoneId: f.aliceMilestoneId },
      { id: f.bobContractId, milestoneId: f.bobMilestoneId },
      { id: f.aliceContractId, milestoneId: f.aliceMilestoneId },
    ),
  }),
  'POST /credits/claim': () => ({ body: {} }),
  'POST /support-requests': (_f, pick) => ({
    body: {
      kind: pick('hire_expert', 'issue'),
      subject: pick('Help me scope a React Native app', 'आशा 😀 <b>urgent</b>'),
      details: pick('I need an expert to estimate the work.', 'The hours form refuses Sunday.\nSecond line.'),
    },
  }),
  // Jobs and proposals: Alice's open job (with Frank's and Gina's proposals), her draft, Bob's open
  // job (with Frank's proposal). Frank is a freelancer; the clients' routes sent as him are 403s.
  'POST /jobs': (_f, pick) => ({
    body: pick<Record<string, Value>>(
      { ...(HOURLY_JOB as unknown as Record<string, Value>), publish: false },
      // A draft needs its title only (issue 17 §4).
      { title: 'Just an idea', type: 'fixed', budget: '900' },
      { ...(FIXED_JOB as unknown as Record<string, Value>), publish: true },
      { ...(HOURLY_JOB as unknown as Record<string, Value>), hourly_rate_min: '50', hourly_rate_max: '20' },
    ),
  }),
  'GET /jobs': (_f, pick) => ({
    query: {
      q: pick('react', 'node.js dash', '', '%_\\'),
      type: pick('hourly', 'fixed'),
      status: pick('open', 'draft', 'closed'),
      page: pick(1, 2, 100000),
    },
  }),
  'GET /jobs/:id': (f, pick) => ({ params: { id: pick(f.aliceJobId, f.aliceDraftJobId, f.bobJobId, 987_654_321) } }),
  'PUT /jobs/:id': (f, pick) => ({
    params: { id: pick(f.aliceDraftJobId, f.aliceDraftJobId, f.aliceJobId, f.bobJobId) },
    body: pick<Record<string, Value>>(
      { ...(HOURLY_JOB as unknown as Record<string, Value>), title: 'Edited draft', publish: false },
      // Cleared back to its title: publishing it then is a 422 naming what it misses.
      { title: 'Edited draft', publish: false },
      { ...(FIXED_JOB as unknown as Record<string, Value>), publish: true },
      { ...(HOURLY_JOB as unknown as Record<string, Value>), publish: false },
      { ...(FIXED_JOB as unknown as Record<string, Value>), publish: false },
    ),
  }),
  'DELETE /jobs/:id': (f, pick) => ({
    params: { id: pick(f.aliceDraftJobId, f.aliceJobId, f.bobJobId, 987_654_321) },
  }),
  'POST /jobs/:id/publish': (f, pick) => ({
    params: { id: pick(f.aliceDraftJobId, f.aliceJobId, f.bobJobId, 987_654_321) },
  }),
  'POST /jobs/:id/close': (f, pick) => ({
    params: { id: pick(f.aliceJobId, f.aliceDraftJobId, f.bobJobId, 987_654_321) },
  }),
  'GET /jobs/:id/proposals': (f, pick) => ({
    params: { id: pick(f.aliceJobId, f.bobJobId, f.aliceDraftJobId) },
    query: { view: pick('all', 'shortlisted', 'archived'), page: pick(1, 2) },
  }),
  ...Object.fromEntries(
    ['shortlist', 'archive', 'restore', 'message'].map((action) => [
      `POST /jobs/:id/proposals/:proposalId/${action}`,
      (f: Fixtures, pick: Pick): Example => ({
        params: {
          id: pick(f.aliceJobId, f.aliceJobId, f.bobJobId, f.aliceJobId),
          proposalId: pick(f.aliceProposalId, f.ginaProposalId, f.bobProposalId, f.bobProposalId),
        },
      }),
    ]),
  ),
  'GET /freelancer/jobs': (_f, pick) => ({
    as: 'frank',
    query: { q: pick('react', '', 'dash board'), type: pick('hourly', 'fixed'), page: pick(1, 2) },
  }),
  'GET /freelancer/jobs/:id': (f, pick) => ({
    as: 'frank',
    params: { id: pick(f.aliceJobId, f.bobJobId, f.aliceDraftJobId, 987_654_321) },
  }),
  'POST /freelancer/jobs/:id/proposals': (f, pick) => ({
    as: 'frank',
    params: { id: pick(f.aliceJobId, f.bobJobId, f.aliceDraftJobId) },
    body: pick<Record<string, Value>>(
      { amount: '20', cover_letter: 'I build dashboards.', rate_increase_percent: 10, weekly_limit: 30 },
      { amount: '1500.50', cover_letter: 'Fixed bid.' },
      { amount: '25', cover_letter: 'No raise.', rate_increase_percent: null },
    ),
  }),
  'GET /freelancer/proposals': (_f, pick) => ({ as: 'frank', query: { page: pick(1, 2) } }),
  'POST /freelancer/proposals/:id/withdraw': (f, pick) => ({
    as: 'frank',
    params: { id: pick(f.aliceProposalId, f.bobProposalId, f.ginaProposalId, 987_654_321) },
  }),
  'GET /freelancers': (_f, pick) => ({
    query: pick<Record<string, Value>>(
      { q: 'react', type: 'front_end', skills: 'React, TypeScript', min_rate: 10, max_rate: 80, page: 1, per_page: 12 },
      { q: `'&|!:*()`, page: 2 },
      { type: 'mobile', per_page: 6 },
      { min_rate: 50, max_rate: 20 },
    ),
  }),
  'GET /freelancers/:id': (f, pick) => ({ params: { id: pick(f.frankId, users.alice, 987_654_321) } }),
  'GET /freelancers/:id/work-history': (f, pick) => ({
    params: { id: pick(f.frankId, users.alice, 987_654_321) },
    query: { status: pick('completed', 'in_progress'), page: pick(1, 2, 100000) },
  }),
  'GET /freelancers/:id/reviews': (f, pick) => ({
    params: { id: pick(f.frankId, users.alice, 987_654_321) },
    query: { page: pick(1, 2, 100000) },
  }),
  'GET /threads': (f, pick) => ({
    as: pick<Sender>('alice', 'frank'),
    query: pick<Record<string, Value>>({}, { q: 'offer' }, { q: `'&|!:*()` }, { cursor: 'MTIzLjQ1Ng' }),
  }),
  'POST /threads': (f, pick) => ({
    body: {
      freelancer_id: pick(f.frankId, users.bob, 987_654_321),
      job_id: pick<Value>(f.aliceJobId, null, f.bobJobId),
    },
  }),
  'GET /threads/:id': (f, pick) => ({
    as: pick<Sender>('alice', 'frank', 'bob'),
    params: { id: pick(f.aliceThreadId, f.bobThreadId, 987_654_321) },
  }),
  'GET /threads/:id/messages': (f, pick) => ({
    as: pick<Sender>('alice', 'frank'),
    params: { id: pick(f.aliceThreadId, f.bobThreadId) },
    query: pick<Record<string, Value>>({}, { before: f.aliceMessageId }, { around: f.aliceMessageId, limit: 10 }),
  }),
  'POST /threads/:id/messages': (f, pick) => ({
    as: pick<Sender>('alice', 'frank'),
    params: { id: pick(f.aliceThreadId, f.bobThreadId) },
    body: {
      body: pick('Hello from the fuzz', '<script>alert(1)</script>', 'आशा 😀'),
      reply_to_id: pick<Value>(null, f.aliceMessageId),
      client_key: pick<Value>(null, 'fuzz-composer-key'),
    },
  }),
  'POST /threads/:id/read': (f, pick) => ({
    as: pick<Sender>('frank', 'alice'),
    params: { id: pick(f.aliceThreadId, f.bobThreadId) },
  }),
  'POST /threads/:id/typing': (f, pick) => ({
    as: pick<Sender>('alice', 'frank'),
    params: { id: pick(f.aliceThreadId, f.bobThreadId) },
  }),
  'POST /threads/:id/report': (f, pick) => ({
    as: pick<Sender>('frank', 'alice'),
    params: { id: pick(f.aliceThreadId, f.bobThreadId) },
    body: pick<Record<string, Value>>(
      { reason: 'spam', details: '' },
      { reason: 'other', details: 'Asked to pay outside the platform.' },
      { reason: 'other', details: '' },
    ),
  }),
  'POST /threads/:id/block': (f, pick) => ({ params: { id: pick(f.aliceThreadId, f.bobThreadId) } }),
  'DELETE /threads/:id/block': (f, pick) => ({ params: { id: pick(f.aliceThreadId, f.bobThreadId) } }),
  'POST /threads/:id/attachments': (f, pick) => ({
    as: pick<Sender>('alice', 'frank', 'alice', 'bob'),
    params: { id: pick(f.aliceThreadId, f.aliceThreadId, f.aliceThreadId, f.aliceThreadId) },
    file: pick<MultipartFile>(
      { field: 'file', filename: 'brief.pdf', type: 'application/pdf', bytes: 'pdf' },
      { field: 'file', filename: 'photo.png', type: 'image/png', bytes: 'png' },
      { field: 'file', filename: 'logo.png', type: 'image/png', bytes: 'svg' },
      { field: 'file', filename: 'brief.pdf', type: 'application/pdf', bytes: 'pdf' },
    ),
  }),
  // Variant 0 is the URL a message carries (signed for Alice); the others have no signature (a 401)
  // or name a file that does not exist.
  'GET /attachments/:id/:variant': (f, pick) => ({
    params: {
      id: pick(f.aliceAttachmentId, f.aliceAttachmentId, 987_654_321),
      variant: pick('download', 'file', 'thumb'),
    },
    query: pick<Record<string, Value>>(
      { viewer: users.alice, expires: f.aliceAttachmentExpires, signature: f.aliceAttachmentSignature },
      {},
      { viewer: users.alice, expires: f.aliceAttachmentExpires, signature: f.aliceAttachmentSignature },
    ),
  }),
  // Alice's invoice and Bob's: another client's is a 404, and so is her own asked for by Frank, its freelancer.
  'GET /invoices/:id': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    params: { id: pick(f.aliceInvoiceId, f.bobInvoiceId, 987_654_321, f.aliceInvoiceId) },
  }),
  'GET /invoices/:id/pdf': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    params: { id: pick(f.aliceInvoiceId, f.bobInvoiceId, 987_654_321, f.aliceInvoiceId) },
  }),
  // Alice's invoice is paid (a 409 to pay or confirm again); Bob's is a 404 to her; Frank is not a client (403).
  'POST /invoices/:id/pay': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    params: { id: pick(f.aliceInvoiceId, f.bobInvoiceId, 987_654_321, f.aliceInvoiceId) },
  }),
  'POST /invoices/:id/confirm': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    params: { id: pick(f.aliceInvoiceId, f.bobInvoiceId, 987_654_321, f.aliceInvoiceId) },
    body: pick<Record<string, Value>>({ client_secret: 'pi_fuzz_secret_123' }, {}, { client_secret: '' }),
  }),
  // Transaction History: Alice's rows, filtered (Bob's contract names none of hers); Frank is not a
  // client (403). A cursor is one the list writes: '123.456' in base64url.
  'GET /reports/transactions': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>(
      {},
      { from: '2020-01-01', to: today(), type: 'fixed', contract: f.aliceFixedContractId },
      { type: 'hourly', freelancer: f.frankId, cursor: 'MTIzLjQ1Ng' },
      { to: today(), contract: f.bobContractId },
    ),
  }),
  'GET /reports/transactions/summary': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>(
      {},
      { from: '2020-01-01', to: today(), type: 'fixed', freelancer: f.frankId },
      { type: 'hourly', contract: f.aliceContractId },
    ),
  }),
  'GET /reports/filters': (_f, pick) => ({ as: pick<Sender>('alice', 'alice', 'frank') }),
  'GET /reports/credits': (_f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>({}, { from: '2020-01-01', to: today() }, { cursor: 'MTIzLjQ1Ng' }),
  }),
  'GET /reports/transactions.csv': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>(
      {},
      { from: today(), to: today(), type: 'fixed', contract: f.aliceFixedContractId },
    ),
  }),
  // Alice's paid invoices in one ZIP; Bob's contract has none of hers (404).
  'GET /reports/invoices.zip': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>({}, { contract: f.bobContractId }, { from: '2020-01-01', to: today() }),
  }),
  'GET /reports/weekly-summary': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>(
      {},
      { from: '2020-01-06', to: '2020-03-01' },
      { contract: f.aliceContractId, freelancer: f.frankId },
      { to: today(), contract: f.bobContractId },
    ),
  }),
  // A week by its Monday: one with Alice's hours, one long ago, one far ahead.
  'GET /reports/weekly-summary/weeks/:monday': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    params: { monday: pick('2020-01-06', '2001-01-01', '2999-12-30') },
    query: pick<Record<string, Value>>({}, { contract: f.aliceContractId }, { freelancer: f.frankId }),
  }),
  'GET /reports/time-by-freelancer': (f, pick) => ({
    as: pick<Sender>('alice', 'alice', 'alice', 'frank'),
    query: pick<Record<string, Value>>(
      {},
      { from: '2020-01-01', to: today(), type: 'hourly' },
      { type: 'fixed', contract: f.aliceFixedContractId },
    ),
  }),
  'OPTIONS *': (_f, pick) => ({
    headers: {
      origin: pick('http://localhost:3000', 'https://evil.example'),
      'access-control-request-method': pick('POST', 'GET', 'DELETE'),
    },
  }),
};

const tinyPicture = () => tinyPictureOf('png', { width: 8, height: 8 });

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;
/** A HEAD route is its GET route answered without a body. */
const exampleKeyOf = (route: RouteEntry) => (route.method === 'HEAD' ? `GET ${route.url}` : keyOf(route));

let t: TestApp;
let jwks: Server;
let digester: Awaited<ReturnType<typeof databaseDigester>>;
let baseline: Digest;
const fixtures = {} as Fixtures;
const users = { alice: 0, bob: 0, frank: 0, gina: 0 };

/**
 * Two-step sign-in: Alice switches it on and off through the fuzz (her authenticator secret and her
 * newest texted code are read after each success); Erin has it on and is always half-way through a
 * login (a live challenge, renewed once spent).
 */
const ALICE_PHONE = uniqueMobile();
const twoStep = { erinId: 0, aliceSecret: '', erinSecret: '', erinRecoveryCodes: [] as string[], recoveryTurn: 0 };
Object.defineProperties(fixtures, {
  aliceAppCode: {
    enumerable: true,
    get: () => (twoStep.aliceSecret ? appCode(twoStep.aliceSecret, new Date()) : '123456'),
  },
  erinAppCode: { enumerable: true, get: () => appCode(twoStep.erinSecret, new Date()) },
  erinRecoveryCode: {
    enumerable: true,
    get: () => twoStep.erinRecoveryCodes[(twoStep.recoveryTurn += 1) % twoStep.erinRecoveryCodes.length] ?? '',
  },
});

async function keepTwoStepAlive() {
  const db = t.app.db;
  const [alice] = await db.select().from(twoFactor).where(eq(twoFactor.userId, users.alice));
  const sealed = alice?.totpPendingSecret ?? alice?.totpSecret;
  twoStep.aliceSecret = sealed ? t.app.secrets.open(sealed) : '';
  const [sms] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.recipient, ALICE_PHONE))
    .orderBy(desc(outbox.id))
    .limit(1);
  fixtures.aliceSmsCode = /code is (\d{6})/.exec(sms?.text ?? '')?.[1] ?? '123456';
  const [challenge] = await db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.tokenHash, hashToken(String(fixtures.erinChallengeToken ?? ''))));
  if (!challenge || challenge.usedAt || challenge.attempts >= 5 || challenge.expiresAt <= new Date()) {
    fixtures.erinChallengeToken = (await startLoginChallenge(t.app, twoStep.erinId, false))!.challenge_token;
  }
}
const unknownToken = randomBytes(32).toString('base64url');

const resolver = {
  fixtures,
  tokenOf(sender: Sender): string {
    if (sender === 'alice') return String(fixtures.aliceToken);
    if (sender === 'bob') return String(fixtures.bobToken);
    if (sender === 'frank') return String(fixtures.frankToken);
    if (sender === 'revoked') return String(fixtures.revokedToken);
    if (sender === 'expired') return String(fixtures.expiredToken);
    return unknownToken;
  },
};

async function startGoogleKeys() {
  const pair = await generateKeyPair('RS256');
  const foreign = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'fuzz-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const sign = (claims: JWTPayload, options: { key?: CryptoKey; audience?: string; expires?: string } = {}) =>
    new SignJWT({ email_verified: true, given_name: 'Gita', family_name: 'Iyer', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'fuzz-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '1h')
      .sign(options.key ?? pair.privateKey);
  const email = 'gita.fuzz@example.com';
  return {
    url: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
    credentials: {
      googleCredential: await sign({ sub: 'fuzz-google-1', email }),
      googleUnverifiedEmail: await sign({
        sub: 'fuzz-google-2',
        email: 'unverified@example.com',
        email_verified: false,
      }),
      googleOddNames: await sign({
        sub: 'fuzz-google-3',
        email: 'odd.names@example.com',
        given_name: 'Gi\u0000ta',
        family_name: 'Iy\ud800er',
      }),
      googleNulEmail: await sign({ sub: 'fuzz-google-4', email: 'nul\u0000@example.com' }),
      googleWrongAudience: await sign({ sub: 'fuzz-google-5', email }, { audience: 'someone-else' }),
      googleExpired: await sign({ sub: 'fuzz-google-6', email }, { expires: '-2h' }),
      googleForeignKey: await sign({ sub: 'fuzz-google-7', email }, { key: foreign }),
    },
  };
}

/**
 * Renews what a fuzzed request may have spent: a session (a logout, a password reset) or a
 * notification (clear all, remove one). One query tells what is still there, so an answer that
 * changed nothing costs one round trip.
 */
async function keepFixturesAlive() {
  const live = (await t.app.db.execute(sql`select
      exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${hashToken(String(fixtures.aliceToken))}
        and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()) as "aliceToken",
      exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${hashToken(String(fixtures.bobToken))}
        and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()) as "bobToken",
      exists (select 1 from ${notifications} where ${notifications.id} = ${Number(fixtures.aliceNotificationId) || 0}) as "aliceNotificationId",
      exists (select 1 from ${notifications} where ${notifications.id} = ${Number(fixtures.bobNotificationId) || 0}) as "bobNotificationId"`)) as unknown as {
    rows: Record<'aliceToken' | 'bobToken' | 'aliceNotificationId' | 'bobNotificationId', boolean>[];
  };
  const still = live.rows[0]!;
  for (const who of ['alice', 'bob'] as const) {
    if (!still[`${who}Token`]) fixtures[`${who}Token`] = (await createSession(t.app, users[who], false)).token;
    if (!still[`${who}NotificationId`]) {
      const kept = { userId: users[who], type: 'simple' as const, description: 'Kept for the fuzz test', action: '/' };
      fixtures[`${who}NotificationId`] = (await createNotification(t.app, kept)).id;
    }
  }
  await keepTwoStepAlive();
  await keepMarketplaceAlive();
  await keepHiringAlive();
}

/**
 * Hiring rows the fuzz may move on for good (an offer accepted or withdrawn, a contract ended, a
 * milestone approved or cancelled, one funded, Alice's card removed): made again through the api, so
 * every transition keeps being tried. Alice keeps a card: offers come only from a client who can pay.
 */
async function keepHiringAlive() {
  const fixedId = Number(fixtures.aliceFixedContractId) || 0;
  const live = (await t.app.db.execute(sql`select
      exists (select 1 from ${offers} where ${offers.id} = ${Number(fixtures.aliceOfferId) || 0} and ${offers.status} = 'pending') as "offer",
      exists (select 1 from ${contracts} where ${contracts.id} = ${Number(fixtures.aliceContractId) || 0} and ${contracts.status} = 'active') as "hourly",
      exists (select 1 from ${contracts} where ${contracts.id} = ${fixedId} and ${contracts.status} = 'active') as "fixed",
      exists (select 1 from ${milestones} where ${milestones.id} = ${Number(fixtures.aliceMilestoneId) || 0}
        and ${milestones.contractId} = ${fixedId} and ${milestones.status} not in ('approved', 'cancelled')) as "milestone",
      exists (select 1 from ${milestones} where ${milestones.id} = ${hiring.alicePendingMilestoneId}
        and ${milestones.contractId} = ${fixedId} and ${milestones.status} = 'pending') as "pending",
      exists (select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${users.alice}
        and ${paymentMethods.isDefault}) as "card",
      exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${hashToken(String(fixtures.frankToken))}
        and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()) as "frankToken"`)) as unknown as {
    rows: Record<'offer' | 'hourly' | 'fixed' | 'milestone' | 'pending' | 'card' | 'frankToken', boolean>[];
  };
  const still = live.rows[0]!;
  if (!still.frankToken) fixtures.frankToken = (await createSession(t.app, Number(fixtures.frankId), false)).token;
  const alice = { token: String(fixtures.aliceToken) };
  const frank = { token: String(fixtures.frankToken), id: Number(fixtures.frankId) };
  if (!still.card) fixtures.aliceCardId = await addCard(t, alice.token);
  if (!still.offer) {
    // A new job (the last may be closed, or Frank hired on it) with Frank's proposal and Alice's pending offer.
    const job = await insertJob(t, users.alice);
    const proposal = await insertProposal(t, job.id, frank.id);
    fixtures.hireJobId = job.id;
    fixtures.hireProposalId = proposal.id;
    fixtures.aliceOfferId = (
      await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id, { proposal_id: proposal.id }))
    ).json().data.id as number;
  }
  if (!still.hourly) {
    const job = await insertJob(t, users.alice);
    const { contract } = await hire(t, alice, frank, hourlyOffer(job.id, frank.id, { weekly_limit: '80' }));
    fixtures.aliceContractId = contract.id;
  }
  /** One more milestone on the fixed-price contract, not funded yet; null once it takes no more. */
  const addMilestone = async () => {
    const added = await t.request({
      method: 'POST',
      url: `/contracts/${fixedId}/milestones`,
      token: alice.token,
      payload: { name: 'Next', amount: '100', due_date: FUTURE_DAY },
    });
    return added.statusCode === 201 ? (added.json().data.milestones.at(-1).id as number) : null;
  };
  let fresh = !still.fixed;
  if (still.fixed && !still.milestone) {
    // The contract goes on with a new milestone, funded as the first one was when it started.
    const added = await addMilestone();
    const funded = added
      ? await t.request({
          method: 'POST',
          url: `/contracts/${fixedId}/milestones/${added}/fund`,
          token: alice.token,
        })
      : null;
    if (added && funded?.statusCode === 200) fixtures.aliceMilestoneId = added;
    else fresh = true;
  }
  if (still.fixed && !fresh && !still.pending) {
    const added = await addMilestone();
    if (added) hiring.alicePendingMilestoneId = added;
    else fresh = true;
  }
  if (fresh) {
    // A new contract: accepting funds its first milestone; the second waits to be funded.
    const job = await insertJob(t, users.alice, { type: 'fixed', budgetMinor: 100000 });
    const due = [
      { name: 'Design', amount: '300', due_date: FUTURE_DAY },
      { name: 'Build', amount: '200', due_date: FUTURE_DAY },
    ];
    const { contract } = await hire(t, alice, frank, fixedOffer(job.id, frank.id, { milestones: due }));
    fixtures.aliceFixedContractId = contract.id;
    fixtures.aliceMilestoneId = contract.milestones[0]!.id;
    hiring.alicePendingMilestoneId = contract.milestones[1]!.id;
  }
}

/**
 * Renews what a fuzzed request to the jobs api may have spent: Frank's session, Alice's open job
 * (closed) and draft (published or deleted), Bob's open job, and the live proposals on them
 * (withdrawn). One query tells what is still there.
 */
async function keepMarketplaceAlive() {
  const job = (name: 'aliceJobId' | 'aliceDraftJobId' | 'bobJobId', status: string) =>
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${Number(fixtures[name]) || 0} and ${jobs.status} = ${status})`;
  const liveProposal = (name: 'aliceProposalId' | 'bobProposalId' | 'ginaProposalId') =>
    sql`exists (select 1 from ${proposals} where ${proposals.id} = ${Number(fixtures[name]) || 0} and ${proposals.status} <> 'withdrawn')`;
  const result = (await t.app.db.execute(sql`select
      exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${hashToken(String(fixtures.frankToken ?? ''))}
        and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()) as "frankToken",
      ${job('aliceJobId', 'open')} as "aliceJobId", ${job('aliceDraftJobId', 'draft')} as "aliceDraftJobId",
      ${job('bobJobId', 'open')} as "bobJobId", ${liveProposal('aliceProposalId')} as "aliceProposalId",
      ${liveProposal('bobProposalId')} as "bobProposalId", ${liveProposal('ginaProposalId')} as "ginaProposalId"`)) as unknown as {
    rows: Record<string, boolean>[];
  };
  const still = result.rows[0]!;
  if (!still.frankToken) fixtures.frankToken = (await createSession(t.app, users.frank, false)).token;
  if (!still.aliceDraftJobId)
    fixtures.aliceDraftJobId = (await insertJob(t, users.alice, { status: 'draft', publishedAt: null })).id;
  for (const [client, jobName, proposalNames] of [
    [
      'alice',
      'aliceJobId',
      [
        ['frank', 'aliceProposalId'],
        ['gina', 'ginaProposalId'],
      ],
    ],
    ['bob', 'bobJobId', [['frank', 'bobProposalId']]],
  ] as const) {
    const renewed = !still[jobName];
    if (renewed) fixtures[jobName] = (await insertJob(t, users[client], { title: 'React dashboard' })).id;
    for (const [freelancer, proposalName] of proposalNames) {
      if (still[proposalName] && !renewed) continue;
      // Frank may have sent a new one himself after withdrawing (one live proposal per job).
      const [live] = await t.app.db
        .select({ id: proposals.id })
        .from(proposals)
        .where(
          and(
            eq(proposals.jobId, Number(fixtures[jobName])),
            eq(proposals.freelancerId, users[freelancer]),
            ne(proposals.status, 'withdrawn'),
          ),
        );
      fixtures[proposalName] = live?.id ?? (await insertProposal(t, Number(fixtures[jobName]), users[freelancer])).id;
    }
  }
}

beforeAll(async () => {
  const google = await startGoogleKeys();
  t = await createTestApp({
    RATE_LIMIT_SCALE: '3',
    LOG_LEVEL: 'warn',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.url,
  });
  Object.assign(fixtures, google.credentials);

  const alice = await signUp(t);
  const bob = await signUp(t);
  const carol = await signUp(t);
  users.alice = (await findByEmail(t.app, alice.email))!.id;
  users.bob = (await findByEmail(t.app, bob.email))!.id;
  fixtures.aliceEmail = alice.email;
  fixtures.bobEmail = bob.email;
  fixtures.aliceToken = alice.token;
  fixtures.bobToken = bob.token;

  fixtures.bobVerifyToken = linkToken((await latestMail(t, bob.email))!.text, '/verify-email');
  const aliceVerifyToken = linkToken((await latestMail(t, alice.email))!.text, '/verify-email');
  const carolVerify = linkToken((await latestMail(t, carol.email))!.text, '/verify-email');
  await t.request({ method: 'POST', url: '/email/verify', payload: { token: carolVerify } });
  fixtures.usedVerifyToken = carolVerify;
  await t.request({ method: 'POST', url: '/password/forgot', payload: { email: bob.email } });
  fixtures.bobResetToken = linkToken((await latestMail(t, bob.email))!.text, '/reset-password');

  const second = await t.request({
    method: 'POST',
    url: '/login',
    payload: { email: alice.email, password: STRONG_PASSWORD },
  });
  fixtures.revokedToken = second.json().data.token as string;
  await t.request({ method: 'POST', url: '/logout', token: fixtures.revokedToken });
  const expired = await createSession(t.app, users.alice, false);
  await t.app.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(sessions.tokenHash, hashToken(expired.token)));
  fixtures.expiredToken = expired.token;
  fixtures.missingNotificationId = 987_654_321;
  const place = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
  fixtures.indiaId = await place(sql`select id from countries where iso_code = 'IN'`);
  fixtures.germanyId = await place(sql`select id from countries where iso_code = 'DE'`);
  fixtures.puertoRicoId = await place(sql`select id from countries where iso_code = 'PR'`);
  for (const [name, country, iso] of [
    ['maharashtraId', 'IN', 'MH'],
    ['karnatakaId', 'IN', 'KA'],
    ['bavariaId', 'DE', 'BY'],
  ] as const)
    fixtures[name] = await place(
      sql`select s.id from states s join countries c on c.id = s.country_id where c.iso_code = ${country} and s.iso_code = ${iso}`,
    );

  // Dave's links may be used once by the fuzz (his email change, then his account's deletion).
  const dave = await signUp(t);
  await confirmItsMe(t, dave.token);
  const daveMoved = uniqueEmail('dave-moved');
  await t.request({
    method: 'POST',
    url: '/settings/profile',
    token: dave.token,
    payload: { first_name: 'Dave', last_name: 'Rao', email: daveMoved, timezone: 'UTC', currency: 'INR' },
  });
  fixtures.daveEmailChangeToken = linkToken((await latestMail(t, daveMoved))!.text, '/confirm-email');
  await t.request({ method: 'DELETE', url: '/settings/profile', token: dave.token });
  fixtures.daveDeletionToken = linkToken((await latestMail(t, dave.email))!.text, '/delete-account');
  const picture = await uploadProfile(
    t,
    alice.token,
    { ...PROFILE_FIELDS, email: alice.email },
    { bytes: await tinyPicture() },
  );
  fixtures.alicePictureKey = new URL(picture.json().data.image as string).pathname.replace(/^\/files\//, '');
  const erin = await signUp(t);
  twoStep.erinId = (await findByEmail(t.app, erin.email))!.id;
  // Switched on with the code of the step before now (in the window), so the current code is still fresh.
  const erinApp = await enableAuthenticator(t, erin.token, new Date(Date.now() - 30_000));
  twoStep.erinSecret = erinApp.secret;
  twoStep.erinRecoveryCodes = erinApp.recoveryCodes!;
  await enableSms(t, erin.token);
  // Cards with the built-in test provider: for Alice and Bob a saved card, a card confirmed with the
  // provider but not saved yet, and a setup intent not used yet.
  for (const who of ['alice', 'bob'] as const) {
    const token = String(fixtures[`${who}Token`]);
    const setupSecret = async () =>
      (await t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token })).json().data
        .client_secret as string;
    const confirmedCard = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/settings/payment-methods/test-provider/confirm',
          token,
          payload: {
            client_secret: await setupSecret(),
            card_number: '4242424242424242',
            exp_month: 12,
            exp_year: CARD_EXPIRY_YEAR,
            cvc: '123',
          },
        })
      ).json().data.payment_method as string;
    const saved = await t.request({
      method: 'POST',
      url: '/settings/payment-methods/stripe/setup',
      token,
      payload: { payment_method: await confirmedCard() },
    });
    fixtures[`${who}CardId`] = saved.json().data.id as number;
    fixtures[`${who}PaymentMethod`] = await confirmedCard();
    fixtures[`${who}SetupSecret`] = await setupSecret();
  }
  // Hiring: Frank (a freelancer) works for Alice (keepHiringAlive makes her job, offer and contracts);
  // Gina works for Bob, whose rows are another's to Alice and to Frank.
  const frank = await createFreelancer(t, { firstName: 'Frank', lastName: 'Dsouza' });
  const gina = await createFreelancer(t, { firstName: 'Gina', lastName: 'Pillai' });
  users.frank = frank.id;
  users.gina = gina.id;
  fixtures.frankToken = frank.token;
  fixtures.frankId = frank.id;
  const bobJob = await insertJob(t, users.bob);
  fixtures.hireBobJobId = bobJob.id;
  fixtures.bobOfferId = (await sendOffer(t, String(fixtures.bobToken), hourlyOffer(bobJob.id, gina.id))).json().data
    .id as number;
  const bobFixedJob = await insertJob(t, users.bob, { type: 'fixed', budgetMinor: 100000 });
  const bobContract = await hire(
    t,
    { token: String(fixtures.bobToken) },
    gina,
    fixedOffer(bobFixedJob.id, gina.id, { milestones: [{ name: 'Build', amount: '500', due_date: FUTURE_DAY }] }),
  );
  fixtures.bobContractId = bobContract.contract.id;
  fixtures.bobMilestoneId = bobContract.contract.milestones[0]!.id;
  // The credits claim passes its 422 only for an account with the three tasks done: Alice verifies
  // her address and saves billing details (her cards are above), so a claim of hers is answered
  // 201 once and 409 after, both past the handler's checks.
  await t.request({ method: 'POST', url: '/email/verify', payload: { token: aliceVerifyToken } });
  await t.request({
    method: 'POST',
    url: '/settings/billing',
    token: alice.token,
    payload: {
      type: 'individual',
      full_name: 'Alice Rao',
      address1: '12 Marine Drive',
      city: 'Mumbai',
      country_id: fixtures.indiaId,
      state_id: fixtures.maharashtraId,
      pincode: '400001',
    },
  });
  await keepFixturesAlive();
  // Invoices: the ones accepting issued for the first milestones of Alice's contract with Frank and of
  // Bob's with Gina (issue 19). Nothing the api lets anyone do removes an invoice, so they need no renewing.
  const invoiceOf = async (milestoneId: number) =>
    (await t.app.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.milestoneId, milestoneId)))[0]!.id;
  fixtures.aliceInvoiceId = await invoiceOf(Number(fixtures.aliceMilestoneId));
  fixtures.bobInvoiceId = await invoiceOf(Number(fixtures.bobMilestoneId));
  // Messages: Alice's thread with Frank (her offers made it) and its newest message; Bob's with Gina.
  fixtures.aliceThreadId = await place(
    sql`select id from threads where client_id = ${users.alice} and freelancer_id = ${users.frank} order by id limit 1`,
  );
  fixtures.aliceMessageId = await place(
    sql`select id from messages where thread_id = ${Number(fixtures.aliceThreadId)} order by id desc limit 1`,
  );
  fixtures.bobThreadId = await place(
    sql`select id from threads where client_id = ${users.bob} and freelancer_id = ${users.gina} order by id limit 1`,
  );
  const attachment = await t.request({
    method: 'POST',
    url: `/threads/${fixtures.aliceThreadId}/attachments`,
    token: String(fixtures.aliceToken),
    headers: { 'content-type': 'multipart/form-data; boundary=fuzz-fixture' },
    payload: Buffer.concat([
      Buffer.from('--fuzz-fixture\r\nContent-Disposition: form-data; name="file"; filename="brief.pdf"\r\n\r\n'),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from('\r\n--fuzz-fixture--\r\n'),
    ]),
  });
  const sentFile = attachment.json<{ data: { id: number } }>().data;
  await t.request({
    method: 'POST',
    url: `/threads/${fixtures.aliceThreadId}/messages`,
    token: String(fixtures.aliceToken),
    payload: { body: 'The brief', attachment_ids: [sentFile.id] },
  });
  const download = new URL(signedAttachmentUrl(t.app, sentFile.id, 'download', users.alice));
  fixtures.aliceAttachmentId = sentFile.id;
  fixtures.aliceAttachmentExpires = download.searchParams.get('expires')!;
  fixtures.aliceAttachmentSignature = download.searchParams.get('signature')!;

  digester = await databaseDigester(t.app.db, MAY_CHANGE_WHEN_REFUSED);
  baseline = await digester.digest();
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks.close(resolve));
});

/**
 * Whether an answer came from past the router, the body parser, validation and rate limits (a
 * handler, or the session check before it). The 400s and 404s of those early stages are told apart
 * from a handler's by their messages.
 */
const BEFORE_HANDLER_MESSAGES = new Set([
  'The request is not valid.',
  'The request body is empty.',
  'The request body is not valid JSON.',
  'The request body does not match its length.',
  'The request address is not valid (a bad %-encoding).',
]);
function reachedHandler(method: string, response: LightMyRequestResponse): boolean {
  const status = response.statusCode;
  if (status < 400 || [401, 403, 409, 503].includes(status)) return true;
  if (method === 'HEAD' || (status !== 400 && status !== 404)) return false;
  let message: string;
  try {
    message = String((JSON.parse(response.body) as { message?: unknown }).message);
  } catch {
    return false;
  }
  return !BEFORE_HANDLER_MESSAGES.has(message) && !message.startsWith('No such endpoint');
}

const statuses = new Map<number, number>();
/** Where the run's time goes: the api answering, and the database checks around it. */
const timing = { answering: 0, checking: 0 };
const perRoute = new Map<string, { sent: number; reached: number }>();

/** A request that takes this long is stuck: the run fails naming it, not at the test's time-out. */
const REQUEST_DEADLINE_MS = 30_000;

async function withinDeadline<T>(shown: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_DEADLINE_MS} ms: ${shown}`)),
      REQUEST_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([answer, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends one planned request and checks what the api promises for any input. */
async function sendAndCheck(
  plan: Plan,
): Promise<{ request: ReturnType<typeof buildRequest>; response: LightMyRequestResponse }> {
  const pick: Pick = (...variants) => variants[plan.variant % variants.length]!;
  const example = examples[exampleKeyOf(plan.route)]?.(fixtures, pick) ?? {};
  const request = buildRequest(plan, example, resolver);
  const sent = performance.now();
  const response = await withinDeadline(
    `${request.method} ${request.url.slice(0, 120)}`,
    (async () => {
      // Every request goes through injectLive: whatever the URL, a live stream answers at its headers.
      const answer = await injectLive(t.app, request);
      // Mail an accepted request queued is sent as it answers; the digest is taken once that is done.
      await t.app.scheduler.idle();
      return answer;
    })(),
  );
  const answered = performance.now();
  timing.answering += answered - sent;
  try {
    return await check(plan, request, response);
  } finally {
    timing.checking += performance.now() - answered;
  }
}

async function check(plan: Plan, request: ReturnType<typeof buildRequest>, response: LightMyRequestResponse) {
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const counts = perRoute.get(keyOf(plan.route)) ?? { sent: 0, reached: 0 };
  counts.sent += 1;
  if (reachedHandler(request.method, response)) counts.reached += 1;
  perRoute.set(keyOf(plan.route), counts);

  const shown = `${request.method} ${request.url.slice(0, 120)} → ${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) throw new Error(`a server error: ${shown}`);
  if (status < 400) {
    // A success that wrote nothing (most are reads) cannot have used up a fixture.
    if (!(await digester.unchanged())) {
      await keepFixturesAlive();
      baseline = await digester.digest();
    }
    return { request, response };
  }
  const problem = errorEnvelopeProblem(response, request.method);
  if (problem) throw new Error(`not the error envelope (${problem}): ${shown}`);
  const after = await digester.digest();
  const changed = changedTables(baseline, after);
  baseline = after;
  if (changed.length > 0) throw new Error(`a refused request changed ${changed.join(', ')}: ${shown}`);
  return { request, response };
}

describe('bad requests to every route', () => {
  it('has a valid example for every route that takes input, so each is fuzzed past validation', () => {
    const routes = t.app.routeTable;
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => takesInput(route) && !examples[exampleKeyOf(route)]).map(keyOf);
    expect(missing).toEqual([]);
    const unused = Object.keys(examples).filter((key) => !routes.some((route) => keyOf(route) === key));
    expect(unused).toEqual([]);
  });

  it(`answers ${RUNS} generated bad requests with no 5xx, only the envelope, and no change for a refused one`, async () => {
    const routes = t.app.routeTable;
    const started = Date.now();
    // Each route once as its example gives it (the first variant, unchanged), so every route reaches
    // its handler in every run, however the random requests fall among the routes.
    for (const route of routes) await sendAndCheck({ route, variant: 0, mutations: [] });
    await fc.assert(
      fc.asyncProperty(planFor(routes), async (plan) => {
        await sendAndCheck(plan);
      }),
      { numRuns: RUNS, ...replay },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    // Every route was exercised, and not only refused at the door.
    const notReached = routes.map(keyOf).filter((key) => !(perRoute.get(key)?.reached ?? 0));
    expect(notReached).toEqual([]);
    const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const reached = [...perRoute.values()].reduce((sum, counts) => sum + counts.reached, 0);
    const limited = statuses.get(429) ?? 0;
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect(limited / sent).toBeLessThan(0.1);
    expect(reached / sent).toBeGreaterThan(0.2);
    console.log(
      `fuzz: ${sent} requests over ${routes.length} routes in ${seconds} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ` +
        `(answering ${(timing.answering / 1000).toFixed(1)} s, database checks ${(timing.checking / 1000).toFixed(1)} s); ` +
        `${reached} reached a handler, ${limited} rate-limited; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
  }, 300_000);

  it(`refuses a NUL or lone surrogate in every text field of every route with a 422 naming the field (${TEXT_RUNS} requests)`, async () => {
    const targets = t.app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .flatMap((route) =>
        (['body', 'query', 'params'] as const).flatMap((where) =>
          fieldsOf(route, where)
            .filter((field) => field.text)
            .map((field) => ({ route, where, field: field.name })),
        ),
      );
    expect(targets.length).toBeGreaterThanOrEqual(15);
    const covered = new Set<string>();

    const unstorable = (where: string) =>
      where === 'body'
        ? fc.oneof(
            fc.constant('\u0000'),
            fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
          )
        : fc.constant('\u0000'); // a URL cannot carry a lone surrogate
    const named = targets.map((chosen) => ({
      ...chosen,
      [fc.toStringMethod]: () => `${keyOf(chosen.route)} ${chosen.where}.${chosen.field}`,
    }));
    const target = fc
      .constantFrom(...named)
      .chain((chosen) =>
        fc
          .tuple(fc.string({ maxLength: 6 }), unstorable(chosen.where), fc.string({ maxLength: 6 }))
          .map(([before, character, after]) => ({ target: chosen, value: `${before}${character}${after}` })),
      );

    const refused = async ({ route, where, field }: (typeof targets)[number], value: string) => {
      const { response } = await sendAndCheck({
        route,
        variant: 0,
        mutations: [{ kind: 'field', where, field, value }],
      });
      expect(response.statusCode).toBe(422);
      // Other fields may be named too (a password that no longer matches its confirmation).
      const body = response.json() as { message: string; errors: Record<string, string> };
      expect({ message: body.message, [field]: body.errors[field] }).toEqual({
        message: textMessages.invalidCharacters,
        [field]: textMessages.invalidCharacters,
      });
      covered.add(`${keyOf(route)} ${where}.${field}`);
    };
    // Every field once with a bare NUL, so each is covered however the random ones below fall.
    for (const chosen of targets) await refused(chosen, '\u0000');
    await fc.assert(
      fc.asyncProperty(target, async ({ target: chosen, value }) => refused(chosen, value)),
      { numRuns: TEXT_RUNS, ...replay },
    );
    expect(covered.size).toBe(targets.length);
  }, 120_000);
});
