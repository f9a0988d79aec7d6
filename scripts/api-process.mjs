// @ts-check
/**
 * Runs the api (api/src/server.ts) as a child process and waits until /health answers, for the
 * start command, the dev command and the e2e harness.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rootDir } from './pnpm.mjs';
import { apiUrl } from '../shared/build/ports.mjs';

/**
 * @param {Record<string, string | undefined>} env the api's environment (API_PORT, DATABASE_URL, …)
 * @param {{ watch?: boolean, quiet?: boolean, readyWithinMs?: number }} [options] `readyWithinMs`: how long
 *   /health may take to answer (default 120 s; an api that seeds the demo data on a loaded machine needs more)
 * @returns {Promise<{ url: string, pid: number | undefined, close: () => Promise<void> }>}
 */
export async function startApi(env, options = {}) {
  const port = env.API_PORT || '4000';
  const host = env.API_HOST || '127.0.0.1';
  // API_CPU_PROF=<folder>: the api writes a V8 CPU profile there when it exits (for the benchmarks).
  const profile = process.env.API_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROF}`] : [];
  const args = [...profile, '--import', 'tsx', ...(options.watch ? ['--watch'] : []), 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: path.join(rootDir, 'api'),
    env: {
      ...env,
      PGLITE_DATA_DIR: env.PGLITE_DATA_DIR ?? path.join(rootDir, '.data', 'pglite'),
      UPLOADS_DIR: env.UPLOADS_DIR ?? path.join(rootDir, '.data', 'uploads'),
      // Links to uploaded files use the address the web apps call the api at (their remotes.json).
      API_PUBLIC_URL: env.API_PUBLIC_URL || apiUrl(env),
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  const readyWithinMs = options.readyWithinMs ?? 120_000;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 250))]);
    if (early !== 'waiting') throw new Error(`The api exited with code ${early} before it was ready.`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
  }
  if (Date.now() >= deadline) {
    // Stopped before this answers, so the caller can remove what the process was writing to.
    child.kill('SIGKILL');
    await exited;
    throw new Error(`The api did not become ready within ${readyWithinMs / 1000} s.`);
  }

  return {
    url,
    // The benchmarks read its memory (/proc/<pid>/status).
    pid: child.pid,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
