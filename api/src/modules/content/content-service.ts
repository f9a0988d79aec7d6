import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentPages } from '../../db/schema';
import { sanitizeHtml } from '../../services/sanitize';
import { contentPageSeeds } from './content-pages';

/** A content page by its slug, or undefined. */
export async function readContentPage(app: FastifyInstance, slug: string) {
  const [page] = await app.db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return page;
}

/** Stores a content page (sanitized), dated by the app's clock; used by the first-start seed and by tests. */
export async function upsertContentPage(app: FastifyInstance, page: { slug: string; title: string; content: string }) {
  const updatedAt = app.clock.now();
  await app.db
    .insert(contentPages)
    .values({ slug: page.slug, title: page.title, content: sanitizeHtml(page.content), updatedAt })
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: { title: page.title, content: sanitizeHtml(page.content), updatedAt },
    });
}

/**
 * The legal pages exist from the first start; a page already stored (perhaps edited) is left alone,
 * so only the missing ones are cleaned and written (every start but the first writes nothing).
 */
export async function seedContentPages(app: FastifyInstance) {
  const stored = new Set((await app.db.select({ slug: contentPages.slug }).from(contentPages)).map((row) => row.slug));
  for (const page of contentPageSeeds.filter((seed) => !stored.has(seed.slug))) {
    await app.db
      .insert(contentPages)
      .values({ slug: page.slug, title: page.title, content: sanitizeHtml(page.content), updatedAt: app.clock.now() })
      .onConflictDoNothing();
  }
}
