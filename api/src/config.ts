import path from 'node:path';
import { z } from 'zod';
import { GST_STATE_CODES, gstinProblem, isRealDate, normalizeGstin } from '@talentindia/contracts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''], { error: 'must be 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

const port = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
        ctx.addIssue({ code: 'custom', message: `must be a port number between 1 and 65535 (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

const url = (protocols: string[], what: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      try {
        const parsed = new URL(value);
        if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
        return value;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be ${what}` });
        return z.NEVER;
      }
    });

/** Text with a default: unset or blank takes the default, anything else is kept trimmed. */
const textOr = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : value.trim()));

const positiveNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a positive number (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

const milliseconds = (fallback: number, { min, zeroAllowed }: { min: number; zeroAllowed: boolean }) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || (parsed < min && !(zeroAllowed && parsed === 0))) {
        const range = zeroAllowed ? `0 or at least ${min}` : `at least ${min}`;
        ctx.addIssue({ code: 'custom', message: `must be a whole number of milliseconds, ${range} (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

// A time with its zone, so it names the same moment on every machine: 2026-03-09T09:00:00Z.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const isoTime = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const text = value.trim();
    // Date.parse takes 30 February for 2 March; the calendar day is checked on its own.
    const millis = ISO_TIME.test(text) && isRealDate(text.slice(0, 10)) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(millis)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an ISO time with its zone such as 2026-03-09T09:00:00Z (got "${value}")`,
      });
      return z.NEVER;
    }
    return new Date(millis);
  });

/**
 * The platform's own details as its tax invoices print them (issue 19 §2). The defaults are a sample
 * company in Bengaluru, Karnataka (GST state 29) with a GSTIN whose check character is right, for
 * development and tests; production refuses them unless ALLOW_SAMPLE_PLATFORM_DETAILS allows it.
 */
const SAMPLE_PLATFORM = {
  legalName: 'TalentIndia Technologies Private Limited',
  address: '1 MG Road|Bengaluru, Karnataka 560001|India',
  gstin: '29AAGCT4821K1ZZ',
  stateCode: '29',
} as const;
const PLATFORM_VARIABLES = [
  'PLATFORM_LEGAL_NAME',
  'PLATFORM_ADDRESS',
  'PLATFORM_GSTIN',
  'PLATFORM_STATE_CODE',
] as const;
const GST_CODES = new Set(Object.values(GST_STATE_CODES).flat());

// The local apps as a browser may address them (the start command prints 127.0.0.1 addresses).
const defaultOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  API_PORT: port(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// connection URL'),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  API_PUBLIC_URL: url(['http:', 'https:'], 'an http(s) URL such as http://localhost:4000'),
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  S3_ENDPOINT: url(['http:', 'https:'], 'an http(s) URL such as http://minio:9000'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  APP_URL: url(['http:', 'https:'], 'an http(s) URL such as http://localhost:3000').default('http://localhost:3000'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const origins = value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        try {
          if (new URL(origin).origin !== origin) throw new Error('not an origin');
        } catch {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin such as https://app.example.com` });
          return z.NEVER;
        }
      }
      return origins;
    }),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('TalentIndia <no-reply@talentindia.dev>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
      if (key.length !== 32) {
        ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes, base64 or hex (openssl rand -base64 32)' });
        return z.NEVER;
      }
      return key;
    }),
  SECRETS_KEY_FILE: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_URL: url(['http:', 'https:'], 'an http(s) URL such as https://api.stripe.com'),
  PLATFORM_LEGAL_NAME: textOr(SAMPLE_PLATFORM.legalName),
  // Lines separated by `|` (or by new lines): "1 MG Road|Bengaluru, Karnataka 560001|India".
  PLATFORM_ADDRESS: textOr(SAMPLE_PLATFORM.address).transform((value, ctx) => {
    const lines = value
      .split(/\||\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0 || lines.length > 6 || lines.some((line) => line.length > 120)) {
      ctx.addIssue({ code: 'custom', message: 'must be 1 to 6 lines of at most 120 characters, separated by |' });
      return z.NEVER;
    }
    return lines;
  }),
  PLATFORM_GSTIN: textOr(SAMPLE_PLATFORM.gstin).transform((value, ctx) => {
    const gstin = normalizeGstin(value);
    if (gstinProblem(gstin, null) !== null) {
      ctx.addIssue({ code: 'custom', message: `must be a valid GSTIN such as 29AAGCT4821K1ZZ (got "${value}")` });
      return z.NEVER;
    }
    return gstin;
  }),
  PLATFORM_STATE_CODE: textOr(SAMPLE_PLATFORM.stateCode).transform((value, ctx) => {
    if (!GST_CODES.has(value)) {
      ctx.addIssue({ code: 'custom', message: `must be a GST state code of two digits such as 29 (got "${value}")` });
      return z.NEVER;
    }
    return value;
  }),
  DEMO_DATA: flag,
  DEV_OUTBOX: flag,
  TEST_CLOCK: isoTime,
  // Production refuses each offline stand-in unless the variable named for it allows it (productionStandIns).
  ALLOW_TEST_PAYMENTS: flag,
  ALLOW_OUTBOX_MAIL: flag,
  ALLOW_OUTBOX_SMS: flag,
  ALLOW_DEMO_DATA: flag,
  ALLOW_DEV_ROUTES: flag,
  ALLOW_SAMPLE_PLATFORM_DETAILS: flag,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: url(['http:', 'https:'], 'an http(s) URL of a JSON Web Key Set').default(
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  REDIS_URL: url(['redis:', 'rediss:'], 'a redis:// or rediss:// URL'),
  RATE_LIMIT_SCALE: positiveNumber(1),
  // 0 turns the timer off: the api tests run the scheduler by hand (app.scheduler.runDue()).
  SCHEDULER_TICK_MS: milliseconds(5_000, { min: 50, zeroAllowed: true }),
  SCHEDULER_LEASE_MS: milliseconds(60_000, { min: 1_000, zeroAllowed: false }),
  TRUST_PROXY: flag,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `pgliteDataDir` (or in memory when that is `memory://`). */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /** Where browsers reach this api; file URLs (profile pictures) are absolute on it. */
  apiPublicUrl: string;
  /** The folder uploaded files are kept in when no S3 bucket is configured. */
  uploadsDir: string;
  /** An S3-compatible bucket (MinIO, AWS S3) for uploaded files; the folder when unset. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  appUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /**
   * The key that encrypts secrets at rest (authenticator secrets): SECRETS_KEY, or else one kept in
   * `secretsKeyFile` (created on first start; services/secret-box.ts).
   */
  secretsKey: Buffer | undefined;
  secretsKeyFile: string;
  /** Stripe when both keys are set (`apiUrl` points the SDK at a stand-in); else the built-in test provider. */
  stripe: { secretKey: string; publishableKey: string; apiUrl: string | undefined } | undefined;
  /**
   * The platform's legal name, address (in lines), GSTIN and GST state code, as its tax invoices print
   * them; the state code decides CGST + SGST (a client in that state) or IGST (elsewhere in India).
   */
  platform: { legalName: string; addressLines: string[]; gstin: string; stateCode: string };
  demoData: boolean;
  devOutbox: boolean;
  /**
   * TEST_CLOCK: the time the api's clock starts at, for end-to-end tests of what happens days apart;
   * it runs on from there, and `POST /dev/clock` (with DEV_OUTBOX) moves it forward
   * (services/test-clock.ts). The machine's time when unset; never in production.
   */
  testClock: Date | undefined;
  /**
   * In production, the stand-ins this deployment runs on because a variable named for each allows it
   * (a local demo, a staging demo): each as that variable's name. Empty elsewhere, and in a real
   * production deployment.
   */
  allowedStandIns: string[];
  google: { clientId: string | undefined; jwksUrl: string };
  /** Redis for the live stream's pub/sub across api processes when set; PostgreSQL LISTEN/NOTIFY otherwise. */
  redisUrl: string | undefined;
  /** Multiplies every rate limit (the e2e suite signs up many users from one address). */
  rateLimitScale: number;
  /**
   * The scheduler (services/scheduler): how often each process looks for due tasks and queued work
   * (0: never by itself), and how long a claim holds a task or an item without being renewed (the
   * time after which work of a process that died is taken over).
   */
  scheduler: { tickMs: number; leaseMs: number };
  trustProxy: boolean;
  logLevel: string;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true';

interface StandIn {
  /** The variable that lets production run on it on purpose. */
  allowedBy:
    | 'ALLOW_TEST_PAYMENTS'
    | 'ALLOW_OUTBOX_MAIL'
    | 'ALLOW_OUTBOX_SMS'
    | 'ALLOW_DEMO_DATA'
    | 'ALLOW_DEV_ROUTES'
    | 'ALLOW_SAMPLE_PLATFORM_DETAILS';
  /** Why production refuses it, naming the variables that decide it. */
  problem: string;
}

/**
 * The offline stand-ins a production start would run on: the built-in test card provider, mail or SMS
 * kept in the outbox, the demo data (an account whose password is published), the dev routes (which
 * show mailed links), the sample company on tax invoices. Production refuses each one unless its
 * ALLOW_ variable is set.
 */
function productionStandIns(env: Record<string, string | undefined>): StandIn[] {
  const standIns: StandIn[] = [];
  const when = 'when NODE_ENV is production';
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) {
    standIns.push({
      allowedBy: 'ALLOW_TEST_PAYMENTS',
      problem: `STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: required ${when}; without them cards go to the built-in test provider, which accepts test cards such as 4242 4242 4242 4242 (ALLOW_TEST_PAYMENTS=1 allows it, for a demo)`,
    });
  }
  if (!env.SMTP_URL) {
    standIns.push({
      allowedBy: 'ALLOW_OUTBOX_MAIL',
      problem: `SMTP_URL: required ${when}; without it mail is only kept in the api's outbox and never sent (ALLOW_OUTBOX_MAIL=1 allows it, for a demo)`,
    });
  }
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) {
    standIns.push({
      allowedBy: 'ALLOW_OUTBOX_SMS',
      problem: `TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: required ${when}; without them text messages are only kept in the api's outbox and never sent (ALLOW_OUTBOX_SMS=1 allows it, for a demo)`,
    });
  }
  if (isOn(env.DEMO_DATA)) {
    standIns.push({
      allowedBy: 'ALLOW_DEMO_DATA',
      problem: `DEMO_DATA: must not be set ${when}; it seeds a demo account whose password is published (ALLOW_DEMO_DATA=1 allows it, for a demo)`,
    });
  }
  if (isOn(env.DEV_OUTBOX)) {
    standIns.push({
      allowedBy: 'ALLOW_DEV_ROUTES',
      problem: `DEV_OUTBOX: must not be set ${when}; its routes show mailed links and codes (ALLOW_DEV_ROUTES=1 allows it, for a demo; they answer the loopback address only)`,
    });
  }
  if (PLATFORM_VARIABLES.some((name) => !env[name]?.trim())) {
    standIns.push({
      allowedBy: 'ALLOW_SAMPLE_PLATFORM_DETAILS',
      problem: `PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN and PLATFORM_STATE_CODE: required ${when}; without them tax invoices name the sample company ${SAMPLE_PLATFORM.legalName} with a made-up GSTIN (ALLOW_SAMPLE_PLATFORM_DETAILS=1 allows it, for a demo)`,
    });
  }
  return standIns;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; every bad value is reported with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Checked on the raw values too, so they are reported along with the schema's problems, not after them.
  const twilioParts = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilioParts.some(Boolean) && !twilioParts.every(Boolean)) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  const s3Parts = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    problems.push('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const stripeParts = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  const platformParts = PLATFORM_VARIABLES.map((name) => env[name]?.trim());
  if (platformParts.some(Boolean) && !platformParts.every(Boolean)) {
    problems.push('PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN and PLATFORM_STATE_CODE must be set together');
  } else if (result.success && !result.data.PLATFORM_GSTIN.startsWith(result.data.PLATFORM_STATE_CODE)) {
    problems.push(
      `PLATFORM_GSTIN: must start with PLATFORM_STATE_CODE (${result.data.PLATFORM_STATE_CODE}), the state it is registered in`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.SECRETS_KEY && !env.SECRETS_KEY_FILE) {
    problems.push(
      'SECRETS_KEY: required when NODE_ENV is production (openssl rand -base64 32), or SECRETS_KEY_FILE to keep one in a file',
    );
  }
  // Not a stand-in a demo may choose: a clock that can be moved makes every expiry and payment date a
  // matter of who calls the dev route, so no variable allows it in production.
  if (env.NODE_ENV === 'production' && env.TEST_CLOCK?.trim()) {
    problems.push(
      "TEST_CLOCK: must not be set when NODE_ENV is production; it starts the api's clock at another time and lets the dev routes move it (no variable allows it)",
    );
  }
  const standIns = env.NODE_ENV === 'production' ? productionStandIns(env) : [];
  for (const standIn of standIns) if (!isOn(env[standIn.allowedBy])) problems.push(standIn.problem);
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const value = result.data;
  const appOrigin = new URL(value.APP_URL).origin;
  return {
    env: value.NODE_ENV,
    port: value.API_PORT,
    host: value.API_HOST,
    databaseUrl: value.DATABASE_URL,
    pgliteDataDir: value.PGLITE_DATA_DIR === 'memory://' ? 'memory://' : path.resolve(value.PGLITE_DATA_DIR),
    apiPublicUrl: (value.API_PUBLIC_URL ?? `http://localhost:${value.API_PORT}`).replace(/\/$/, ''),
    uploadsDir: path.resolve(value.UPLOADS_DIR),
    s3: value.S3_ENDPOINT
      ? {
          endpoint: value.S3_ENDPOINT,
          bucket: value.S3_BUCKET!,
          region: value.S3_REGION,
          accessKeyId: value.S3_ACCESS_KEY_ID!,
          secretAccessKey: value.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    appUrl: value.APP_URL.replace(/\/$/, ''),
    corsOrigins: value.CORS_ORIGINS ?? [...new Set([appOrigin, ...defaultOrigins])],
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    twilio: value.TWILIO_ACCOUNT_SID
      ? { accountSid: value.TWILIO_ACCOUNT_SID, authToken: value.TWILIO_AUTH_TOKEN!, from: value.TWILIO_FROM! }
      : undefined,
    secretsKey: value.SECRETS_KEY,
    secretsKeyFile: path.resolve(value.SECRETS_KEY_FILE || '.data/secrets.key'),
    stripe: value.STRIPE_SECRET_KEY
      ? {
          secretKey: value.STRIPE_SECRET_KEY,
          publishableKey: value.STRIPE_PUBLISHABLE_KEY!,
          apiUrl: value.STRIPE_API_URL,
        }
      : undefined,
    platform: {
      legalName: value.PLATFORM_LEGAL_NAME,
      addressLines: value.PLATFORM_ADDRESS,
      gstin: value.PLATFORM_GSTIN,
      stateCode: value.PLATFORM_STATE_CODE,
    },
    demoData: value.DEMO_DATA,
    devOutbox: value.DEV_OUTBOX,
    testClock: value.TEST_CLOCK,
    allowedStandIns: standIns.map((standIn) => standIn.allowedBy),
    google: { clientId: value.GOOGLE_CLIENT_ID || undefined, jwksUrl: value.GOOGLE_JWKS_URL },
    redisUrl: value.REDIS_URL,
    rateLimitScale: value.RATE_LIMIT_SCALE,
    scheduler: { tickMs: value.SCHEDULER_TICK_MS, leaseMs: value.SCHEDULER_LEASE_MS },
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
  };
}
