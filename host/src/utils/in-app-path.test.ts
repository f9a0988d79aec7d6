import { toInAppPath } from './in-app-path';

describe('toInAppPath', () => {
  it.each(['/jobs', '/reports/transaction-history?from=2025-01-01', '/settings/billing#tax'])(
    'keeps the in-app path %s',
    (path) => {
      expect(toInAppPath(path)).toBe(path);
    },
  );

  it.each(['', 'https://evil.example/', '//evil.example/jobs', '/\\evil.example', 'javascript:alert(1)', 'jobs'])(
    'replaces %p with /notifications',
    (path) => {
      expect(toInAppPath(path)).toBe('/notifications');
    },
  );

  it('uses the given fallback', () => {
    expect(toInAppPath(undefined, '/dashboard')).toBe('/dashboard');
  });
});
