import { linkify } from './linkify';

describe('linkify', () => {
  it('makes web addresses links, leaving out what ends the sentence', () => {
    expect(linkify('See https://example.com/a?b=1. And (www.talentindia.dev/jobs), thanks!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. And (' },
      { kind: 'link', text: 'www.talentindia.dev/jobs', href: 'https://www.talentindia.dev/jobs' },
      { kind: 'text', text: '), thanks!' },
    ]);
  });

  it('keeps a bracket that belongs to the address, and never links other schemes', () => {
    expect(linkify('https://en.wikipedia.org/wiki/Pune_(city)')).toEqual([
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Pune_(city)',
        href: 'https://en.wikipedia.org/wiki/Pune_(city)',
      },
    ]);
    expect(linkify('javascript:alert(1) or data:text/html,<b>x</b> or http://')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) or data:text/html,<b>x</b> or http://' },
    ]);
  });
});
