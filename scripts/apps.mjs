// @ts-check
/** Building and serving the production build of every app: shared by the start and test commands. */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, portOf, runtimeConfigFor } from '../shared/build/ports.mjs';
import { rootDir, runPnpm } from './pnpm.mjs';
import { precompress } from './precompress.mjs';
import { startStaticServer } from './static-server.mjs';

export { rootDir };

/** Installs the workspace exactly as the lockfile says (a no-op when nothing changed). */
export function install() {
  const code = runPnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
}

/** Builds every app for production and writes compressed copies of its assets. */
export async function buildAll() {
  const code = runPnpm(
    ['--recursive', '--filter', './host', '--filter', './remote-*', '--workspace-concurrency=2', 'run', 'build'],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (code !== 0) throw new Error(`The production build failed (exit ${code})`);
  await Promise.all(Object.values(apps).map((app) => precompress(path.join(rootDir, app.dir, 'dist'))));
}

/** @param {keyof typeof apps} key */
export function distOf(key) {
  return path.join(rootDir, apps[key].dir, 'dist');
}

export function isBuilt() {
  return Object.keys(apps).every((key) =>
    existsSync(path.join(distOf(/** @type {keyof typeof apps} */ (key)), 'index.html')),
  );
}

/**
 * Serves the production build of every app on its port; the host's remotes.json is generated from
 * the environment (ports, <REMOTE>_URL, API_URL), so one build runs anywhere.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function serveAll(env = process.env) {
  const bindHost = env.BIND_HOST || '127.0.0.1';
  const servers = [];
  for (const key of /** @type {(keyof typeof apps)[]} */ (Object.keys(apps))) {
    const json = key === 'host' ? { '/remotes.json': () => runtimeConfigFor(env) } : {};
    servers.push({
      key,
      server: await startStaticServer({ dir: distOf(key), port: portOf(key, env), host: bindHost, json }),
    });
  }
  return servers;
}
