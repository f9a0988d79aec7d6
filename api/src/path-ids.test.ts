import { createTestApp, signUp, type TestApp } from './testing/test-app';

/**
 * Ids in paths are canonical positive integers (issue 17 §2): on every route with an id in its path,
 * read from the route table, a number written any other way names nothing and is the resource's 404
 * (before, `0x57`, `87.0`, `%2087` and `1e3` were read as 87 or 1000 by a number coercion).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUp(t));
});
afterAll(() => t.close());

const idRoutes = () =>
  t.app.routeTable.filter(
    (route) => /:[A-Za-z]*[iI]d\b/.test(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );

const notCanonical = ['0x57', '87.0', '%2087', '87%20', '1e3', '087', '+87', '0', '-1', 'abc', '9007199254740993'];

describe('ids in paths', () => {
  it('are found on every route that has one', () => {
    const keys = idRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /jobs/:id',
        'GET /freelancers/:id',
        'DELETE /notifications/:id',
        'DELETE /settings/payment-methods/:id',
        'GET /utils/countries/:id/states',
      ]),
    );
  });

  it.each(notCanonical)('written as %s are a 404 with the resource’s message, on every route', async (written) => {
    const wrong: string[] = [];
    for (const route of idRoutes()) {
      // Each id of the path written so in turn, the others a plain 1.
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name!);
      for (const name of names) {
        const url = route.url.replace(/:([A-Za-z]+)/g, (_whole, param: string) => (param === name ? written : '1'));
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { payload: '{}' } : {}),
        });
        const body = response.json<{ message: string; errors?: unknown }>();
        if (response.statusCode !== 404 || !/not found/i.test(body.message) || body.errors !== undefined) {
          wrong.push(`${route.method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('written canonically still reach the resource', async () => {
    const countries = await t.app.inject({ method: 'GET', url: '/utils/countries' });
    const india = countries.json<{ data: { id: number; name: string }[] }>().data.find((c) => c.name === 'India')!;
    const states = await t.app.inject({ method: 'GET', url: `/utils/countries/${india.id}/states` });
    expect(states.statusCode).toBe(200);
    expect(states.json<{ data: unknown[] }>().data.length).toBeGreaterThan(20);
    const hex = await t.app.inject({ method: 'GET', url: `/utils/countries/0x${india.id.toString(16)}/states` });
    expect(hex.statusCode).toBe(404);
  });
});
