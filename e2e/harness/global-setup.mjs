// @ts-check
/**
 * Serves the production build of every app on the e2e ports and a small control endpoint through
 * which tests take a remote down, bring it back, or slow its manifest down: the failure paths are
 * exercised against real servers, not mocks.
 */
import http from 'node:http';
import { apps } from '../../shared/build/ports.mjs';
import { serveApp } from '../../scripts/apps.mjs';
import ports from './ports.cjs';

const { e2ePorts } = ports;

const LOOPBACK = '127.0.0.1';

/** @typedef {keyof typeof apps} AppKey */

/** @type {Map<AppKey, { close: () => Promise<unknown> }>} */
const running = new Map();
/** @type {Map<AppKey, number>} manifest delay per remote, in ms */
const delays = new Map();

/** The environment the apps are served with: the e2e ports, on loopback, and nothing from the shell. */
const e2eEnv = {
  BIND_HOST: LOOPBACK,
  ...Object.fromEntries(
    /** @type {AppKey[]} */ (Object.keys(apps)).map((key) => [apps[key].portEnv, String(e2ePorts[key])]),
  ),
};

/** @param {AppKey} key */
async function start(key) {
  if (running.has(key)) return;
  const server = await serveApp(key, e2eEnv, async (req) => {
    const delay = delays.get(key);
    if (delay && req.url?.startsWith('/mf-manifest.json')) await new Promise((resolve) => setTimeout(resolve, delay));
    return false;
  });
  running.set(key, server);
}

/** @param {AppKey} key */
async function stop(key) {
  const server = running.get(key);
  running.delete(key);
  await server?.close();
}

export default async function globalSetup() {
  for (const key of /** @type {AppKey[]} */ (Object.keys(apps))) await start(key);

  const control = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, action, key] = url.pathname.split('/');
    if (!key || !(key in apps)) {
      res.writeHead(404).end();
      return;
    }
    const app = /** @type {AppKey} */ (key);
    if (action === 'stop') await stop(app);
    else if (action === 'start') await start(app);
    else if (action === 'delay') delays.set(app, Number(url.searchParams.get('ms') || 0));
    else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(204).end();
  });
  await new Promise((resolve) => control.listen(e2ePorts.control, LOOPBACK, () => resolve(undefined)));

  /** @type {any} */ (globalThis).__E2E_TEARDOWN__ = async () => {
    await Promise.all([...running.keys()].map(stop));
    await new Promise((resolve) => control.close(() => resolve(undefined)));
  };
}
