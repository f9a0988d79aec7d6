#!/usr/bin/env node
// @ts-check
/**
 * The dev command: every app's rspack dev server at once (watch + hot reload), host on :3000, and
 * the api on :4000 restarting on change (PGlite in ./.data, demo data, dev outbox).
 */
import { startApi } from './api-process.mjs';
import { install, runPnpmAsync } from './pnpm.mjs';

install();
const api = await startApi({ DEMO_DATA: '1', DEV_OUTBOX: '1', ...process.env }, { watch: true });
const code = await runPnpmAsync(
  ['--recursive', '--parallel', '--filter', './host', '--filter', './remote-*', 'run', 'dev'],
  {
    env: { ...process.env, NODE_ENV: 'development' },
  },
);
await api.close();
process.exit(code);
