import { safeReturnTo } from './auth.controller';

describe('the way back after signing in', () => {
  it.each([
    ['/resources?tab=educational', '/resources?tab=educational'],
    ['/content/article/abc', '/content/article/abc'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/api/logout', '/'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
  ])('%p goes to %p', (candidate, expected) => {
    expect(safeReturnTo(candidate)).toBe(expected);
  });
});
