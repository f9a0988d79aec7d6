// The host's page as its server writes it (scripts/host-html.mjs): remotes.json inlined, and preload
// hints for the remote that owns the requested page, read from that remote's mf-manifest.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  createHostHtml,
  createManifestCache,
  hostPageHandler,
  jsonDataBlock,
  ownerOfPath,
  remoteHints,
} from '../scripts/host-html.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';

const routeTable = [
  { prefix: '/', remote: 'marketing' },
  { prefix: '/login', remote: 'marketing' },
  { prefix: '/services', remote: 'marketing' },
  { prefix: '/freelancers', remote: 'jobsReports' },
  { prefix: '/freelancer', remote: 'jobsReports' },
];

const manifestUrl = 'https://cdn.example/marketing/mf-manifest.json';

/** Shaped like the remotes' own mf-manifest.json (publicPath "auto", one `./routes` expose). */
const manifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    routeAssets: {
      'route-login': { js: ['243.aaaaaaaaaa.js', 'route-login.bbbbbbbbbb.js'], css: ['route-login.cccccccccc.css'] },
    },
  },
  exposes: [
    {
      name: 'routes',
      path: './routes',
      assets: {
        js: { sync: ['315.dddddddddd.js', '__federation_expose_routes.eeeeeeeeee.js'], async: ['161.ffffffffff.js'] },
        css: { sync: ['__federation_expose_routes.0000000000.css'], async: [] },
      },
    },
  ],
};

const config = {
  apiBaseUrl: 'https://api.example',
  remotes: { marketing: manifestUrl, jobsReports: 'https://cdn.example/jobs/mf-manifest.json' },
};

/** Lets a read the cache started in the background finish. */
const backgroundReads = () => new Promise((resolve) => setTimeout(resolve, 20));

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('the page that owns a path', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/services/full-stack-development', '/services'],
    ['/freelancers/1', '/freelancers'],
    ['/freelancer/profile', '/freelancer'],
  ])('%s belongs to the %s prefix', (pathname, prefix) => {
    expect(ownerOfPath(routeTable, pathname)?.prefix).toBe(prefix);
  });

  it.each(['/notifications', '/loginx', '/no-such-page/login'])('%s belongs to no remote', (pathname) => {
    expect(ownerOfPath(routeTable, pathname)).toBeUndefined();
  });
});

describe("a remote's hints, from its manifest", () => {
  it('are the manifest, the remote entry, the ./routes files and the files of the page', () => {
    expect(remoteHints(manifest, manifestUrl, '/login')).toEqual([
      { href: manifestUrl, as: 'fetch', crossorigin: true },
      { href: 'https://cdn.example/marketing/remoteEntry.js', as: 'script' },
      { href: 'https://cdn.example/marketing/__federation_expose_routes.0000000000.css', as: 'style' },
      { href: 'https://cdn.example/marketing/route-login.cccccccccc.css', as: 'style' },
      { href: 'https://cdn.example/marketing/315.dddddddddd.js', as: 'script' },
      { href: 'https://cdn.example/marketing/__federation_expose_routes.eeeeeeeeee.js', as: 'script' },
      { href: 'https://cdn.example/marketing/243.aaaaaaaaaa.js', as: 'script' },
      { href: 'https://cdn.example/marketing/route-login.bbbbbbbbbb.js', as: 'script' },
    ]);
  });

  it('leave out the files of pages under other prefixes', () => {
    const hrefs = remoteHints(manifest, manifestUrl, '/services').map((hint) => hint.href);
    expect(hrefs).toHaveLength(5);
    expect(hrefs.some((href) => href.includes('route-login'))).toBe(false);
  });

  it('resolve against a publicPath the manifest gives', () => {
    const moved = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/marketing/v2/' } };
    expect(remoteHints(moved, manifestUrl, '/')[1]).toEqual({
      href: 'https://cdn.example/marketing/v2/remoteEntry.js',
      as: 'script',
    });
  });

  it('never point at another origin than the remote’s', () => {
    const hostile = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'https://evil.example/x.js', path: '' } },
    };
    expect(remoteHints(hostile, manifestUrl, '/').map((hint) => new URL(hint.href).origin)).not.toContain(
      'https://evil.example',
    );
  });

  it.each([
    ['no manifest', undefined],
    ['not an object', 'oops'],
    ['no metaData', { exposes: [] }],
    ['a publicPath known only in the browser', { metaData: { getPublicPath: 'return "/"' } }],
  ])('are none for %s', (_case, broken) => {
    expect(remoteHints(broken, manifestUrl, '/')).toEqual([]);
  });
});

describe('a JSON data block', () => {
  it('cannot be closed by a value', () => {
    const block = jsonDataBlock('remotes-config', { name: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('the manifest cache', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a manifest once while it is fresh', async () => {
    const fetch = jest.fn(() => answer(manifest));
    const manifests = createManifestCache({ fetch });
    await expect(manifests.get(manifestUrl)).resolves.toEqual(manifest);
    await expect(manifests.get(manifestUrl)).resolves.toEqual(manifest);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers with the copy it has while it reads a newer one', async () => {
    const newer = { ...manifest, id: 'newer' };
    const fetch = jest.fn(() => answer(manifest));
    const manifests = createManifestCache({ fetch, freshMs: 0 });
    await manifests.get(manifestUrl);
    fetch.mockImplementation(() => answer(newer));
    await expect(manifests.get(manifestUrl)).resolves.toEqual(manifest);
    await backgroundReads();
    await expect(manifests.get(manifestUrl)).resolves.toEqual(newer);
  });

  it('does not keep a page waiting for a slow remote', async () => {
    const manifests = createManifestCache({ fetch: () => new Promise<Response>(() => undefined), waitMs: 20 });
    const started = Date.now();
    await expect(manifests.get(manifestUrl)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('forgets the manifest of a remote that went down', async () => {
    const fetch = jest.fn(() => answer(manifest));
    const manifests = createManifestCache({ fetch, freshMs: 0 });
    await manifests.get(manifestUrl);
    fetch.mockImplementation(() => Promise.reject(new TypeError('fetch failed')));
    await manifests.get(manifestUrl); // the copy it has, while the new read fails
    await backgroundReads();
    await expect(manifests.get(manifestUrl)).resolves.toBeUndefined();
  });
});

describe("the host's page", () => {
  let dist: string;

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'host-html-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'route-table.json'), JSON.stringify(routeTable));
    writeFileSync(path.join(dist, 'main.js'), 'console.log("main")');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('carries remotes.json and the hints of the page’s remote', async () => {
    const fetchManifest = jest.fn((url: string | URL | Request) =>
      (url instanceof Request ? url.url : url.toString()) === manifestUrl
        ? answer(manifest)
        : Promise.reject(new Error()),
    );
    const manifests = createManifestCache({ fetch: fetchManifest });
    const write = createHostHtml({ dir: dist, remotesConfig: () => config, manifests });

    const page = await write('/login');

    expect(page).toContain(`<script type="application/json" id="remotes-config">${JSON.stringify(config)}</script>`);
    expect(page).toContain(`<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin>`);
    expect(page).toContain(
      '<link rel="preload" as="script" href="https://cdn.example/marketing/route-login.bbbbbbbbbb.js">',
    );
    expect(page).toContain('<link rel="preconnect" href="https://cdn.example">');
    expect(page.indexOf('route-login')).toBeLessThan(page.indexOf('</head>'));
  });

  it('carries a configured value as it is, even one that looks like a replacement pattern', async () => {
    const odd = { ...config, googleClientId: "$' $& $1" };
    const manifests = createManifestCache({ fetch: () => answer(manifest) });
    const write = createHostHtml({ dir: dist, remotesConfig: () => odd, manifests });

    const page = await write('/notifications');
    const block = page.match(/<script type="application\/json" id="remotes-config">(.*?)<\/script>/)?.[1];

    expect(JSON.parse(block ?? '')).toEqual(odd);
    expect(page.endsWith('</html>')).toBe(true);
  });

  it('has no hints for a page of the host’s own, and none for a remote that is down', async () => {
    const fetchManifest = jest.fn(() => Promise.reject(new TypeError('fetch failed')));
    const manifests = createManifestCache({ fetch: fetchManifest });
    const write = createHostHtml({ dir: dist, remotesConfig: () => config, manifests });

    for (const pathname of ['/notifications', '/login']) {
      const page = await write(pathname);
      expect(page).toContain('id="remotes-config"');
      expect(page).not.toContain('rel="preload"');
    }
  });

  it('is what the static server answers for every page path, compressed and never cached', async () => {
    const manifests = createManifestCache({ fetch: () => answer(manifest) });
    const server = await startStaticServer({
      dir: dist,
      port: 0,
      json: { '/remotes.json': () => config },
      page: hostPageHandler({ dir: dist, remotesConfig: () => config, manifests }),
    });
    try {
      for (const pathname of ['/', '/login', '/services/full-stack-development', '/index.html']) {
        const response = await fetch(`${server.url}${pathname}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('id="remotes-config"');
      }
      // Files are still files, and a missing one a 404.
      expect(await (await fetch(`${server.url}/main.js`)).text()).toBe('console.log("main")');
      expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('the page over HTTP', () => {
  it('is gzip-compressed for a client that accepts it', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'host-html-'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'route-table.json'), '[]');
    const server = await startStaticServer({
      dir: dist,
      port: 0,
      page: hostPageHandler({ dir: dist, remotesConfig: () => ({ remotes: {} }) }),
    });
    try {
      const http = await import('node:http');
      const body = await new Promise<Buffer>((resolve, reject) => {
        http.get(`${server.url}/`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', reject);
        });
      });
      expect(gunzipSync(body).toString()).toContain('<script type="application/json" id="remotes-config">');
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
