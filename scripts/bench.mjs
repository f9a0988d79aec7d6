#!/usr/bin/env node
// @ts-check
/**
 * The benchmark command: `npm run bench -- <name>` installs, then runs bench/<name>.mjs, a script
 * that prints its figures (with a baseline measured in the same run). Benchmarks are measurements,
 * not tests: nothing in CI times them. Every one talks to loopback addresses only.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
// Only Node's own modules until the install has run: a fresh clone has no node_modules.
import { install, rootDir } from './pnpm.mjs';

const benchDir = path.join(rootDir, 'bench');
const names = readdirSync(benchDir)
  .filter((file) => /^[a-z][a-z0-9-]*\.mjs$/.test(file))
  .map((file) => file.replace(/\.mjs$/, ''));
const [name, ...args] = process.argv.slice(2);
if (!name || !names.includes(name)) {
  console.error(`Usage: npm run bench -- <${names.join('|')}> [options]`);
  process.exit(2);
}

install();
const { run } = await import(path.join(benchDir, `${name}.mjs`));
process.exitCode = await run(args);
