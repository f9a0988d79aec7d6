import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | null = null;

/**
 * The sanitizer (DOMPurify), loaded on first use: only signed-in pages show server HTML, so the
 * public pages never download it. Removes scripts, event handlers and javascript: URLs.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }),
  );
  return sanitizer;
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
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
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    void sanitizeHtml(html).then((result) => {
      if (current) setClean({ source: html, html: result });
    });
    return () => {
      current = false;
    };
  }, [html]);

  // Until the sanitizer is ready (a few ms, once), nothing unsanitized is ever rendered.
  if (!clean || clean.source !== html) return <Tag className={className} aria-busy="true" />;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
