#!/usr/bin/env node
// @ts-check
/**
 * Serves ONE app's existing production build (no install, no build) until SIGINT or SIGTERM: what each
 * app container of docker-compose.yml runs.
 * Usage: node scripts/serve-app.mjs <host|marketing|settings|messages|jobsReports>
 * Environment: the app's port variable (HOST_PORT, MARKETING_PORT, …) and BIND_HOST; for the host, what
 * remotes.json is made of (<REMOTE>_URL, API_URL, GOOGLE_CLIENT_ID), or REMOTES_JSON: a file served as
 * /remotes.json instead, re-read on every request.
 */
import { existsSync } from 'node:fs';
import { apps } from '../shared/build/ports.mjs';
import { distOf, serveApp } from './apps.mjs';

/** @typedef {keyof typeof apps} AppKey */

const keys = /** @type {AppKey[]} */ (Object.keys(apps));
const key = /** @type {AppKey | undefined} */ (keys.find((candidate) => candidate === process.argv[2]));
if (!key) {
  console.error(`Usage: node scripts/serve-app.mjs <${keys.join('|')}>`);
  process.exit(2);
}
const app = apps[key];

if (!existsSync(distOf(key))) {
  console.error(`${app.dir} has no production build: run node scripts/pnpm.mjs --filter ./${app.dir} run build first.`);
  process.exit(1);
}

/** @type {Awaited<ReturnType<typeof serveApp>>} */
let server;
try {
  server = await serveApp(key);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const remotesFile = key === 'host' ? process.env.REMOTES_JSON : undefined;
console.log(`${app.dir} (production build): ${server.url}${remotesFile ? `, /remotes.json from ${remotesFile}` : ''}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
