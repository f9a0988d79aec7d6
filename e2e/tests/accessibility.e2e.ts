import { axeViolations, HOST_URL, newPage, signIn, withBrowser } from '../support/browser';
import { publicRoutes, signedInRoutes } from '../support/routes';

const browser = withBrowser();

describe('WCAG 2.2 A/AA (axe-core)', () => {
  it.each([...publicRoutes.map((route) => route.path), '/no-such-page'])('%s has no violations', async (path) => {
    const { page, context } = await newPage(browser());
    await page.goto(`${HOST_URL}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(signedInRoutes.map((route) => route.path))('%s (signed in) has no violations', async (path) => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.goto(`${HOST_URL}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Checked once the page's data has loaded: its loading skeletons are gone.
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['/settings/profile', 'Edit Profile'],
    ['/settings/billing', null],
  ])('%s in edit mode, with a combobox open, has no violations', async (path, editButton) => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.goto(`${HOST_URL}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (editButton) await page.getByRole('button', { name: editButton }).click();
    // The searchable select's input (a native <select> has the combobox role too).
    const combobox = page.locator('input[role="combobox"]').first();
    await combobox.fill('a');
    await page.getByRole('listbox').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the narrow menu and an open dropdown have no violations', async () => {
    const { page, context } = await newPage(browser(), { width: 800, height: 900 });
    await page.goto(`${HOST_URL}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Find Talent' }).click();
    await page.getByRole('menu').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
