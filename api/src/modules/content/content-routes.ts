import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_PAGE_SLUGS, contentPageResponseSchema, errorResponseSchema } from '@talentindia/contracts';
import { contentPages } from '../../db/schema';
import { notFound } from '../../http-error';

/** Spec §2, §7: each content page is served at its own path as `{success, data:{title, content}}`. */
export async function contentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const slug of CONTENT_PAGE_SLUGS) {
    routes.get(
      `/${slug}`,
      {
        schema: {
          tags: ['content'],
          summary: `The ${slug.replace(/-/g, ' ')} page`,
          response: { 200: contentPageResponseSchema, 404: errorResponseSchema },
        },
      },
      async (_request, reply) => {
        const [page] = await app.db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
        if (!page) throw notFound('This page does not exist.');
        reply.header('Cache-Control', 'public, max-age=60');
        return {
          success: true as const,
          data: { title: page.title, content: page.content, updated_at: page.updatedAt.toISOString() },
        };
      },
    );
  }
}
