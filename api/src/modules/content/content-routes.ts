import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_PAGE_SLUGS, contentPageResponseSchema, errorResponseSchema } from '@talentindia/contracts';
import { notFound } from '../../http-error';
import { readContentPage } from './content-service';

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
        const page = await readContentPage(app, slug);
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
