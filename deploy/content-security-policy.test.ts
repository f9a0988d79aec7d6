// The Content-Security-Policy every app server sends with its pages (scripts/content-security-policy.mjs),
// as npm start, the e2e harness and each docker-compose container serve it (scripts/apps.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, runtimeConfigFor } from '../shared/build/ports.mjs';
import { hostContentSecurityPolicy, remoteContentSecurityPolicy } from '../scripts/content-security-policy.mjs';
import { serverOptionsOf } from '../scripts/apps.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';

type AppKey = keyof typeof apps;
const appKeys = Object.keys(apps) as AppKey[];

/** A policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const config = {
  apiBaseUrl: 'https://api.talentindia.example',
  remotes: {
    marketing: 'https://cdn.example.com/marketing/v3/mf-manifest.json',
    settings: 'https://settings.example.net/mf-manifest.json',
  },
};

describe("the host's policy", () => {
  const policy = parse(hostContentSecurityPolicy(config));

  it('runs scripts from the host and the remotes of remotes.json only, never inline or through eval', () => {
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com', 'https://settings.example.net']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('fetches from the api and the remotes (their manifests)', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.talentindia.example',
      'https://cdn.example.com',
      'https://settings.example.net',
    ]);
  });

  it('cannot be framed, embeds no plugins and pins the base URL', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it("allows Google's and Stripe's hosts only when they are configured", () => {
    expect(hostContentSecurityPolicy(config)).not.toMatch(/google|stripe/);

    const withGoogle = parse(hostContentSecurityPolicy({ ...config, googleClientId: 'id.apps.googleusercontent.com' }));
    expect(withGoogle['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(withGoogle['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(JSON.stringify(withGoogle)).not.toContain('stripe');

    const withStripe = parse(hostContentSecurityPolicy({ ...config, stripePublishableKey: 'pk_test_123' }));
    expect(withStripe['script-src']).toContain('https://js.stripe.com');
    expect(withStripe['connect-src']).toContain('https://api.stripe.com');
    expect(JSON.stringify(withStripe)).not.toContain('google');
  });

  it('ignores remotes.json entries that are not http(s) addresses', () => {
    const odd = parse(hostContentSecurityPolicy({ remotes: { marketing: 'javascript:alert(1)', settings: 42 } }));
    expect(odd['script-src']).toEqual(["'self'"]);
  });

  it.each([
    ['the generated remotes.json', {}],
    [
      'remote addresses from the environment',
      { SETTINGS_URL: 'https://settings.example.net', API_URL: 'https://api.x' },
    ],
    ['Google configured', { GOOGLE_CLIENT_ID: 'id', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }],
  ])('never allows inline scripts or eval, with %s', (_label, env) => {
    const scripts = parse(hostContentSecurityPolicy(runtimeConfigFor(env)))['script-src'];
    expect(scripts).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(scripts).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
    expect(scripts?.join(' ')).not.toMatch(/\*|https?:(\s|$)|data:|blob:/);
  });
});

describe("a remote's own page (standalone)", () => {
  it('runs only its own scripts, calls only the api and cannot be framed', () => {
    const policy = parse(remoteContentSecurityPolicy({ apiBaseUrl: 'http://localhost:4000/' }, 'settings'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4000']);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it("allows Stripe.js, its frames and its api on the settings remote's page only when a publishable key is configured", () => {
    const configured = { apiBaseUrl: 'http://localhost:4000', stripePublishableKey: 'pk_test_123' };
    const settings = parse(remoteContentSecurityPolicy(configured, 'settings'));
    expect(settings['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(settings['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(settings['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'https://api.stripe.com']);

    // The other remotes take no payments.
    for (const remote of ['marketing', 'messages', 'jobsReports']) {
      expect(remoteContentSecurityPolicy(configured, remote)).not.toContain('stripe');
    }
  });

  it("allows Google's button on the pages that show it (marketing's sign-in, settings' Google connect) when a client id is configured", () => {
    const configured = { apiBaseUrl: 'http://localhost:4000', googleClientId: 'id.apps.googleusercontent.com' };
    for (const remote of ['marketing', 'settings']) {
      const policy = parse(remoteContentSecurityPolicy(configured, remote));
      expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    }
    for (const remote of ['messages', 'jobsReports']) {
      expect(remoteContentSecurityPolicy(configured, remote)).not.toContain('google');
    }
    expect(remoteContentSecurityPolicy({ apiBaseUrl: 'http://localhost:4000' }, 'marketing')).not.toContain('google');
  });

  it('serves the settings remote with Stripe allowed when the environment configures it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head></html>');
    const server = await startStaticServer({
      ...serverOptionsOf('settings', { STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, dir),
      port: 0,
      dir,
    });
    try {
      const policy = parse(
        (await fetch(`${server.url}/settings/payment-methods`)).headers.get('content-security-policy') ?? '',
      );
      expect(policy['script-src']).toContain('https://js.stripe.com');
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the app servers', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head></html>');
    writeFileSync(path.join(dir, 'route-table.json'), '[]');
    writeFileSync(path.join(dir, 'main.0123456789.js'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function serve(key: AppKey, env: Record<string, string | undefined>) {
    return startStaticServer({ ...serverOptionsOf(key, env, dir), port: 0, dir });
  }

  it.each(appKeys)('%s sends its policy with every page and refuses to be framed', async (key) => {
    const server = await serve(key, {});
    try {
      for (const page of ['/', '/settings/profile', '/index.html']) {
        const response = await fetch(`${server.url}${page}`);
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(parse(response.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual(["'none'"]);
      }
      const script = await fetch(`${server.url}/main.0123456789.js`);
      expect(script.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await server.close();
    }
  });

  it("follows the host's REMOTES_JSON when an operator edits it", async () => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(config));
    const server = await serve('host', { REMOTES_JSON: file });
    const scriptSources = async () =>
      parse((await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '')['script-src'];
    try {
      expect(await scriptSources()).toContain('https://settings.example.net');
      writeFileSync(
        file,
        JSON.stringify({
          ...config,
          remotes: { ...config.remotes, settings: 'https://next.example.org/mf-manifest.json' },
        }),
      );
      expect(await scriptSources()).toContain('https://next.example.org');
      expect(await scriptSources()).not.toContain('https://settings.example.net');
    } finally {
      await server.close();
    }
  });
});
