#!/usr/bin/env node
// @ts-check
/**
 * The start command (README Quick start): installs, builds every app for production and serves the
 * host on :3000 and the remotes on :3001–:3004 until Ctrl-C.
 */
import { buildApps, install, serveAll } from './apps.mjs';

install();
await buildApps();
const servers = await serveAll();

console.log('\nTalentIndia is running (production build):');
for (const { key, server } of servers) console.log(`  ${key.padEnd(12)} ${server.url}`);
console.log(`\nOpen ${servers[0]?.server.url} in your browser. Press Ctrl-C to stop.\n`);

const stop = async () => {
  await Promise.all(servers.map(({ server }) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
