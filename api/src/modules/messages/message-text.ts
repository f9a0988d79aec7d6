import { sql, type SQL } from 'drizzle-orm';
import type { Counterpart } from '@talentindia/contracts';
import { pictureUrl } from '../profile';

/** A preview (the thread list's line, a reply's quote) shows at most this many characters of a text. */
export const PREVIEW_LENGTH = 140;

/**
 * What a list or a quote shows of a message: its text on one line, cut at `PREVIEW_LENGTH`
 * characters (whole characters: an emoji is never split); "📎 2 files" for files without text; an
 * event's own line ("Offer accepted") as it is its body.
 */
export function previewOf(body: string, files: number): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text !== '') {
    const characters = Array.from(text);
    return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH - 1).join('')}…` : text;
  }
  if (files > 0) return `📎 ${files} ${files === 1 ? 'file' : 'files'}`;
  return '';
}

/**
 * What a search result shows of the message that matched: its text on one line, or when long, about
 * `PREVIEW_LENGTH` characters around the first word that begins with one of the terms.
 */
export function snippetOf(body: string, terms: string[]): string {
  const characters = Array.from(body.replace(/\s+/g, ' ').trim());
  if (characters.length <= PREVIEW_LENGTH) return characters.join('');
  const lower = characters.map((character) => character.toLowerCase());
  const starts = (at: number) =>
    terms.some((term) => lower.slice(at, at + Array.from(term).length).join('') === term) &&
    (at === 0 || !/[\p{L}\p{M}\p{N}]/u.test(characters[at - 1]!));
  const hit = Math.max(
    0,
    lower.findIndex((_, at) => starts(at)),
  );
  const from = Math.max(0, Math.min(hit - 40, characters.length - PREVIEW_LENGTH));
  const to = Math.min(characters.length, from + PREVIEW_LENGTH);
  return `${from > 0 ? '…' : ''}${characters.slice(from, to).join('').trim()}${to < characters.length ? '…' : ''}`;
}

/** A person as a thread shows them; after they deleted their account, "Deleted user" without a picture. */
export function counterpartOf(
  apiPublicUrl: string,
  row: {
    id: number;
    firstName: string;
    lastName: string;
    imageKey: string | null;
    role: 'client' | 'freelancer';
    deleted: boolean;
  },
): Counterpart {
  return {
    id: row.id,
    first_name: row.deleted ? 'Deleted' : row.firstName,
    last_name: row.deleted ? 'user' : row.lastName,
    image: row.deleted ? null : pictureUrl(apiPublicUrl, row.imageKey),
    role: row.role,
    deleted: row.deleted,
  };
}

/** A person's name as a message's quote or a notice shows it. */
export const nameOf = (person: { firstName: string; lastName: string; deleted: boolean }) =>
  person.deleted ? 'Deleted user' : `${person.firstName} ${person.lastName}`;

/** A word of a search: letters (with their combining marks, so "आशा" stays whole) and digits. */
const SEARCH_WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** At most this many words of a search count (a 100-character search has fewer anyway). */
const MAX_SEARCH_WORDS = 12;

/** The distinct words of a search, lower-cased: what the page highlights in its results. */
export function searchTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().match(SEARCH_WORD) ?? [])].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A full-text query finding every word of the search as a prefix of a word ("des log" finds "Logo
 * design"): `des:* & log:*`. The words hold only letters, marks and digits, so nothing typed is read
 * as a tsquery operator, and the text still travels as a bound parameter. `'simple'` stays a literal
 * so `to_tsvector('simple', body) @@ …` is the expression of the messages' GIN index.
 */
export function prefixQuery(terms: string[]): SQL {
  return sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
}
