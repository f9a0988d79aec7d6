import { HOST_URL, newPage, signIn, withBrowser } from '../support/browser';

const browser = withBrowser();

describe('narrow layout (spec §2: 900 px wide or less)', () => {
  it('collapses the header into a menu at 900 px and keeps it expanded above', async () => {
    const narrow = await newPage(browser(), { width: 900, height: 800 });
    await narrow.page.goto(`${HOST_URL}/`);
    const menuButton = narrow.page.getByRole('button', { name: 'Open menu' });
    await menuButton.waitFor();
    expect(await narrow.page.getByRole('button', { name: 'Find Talent' }).isVisible()).toBe(false);
    await menuButton.click();
    const mainMenu = narrow.page.getByRole('navigation', { name: 'Main menu' });
    await mainMenu.getByRole('link', { name: 'Web Developers' }).waitFor();
    await narrow.page.keyboard.press('Escape');
    await narrow.page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await mainMenu.isVisible()).toBe(false);

    await narrow.page.getByRole('button', { name: 'Open menu' }).click();
    await mainMenu.getByRole('link', { name: 'About Us' }).click();
    await narrow.page.waitForURL(`${HOST_URL}/about-us`);
    // The menu closes when the route changes, a render after the URL does.
    await mainMenu.waitFor({ state: 'hidden', timeout: 5_000 });
    await narrow.context.close();

    const wide = await newPage(browser(), { width: 901, height: 800 });
    await wide.page.goto(`${HOST_URL}/`);
    await wide.page.getByRole('button', { name: 'Find Talent' }).waitFor();
    expect(await wide.page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await wide.context.close();
  });

  it('gives signed-in users the same menu on narrow screens', async () => {
    const { page, context } = await newPage(browser(), { width: 600, height: 900 });
    await signIn(page);
    await page.goto(`${HOST_URL}/dashboard`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await mainMenu.getByRole('link', { name: 'Transaction History' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transaction History' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
