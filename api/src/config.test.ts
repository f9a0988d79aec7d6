import path from 'node:path';
import { gstinProblem } from '@talentindia/contracts';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDataDir: path.resolve('.data/pglite'),
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      twilio: undefined,
      demoData: false,
      devOutbox: false,
      allowedStandIns: [],
      platform: {
        legalName: 'TalentIndia Technologies Private Limited',
        addressLines: ['1 MG Road', 'Bengaluru, Karnataka 560001', 'India'],
        gstin: '29AAGCT4821K1ZZ',
        stateCode: '29',
      },
      google: { clientId: undefined, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      rateLimitScale: 1,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:3000',
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3003',
        'http://localhost:3004',
      ]),
    );
  });

  it('reads the scheduler settings, 0 turning its timer off, and refuses bad ones', () => {
    expect(loadConfig({}).scheduler).toEqual({ tickMs: 5_000, leaseMs: 60_000 });
    expect(loadConfig({ SCHEDULER_TICK_MS: '0', SCHEDULER_LEASE_MS: '3000' }).scheduler).toEqual({
      tickMs: 0,
      leaseMs: 3_000,
    });
    expect(problemsOf({ SCHEDULER_TICK_MS: '10', SCHEDULER_LEASE_MS: '0' })).toEqual([
      'SCHEDULER_TICK_MS: must be a whole number of milliseconds, 0 or at least 50 (got "10")',
      'SCHEDULER_LEASE_MS: must be a whole number of milliseconds, at least 1000 (got "0")',
    ]);
    expect(problemsOf({ SCHEDULER_TICK_MS: '1.5s' })).toEqual([
      'SCHEDULER_TICK_MS: must be a whole number of milliseconds, 0 or at least 50 (got "1.5s")',
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ API_PORT: '', APP_URL: '', DATABASE_URL: '', DEMO_DATA: '', CORS_ORIGINS: ' ' });
    expect(config).toMatchObject({ port: 4000, appUrl: 'http://localhost:3000', databaseUrl: undefined });
    expect(config.demoData).toBe(false);
    expect(config.corsOrigins).toContain('http://localhost:3004');
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_PORT: '8080',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:secret@db:5432/talentindia',
      APP_URL: 'https://app.example.com/',
      CORS_ORIGINS: 'https://app.example.com, https://jobs.example.com',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550100',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      DEMO_DATA: 'true',
      ALLOW_DEMO_DATA: '1',
      PLATFORM_LEGAL_NAME: ' Asha Marketplaces LLP ',
      PLATFORM_ADDRESS: '12 Marine Drive\nFloor 3 | Mumbai, Maharashtra 400001|',
      PLATFORM_GSTIN: '27aapfu0939f1zv',
      PLATFORM_STATE_CODE: '27',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      REDIS_URL: 'redis://cache:6379/0',
      RATE_LIMIT_SCALE: '2.5',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app:secret@db:5432/talentindia',
      appUrl: 'https://app.example.com',
      corsOrigins: ['https://app.example.com', 'https://jobs.example.com'],
      smtpUrl: 'smtps://user:pass@smtp.example.com',
      twilio: { accountSid: 'AC123', authToken: 'token', from: '+15550100' },
      secretsKey: Buffer.alloc(32, 7),
      stripe: { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', apiUrl: undefined },
      demoData: true,
      redisUrl: 'redis://cache:6379/0',
      devOutbox: false,
      allowedStandIns: ['ALLOW_DEMO_DATA'],
      platform: {
        legalName: 'Asha Marketplaces LLP',
        addressLines: ['12 Marine Drive', 'Floor 3', 'Mumbai, Maharashtra 400001'],
        gstin: '27AAPFU0939F1ZV',
        stateCode: '27',
      },
      google: { clientId: 'id.apps.googleusercontent.com' },
      rateLimitScale: 2.5,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it('has sample platform details whose GSTIN is valid for the state they name', () => {
    const { platform } = loadConfig({});
    expect(gstinProblem(platform.gstin, 'Karnataka')).toBeNull();
    expect(platform.gstin.slice(0, 2)).toBe(platform.stateCode);
  });

  it('refuses platform details that are partial, malformed or disagree with each other', () => {
    const platform = {
      PLATFORM_LEGAL_NAME: 'Asha Marketplaces LLP',
      PLATFORM_ADDRESS: '12 Marine Drive|Mumbai, Maharashtra 400001',
      PLATFORM_GSTIN: '27AAPFU0939F1ZV',
      PLATFORM_STATE_CODE: '27',
    };
    expect(loadConfig(platform).platform.stateCode).toBe('27');
    expect(problemsOf({ PLATFORM_GSTIN: '27AAPFU0939F1ZV' })).toEqual([
      'PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN and PLATFORM_STATE_CODE must be set together',
    ]);
    // The check character is wrong.
    expect(problemsOf({ ...platform, PLATFORM_GSTIN: '27AAPFU0939F1ZA' })).toEqual([
      'PLATFORM_GSTIN: must be a valid GSTIN such as 29AAGCT4821K1ZZ (got "27AAPFU0939F1ZA")',
    ]);
    expect(problemsOf({ ...platform, PLATFORM_STATE_CODE: '29' })).toEqual([
      'PLATFORM_GSTIN: must start with PLATFORM_STATE_CODE (29), the state it is registered in',
    ]);
    expect(problemsOf({ ...platform, PLATFORM_STATE_CODE: '99' })).toEqual([
      'PLATFORM_STATE_CODE: must be a GST state code of two digits such as 29 (got "99")',
    ]);
    expect(problemsOf({ ...platform, PLATFORM_ADDRESS: ' | | ' })).toEqual([
      'PLATFORM_ADDRESS: must be 1 to 6 lines of at most 120 characters, separated by |',
    ]);
  });

  it('adds APP_URL’s origin to the default CORS origins', () => {
    expect(loadConfig({ APP_URL: 'http://localhost:5000/app' }).corsOrigins).toContain('http://localhost:5000');
  });

  it('keeps PGlite in memory for memory://', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).pgliteDataDir).toBe('memory://');
  });

  it('reports every bad value at once, each with its name', () => {
    const problems = problemsOf({
      API_PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      APP_URL: 'notaurl',
      CORS_ORIGINS: 'http://ok.example,not an origin',
      LOG_LEVEL: 'loud',
      TWILIO_ACCOUNT_SID: 'AC123',
    });
    const named = (name: string) => problems.find((problem) => problem.startsWith(`${name}:`));

    expect(named('API_PORT')).toMatch(/port number.*"abc"/);
    expect(named('DATABASE_URL')).toMatch(/postgres:\/\//);
    expect(named('APP_URL')).toMatch(/http\(s\) URL/);
    expect(named('CORS_ORIGINS')).toContain('"not an origin"');
    expect(named('LOG_LEVEL')).toMatch(/fatal, error, warn/);
    expect(problems.find((problem) => problem.startsWith('TWILIO_ACCOUNT_SID'))).toMatch(/set together/);
    expect(problems).toHaveLength(6);
  });

  it.each([
    ['API_PORT', { API_PORT: '70000' }],
    ['API_PORT', { API_PORT: '80.5' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SMTP_URL', { SMTP_URL: 'http://smtp.example.com' }],
    ['DEMO_DATA', { DEMO_DATA: 'yes' }],
    ['RATE_LIMIT_SCALE', { RATE_LIMIT_SCALE: '0' }],
    ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'ftp://keys.example' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache:6379' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://app.example.com/path' }],
  ])('rejects a bad %s', (name, env) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  describe('in production, the offline stand-ins', () => {
    /** Everything production needs, so that each case below changes one thing. */
    const production: Record<string, string> = {
      NODE_ENV: 'production',
      SECRETS_KEY_FILE: '/data/secrets.key',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550100',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      PLATFORM_LEGAL_NAME: 'Asha Marketplaces LLP',
      PLATFORM_ADDRESS: '12 Marine Drive|Mumbai, Maharashtra 400001',
      PLATFORM_GSTIN: '27AAPFU0939F1ZV',
      PLATFORM_STATE_CODE: '27',
    };
    const without = (...names: string[]) =>
      Object.fromEntries(Object.entries(production).filter(([name]) => !names.includes(name)));

    it('starts with none of them', () => {
      expect(loadConfig(production)).toMatchObject({ env: 'production', demoData: false, allowedStandIns: [] });
    });

    it.each([
      {
        standIn: 'the test card provider',
        env: without('STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'),
        named:
          /^STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: required when NODE_ENV is production; .*4242.*ALLOW_TEST_PAYMENTS=1/,
        allowedBy: 'ALLOW_TEST_PAYMENTS',
      },
      {
        standIn: 'mail kept in the outbox',
        env: without('SMTP_URL'),
        named: /^SMTP_URL: required when NODE_ENV is production; .*outbox.*ALLOW_OUTBOX_MAIL=1/,
        allowedBy: 'ALLOW_OUTBOX_MAIL',
      },
      {
        standIn: 'SMS kept in the outbox',
        env: without('TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'),
        named:
          /^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: required when NODE_ENV is production; .*ALLOW_OUTBOX_SMS=1/,
        allowedBy: 'ALLOW_OUTBOX_SMS',
      },
      {
        standIn: 'the demo data',
        env: { ...production, DEMO_DATA: '1' },
        named: /^DEMO_DATA: must not be set when NODE_ENV is production; .*ALLOW_DEMO_DATA=1/,
        allowedBy: 'ALLOW_DEMO_DATA',
      },
      {
        standIn: 'the dev routes',
        env: { ...production, DEV_OUTBOX: 'true' },
        named: /^DEV_OUTBOX: must not be set when NODE_ENV is production; .*ALLOW_DEV_ROUTES=1/,
        allowedBy: 'ALLOW_DEV_ROUTES',
      },
      {
        standIn: 'the sample company on tax invoices',
        env: without('PLATFORM_LEGAL_NAME', 'PLATFORM_ADDRESS', 'PLATFORM_GSTIN', 'PLATFORM_STATE_CODE'),
        named:
          /^PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN and PLATFORM_STATE_CODE: required when NODE_ENV is production; .*sample company.*ALLOW_SAMPLE_PLATFORM_DETAILS=1/,
        allowedBy: 'ALLOW_SAMPLE_PLATFORM_DETAILS',
      },
    ])('refuses $standIn, naming the variables, unless $allowedBy allows it', ({ env, named, allowedBy }) => {
      expect(problemsOf(env)).toEqual([expect.stringMatching(named)]);
      // Only its own variable allows it.
      const others = [
        'ALLOW_TEST_PAYMENTS',
        'ALLOW_OUTBOX_MAIL',
        'ALLOW_OUTBOX_SMS',
        'ALLOW_DEMO_DATA',
        'ALLOW_DEV_ROUTES',
        'ALLOW_SAMPLE_PLATFORM_DETAILS',
      ];
      const allOthers = Object.fromEntries(others.filter((name) => name !== allowedBy).map((name) => [name, '1']));
      expect(problemsOf({ ...env, ...allOthers })).toEqual([expect.stringMatching(named)]);
      expect(problemsOf({ ...env, [allowedBy]: '0' })).toEqual([expect.stringMatching(named)]);
      expect(loadConfig({ ...env, [allowedBy]: '1' }).allowedStandIns).toEqual([allowedBy]);
    });

    it('reports every stand-in at once, as a bare production start would run on', () => {
      const problems = problemsOf({ NODE_ENV: 'production', SECRETS_KEY_FILE: '/data/secrets.key', DEMO_DATA: '1' });
      expect(problems.map((problem) => problem.split(':')[0])).toEqual([
        'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
        'SMTP_URL',
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
        'DEMO_DATA',
        'PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN and PLATFORM_STATE_CODE',
      ]);
    });

    it('are not asked about outside production', () => {
      expect(loadConfig({ DEMO_DATA: '1', DEV_OUTBOX: '1' })).toMatchObject({
        env: 'development',
        demoData: true,
        devOutbox: true,
        allowedStandIns: [],
      });
    });
  });

  it('starts the api’s clock at TEST_CLOCK, an ISO time with its zone, outside production only', () => {
    expect(loadConfig({}).testClock).toBeUndefined();
    expect(loadConfig({ TEST_CLOCK: ' ' }).testClock).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '2031-03-10T09:00:00Z' }).testClock).toEqual(
      new Date('2031-03-10T09:00:00Z'),
    );
    expect(loadConfig({ TEST_CLOCK: '2031-03-10T14:30:00.250+05:30' }).testClock).toEqual(
      new Date('2031-03-10T09:00:00.250Z'),
    );
    // Without a zone it would be a different moment on each machine.
    for (const value of ['2031-03-10T09:00:00', '2031-03-10', 'next monday', '2031-02-30T09:00:00Z']) {
      expect(problemsOf({ TEST_CLOCK: value })).toEqual([
        `TEST_CLOCK: must be an ISO time with its zone such as 2026-03-09T09:00:00Z (got "${value}")`,
      ]);
    }
    // Never in production, whatever else allows a stand-in.
    const production = {
      NODE_ENV: 'production',
      SECRETS_KEY_FILE: '/data/secrets.key',
      TEST_CLOCK: '2031-03-10T09:00:00Z',
    };
    expect(problemsOf({ ...production, ALLOW_DEV_ROUTES: '1', ALLOW_DEMO_DATA: '1' })).toContainEqual(
      expect.stringMatching(/^TEST_CLOCK: must not be set when NODE_ENV is production; .*\(no variable allows it\)$/),
    );
  });

  it('needs a secrets key in production, and checks its length', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContainEqual(expect.stringMatching(/^SECRETS_KEY: required/));
    expect(problemsOf({ SECRETS_KEY: 'c2hvcnQ=' })).toEqual([expect.stringMatching(/^SECRETS_KEY: must be 32/)]);
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({}).secretsKeyFile).toMatch(/\.data\/secrets\.key$/);
  });

  it('needs both Stripe keys or neither', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    ]);
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
  });

  it.each<Record<string, string>>([
    { TWILIO_ACCOUNT_SID: 'AC123' },
    { TWILIO_AUTH_TOKEN: 'token' },
    { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token' },
    { TWILIO_FROM: '+15550100', TWILIO_AUTH_TOKEN: 'token' },
  ])('refuses a partial Twilio setup %j', (env) => {
    expect(problemsOf(env)).toEqual([expect.stringContaining('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM')]);
  });

  it.each<Record<string, string>>([
    { S3_ENDPOINT: 'http://minio:9000' },
    { S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' },
    { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' },
  ])('refuses a partial S3 setup %j', (env) => {
    expect(problemsOf(env)).toEqual([
      expect.stringContaining('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'),
    ]);
  });

  it('keeps uploads in a folder by default and in a bucket when S3 is configured', () => {
    expect(loadConfig({})).toMatchObject({
      uploadsDir: path.resolve('.data/uploads'),
      s3: undefined,
      apiPublicUrl: 'http://localhost:4000',
    });
    expect(loadConfig({ API_PORT: '4100' }).apiPublicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ API_PUBLIC_URL: 'https://api.example.com/' }).apiPublicUrl).toBe('https://api.example.com');
    expect(problemsOf({ API_PUBLIC_URL: 'ftp://x' })).toEqual([expect.stringMatching(/^API_PUBLIC_URL: /)]);
    const config = loadConfig({
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('says what is wrong in its message', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(/Invalid configuration:\n {2}- API_PORT: /);
  });
});
