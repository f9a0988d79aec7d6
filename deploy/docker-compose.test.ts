// Docker cannot run where the tests run, so docker-compose.yml is checked by reading it: against the
// app list (shared/build/ports.mjs), what the api reads from its environment, the Dockerfiles and the
// README. The host's REMOTES_JSON override, which the README's roll-back procedure relies on, is
// exercised for real through the static server the containers run.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { loadConfig } from '../api/src/config';
import { apps, portOf, remoteKeys, runtimeConfigFor } from '../shared/build/ports.mjs';
import { readRemotesJson, remotesJsonSource } from '../scripts/remotes-json.mjs';
import { serverOptionsOf } from '../scripts/apps.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';

const root = path.resolve(__dirname, '..');

type Env = Record<string, string | undefined>;
type AppKey = keyof typeof apps;

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, unknown> };
  ports?: unknown[];
  environment?: Record<string, unknown> | string[];
  env_file?: unknown;
  depends_on?: string[] | Record<string, { condition?: string }>;
  entrypoint?: string | string[];
  healthcheck?: { test?: string | string[] };
  volumes?: unknown[];
}

interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const appDockerfile = readFileSync(path.join(root, 'deploy/app.Dockerfile'), 'utf8');

/**
 * Compose's variable substitution: `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, nested.
 * A variable with no default must be set: `docker compose up` with an empty environment works.
 */
function interpolate(text: string, env: Env): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const next = text[i + 1];
    if (text[i] !== '$') {
      out += text[i++];
    } else if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{') {
      let depth = 1;
      let end = i + 2;
      for (; end < text.length && depth > 0; end++) {
        if (text[end] === '{') depth++;
        if (text[end] === '}') depth--;
      }
      if (depth > 0) throw new Error(`Unclosed \${ in "${text}"`);
      const body = text.slice(i + 2, end - 1);
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([\s\S]*))?$/.exec(body);
      if (!match) throw new Error(`Unsupported substitution \${${body}} in "${text}"`);
      const [, name = '', operator, fallback = ''] = match;
      const value = env[name];
      if (!operator && value === undefined) throw new Error(`\${${name}} has no default in "${text}"`);
      const useDefault = operator === ':-' ? !value : operator === '-' ? value === undefined : false;
      out += useDefault ? interpolate(fallback, env) : (value ?? '');
      i = end;
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0];
      if (!name) throw new Error(`A lone $ in "${text}" (write $$)`);
      if (env[name] === undefined) throw new Error(`$${name} has no default in "${text}"`);
      out += env[name];
      i += 1 + name.length;
    }
  }
  return out;
}

function substitute(value: unknown, env: Env): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => substitute(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, env)]));
  }
  return value;
}

/** docker-compose.yml as Compose reads it with these variables set in the shell. */
function loadCompose(env: Env): Compose {
  return substitute(YAML.parse(composeText), env) as Compose;
}

function environmentOf(service: Service): Record<string, string> {
  const { environment = {} } = service;
  const entries = Array.isArray(environment)
    ? environment.map((entry) => {
        const [key = '', ...rest] = entry.split('=');
        return [key, rest.join('=')];
      })
    : Object.entries(environment).map(([key, value]) => [
        key,
        value === null ? '' : String(value as string | number | boolean),
      ]);
  return Object.fromEntries(entries);
}

/** The published ports of a service: [published on the machine, target in the container]. */
function portsOf(service: Service): { published: number; target: number }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object' && port !== null) {
      const { published, target } = port as { published?: unknown; target?: unknown };
      return { published: Number(published), target: Number(target) };
    }
    const parts = String(port)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    if (parts.length < 2) throw new Error(`Port "${String(port)}" is not published on a fixed port`);
    return { published: Number(parts.at(-2)), target: Number(parts.at(-1)) };
  });
}

/** The machine port a container port is published on. */
function publishedPort(service: Service, target: number): number {
  const port = portsOf(service).find((candidate) => candidate.target === target);
  if (!port) throw new Error(`Container port ${target} is not published`);
  return port.published;
}

function buildOf(service: Service) {
  return typeof service.build === 'string' ? { context: service.build } : (service.build ?? {});
}

function serviceOf(compose: Compose, name: string): Service {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no "${name}" service`);
  return service;
}

/** The service of an app: its folder without `remote-` (host, marketing, …, jobs-reports). */
function serviceNameOf(key: AppKey): string {
  return apps[key].dir.replace(/^remote-/, '');
}

const appKeys = Object.keys(apps) as AppKey[];
const urlEnvOf = (key: AppKey) => apps[key].portEnv.replace(/_PORT$/, '_URL');

/** What the api reads from its environment; GOOGLE_CLIENT_ID is optional, DEV_OUTBOX never set here. */
const apiRequiredEnv = [
  'NODE_ENV',
  'LOG_LEVEL',
  'API_PORT',
  'API_HOST',
  'DATABASE_URL',
  'APP_URL',
  'CORS_ORIGINS',
  'SMTP_URL',
  'MAIL_FROM',
  'DEMO_DATA',
  'API_PUBLIC_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

const overrides: Env = {
  HOST_PORT: '8080',
  MARKETING_PORT: '8101',
  SETTINGS_PORT: '8102',
  MESSAGES_PORT: '8103',
  JOBS_REPORTS_PORT: '8104',
  API_PORT: '8400',
  POSTGRES_PASSWORD: 'not-the-default',
  MINIO_ROOT_PASSWORD: 'not-the-minio-default',
  S3_BUCKET: 'other-bucket',
};

describe.each([
  ['the default environment', {} as Env],
  ['the ports and password overridden', overrides],
])('docker-compose.yml with %s', (_label, env) => {
  const compose = loadCompose(env);
  const host = serviceOf(compose, 'host');
  const hostEnv = environmentOf(host);
  const api = serviceOf(compose, 'api');
  const apiEnv = environmentOf(api);
  const hostUrl = `http://localhost:${publishedPort(host, portOf('host', hostEnv))}`;

  it.each(appKeys)('runs the %s app from deploy/app.Dockerfile, published on its port', (key) => {
    const service = serviceOf(compose, serviceNameOf(key));
    const build = buildOf(service);
    expect(build.context).toBe('.');
    expect(build.dockerfile).toBe('deploy/app.Dockerfile');
    expect(build.args?.APP).toBe(key);
    // The container listens on the app's port (its default, unless the service sets its variable).
    expect(portsOf(service)).toContainEqual({
      published: portOf(key, env),
      target: portOf(key, environmentOf(service)),
    });
  });

  /** The Content-Security-Policy of a page, as the container of an app serves a (stand-in) build in its environment. */
  async function containerPagePolicy(key: AppKey, env: Env): Promise<string> {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'compose-app-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(path.join(dist, 'route-table.json'), '[]');
    const server = await startStaticServer({ ...serverOptionsOf(key, env, dist), dir: dist, port: 0 });
    try {
      return (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }

  it("serves each app's pages, in its container's environment, with a policy that no site may frame them", async () => {
    for (const key of appKeys) {
      const policy = await containerPagePolicy(key, environmentOf(serviceOf(compose, serviceNameOf(key))));
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it("lets the host's pages run the remotes and call the api the stack publishes, and nothing else", async () => {
    const policy = await containerPagePolicy('host', hostEnv);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSources).toEqual([
      "'self'",
      ...remoteKeys.map((key) => {
        const service = serviceOf(compose, serviceNameOf(key));
        return `http://localhost:${publishedPort(service, portOf(key, environmentOf(service)))}`;
      }),
    ]);
    expect(policy).toContain(`http://localhost:${publishedPort(api, Number(apiEnv.API_PORT))}`);
  });

  it("gives the host every remote's and the api's address as the browser reaches them", () => {
    for (const key of remoteKeys) expect(hostEnv).toHaveProperty(urlEnvOf(key));
    expect(hostEnv).toHaveProperty('API_URL');

    // What the host then serves as /remotes.json.
    const config = runtimeConfigFor(hostEnv);
    for (const key of remoteKeys) {
      const service = serviceOf(compose, serviceNameOf(key));
      const port = publishedPort(service, portOf(key, environmentOf(service)));
      expect(config.remotes[apps[key].federationName]).toBe(`http://localhost:${port}/mf-manifest.json`);
    }
    expect(config.apiBaseUrl).toBe(`http://localhost:${publishedPort(api, Number(apiEnv.API_PORT))}`);
    expect(config).not.toHaveProperty('googleClientId');
  });

  it('runs the api from deploy/api.Dockerfile with everything it reads from its environment', () => {
    expect(buildOf(api)).toEqual({ context: '.', dockerfile: 'deploy/api.Dockerfile' });
    for (const name of apiRequiredEnv) expect(apiEnv[name]).toBeTruthy();
    expect(apiEnv.NODE_ENV).toBe('production');
    expect(apiEnv.API_HOST).toBe('0.0.0.0');
    expect(apiEnv.API_PORT).toBe('4000');
    expect(portsOf(api)).toContainEqual({ published: Number(env.API_PORT ?? 4000), target: 4000 });
    expect(apiEnv.DEMO_DATA).toBe('1');
    expect(apiEnv.APP_URL).toBe(hostUrl);
  });

  it('gives the api a configuration its own loader accepts (api/src/config.ts)', () => {
    expect(loadConfig(apiEnv)).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 4000,
      databaseUrl: apiEnv.DATABASE_URL,
      appUrl: hostUrl,
      smtpUrl: apiEnv.SMTP_URL,
      demoData: true,
      devOutbox: false,
      google: { clientId: undefined },
    });
  });

  it('says it is a local demo: the api runs on stand-ins that only variables named for them allow', () => {
    expect(loadConfig(apiEnv).allowedStandIns).toEqual([
      'ALLOW_TEST_PAYMENTS',
      'ALLOW_OUTBOX_SMS',
      'ALLOW_DEMO_DATA',
      'ALLOW_SAMPLE_PLATFORM_DETAILS',
    ]);
    // Without those permissions, the same environment is refused, each stand-in by name.
    const refused = {
      ...apiEnv,
      ALLOW_TEST_PAYMENTS: '',
      ALLOW_OUTBOX_SMS: '',
      ALLOW_DEMO_DATA: '',
      ALLOW_SAMPLE_PLATFORM_DETAILS: '',
    };
    expect(() => loadConfig(refused)).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*TWILIO_ACCOUNT_SID[\s\S]*DEMO_DATA[\s\S]*PLATFORM_LEGAL_NAME/,
    );
    expect(composeText).toMatch(/LOCAL DEMO, not a production deployment/);
  });

  it('lets the browser call the api from the host and from every remote', () => {
    const origins = apiEnv.CORS_ORIGINS?.split(',').map((origin) => origin.trim());
    expect(origins).toContain(new URL(hostUrl).origin);
    for (const key of remoteKeys) expect(origins).toContain(new URL(hostEnv[urlEnvOf(key)] ?? '').origin);
  });

  it('starts the api once PostgreSQL is healthy, and checks its /health', () => {
    expect(api.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    expect(api.depends_on).toHaveProperty('mailpit');
    const test = [api.healthcheck?.test ?? []].flat().join(' ');
    expect(test).toContain(`http://127.0.0.1:${apiEnv.API_PORT}/health`);
  });

  it('points DATABASE_URL at the postgres service and its database', () => {
    const postgres = serviceOf(compose, 'postgres');
    const postgresEnv = environmentOf(postgres);
    const url = new URL(apiEnv.DATABASE_URL ?? '');
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.port || '5432').toBe('5432');
    expect(url.username).toBe(postgresEnv.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(postgresEnv.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${postgresEnv.POSTGRES_DB}`);
    expect(postgresEnv.POSTGRES_PASSWORD).toBe(env.POSTGRES_PASSWORD ?? 'talentindia');

    expect(postgres.image).toMatch(/^postgres:16-alpine$/);
    const healthcheck = [postgres.healthcheck?.test ?? []].flat().join(' ');
    expect(healthcheck).toContain('pg_isready');
    expect(healthcheck).toContain(postgresEnv.POSTGRES_USER);
    const [volume] = String(postgres.volumes?.[0]).split(':');
    expect(compose.volumes).toHaveProperty(volume ?? '');
  });

  it('keeps uploaded files in a MinIO bucket that minio-init creates before the api starts', () => {
    const minio = serviceOf(compose, 'minio');
    const minioEnv = environmentOf(minio);
    const init = serviceOf(compose, 'minio-init');
    const initEnv = environmentOf(init);
    expect(minio.image).toMatch(/^minio\/minio(:|$)/);
    expect(init.image).toMatch(/^minio\/mc(:|$)/);
    const endpoint = new URL(apiEnv.S3_ENDPOINT ?? '');
    expect(`${endpoint.hostname}:${endpoint.port}`).toBe('minio:9000');
    expect(apiEnv.S3_ACCESS_KEY_ID).toBe(minioEnv.MINIO_ROOT_USER);
    expect(apiEnv.S3_SECRET_ACCESS_KEY).toBe(minioEnv.MINIO_ROOT_PASSWORD);
    expect(apiEnv.S3_SECRET_ACCESS_KEY).toBe(env.MINIO_ROOT_PASSWORD ?? 'talentindia-minio');
    expect(apiEnv.S3_BUCKET).toBe(env.S3_BUCKET ?? 'talentindia-uploads');
    // The one-shot service logs in with the same credentials and makes the api's bucket.
    expect(initEnv).toMatchObject({
      MINIO_ROOT_USER: minioEnv.MINIO_ROOT_USER,
      MINIO_ROOT_PASSWORD: minioEnv.MINIO_ROOT_PASSWORD,
      S3_BUCKET: apiEnv.S3_BUCKET,
    });
    const script = [init.entrypoint ?? []].flat().join(' ');
    expect(script).toContain('http://minio:9000');
    expect(script).toContain('mc mb --ignore-existing "stack/$S3_BUCKET"');
    expect(init.depends_on).toMatchObject({ minio: { condition: 'service_healthy' } });
    expect(api.depends_on).toMatchObject({ 'minio-init': { condition: 'service_completed_successfully' } });
    const [volume] = String(minio.volumes?.[0]).split(':');
    expect(compose.volumes).toHaveProperty(volume ?? '');
    expect(loadConfig(apiEnv).s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: apiEnv.S3_BUCKET });
  });

  it("links pictures on the api's address as the browser reaches it, which the host's policy lets images load from", async () => {
    const apiBase = runtimeConfigFor(hostEnv).apiBaseUrl;
    expect(apiEnv.API_PUBLIC_URL).toBe(apiBase);
    expect(loadConfig(apiEnv).apiPublicUrl).toBe(apiBase);
    const policy = await containerPagePolicy('host', hostEnv);
    expect(/img-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toContain(new URL(apiBase).origin);
  });

  it('sends mail to the mailpit service, whose web UI is published', () => {
    const mailpit = serviceOf(compose, 'mailpit');
    expect(mailpit.image).toMatch(/^axllent\/mailpit(:|$)/);
    const url = new URL(apiEnv.SMTP_URL ?? '');
    expect(url.protocol).toBe('smtp:');
    expect(url.hostname).toBe('mailpit');
    expect(url.port).toBe('1025');
    expect(portsOf(mailpit)).toContainEqual({ published: 8025, target: 8025 });
  });

  it('never turns on the development outbox, and keeps every variable in the file', () => {
    const services = Object.entries(compose.services);
    expect(services.filter(([, service]) => 'DEV_OUTBOX' in environmentOf(service)).map(([name]) => name)).toEqual([]);
    expect(services.filter(([, service]) => service.env_file !== undefined).map(([name]) => name)).toEqual([]);
  });

  it('builds from Dockerfiles that exist', () => {
    for (const service of Object.values(compose.services)) {
      if (!service.build) continue;
      const { context = '.', dockerfile = 'Dockerfile' } = buildOf(service);
      expect(existsSync(path.join(root, context, dockerfile))).toBe(true);
    }
  });
});

describe('the app image (deploy/app.Dockerfile)', () => {
  it('builds the app APP names and serves it with scripts/serve-app.mjs on every interface', () => {
    expect(appDockerfile).toMatch(/^ARG APP$/m);
    expect(appDockerfile).toContain('buildApps([process.env.APP])');
    expect(appDockerfile).toMatch(/BIND_HOST=0\.0\.0\.0/);
    expect(appDockerfile).toContain('exec node scripts/serve-app.mjs \\"$APP\\"');
  });

  // The image keeps only scripts/, shared/build/ports.mjs, package.json, the dist/ folder and sirv.
  it('holds every file and package scripts/serve-app.mjs loads', () => {
    const copied = (file: string) =>
      file.startsWith(path.join(root, 'scripts') + path.sep) || file === path.join(root, 'shared/build/ports.mjs');
    expect(appDockerfile).toContain('cp -r scripts /srv/scripts');
    expect(appDockerfile).toContain('cp shared/build/ports.mjs /srv/shared/build/');
    expect(appDockerfile).toContain('cp package.json /srv/');

    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      expect(copied(file)).toBe(true);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(
        /^(?:import\s+(?:[\w*{}\s,]+\s+from\s+)?|export\s+[\w*{}\s,]+\s+from\s+)['"]([^'"]+)['"]/gm,
      )) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else packages.add(specifier);
      }
    };
    visit(path.join(root, 'scripts/serve-app.mjs'));
    expect([...seen].map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['scripts/apps.mjs', 'scripts/static-server.mjs', 'shared/build/ports.mjs']),
    );
    expect([...packages].filter((name) => !name.startsWith('node:'))).toEqual(['sirv']);
  });

  // The image copies sirv's folder in pnpm's store: sirv and its direct dependencies.
  it("finds all of sirv's dependencies in the folder it copies", () => {
    const folder = path.dirname(realpathSync(path.join(root, 'node_modules/sirv')));
    const names = readdirSync(folder).flatMap((name) =>
      name.startsWith('@') ? readdirSync(path.join(folder, name)).map((inner) => `${name}/${inner}`) : [name],
    );
    expect(names).toContain('sirv');
    for (const name of names) {
      const manifest = JSON.parse(readFileSync(path.join(folder, name, 'package.json'), 'utf8'));
      for (const dependency of Object.keys(manifest.dependencies ?? {})) expect(names).toContain(dependency);
    }
  });
});

describe('the README', () => {
  const start = readme.indexOf('## Run with Docker Compose');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const compose = loadCompose({});

  it('has a Docker Compose section with the start command', () => {
    expect(start).toBeGreaterThan(-1);
    expect(section).toContain('docker compose up --build');
    expect(section).toContain('### Roll one remote forward or back');
  });

  it('documents every service of docker-compose.yml, and no other', () => {
    const documented = [...section.matchAll(/^\| `([a-z0-9-]+)` +\|/gm)].map(([, name]) => name);
    expect(documented.sort()).toEqual(Object.keys(compose.services).sort());
  });

  it('gives the address of every published port', () => {
    const ports = Object.values(compose.services).flatMap((service) => portsOf(service).map((port) => port.published));
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(section).toContain(`http://localhost:${port}`);
  });

  it('rolls back with the REMOTES_JSON the host service passes on and the folder it mounts', () => {
    const host = serviceOf(compose, 'host');
    expect(host.environment).toHaveProperty('REMOTES_JSON');
    expect(host.volumes).toContain('./deploy/config:/config:ro');
    expect(section).toContain('REMOTES_JSON=/config/remotes.json');
    expect(section).toContain('deploy/config/remotes.json');
  });
});

describe("the host's /remotes.json (scripts/remotes-json.mjs)", () => {
  let dir: string;
  let file: string;
  const write = (config: unknown) => writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  const v1 = {
    apiBaseUrl: 'http://localhost:4000',
    remotes: {
      marketing: 'http://localhost:3001/mf-manifest.json',
      settings: 'http://localhost:3002/mf-manifest.json',
    },
  };
  const v2 = { ...v1, remotes: { ...v1.remotes, settings: 'http://localhost:3012/mf-manifest.json' } };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'remotes-json-'));
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated from the environment without REMOTES_JSON', () => {
    const env = { SETTINGS_URL: 'https://cdn.example.com/settings/v2', API_URL: 'https://api.example.com' };
    expect(remotesJsonSource(env)()).toEqual(runtimeConfigFor(env));
    expect(remotesJsonSource({ ...env, REMOTES_JSON: '' })()).toEqual(runtimeConfigFor(env));
  });

  it("is REMOTES_JSON's file, read again on every request", () => {
    write(v1);
    const source = remotesJsonSource({ REMOTES_JSON: file, SETTINGS_URL: 'http://ignored.example' });
    expect(source()).toEqual(v1);
    write(v2);
    expect(source()).toEqual(v2);
  });

  it('keeps serving the last valid version when an edit breaks the file', () => {
    write(v1);
    const log = jest.fn();
    const source = remotesJsonSource({ REMOTES_JSON: file }, log);
    write('{ "remotes": { "settings": ');
    expect(source()).toEqual(v1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`REMOTES_JSON: cannot read ${file}`));
    write(v2);
    expect(source()).toEqual(v2);
  });

  it('refuses to start on a missing or malformed file', () => {
    expect(() => remotesJsonSource({ REMOTES_JSON: file })).toThrow(`REMOTES_JSON: cannot read ${file}`);
    write({ apiBaseUrl: 'http://localhost:4000' });
    expect(() => readRemotesJson(file)).toThrow('has no "remotes" object');
    write({ remotes: { settings: 'localhost:3012/mf-manifest.json' } });
    expect(() => readRemotesJson(file)).toThrow('gives the "settings" remote an address that is not an http(s) URL');
    write({ apiBaseUrl: 42, remotes: {} });
    expect(() => readRemotesJson(file)).toThrow('apiBaseUrl');
    write('[]');
    expect(() => readRemotesJson(file)).toThrow('is not a JSON object');
  });

  it('is served no-cache by the static server, next to the app with its cache rules', async () => {
    const dist = path.join(dir, 'dist');
    const files = { 'index.html': '<!doctype html>', 'mf-manifest.json': '{}', 'main.0123456789.js': '' };
    mkdirSync(dist);
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
    write(v1);
    const server = await startStaticServer({
      dir: dist,
      port: 0,
      json: { '/remotes.json': remotesJsonSource({ REMOTES_JSON: file }) },
    });
    try {
      const first = await fetch(`${server.url}/remotes.json`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(await first.json()).toEqual(v1);

      write(v2);
      expect(await (await fetch(`${server.url}/remotes.json`)).json()).toEqual(v2);

      const cacheOf = async (pathname: string) =>
        (await fetch(`${server.url}${pathname}`)).headers.get('cache-control');
      expect(await cacheOf('/mf-manifest.json')).toBe('no-cache');
      expect(await cacheOf('/')).toBe('no-cache');
      expect(await cacheOf('/main.0123456789.js')).toBe('public, max-age=31536000, immutable');
    } finally {
      await server.close();
    }
  });
});

describe('scripts/serve-app.mjs', () => {
  it('names the apps it serves when given another', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/serve-app.mjs'), 'nope'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`<${appKeys.join('|')}>`);
  });
});
