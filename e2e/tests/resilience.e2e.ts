import type { Page } from 'playwright-core';
import { newPage, signIn, stand, withBrowser } from '../support/browser';

// This file takes remotes down and slows them: on a stand of its own, so the files running beside it do not notice.
const { hostUrl: HOST_URL, remoteUrl, harness } = stand(1);

const browser = withBrowser();
let page: Page;

beforeEach(async () => {
  ({ page } = await newPage(browser()));
  await signIn(page, undefined, HOST_URL);
});
afterEach(async () => {
  await harness.start('messages');
  await harness.start('settings');
  await harness.delayManifest('settings', 0);
  await page.context().close();
});

describe('a remote that is down or slow', () => {
  it('shows the fallback for the failed route while the shell and the other remotes keep working, and "Try again" renders it once it is back', async () => {
    await harness.stop('messages');
    await page.goto(`${HOST_URL}/messages`);
    await page.getByRole('heading', { name: 'Messages is unavailable right now' }).waitFor();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await tryAgain.waitFor();

    // The header still works and so does another remote.
    await page.getByRole('banner').getByRole('button', { name: 'My Jobs' }).click();
    await page.getByRole('menuitem', { name: 'All Jobs' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Jobs' }).waitFor();
    await page.goto(`${HOST_URL}/settings/billing`);
    await page.getByRole('heading', { level: 1, name: 'Billing Details' }).waitFor();

    // Back to the failed route, still down.
    await page.getByRole('banner').getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages is unavailable right now' }).waitFor();

    await harness.start('messages');
    await page.getByRole('button', { name: 'Try again' }).click();
    // Exactly "Messages": the fallback's own heading, "Messages is unavailable right now", holds the word too.
    await page.getByRole('heading', { level: 1, name: 'Messages', exact: true }).waitFor();
  });

  it('recovers on "Try again" after the browser lost the remote (its server up, the network between them down)', async () => {
    // A page served with preload hints for the settings remote, whose origin the browser cannot reach.
    const settingsOrigin = `${remoteUrl('settings')}/**`;
    await page.context().route(settingsOrigin, (route) => route.abort('internetdisconnected'));
    await page.goto(`${HOST_URL}/settings/profile`);
    await page.getByRole('heading', { name: 'Settings is unavailable right now' }).waitFor({ timeout: 20_000 });

    // The network is back: "Try again" renders the page, without a reload.
    await page.context().unroute(settingsOrigin);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor({ timeout: 15_000 });
  });

  it('recovers on "Try again" after the remote’s server was down when a page preloading it opened', async () => {
    await harness.stop('settings');
    try {
      await page.goto(`${HOST_URL}/settings/profile`);
      await page.getByRole('heading', { name: 'Settings is unavailable right now' }).waitFor({ timeout: 20_000 });
    } finally {
      await harness.start('settings');
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor({ timeout: 15_000 });
  });

  it('offers a full reload once the retries are spent', async () => {
    await harness.stop('messages');
    await page.goto(`${HOST_URL}/messages`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Messages is unavailable right now' }).waitFor();
    }
    await page.getByRole('button', { name: 'Reload page' }).waitFor();
    await harness.start('messages');
    await page.getByRole('button', { name: 'Reload page' }).click();
    // Exactly "Messages": the fallback's own heading, "Messages is unavailable right now", holds the word too.
    await page.getByRole('heading', { level: 1, name: 'Messages', exact: true }).waitFor();
  });

  it('says it is still loading after about five seconds, then renders the slow remote', async () => {
    await harness.delayManifest('settings', 7000);
    await page.goto(`${HOST_URL}/settings/profile`);
    await page.getByText('Loading Settings…').waitFor();
    await page.getByText('Still loading Settings… this is taking longer than usual.').waitFor({ timeout: 6500 });
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor({ timeout: 15_000 });
  });
});

describe('cache headers', () => {
  it('serves manifests and remote entries no-cache and hashed chunks immutable', async () => {
    const manifestResponse = await fetch(`${remoteUrl('settings')}/mf-manifest.json`);
    expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
    expect(manifestResponse.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await manifestResponse.json()) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const entry = await fetch(`${remoteUrl('settings')}/${manifest.metaData.remoteEntry.name}`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = manifest.exposes[0]?.assets.js.sync.find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
    expect(chunk).toBeDefined();
    const chunkResponse = await fetch(`${remoteUrl('settings')}/${chunk}`);
    expect(chunkResponse.status).toBe(200);
    expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const remotes = await fetch(`${HOST_URL}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
  });
});
