import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Removes scripts, event handlers and javascript: URLs from HTML that came from the server. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders server HTML (notification descriptions, content pages) only after sanitizing it. */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
