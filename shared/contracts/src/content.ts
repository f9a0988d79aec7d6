import { z } from './zod';

/** The content pages served by their own path (spec §2, §7). */
export const CONTENT_PAGE_SLUGS = ['privacy-policy', 'terms-and-conditions'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Spec §3: success, data.title, data.content (HTML, sanitized). */
export const contentPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ title: z.string(), content: z.string(), updated_at: z.string() }),
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;
