/** One user's /nav as it stood at one moment: the user and their `nav_version`. */
export interface NavVersion {
  userId: number;
  version: number;
}

/**
 * Raise this when the body of `GET /nav` changes shape (a field added, a format changed): tags issued
 * by an older api then stop matching, and every poll gets the new body once.
 */
const NAV_BODY_GENERATION = 1;

/** At most this many tags of an If-None-Match list are looked at (a browser sends one). */
const MAX_TAGS = 16;

const TAG = /^(?:W\/)?"(\d+)\.(\d{1,15})\.(\d{1,15})"$/;

/**
 * The ETag of a user's /nav: the user's id and version. Versions come from one sequence for all users,
 * so a tag is never reused, and the id makes it plain that one user's tag never matches another's.
 */
export function navEtag({ userId, version }: NavVersion): string {
  return `"${NAV_BODY_GENERATION}.${userId}.${version}"`;
}

/**
 * The versions an If-None-Match header says the client holds. Comparison is weak (RFC 9110 §13.1.2:
 * `W/"x"` matches `"x"`); tags of another shape or generation are ignored; `*` matches any current body.
 */
export function parseIfNoneMatch(header: string | undefined): { any: boolean; known: NavVersion[] } {
  if (!header) return { any: false, known: [] };
  if (header.trim() === '*') return { any: true, known: [] };
  const known: NavVersion[] = [];
  for (const part of header.split(',').slice(0, MAX_TAGS)) {
    const match = TAG.exec(part.trim());
    if (match && Number(match[1]) === NAV_BODY_GENERATION) {
      known.push({ userId: Number(match[2]), version: Number(match[3]) });
    }
  }
  return { any: false, known };
}
