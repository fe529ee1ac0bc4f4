import { safeReturnTo } from './auth.controller';

// The gateway uses the shared rule from contracts (tested there in full); this holds the wiring.
describe('the way back after signing in, at the gateway', () => {
  it.each([
    ['/resources?tab=educational', '/resources?tab=educational'],
    ['/\t/evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/api/logout', '/'],
    [undefined, '/'],
  ])('%p goes to %p', (candidate, expected) => {
    expect(safeReturnTo(candidate)).toBe(expected);
  });
});
