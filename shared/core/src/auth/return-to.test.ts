import {
  RETURN_TO_TTL_MS,
  forgetReturnTo,
  isInAppPath,
  peekReturnTo,
  rememberReturnTo,
  takeReturnTo,
} from './return-to';

beforeEach(() => sessionStorage.clear());

describe('the page to return to after signing in', () => {
  it('is only ever an in-app path, never another site, a script or a door', () => {
    for (const path of ['/jobs/87', '/messages?thread=12', '/freelancers/5#reviews', '/settings/profile'])
      expect(isInAppPath(path)).toBe(true);
    for (const path of [
      '//evil.example/jobs',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'jobs/87',
      '/jobs 87',
      '/login',
      '/signup?next=/x',
      '/reset-password?token=abc',
      '',
      null,
      42,
    ])
      expect(isInAppPath(path)).toBe(false);
  });

  it('is kept for half an hour in this tab, taken once', () => {
    rememberReturnTo('/jobs/87', 1_000);
    expect(peekReturnTo(1_000 + RETURN_TO_TTL_MS - 1)).toBe('/jobs/87');
    expect(takeReturnTo(2_000)).toBe('/jobs/87');
    expect(takeReturnTo(2_000)).toBeNull();

    rememberReturnTo('/jobs/88', 1_000);
    expect(takeReturnTo(1_000 + RETURN_TO_TTL_MS)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what is not an in-app path, and what storage holds that is not its own', () => {
    rememberReturnTo('/jobs/87');
    rememberReturnTo('//evil.example');
    expect(peekReturnTo()).toBe('/jobs/87');
    sessionStorage.setItem('talentindia.returnTo', '{"path":"//evil.example","at":0}');
    expect(takeReturnTo()).toBeNull();
    sessionStorage.setItem('talentindia.returnTo', 'not json');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('/jobs/87');
    forgetReturnTo();
    expect(peekReturnTo()).toBeNull();
  });
});
