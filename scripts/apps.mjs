// @ts-check
/**
 * Building and serving the production build of every app: shared by the start and test commands.
 * It needs the workspace's packages (sirv): entry scripts import it only after `install()`.
 */

import path from 'node:path';
import { apps, portOf, standaloneConfigFor } from '../shared/build/ports.mjs';
import { hostContentSecurityPolicy, remoteContentSecurityPolicy } from './content-security-policy.mjs';
import { rootDir, runPnpm } from './pnpm.mjs';
import { hostPageHandler } from './host-html.mjs';
import { precompress } from './precompress.mjs';
import { remotesJsonSource } from './remotes-json.mjs';
import { startStaticServer } from './static-server.mjs';

export { rootDir };

/** @typedef {keyof typeof apps} AppKey */

const allApps = /** @type {AppKey[]} */ (Object.keys(apps));

/**
 * Builds apps for production (every app unless told which) and writes compressed copies of their assets.
 * @param {AppKey[]} [keys]
 */
export async function buildApps(keys = allApps) {
  const filters = keys.flatMap((key) => ['--filter', `./${apps[key].dir}`]);
  const code = runPnpm(['--recursive', ...filters, '--workspace-concurrency=2', 'run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error(`The production build failed (exit ${code})`);
  await Promise.all(keys.map((key) => precompress(distOf(key))));
}

/** @param {AppKey} key */
export function distOf(key) {
  return path.join(rootDir, apps[key].dir, 'dist');
}

/**
 * How one app's build in `dir` is served in an environment: its port and address, and for the host
 * the generated remotes.json (see remotes-json.mjs), its pages written with that configuration and
 * the hints for the requested page's remote (host-html.mjs), and a Content-Security-Policy built from
 * the same configuration; a remote's own page gets its own policy.
 * @param {AppKey} key
 * @param {NodeJS.ProcessEnv} env
 * @param {string} dir
 * @returns {Omit<import('./static-server.mjs').StaticServerOptions, 'dir'>}
 */
export function serverOptionsOf(key, env, dir) {
  const common = { port: portOf(key, env), host: env.BIND_HOST || '127.0.0.1' };
  if (key !== 'host') {
    // The standalone page (QA) reads the environment's api address here, as the host's remotes.json gives it.
    const runtimeConfig = standaloneConfigFor(env);
    const policy = remoteContentSecurityPolicy(runtimeConfig, key);
    return { ...common, json: { '/runtime-config.json': () => runtimeConfig }, contentSecurityPolicy: () => policy };
  }
  const remotesJson = remotesJsonSource(env);
  return {
    ...common,
    json: { '/remotes.json': remotesJson },
    // Every page of the host is written with what remotes.json says now, and so is its policy:
    // editing REMOTES_JSON moves both.
    page: hostPageHandler({ dir, remotesConfig: remotesJson, contentSecurityPolicy: hostContentSecurityPolicy }),
  };
}

/**
 * Serves the production build of one app on its port. The host's remotes.json is generated from the
 * environment (ports, <REMOTE>_URL, API_URL), so one build runs anywhere, or is the file REMOTES_JSON
 * names (see remotes-json.mjs); its pages are written per request (see host-html.mjs).
 * @param {AppKey} key
 * @param {NodeJS.ProcessEnv} [env]
 * @param {import('./static-server.mjs').StaticServerOptions['intercept']} [intercept]
 */
export async function serveApp(key, env = process.env, intercept) {
  const dir = distOf(key);
  return startStaticServer({ ...serverOptionsOf(key, env, dir), dir, intercept });
}

/**
 * Serves the production build of every app on its port.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function serveAll(env = process.env) {
  const servers = [];
  for (const key of allApps) servers.push({ key, server: await serveApp(key, env) });
  return servers;
}
