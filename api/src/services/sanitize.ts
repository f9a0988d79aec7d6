import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

/**
 * HTML stored for display (notification descriptions, content pages) is cleaned when it is stored:
 * no scripts, no event handlers, no `javascript:` URLs. The browser sanitizes again before rendering.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/**
 * A notification's description sits inside the link to its action, so it keeps inline formatting
 * only: links and block content are reduced to their text.
 */
export function sanitizeInlineHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'small', 'mark', 'code', 'br'],
    ALLOWED_ATTR: [],
  });
}
