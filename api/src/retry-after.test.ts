import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every 429 carries Retry-After (issue 17 §2). A 429 comes from `app.limit` (the rate-limit plugin
 * sets Retry-After; rate-limit.test.ts) or from a RetryLaterError, which the errors plugin answers
 * with its `retryAfterSeconds`; a bare `HttpError(429, …)` would have none, so none may be written.
 */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

it('makes every 429 a RetryLaterError or a rate limit, never a bare HttpError', () => {
  const sources = sourcesUnder(__dirname);
  expect(sources.length).toBeGreaterThan(50);
  const bare = sources.filter((file) => /new HttpError\(\s*429\b/.test(readFileSync(file, 'utf8')));
  expect(bare.map((file) => path.relative(__dirname, file))).toEqual([]);
});
