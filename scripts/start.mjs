#!/usr/bin/env node
// @ts-check
/**
 * The start command (README Quick start): installs, builds every app for production and serves the
 * host on :3000 and the remotes on :3001–:3004, with the api on :4000 on embedded PGlite (data in
 * ./.data) with the demo data and the dev outbox, until Ctrl-C.
 */
// Only Node's own modules until the install has run: a fresh clone has no node_modules.
import { install } from './pnpm.mjs';

install();
const { buildApps, serveAll } = await import('./apps.mjs');
const { startApi } = await import('./api-process.mjs');
await buildApps();
const api = await startApi({ DEMO_DATA: '1', DEV_OUTBOX: '1', ...process.env });
const servers = await serveAll();

console.log('\nTalentIndia is running (production build):');
for (const { key, server } of servers) console.log(`  ${key.padEnd(12)} ${server.url}`);
console.log(`  ${'api'.padEnd(12)} ${api.url} (docs at ${api.url}/docs)`);
console.log(`\nOpen ${servers[0]?.server.url} in your browser. Press Ctrl-C to stop.\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([...servers.map(({ server }) => server.close()), api.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
