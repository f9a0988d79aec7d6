#!/usr/bin/env node
// @ts-check
/**
 * Runs one remote on its own, for QA: `npm run standalone -- <remote> [--build]`.
 * Without --build, its dev server (hot reload); with --build, its production build on its own server.
 * <remote> is marketing, settings, messages or jobs-reports.
 */
import { apps, portOf, remoteKeys } from '../shared/build/ports.mjs';
// Only Node's own modules until the install has run: a fresh clone has no node_modules.
import { install, runPnpm } from './pnpm.mjs';

const [name, flag] = process.argv.slice(2);
const key = remoteKeys.find((candidate) => apps[candidate].dir === `remote-${name}`);
if (!key) {
  console.error(
    `Usage: npm run standalone -- <${remoteKeys.map((k) => apps[k].dir.replace('remote-', '')).join('|')}> [--build]`,
  );
  process.exit(2);
}
const app = apps[key];

install();
if (flag === '--build') {
  const { buildApps, serveApp } = await import('./apps.mjs');
  await buildApps([key]);
  const server = await serveApp(key);
  console.log(`\n${app.dir} (production build, standalone): http://localhost:${portOf(key)}  — Ctrl-C to stop\n`);
  process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
} else {
  process.exit(
    runPnpm(['--filter', `./${app.dir}`, 'run', 'dev'], { env: { ...process.env, NODE_ENV: 'development' } }),
  );
}
