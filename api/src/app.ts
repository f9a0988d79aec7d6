import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/database';
import { seedDemoData } from './demo/demo-seed';
import { accountRoutes, passwordResetWork } from './modules/accounts';
import { attachmentRoutes } from './modules/attachments';
import { billingRoutes } from './modules/billing';
import { contentRoutes, seedContentPages } from './modules/content';
import { contractsRoutes, disputesRoutes, hourlyWeeksTask, registerMilestonePayments } from './modules/contracts';
import {
  invoiceRoutes,
  invoiceVoidWork,
  reconcileChargesTask,
  reportRoutes,
  weeklyReportRoutes,
} from './modules/money';
import { creditsRoutes } from './modules/credits';
import { dashboardRoutes } from './modules/dashboard';
import { devOutboxRoutes } from './modules/dev-outbox';
import { emailPreferencesRoutes } from './modules/email-preferences';
import { fileRoutes } from './modules/files';
import { freelancersRoutes } from './modules/freelancers';
import { healthRoutes } from './modules/health';
import { jobsRoutes } from './modules/jobs';
import { messagesRoutes } from './modules/messages';
import { liveRoutes } from './modules/live';
import { navRoutes } from './modules/nav';
import { notificationRoutes } from './modules/notifications';
import { offersRoutes } from './modules/offers';
import { passwordSecurityRoutes } from './modules/password-security';
import { cardDetachWork, paymentMethodsRoutes } from './modules/payment-methods';
import { placesRoutes, seedPlaces } from './modules/places';
import { profileRoutes } from './modules/profile';
import { proposalsRoutes } from './modules/proposals';
import { supportRoutes } from './modules/support';
import { twoFactorRoutes } from './modules/two-factor';
import { reauthenticationPlugin, reauthenticationRoutes } from './modules/reauthentication';
import { verificationRoutes } from './modules/verification';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { routeTablePlugin } from './plugins/route-table';
import { securityPlugin } from './plugins/security';
import { createGoogleVerifier, type GoogleVerifier } from './services/google';
import { housekeepingTask } from './services/housekeeping';
import { mailWork } from './services/mail-queue';
import { createMailer, createOutboxTransport, createSmtpTransport, type Mailer } from './services/mailer';
import { schedulerPlugin, type Scheduler } from './services/scheduler';
import { createPaymentsProvider, type PaymentsProvider } from './services/payments';
import { createSecretBox, loadSecretsKey, type SecretBox } from './services/secret-box';
import { createOutboxSms, createTwilioSms, type SmsSender } from './services/sms';
import { createStorage, type Storage } from './services/storage';
import { startTestClock } from './services/test-clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    sms: SmsSender;
    google: GoogleVerifier;
    /** Uploaded files: a folder, or an S3-compatible bucket (services/storage). */
    storage: Storage;
    /** Seals secrets kept at rest (authenticator secrets) under the secrets key. */
    secrets: SecretBox;
    /** The time every expiry is judged by; tests move it (`createTestApp({ clock })`). */
    clock: Clock;
    /** Saved cards: Stripe when its keys are set, else the built-in test provider (services/payments). */
    payments: PaymentsProvider;
    /** Scheduled and background work under a lease: housekeeping, queued mail (services/scheduler, ADR 017). */
    scheduler: Scheduler;
  }
}

/**
 * Where the api reads the time, and nowhere else (ESLint refuses `new Date()`, `Date.now()` and SQL
 * `now()` in the api's code): expiries, windows and every stored time follow it, so a test that moves
 * the clock moves everything (`time-travel.test.ts`).
 */
export interface Clock {
  now(): Date;
}

/** The machine's time: the one place the api asks for it. */
// eslint-disable-next-line no-restricted-syntax -- the api's only reading of the machine's clock.
export const systemClock: Clock = { now: () => new Date() };

/** Fields that never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.confirm_password',
  '*.current_password',
  '*.new_password',
  '*.confirm_new_password',
  '*.token',
  '*.credential',
  '*.code',
  '*.card_number',
  '*.cvc',
  '*.payment_method',
  'body',
];

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** A logger destination (tests capture log lines to check redaction). */
  logStream?: NodeJS.WritableStream;
  /** The api's clock; otherwise the one TEST_CLOCK starts, or the system's. */
  clock?: Clock;
}

/** Builds the api without listening, so tests drive it through `app.inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy,
    // An id per request in every log line; never taken from the client.
    genReqId: () => crypto.randomUUID(),
    // The router's and the HTTP parser's own refusals answer with the envelope too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // The api reads JSON only: a text/plain body is refused with a 415, not parsed into a string.
  app.removeContentTypeParser('text/plain');

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  // TEST_CLOCK's clock (never in production): the dev routes below move it (POST /dev/clock).
  const testClock = !options.clock && config.testClock ? startTestClock(config.testClock, systemClock) : undefined;
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? testClock ?? systemClock);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    createMailer(
      app,
      config.smtpUrl ? await createSmtpTransport(config.smtpUrl, config.mailFrom, app.log) : createOutboxTransport(app),
    ),
  );
  app.decorate('sms', config.twilio ? createTwilioSms(config.twilio, app.log) : createOutboxSms(app));
  app.decorate('google', createGoogleVerifier(config.google, app.clock));
  app.decorate('storage', await createStorage(config));
  app.decorate('secrets', createSecretBox(loadSecretsKey(config)));
  app.decorate('payments', await createPaymentsProvider(config, database.db, app.clock, app.log));
  // What hiring does when the money area records a milestone's invoice paid (ADR 021).
  registerMilestonePayments(app);
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(schedulerPlugin, {
    tasks: [housekeepingTask, reconcileChargesTask, hourlyWeeksTask],
    work: [mailWork, passwordResetWork, cardDetachWork, invoiceVoidWork],
  });
  // Before the route table: its onRoute hook marks the signed-in routes the table then records.
  await app.register(authPlugin);
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin, { scale: config.rateLimitScale });

  await app.register(healthRoutes);
  await app.register(reauthenticationPlugin);
  await app.register(accountRoutes);
  await app.register(navRoutes);
  await app.register(liveRoutes);
  await app.register(notificationRoutes);
  await app.register(contentRoutes);
  await app.register(placesRoutes);
  await app.register(billingRoutes);
  await app.register(emailPreferencesRoutes);
  await app.register(verificationRoutes);
  await app.register(profileRoutes);
  await app.register(passwordSecurityRoutes);
  await app.register(reauthenticationRoutes);
  await app.register(fileRoutes);
  await app.register(attachmentRoutes);
  await app.register(twoFactorRoutes);
  await app.register(paymentMethodsRoutes);
  await app.register(offersRoutes);
  await app.register(contractsRoutes);
  await app.register(disputesRoutes);
  await app.register(dashboardRoutes);
  await app.register(creditsRoutes);
  await app.register(invoiceRoutes);
  await app.register(reportRoutes);
  await app.register(weeklyReportRoutes);
  await app.register(supportRoutes);
  await app.register(jobsRoutes);
  await app.register(proposalsRoutes);
  await app.register(freelancersRoutes);
  await app.register(messagesRoutes);
  if (config.devOutbox) await app.register(devOutboxRoutes, { testClock });

  await seedContentPages(app);
  // Writes only on a fresh database or a new package version (a stored version says which).
  await seedPlaces(app);
  if (config.demoData) await seedDemoData(app);
  await app.ready();
  return app;
}
