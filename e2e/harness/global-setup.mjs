// @ts-check
/**
 * Serves the production build of every app on the e2e ports and a small control endpoint through
 * which tests take a remote down, bring it back, or slow its manifest down: the failure paths are
 * exercised against real servers, not mocks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { apps } from '../../shared/build/ports.mjs';
import { serveApp } from '../../scripts/apps.mjs';
import { startApi } from '../../scripts/api-process.mjs';
import ports from './ports.cjs';
import google from './google.cjs';
import stripe from './stripe.cjs';

const { e2ePorts, standCount, standPort } = ports;
const { E2E_GOOGLE_CLIENT_ID, GOOGLE_KEY_FILE, GOOGLE_KID } = google;
const { E2E_STRIPE_PUBLISHABLE_KEY } = stripe;

const LOOPBACK = '127.0.0.1';

/** @typedef {keyof typeof apps} AppKey */

/** The servers running, by stand and app ("1:messages"). @type {Map<string, { close: () => Promise<unknown> }>} */
const running = new Map();
/** The manifest delay per stand and remote, in ms. @type {Map<string, number>} */
const delays = new Map();

/**
 * The environment one stand's apps are served with (see ports.cjs): its ports, on loopback, and
 * nothing from the shell.
 * @param {number} stand
 */
function standEnv(stand) {
  return {
    BIND_HOST: LOOPBACK,
    API_PORT: String(e2ePorts.api),
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    // Stripe's hosts in the pages' policy, as in production with Stripe configured (see stripe.cjs).
    STRIPE_PUBLISHABLE_KEY: E2E_STRIPE_PUBLISHABLE_KEY,
    ...Object.fromEntries(
      /** @type {AppKey[]} */ (Object.keys(apps)).map((key) => [apps[key].portEnv, String(standPort(stand, key))]),
    ),
  };
}

const stands = Array.from({ length: standCount }, (_, stand) => stand);

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'talentindia-e2e-uploads-'));

const appOrigins = stands.flatMap((stand) =>
  /** @type {AppKey[]} */ (Object.keys(apps)).map((key) => `http://localhost:${standPort(stand, key)}`),
);

/**
 * The real api on a fresh in-memory PGlite: demo data, the dev outbox (tests open mailed links),
 * Google ID tokens verified against the harness's own key (no network), generous rate limits
 * (one address signs up many users).
 */
function apiEnv() {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    API_HOST: LOOPBACK,
    API_PORT: String(e2ePorts.api),
    PGLITE_DATA_DIR: 'memory://',
    // Pictures uploaded by the tests, removed at teardown.
    UPLOADS_DIR: uploadsDir,
    APP_URL: appOrigins[0],
    CORS_ORIGINS: appOrigins.join(','),
    DEMO_DATA: '1',
    DEV_OUTBOX: '1',
    RATE_LIMIT_SCALE: '100',
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${e2ePorts.control}/google/jwks.json`,
    LOG_LEVEL: 'warn',
  };
}

/** A signing key standing in for Google's: the api gets the public half, the tests the private half. */
async function createGoogleKey() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: GOOGLE_KID, alg: 'RS256', use: 'sig' };
  mkdirSync(path.dirname(GOOGLE_KEY_FILE), { recursive: true });
  writeFileSync(GOOGLE_KEY_FILE, JSON.stringify({ kid: GOOGLE_KID, pkcs8: await exportPKCS8(privateKey) }));
  return { keys: [jwk] };
}

/** @param {number} stand @param {AppKey} key */
async function start(stand, key) {
  const id = `${stand}:${key}`;
  if (running.has(id)) return;
  const server = await serveApp(key, standEnv(stand), async (req) => {
    const delay = delays.get(id);
    if (delay && req.url?.startsWith('/mf-manifest.json')) await new Promise((resolve) => setTimeout(resolve, delay));
    return false;
  });
  running.set(id, server);
}

/** @param {string} id */
async function stop(id) {
  const server = running.get(id);
  running.delete(id);
  await server?.close();
}

export default async function globalSetup() {
  for (const stand of stands) for (const key of /** @type {AppKey[]} */ (Object.keys(apps))) await start(stand, key);
  const jwks = await createGoogleKey();

  const control = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/google/jwks.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(jwks));
      return;
    }
    // /<action>/<app>?stand=<n>: stand 0 unless told.
    const [, action, key] = url.pathname.split('/');
    const stand = Number(url.searchParams.get('stand') ?? 0);
    if (!key || !(key in apps) || !stands.includes(stand)) {
      res.writeHead(404).end();
      return;
    }
    const app = /** @type {AppKey} */ (key);
    const id = `${stand}:${app}`;
    if (action === 'stop') await stop(id);
    else if (action === 'start') await start(stand, app);
    else if (action === 'delay') delays.set(id, Number(url.searchParams.get('ms') || 0));
    else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(204).end();
  });
  await new Promise((resolve) => control.listen(e2ePorts.control, LOOPBACK, () => resolve(undefined)));
  const api = await startApi(apiEnv());

  /** @type {any} */ (globalThis).__E2E_TEARDOWN__ = async () => {
    await Promise.all([...running.keys()].map(stop));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
    await new Promise((resolve) => control.close(() => resolve(undefined)));
  };
}
