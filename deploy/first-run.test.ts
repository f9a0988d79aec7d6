// A fresh clone has no node_modules: every command the README names must install before it imports
// anything that is not built into Node. (It once failed at once on a bare machine, `Cannot find package
// 'sirv'`, while CI, which installed first, was green.) Each entry script runs here in a copy of the
// repository's scripts with nothing installed and a stand-in pnpm that only notes how it was called.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const pinnedPnpm = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).pnpmVersion as string;

let copy: string;
let pnpmLog: string;
let fakeBin: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'talentindia-first-run-'));
  for (const part of ['package.json', 'scripts', 'shared/build/ports.mjs', 'shared/build/chromium.cjs']) {
    cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  }
  mkdirSync(path.join(copy, 'bench'));
  writeFileSync(path.join(copy, 'bench/probe.mjs'), 'export async function run() { return 0; }\n');

  pnpmLog = path.join(copy, 'pnpm-calls.log');
  fakeBin = path.join(copy, 'bin');
  mkdirSync(fakeBin);
  const fakePnpm = path.join(fakeBin, 'pnpm');
  writeFileSync(
    fakePnpm,
    `#!/bin/sh\nif [ "$1" = "--version" ]; then echo ${pinnedPnpm}; exit 0; fi\necho "$*" >> "${pnpmLog}"\n`,
  );
  chmodSync(fakePnpm, 0o755);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

beforeEach(() => rmSync(pnpmLog, { force: true }));

function pnpmCalls(): string[] {
  try {
    return readFileSync(pnpmLog, 'utf8').trim().split('\n');
  } catch {
    return [];
  }
}

it.each([
  ['start', ['scripts/start.mjs']],
  ['test', ['scripts/test.mjs']],
  ['test:unit', ['scripts/test.mjs', 'unit']],
  ['test:api', ['scripts/test.mjs', 'api']],
  ['test:e2e', ['scripts/test.mjs', 'e2e']],
  ['dev', ['scripts/dev.mjs']],
  ['standalone --build', ['scripts/standalone.mjs', 'settings', '--build']],
  ['bench', ['scripts/bench.mjs', 'probe']],
  ['typecheck', ['scripts/typecheck.mjs']],
])('npm run %s installs before it needs an installed package', (_name, args) => {
  const run = spawnSync(process.execPath, args, {
    cwd: copy,
    env: {
      PATH: `${fakeBin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
      CHROME_PATH: process.execPath,
      HOME: copy,
      API_PORT: '1',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  // Nothing is really installed, so a later import may fail, but only after the install ran.
  expect({ firstPnpmCall: pnpmCalls()[0], stderr: run.stderr }).toEqual({
    firstPnpmCall: 'install --frozen-lockfile --reporter=append-only',
    stderr: expect.any(String),
  });
});
