import { createRequire } from 'node:module';
import type createDOMPurifyOf from 'dompurify';
import type { DOMPurify } from 'dompurify';
import type * as jsdom from 'jsdom';

let purifier: DOMPurify | undefined;

/**
 * DOMPurify over a jsdom window, made on the first HTML to clean (tests, scripts) or by
 * `warmSanitizer` before the server listens: jsdom is the heaviest thing the api loads (about 0.4 s
 * of blocked event loop), which a request must not wait for. Loaded synchronously, as the cleaners
 * are called from synchronous code.
 */
function purify(): DOMPurify {
  if (!purifier) {
    const load = createRequire(import.meta.url);
    const createDOMPurify = load('dompurify') as typeof createDOMPurifyOf;
    const { JSDOM } = load('jsdom') as typeof jsdom;
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

/**
 * Makes the cleaner now: the server calls it before it listens, so the first notification a live
 * process writes (a new message's) does not hold every other request up while jsdom loads.
 */
export function warmSanitizer(): void {
  purify();
}

/**
 * HTML stored for display (notification descriptions, content pages) is cleaned when it is stored:
 * no scripts, no event handlers, no `javascript:` URLs. The browser sanitizes again before rendering.
 */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/**
 * A notification's description sits inside the link to its action, so it keeps inline formatting
 * only: links and block content are reduced to their text.
 */
export function sanitizeInlineHtml(html: string): string {
  return purify().sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'small', 'mark', 'code', 'br'],
    ALLOWED_ATTR: [],
  });
}
