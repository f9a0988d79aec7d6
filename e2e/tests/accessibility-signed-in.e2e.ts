// WCAG 2.2 A/AA on every signed-in route (the public ones, and open menus and comboboxes, are in
// accessibility.e2e.ts).
import { axeViolations, HOST_URL, signIn, withSharedPage } from '../support/browser';
import { signedInRoutes } from '../support/routes';

describe('WCAG 2.2 A/AA (axe-core), signed in', () => {
  describe('every signed-in route, visited in turn by one signed-in user', () => {
    const page = withSharedPage((opened) => signIn(opened));
    it.each(signedInRoutes.map((route) => route.path))('%s (signed in) has no violations', async (path) => {
      await page().goto(`${HOST_URL}${path}`);
      await page().getByRole('heading', { level: 1 }).waitFor();
      // Checked once the page's data has loaded: its loading skeletons are gone.
      await page().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await axeViolations(page())).toEqual([]);
    });
  });
});
