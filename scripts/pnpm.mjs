#!/usr/bin/env node
// @ts-check
/**
 * Runs pnpm at the version package.json pins, on a machine that has only Node and npm: the pnpm on
 * PATH when it is that version, else the same version through `npx` (corepack cannot be relied on).
 * Usage: node scripts/pnpm.mjs <pnpm arguments…>
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')).pnpmVersion;

/** @type {string[] | undefined} */
let command;

/** The command that runs the pinned pnpm, as [file, ...leading args]; looked up once per process. */
export function pnpmCommand() {
  if (!command) {
    const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
    command = found.status === 0 && found.stdout.trim() === pinned ? ['pnpm'] : ['npx', '--yes', `pnpm@${pinned}`];
  }
  return command;
}

/**
 * Runs pnpm with the arguments and returns its exit code.
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function runPnpm(args, options = {}) {
  const [file, ...lead] = pnpmCommand();
  const result = spawnSync(/** @type {string} */ (file), [...lead, ...args], {
    cwd: options.cwd ?? rootDir,
    env: options.env ?? process.env,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

/**
 * Runs pnpm without blocking the event loop (for commands that run beside servers of this process, or
 * beside another command), its output to the terminal or into the file `output` names.
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, output?: string }} [options]
 * @returns {Promise<number>}
 */
export function runPnpmAsync(args, options = {}) {
  const [file, ...lead] = pnpmCommand();
  const output = options.output === undefined ? undefined : openSync(options.output, 'w');
  const child = spawn(/** @type {string} */ (file), [...lead, ...args], {
    cwd: options.cwd ?? rootDir,
    env: options.env ?? process.env,
    stdio: output === undefined ? 'inherit' : ['ignore', output, output],
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (output !== undefined) closeSync(output);
      resolve(code ?? 1);
    }),
  );
}

/**
 * Installs the workspace exactly as the lockfile says (quick when nothing changed). Every command the
 * README names calls this before it imports anything that is not built into Node, which is why this
 * file imports only Node's own modules: on a fresh clone nothing else exists yet.
 */
export function install() {
  const code = runPnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2)));
}
