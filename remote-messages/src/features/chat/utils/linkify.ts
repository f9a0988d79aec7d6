/** A piece of a message's text: plain words, or a web address to draw as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/*
 * Web addresses in a message's text: `http(s)://…` or `www.…`, up to the next space. What usually
 * ends a sentence rather than an address (a full stop, a comma, a closing bracket with no opening
 * one in the address) is left out of it. Only http and https become links: never `javascript:`.
 */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"’”]+$/;

function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, '');
  // A closing bracket belongs to the address only when it opened one: "(see https://x.io/a)".
  while (address.endsWith(')') && (address.match(/\(/g) ?? []).length < (address.match(/\)/g) ?? []).length) {
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

/** Splits text into plain parts and links, in order; the text is never read as HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    if (!/^(?:https?:\/\/|www\.)[^./]+\.[^\s]/i.test(address)) continue;
    if (start > from) parts.push({ kind: 'text', text: text.slice(from, start) });
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    parts.push({ kind: 'link', text: address, href });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
