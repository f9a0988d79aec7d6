#!/usr/bin/env node
// @ts-check
/** The dev command: every app's rspack dev server at once (watch + hot reload), host on :3000. */
import { runPnpm } from './pnpm.mjs';

process.exit(
  runPnpm(['--recursive', '--parallel', '--filter', './host', '--filter', './remote-*', 'run', 'dev'], {
    env: { ...process.env, NODE_ENV: 'development' },
  }),
);
