/**
 * @jest-environment-options {"resources": "usable"}
 */
// jsdom loads the remote entries' <script> tags the federation runtime adds (from file: URLs here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import { init } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockApi, type MockHandler } from '@talentindia/core/testing';
import { apiCalls, renderApp, resetApp, storeSession } from '../../testing/app-test-kit';
import talentIndiaFederationPlugin from './federation-runtime-plugin';
import { registerRemoteManifests, type RemoteName } from './remote-registry';

/**
 * The registry through the real Module Federation runtime, as the host's build sets it up (its
 * runtime plugin, React shared): each remote is a deployment of two files, a manifest (answered by
 * the test's network) and a remote entry script (a file jsdom loads), and the test looks at what the
 * host's routes show.
 */

init({
  name: 'host',
  remotes: [],
  plugins: [talentIndiaFederationPlugin()],
  shared: {
    react: { version: React.version, lib: () => React, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
  },
});

const deployments = fs.mkdtempSync(path.join(os.tmpdir(), 'talentindia-remotes-'));
afterAll(() => fs.rmSync(deployments, { recursive: true, force: true }));

const manifestUrl = (name: RemoteName) => `http://localhost:3002/${name}/mf-manifest.json`;

/**
 * One build of a remote: its entry script, which exposes `./routes` drawn with the host's shared
 * React (from the share scope the runtime hands it), and the manifest that names it. `routes` is the
 * module's `routes` array as script source, with `h` for React.createElement.
 */
function buildRemote(name: RemoteName, build: string, routes: string): MockHandler {
  const folder = path.join(deployments, name, build);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'remoteEntry.js'),
    `window[${JSON.stringify(name)}] = (function () {
      var shareScope;
      return {
        init: function (scope) { shareScope = scope; },
        get: function (expose) {
          if (expose !== './routes') return Promise.reject(new Error('No module ' + expose));
          var react = shareScope.react[Object.keys(shareScope.react)[0]];
          return Promise.resolve(react.get()).then(function (factory) {
            var h = factory().createElement;
            return function () { return { routes: ${routes} }; };
          });
        },
      };
    })();`,
  );
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: build, buildName: `@talentindia/remote-${name}` },
      publicPath: `${pathToFileURL(folder).href}/`,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  return () => jsonResponse(manifest);
}

const unavailable: MockHandler = () => new Response('Service Unavailable', { status: 503 });

beforeEach(async () => {
  // A failing remote is reported on the console by design; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await storeSession();
});

// Each test uses a remote of its own: the runtime, like a page, keeps what it has loaded.
afterEach(resetApp);

describe('the remote registry', () => {
  it('loads a remote from the manifest remotes.json names and shows its page in the host', async () => {
    const { calls } = mockApi({
      [`GET ${manifestUrl('settings')}`]: buildRemote(
        'settings',
        'build-1',
        `[{ path: '/settings', children: [{ path: 'profile', element: h('h1', null, 'Profile Details') }] }]`,
      ),
    });
    registerRemoteManifests({ settings: manifestUrl('settings') });

    renderApp('/settings/profile');

    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
    expect(apiCalls(calls)).toContain(`GET ${manifestUrl('settings')}`);
  });

  it('shows the fallback for a remote remotes.json does not name, without fetching anything', async () => {
    const { calls } = mockApi({});
    registerRemoteManifests({ settings: manifestUrl('settings') });

    renderApp('/messages');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Messages is unavailable right now' })).toBeInTheDocument();
    expect(apiCalls(calls).filter((call) => call.includes('mf-manifest'))).toEqual([]);
  });

  it('shows the fallback for a remote whose build exposes no routes', async () => {
    mockApi({ [`GET ${manifestUrl('messages')}`]: buildRemote('messages', 'build-1', 'undefined') });
    registerRemoteManifests({ messages: manifestUrl('messages') });

    renderApp('/messages');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Messages is unavailable right now' })).toBeInTheDocument();
  });

  it('shows the fallback while a remote is down, and its new build on Try again once it is back', async () => {
    let manifest = unavailable;
    const { calls } = mockApi({ [`GET ${manifestUrl('jobsReports')}`]: (call) => manifest(call) });
    registerRemoteManifests({ jobsReports: manifestUrl('jobsReports') });
    // The page came with preload hints for the remote (and for the host's own files).
    const hint = (href: string) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = href;
      document.head.append(link);
      return link;
    };
    const remoteHint = hint('http://localhost:3002/jobsReports/routes.0123456789.css');
    const hostHint = hint('http://localhost/startup.0123456789.css');

    const { user } = renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Dashboard is unavailable right now' })).toBeInTheDocument();
    expect(apiCalls(calls)).toContain(`GET ${manifestUrl('jobsReports')}`);

    manifest = buildRemote(
      'jobsReports',
      'build-2',
      `[{ path: '/dashboard', children: [{ index: true, element: h('h1', null, 'Dashboard, build 2') }] }]`,
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard, build 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A failed preload would answer the new try with its old failure: the remote's hints are dropped.
    expect(remoteHint.isConnected).toBe(false);
    expect(hostHint.isConnected).toBe(true);
    hostHint.remove();
  });

  it('drops a build that breaks on Try again, and loads the one deployed since', async () => {
    let manifest = buildRemote(
      'marketing',
      'build-1',
      `[{ path: '/', element: h(function BrokenHome() { throw new Error('broken build'); }) }]`,
    );
    mockApi({ [`GET ${manifestUrl('marketing')}`]: (call) => manifest(call) });
    registerRemoteManifests({ marketing: manifestUrl('marketing') });

    const { user } = renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page is unavailable right now' })).toBeInTheDocument();

    // The same remote, redeployed: its entry has the same global name at a new address.
    manifest = buildRemote('marketing', 'build-2', `[{ path: '/', element: h('h1', null, 'Find talent your way') }]`);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Find talent your way' })).toBeInTheDocument();
  });
});
