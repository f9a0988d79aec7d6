// @ts-check
/**
 * The one list of the apps, their Module Federation names and their default ports.
 * Every port can be overridden through the env var next to it (see the README).
 */

/** @typedef {{ dir: string, federationName: string, portEnv: string, defaultPort: number }} AppInfo */

/** @type {Record<'host' | 'marketing' | 'settings' | 'messages' | 'jobsReports', AppInfo>} */
export const apps = {
  host: { dir: 'host', federationName: 'host', portEnv: 'HOST_PORT', defaultPort: 3000 },
  marketing: {
    dir: 'remote-marketing',
    federationName: 'marketing',
    portEnv: 'MARKETING_PORT',
    defaultPort: 3001,
  },
  settings: {
    dir: 'remote-settings',
    federationName: 'settings',
    portEnv: 'SETTINGS_PORT',
    defaultPort: 3002,
  },
  messages: {
    dir: 'remote-messages',
    federationName: 'messages',
    portEnv: 'MESSAGES_PORT',
    defaultPort: 3003,
  },
  jobsReports: {
    dir: 'remote-jobs-reports',
    federationName: 'jobsReports',
    portEnv: 'JOBS_REPORTS_PORT',
    defaultPort: 3004,
  },
};

/** The remotes, in the order the host lists them. */
export const remoteKeys = /** @type {const} */ (['marketing', 'settings', 'messages', 'jobsReports']);

/**
 * The port an app listens on: its env var when set, else its default.
 * @param {keyof typeof apps} key
 * @param {Record<string, string | undefined>} [env]
 */
export function portOf(key, env = process.env) {
  const app = apps[key];
  const raw = env[app.portEnv];
  if (raw === undefined || raw === '') return app.defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portEnv} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

/**
 * Where the host finds each remote's manifest: `<REMOTE>_URL` when set (a deployed remote),
 * else the remote's local server on its port.
 * @param {Record<string, string | undefined>} [env]
 */
export function remoteManifestUrls(env = process.env) {
  /** @type {Record<string, string>} */
  const urls = {};
  for (const key of remoteKeys) {
    const app = apps[key];
    const urlEnv = app.portEnv.replace(/_PORT$/, '_URL');
    const base = env[urlEnv] || `http://localhost:${portOf(key, env)}`;
    urls[app.federationName] = `${base.replace(/\/$/, '')}/mf-manifest.json`;
  }
  return urls;
}

/**
 * The port the api listens on (API_PORT, default 4000) and the address the browser calls it at
 * (API_URL when set, for a deployed api).
 * @param {Record<string, string | undefined>} [env]
 */
export function apiUrl(env = process.env) {
  if (env.API_URL) return env.API_URL.replace(/\/$/, '');
  return `http://localhost:${env.API_PORT || 4000}`;
}

/**
 * What a remote's standalone page (QA) reads at /runtime-config.json: the api and outside services
 * of the environment, as the host's remotes.json gives them to the remotes it loads.
 * @param {Record<string, string | undefined>} [env]
 */
export function standaloneConfigFor(env = process.env) {
  const config = runtimeConfigFor(env);
  return Object.fromEntries(Object.entries(config).filter(([key]) => key !== 'remotes'));
}

/**
 * The content of the host's remotes.json for an environment.
 * @param {Record<string, string | undefined>} [env]
 */
export function runtimeConfigFor(env = process.env) {
  return {
    apiBaseUrl: apiUrl(env),
    ...(env.GOOGLE_CLIENT_ID ? { googleClientId: env.GOOGLE_CLIENT_ID } : {}),
    ...(env.STRIPE_PUBLISHABLE_KEY ? { stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
    remotes: remoteManifestUrls(env),
  };
}
