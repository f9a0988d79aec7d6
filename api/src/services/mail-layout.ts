import { escapeHtml as escape } from './escape-html';

/**
 * Every mail's look, as HTML and as plain text: a title, paragraphs, an optional button with its link
 * repeated as text (for clients that hide buttons), and a closing note. Every value is escaped.
 */
export function mailLayout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  after: string,
) {
  const button = action
    ? `<p><a href="${escape(action.url)}" style="display:inline-block;padding:10px 18px;background:#0b5cff;color:#fff;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>\n`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${button}<p style="font-size:13px;color:#6b7280">${escape(after)}${action ? `<br>${escape(action.url)}` : ''}</p>
</body></html>`;
  const text = [title, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), after].join('\n\n');
  return { html, text };
}
