/** A piece of text, marked when it is one of the searched words. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits text around the search's words (the api's `meta.terms`, lower-cased), matching the start
 * of a word in any case, as the server's prefix search does ("des" marks "Design").
 */
export function highlight(text: string, terms: readonly string[]): HighlightPart[] {
  const words = terms.map((term) => term.trim()).filter(Boolean);
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeForPattern).join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > from) parts.push({ text: text.slice(from, found.index), match: false });
    parts.push({ text: found[0], match: true });
    from = found.index + found[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
