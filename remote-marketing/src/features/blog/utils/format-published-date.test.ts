import { formatPublishedDate } from './format-published-date';

describe('formatPublishedDate', () => {
  it('writes the date out in words, on the day it was published', () => {
    expect(formatPublishedDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatPublishedDate('2025-01-01')).toBe('January 1, 2025');
  });
});
