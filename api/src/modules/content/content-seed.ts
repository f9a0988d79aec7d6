import type { Database } from '../../db/database';
import { contentPages } from '../../db/schema';
import { sanitizeHtml } from '../../services/sanitize';
import { contentPageSeeds } from './content-pages';

/** Stores a content page (sanitized); used by the first-start seed and by tests. */
export async function upsertContentPage(db: Database, page: { slug: string; title: string; content: string }) {
  await db
    .insert(contentPages)
    .values({ slug: page.slug, title: page.title, content: sanitizeHtml(page.content), updatedAt: new Date() })
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: { title: page.title, content: sanitizeHtml(page.content), updatedAt: new Date() },
    });
}

/** The legal pages exist from the first start; a page already stored (perhaps edited) is left alone. */
export async function seedContentPages(db: Database) {
  for (const page of contentPageSeeds) {
    await db
      .insert(contentPages)
      .values({ slug: page.slug, title: page.title, content: sanitizeHtml(page.content) })
      .onConflictDoNothing();
  }
}
