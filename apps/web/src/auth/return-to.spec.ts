import { loginHref, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnTo('/resources?tab=educational')).toBe('/resources?tab=educational');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/%2F%2Fevil.example'])(
    'refuses %p and goes home',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );
});

describe('loginHref', () => {
  it('sends the current path, encoded', () => {
    expect(loginHref('/resources?tab=free')).toBe('/api/login?returnTo=%2Fresources%3Ftab%3Dfree');
  });
});
