import { PREVIEW_LENGTH, previewOf, searchTerms, snippetOf } from './message-text';

describe('previewOf', () => {
  it('shows the text on one line, cut at whole characters, or the files without text', () => {
    expect(previewOf('  Hello\n\nthere  ', 0)).toBe('Hello there');
    const long = `${'😀'.repeat(PREVIEW_LENGTH)}tail`;
    expect(Array.from(previewOf(long, 0))).toEqual([...Array.from('😀'.repeat(PREVIEW_LENGTH - 1)), '…']);
    expect(previewOf('', 1)).toBe('📎 1 file');
    expect(previewOf('   ', 2)).toBe('📎 2 files');
    expect(previewOf('Offer accepted', 0)).toBe('Offer accepted');
  });
});

describe('searchTerms', () => {
  it('keeps the distinct words, lower-cased, without punctuation', () => {
    expect(searchTerms('Logo, LOGO & croissant-design!')).toEqual(['logo', 'croissant', 'design']);
    expect(searchTerms(`'&|!:*()`)).toEqual([]);
  });
});

describe('snippetOf', () => {
  it('shows a short text whole, and a long one around the first word the search begins', () => {
    expect(snippetOf('Croissants look great', ['croiss'])).toBe('Croissants look great');
    const body = `${'filler words '.repeat(30)}the Croissant logo is ready ${'and more words '.repeat(20)}`;
    const snippet = snippetOf(body, ['croiss']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the Croissant logo is ready');
    expect(Array.from(snippet).length).toBeLessThanOrEqual(PREVIEW_LENGTH + 2);
    // Near the end, the window ends with the text (no trailing ellipsis); inside a word is no hit.
    const late = snippetOf(`${'word '.repeat(60)}express press`, ['press']);
    expect(late.endsWith('express press')).toBe(true);
  });
});
