import type { Page } from 'playwright-core';
import { HOST_URL, withPagePerTest } from '../support/browser';
import { fullTitle, publicRoutes } from '../support/routes';

const currentPage = withPagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

describe('public pages', () => {
  it.each(publicRoutes)(
    '$path renders its page and sets the title "$title | TalentIndia"',
    async ({ path, title, heading }) => {
      await page.goto(`${HOST_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading }).waitFor()).resolves.toBeUndefined();
      expect(await page.title()).toBe(fullTitle(title));
    },
  );

  it('shows the under-development banner on every page', async () => {
    await page.goto(`${HOST_URL}/`);
    await page.getByRole('region', { name: 'Site notice' }).waitFor();
    expect(await page.getByRole('region', { name: 'Site notice' }).textContent()).toMatch(
      /under development.*check back soon/i,
    );
  });

  it('shows "Page Not Found" for an unknown path, and Back to Home goes to /', async () => {
    await page.goto(`${HOST_URL}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe(fullTitle('Page Not Found'));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Find talent your way/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows "Page Not Found" for an unknown page under a remote prefix', async () => {
    await page.goto(`${HOST_URL}/services/no-such-service`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  it('opens one FAQ item at a time and closes the open one on a repeated click', async () => {
    await page.goto(`${HOST_URL}/services/full-stack-development`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The FAQ's questions are the buttons inside headings (the accordion pattern); menus are not.
    const questions = page.locator(':is(h2, h3, h4) > button[aria-expanded]');
    const count = await questions.count();
    expect(count).toBe(7);

    const second = questions.nth(1);
    const fourth = questions.nth(3);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await fourth.click();
    expect(await fourth.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: await fourth.innerText() }).isVisible()).toBe(true);
    await fourth.click();
    expect(await fourth.getAttribute('aria-expanded')).toBe('false');
    for (let index = 0; index < count; index += 1) {
      expect(await questions.nth(index).getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('lets the Find Talent menu be used with the keyboard and closes it on Escape and on an outside click', async () => {
    await page.goto(`${HOST_URL}/`);
    const trigger = page.getByRole('button', { name: 'Find Talent' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Find Talent' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').count()).toBe(4);
    // Opening moves focus to the first item; the arrow then moves it to the second.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Full Stack Developers');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Front End Developers');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Find Talent');

    await trigger.click();
    await menu.waitFor();
    await page.mouse.click(5, 400);
    await menu.waitFor({ state: 'detached' });

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Mobile App Developers' }).click();
    await page.waitForURL(`${HOST_URL}/services/mobile-app-development`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('links "Hire Top Indian Talent" in the header to /signup', async () => {
    await page.goto(`${HOST_URL}/about-us`);
    await page.getByRole('banner').getByRole('link', { name: 'Hire Top Indian Talent' }).click();
    await page.waitForURL(`${HOST_URL}/signup`);
  });
});
