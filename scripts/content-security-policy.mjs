// @ts-check
/**
 * The Content-Security-Policy of the pages the static servers serve. The access token lives in
 * localStorage (spec §6), so one injected script would be an account takeover: scripts run only from
 * the app's own origin and the remotes' origins (and Google's or Stripe's script host when the
 * environment configures them), never inline and never through eval; no site may frame a page.
 * The host's policy is built from the same configuration as its remotes.json, so pointing the host at
 * another remote (an edit of remotes.json) allows that remote and no other.
 */

/** Outside services, by the configuration key that switches them on, and what their scripts need. */
const SERVICES = {
  // Google Identity Services: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
  googleClientId: {
    script: ['https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
    connect: ['https://accounts.google.com/gsi/'],
    frame: ['https://accounts.google.com/gsi/'],
    img: [],
  },
  // Stripe.js: https://docs.stripe.com/security/guide#content-security-policy
  stripePublishableKey: {
    script: ['https://js.stripe.com'],
    style: [],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    img: ['https://*.stripe.com'],
  },
};

/** @param {unknown} url */
function originOf(url) {
  if (typeof url !== 'string') return undefined;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the outside services switched on in a configuration need, by kind of source.
 * @param {Record<string, unknown>} runtimeConfig
 * @param {(keyof typeof SERVICES)[]} keys the services that may be used
 */
function servicesIn(runtimeConfig, keys) {
  const services = keys
    .filter((key) => typeof runtimeConfig[key] === 'string' && runtimeConfig[key] !== '')
    .map((key) => SERVICES[key]);
  return /** @param {'script' | 'style' | 'connect' | 'frame' | 'img'} kind */ (kind) =>
    services.flatMap((service) => service[kind]);
}

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** What every page's policy says, whatever else it allows. */
const LOCKED_DOWN = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The host's policy for a remotes.json content (`{ apiBaseUrl?, googleClientId?, stripePublishableKey?,
 * remotes: { name: manifestUrl } }`).
 * @param {Record<string, unknown>} runtimeConfig
 */
export function hostContentSecurityPolicy(runtimeConfig) {
  const remotes = /** @type {Record<string, unknown>} */ (runtimeConfig.remotes ?? {});
  const remoteOrigins = /** @type {string[]} */ (Object.values(remotes).map(originOf).filter(Boolean));
  const api = originOf(runtimeConfig.apiBaseUrl);
  const from = servicesIn(runtimeConfig, /** @type {(keyof typeof SERVICES)[]} */ (Object.keys(SERVICES)));
  const frames = from('frame');

  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...from('script')],
    // Inline styles stay allowed: the toaster (react-hot-toast) writes its rules into a <style> element.
    // A style cannot run code; scripts are what the token needs protecting from.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins, ...from('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins, ...(api ? [api] : []), ...from('img')],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    // Manifests are fetched from the remotes; the api is called from every page.
    'connect-src': ["'self'", ...(api ? [api] : []), ...remoteOrigins, ...from('connect')],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    ...LOCKED_DOWN,
  });
}

/**
 * The outside services each remote's own pages use, by its key in shared/build/ports.mjs: its
 * standalone page allows those its configuration switches on, and no other.
 * @type {Record<string, (keyof typeof SERVICES)[]>}
 */
export const REMOTE_SERVICES = {
  // Sign-up and log in: Google's button when a client id is configured.
  marketing: ['googleClientId'],
  // Password And Security connects a Google account; Payment Methods runs Stripe.js and its frames.
  settings: ['googleClientId', 'stripePublishableKey'],
};

/**
 * A remote's policy: its own page (standalone mode, for QA) loads only its own files and calls the
 * api, plus what the outside services its pages use need (REMOTE_SERVICES) when configured.
 * @param {Record<string, unknown>} runtimeConfig what the page reads at /runtime-config.json (apiBaseUrl, service keys)
 * @param {string} [remote] the remote's key in shared/build/ports.mjs
 */
export function remoteContentSecurityPolicy(runtimeConfig, remote) {
  const api = originOf(runtimeConfig.apiBaseUrl);
  const from = servicesIn(runtimeConfig, (remote && REMOTE_SERVICES[remote]) || []);
  const frames = from('frame');
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...from('script')],
    'style-src': ["'self'", "'unsafe-inline'", ...from('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...(api ? [api] : []), ...from('img')],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : []), ...from('connect')],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    ...LOCKED_DOWN,
  });
}
