import { axeViolations, HOST_URL, newPage, signIn, withBrowser, withSharedPage } from '../support/browser';
import { publicRoutes } from '../support/routes';

const browser = withBrowser();

// The signed-in routes are checked in accessibility-signed-in.e2e.ts: a file of their own, so the two
// sweeps run side by side.
describe('WCAG 2.2 A/AA (axe-core)', () => {
  describe('every public route, visited in turn by one visitor', () => {
    const page = withSharedPage();
    it.each([...publicRoutes.map((route) => route.path), '/no-such-page'])('%s has no violations', async (path) => {
      await page().goto(`${HOST_URL}${path}`);
      await page().getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page())).toEqual([]);
    });
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
