import type { Page } from 'playwright-core';
import { HOST_URL, signIn, STORAGE_KEYS, storedValues, withPagePerTest, withSharedPage } from '../support/browser';
import { fullTitle, signedInRoutes } from '../support/routes';

describe('every signed-in route, visited in turn', () => {
  describe('by a visitor without a token', () => {
    const page = withSharedPage();
    it.each(signedInRoutes)('sends a visitor without a token from $path to /', async ({ path }) => {
      await page().goto(`${HOST_URL}${path}`);
      await page()
        .getByRole('heading', { level: 1, name: /Find talent your way/ })
        .waitFor();
      expect(new URL(page().url()).pathname).toBe('/');
    });
  });

  describe('by one signed-in user', () => {
    const page = withSharedPage((opened) => signIn(opened));
    it.each(signedInRoutes)(
      'renders $path for a signed-in user with the title "$title | TalentIndia"',
      async ({ path, title }) => {
        await page().goto(`${HOST_URL}${path}`);
        await page().getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page().title()).toBe(fullTitle(title));
      },
    );
  });
});

describe('signed-in shell', () => {
  const currentPage = withPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('shows the signed-in header and the copyright-only footer when a token is stored', async () => {
    await signIn(page);
    await page.goto(`${HOST_URL}/dashboard`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'My Jobs' }).waitFor();
    expect(await header.getByRole('link', { name: 'TalentIndia' }).getAttribute('href')).toBe('/dashboard');
    await header.getByRole('button', { name: 'Reports' }).waitFor();
    await header.getByRole('link', { name: 'Messages' }).waitFor();
    await header.getByRole('button', { name: 'Notifications' }).waitFor();
    await header.getByRole('button', { name: /Account menu for Asha/ }).waitFor();
    expect(await header.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    expect((await page.getByRole('contentinfo').innerText()).trim()).toBe('© 2025 TalentIndia. All rights reserved.');

    await header.getByRole('button', { name: 'Reports' }).click();
    const reports = page.getByRole('menu', { name: 'Reports' });
    expect(await reports.getByRole('menuitem').allInnerTexts()).toEqual([
      'Transaction History',
      'Weekly Summary',
      'Time by freelancer',
    ]);
    await reports.getByRole('menuitem', { name: 'Weekly Summary' }).click();
    await page.getByRole('heading', { level: 1, name: 'Weekly Summary' }).waitFor();
  });

  it('hides the footer on /messages', async () => {
    await signIn(page);
    await page.goto(`${HOST_URL}/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
  });

  it('logs out from the account menu: the seven keys are removed and the visitor is on /', async () => {
    await signIn(page);
    await page.goto(`${HOST_URL}/settings/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor();
    await page.getByRole('button', { name: /Account menu for Asha/ }).click();
    const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    expect(items).toEqual([
      'Profile Details',
      'Billing Details',
      'Password And Security',
      'Payment Methods',
      'Verification',
      'Email Preference',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(Object.values(await storedValues(page))).toEqual(STORAGE_KEYS.map(() => null));
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
  });

  it('runs host and remotes on one React, one router and one auth store', async () => {
    const account = await signIn(page);
    await page.goto(`${HOST_URL}/dashboard`);
    // The jobs-reports remote reads the session from the host's store and links through the host's router.
    await page.getByText(`Welcome back, ${account.first_name}.`).waitFor();
    await page.goto(`${HOST_URL}/settings/profile`);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Billing Details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing Details' }).waitFor();

    const singletons = [
      'react',
      'react-dom',
      '@talentindia/router',
      'zustand',
      '@tanstack/react-query',
      '@talentindia/core',
      '@talentindia/ui',
    ];
    const loaded = await page.evaluate((names) => {
      type Shared = { loaded?: boolean; from: string; lib?: unknown };
      const share = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const name of names) {
        const copies = new Set<string>();
        for (const scopes of Object.values(share)) {
          for (const [version, shared] of Object.entries(scopes.default?.[name] ?? {})) {
            if (shared.loaded || shared.lib) copies.add(`${version} from ${shared.from}`);
          }
        }
        result[name] = [...copies];
      }
      return result;
    }, singletons);
    for (const name of singletons)
      expect({ name, copies: loaded[name] }).toEqual({ name, copies: [expect.stringMatching(/ from host$/)] });
  });
});
