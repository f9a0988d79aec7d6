import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, remoteUrl, type TestAccount } from './browser';

const { e2ePorts } = require('../harness/ports.cjs') as { e2ePorts: Record<string, number> };
// The harness's way of running the api (scripts/api-process.mjs), for an api of this file's own.
const { startApi } = require('../../scripts/api-process.mjs') as {
  startApi: (
    env: Record<string, string | undefined>,
    options?: { readyWithinMs?: number },
  ) => Promise<{ url: string; close: () => Promise<void> }>;
};

const LOOPBACK = '127.0.0.1';

/**
 * An api whose clock the tests move (TEST_CLOCK, POST /dev/clock), for what happens days apart: an
 * hourly week closing into its invoice, the client's review of it. The suite's api runs at real time
 * for every file at once, so moving its clock would end every other test's sessions.
 */
export const CLOCK_API_URL = `http://localhost:${e2ePorts.clockApi}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the clock's api may take to seed its demo data and answer (the test's hook waits a minute more). */
export const CLOCK_BACKEND_READY_MS = 300_000;

/** 09:00 UTC on the Monday of the machine's current week (the platform's weeks run Monday to Sunday, in UTC). */
export function mondayMorningThisWeek(): Date {
  const now = new Date();
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday, 9));
}

/** A calendar day `days` after `start`'s, as the api writes days (`YYYY-MM-DD`, UTC). */
export function dayAfter(start: Date, days: number): string {
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Starts the api on its own in-memory database with its clock at `start`: the demo data (for its
 * demo freelancers), the dev routes (the outbox, and the clock's), the scheduler ticking every half
 * second so a week that ended is closed soon after the clock passes its end. Returns its stop.
 */
export async function startClockBackend(start: Date): Promise<() => Promise<void>> {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'talentindia-e2e-clock-uploads-'));
  const origins = [HOST_URL, remoteUrl('jobsReports')];
  let api: { close: () => Promise<void> };
  try {
    api = await startApi(
      {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        API_HOST: LOOPBACK,
        API_PORT: String(e2ePorts.clockApi),
        // Links to files (the freelancers' pictures) at the address the page calls its api at, which
        // routeApiToClockBackend sends here: the page's policy allows that one only.
        API_PUBLIC_URL: API_URL,
        PGLITE_DATA_DIR: 'memory://',
        UPLOADS_DIR: uploadsDir,
        APP_URL: HOST_URL,
        CORS_ORIGINS: origins.join(','),
        DEMO_DATA: '1',
        DEV_OUTBOX: '1',
        TEST_CLOCK: start.toISOString(),
        SCHEDULER_TICK_MS: '500',
        RATE_LIMIT_SCALE: '100',
        LOG_LEVEL: 'warn',
      },
      // It seeds the demo data (with months of paid hourly weeks) before it answers: under a full CI
      // run on a slow day that has taken more than the usual 120 s.
      { readyWithinMs: CLOCK_BACKEND_READY_MS },
    );
  } catch (error) {
    rmSync(uploadsDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
}

/**
 * Sends the page's api calls to the clock's api instead of the suite's: the page still calls the
 * address its remotes.json names (and its policy allows); the browser never sees the swap.
 */
export async function routeApiToClockBackend(page: Page) {
  await page.route(`${API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_URL, CLOCK_API_URL) }),
  );
}

/** `POST /dev/clock`: moves the api's clock forward by `minutes`; answers its new time. */
export async function advanceClock(minutes: number): Promise<Date> {
  const response = await fetch(`${CLOCK_API_URL}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_minutes: minutes }),
  });
  if (response.status !== 200) throw new Error(`POST /dev/clock answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { now: string } };
  return new Date(data.now);
}

/**
 * A new session for an account whose session ended (a session lasts 12 hours by the api's clock,
 * which the tests move days ahead): `POST /login` with its password, on the api it belongs to.
 */
export async function signInAgain(account: TestAccount): Promise<TestAccount> {
  const apiUrl = account.apiUrl ?? API_URL;
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login as ${account.email} failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { ...account, accessToken: data.token };
}
