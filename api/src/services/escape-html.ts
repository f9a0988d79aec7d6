const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text put into HTML (a mail's body, a notification's description) is shown as typed, never read as
 * markup: the five characters HTML gives a meaning to become entities, in text and in attributes.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
