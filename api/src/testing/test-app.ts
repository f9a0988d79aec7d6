import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type Clock } from '../app';
import { loadConfig, type Config } from '../config';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A clock a test moves by hand: `clock.advance(31 * 60 * 1000)` makes a 30-minute link expire. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Builds the real app on a fresh database, driven through `app.inject()` (no port). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  // Uploaded files go to a folder of this app's own, removed on close.
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentindia-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    LOG_LEVEL: 'info',
    APP_URL: 'http://localhost:3000',
    // No timer: a test runs scheduled work itself (app.scheduler.runDue()) after moving its clock.
    SCHEDULER_TICK_MS: '0',
    UPLOADS_DIR: uploadsDir,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(config, { database: handle, logStream, ...options });
  return {
    app,
    config,
    logs,
    request: async ({ token, headers, ...options }) => {
      const response = await app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      // Mail the request queued is being sent as it answered: once this resolves, it is in the outbox.
      await app.scheduler.idle();
      return response;
    },
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const STRONG_PASSWORD = 'Secret@123';

/** Signs up a user through the api and returns the token and address. */
export async function signUp(testApp: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const response = await testApp.request({
    method: 'POST',
    url: '/signup',
    payload: {
      first_name: 'Asha',
      last_name: 'Rao',
      email,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { email, token: response.json().data.token as string, body: response.json() };
}

/**
 * Opens the window for sensitive changes on a session (issue 17 §2), with the account's password
 * by default, as the page's "Confirm it's you" dialog does.
 */
export async function confirmItsMe(
  testApp: TestApp,
  token: string,
  proof: { password?: string; credential?: string; code?: string } = { password: STRONG_PASSWORD },
) {
  const response = await testApp.request({ method: 'POST', url: '/settings/reauthenticate', token, payload: proof });
  if (response.statusCode !== 200) throw new Error(`reauthentication failed: ${response.statusCode} ${response.body}`);
}

/** The newest outbox message for a recipient (through the dev endpoint, as a developer would). */
export async function latestMail(testApp: TestApp, to: string) {
  const response = await testApp.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json().data[0] as { subject: string; text: string; html: string } | undefined;
}

export function linkToken(
  text: string,
  page: '/reset-password' | '/verify-email' | '/confirm-email' | '/delete-account',
): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return match[1]!;
}
