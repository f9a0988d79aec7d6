import { eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contentPageSeeds } from './content-pages';
import { seedContentPages, upsertContentPage } from './content-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each([
  ['/privacy-policy', 'privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'terms-and-conditions', 'Terms and Conditions'],
])('GET %s', (url, slug, title) => {
  it('answers 200 with the seeded page (spec §3: success, data.title, data.content)', async () => {
    const response = await t.request({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { title, content: expect.any(String), updated_at: expect.any(String) },
    });
    expect(body.data.content).toContain('<h2>');
    expect(body.data.content).not.toMatch(/<script/i);
    expect(Number.isNaN(Date.parse(body.data.updated_at))).toBe(false);
    expect(response.headers['content-type']).toMatch(/^application\/json/);

    const [row] = await t.app.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    expect(row!.content).toBe(body.data.content);
  });

  it('needs no token', async () => {
    const response = await t.request({ method: 'GET', url, headers: { authorization: 'Bearer nonsense' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('upsertContentPage', () => {
  it('stores the content sanitized and serves the new version', async () => {
    await upsertContentPage(t.app, {
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      content:
        '<h2>Terms</h2><p onclick="alert(1)">Be kind.</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>',
    });

    const [row] = await t.app.db.select().from(contentPages).where(eq(contentPages.slug, 'terms-and-conditions'));
    expect(row!.content).toContain('<h2>Terms</h2>');
    expect(row!.content).toContain('Be kind.');
    expect(row!.content).not.toMatch(/<script|onerror|onclick|javascript:/i);

    const response = await t.request({ method: 'GET', url: '/terms-and-conditions' });
    expect(response.json().data.content).toBe(row!.content);
  });

  it('leaves an edited page alone when the seed runs again', async () => {
    await upsertContentPage(t.app, { slug: 'privacy-policy', title: 'Privacy', content: '<p>Edited</p>' });
    await seedContentPages(t.app);

    const response = await t.request({ method: 'GET', url: '/privacy-policy' });
    expect(response.json().data).toMatchObject({ title: 'Privacy', content: '<p>Edited</p>' });
    expect(await t.app.db.select().from(contentPages)).toHaveLength(contentPageSeeds.length);
  });
});

describe('a page that is not stored', () => {
  it('answers 404 JSON', async () => {
    await t.app.db.delete(contentPages).where(eq(contentPages.slug, 'privacy-policy'));

    const response = await t.request({ method: 'GET', url: '/privacy-policy' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });
});
