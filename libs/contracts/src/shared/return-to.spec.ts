import { defaultReturnTo, safeReturnTo } from './return-to';

const site = 'https://kiin.example';

/** Where a browser goes when a page on `site` navigates to `path` (WHATWG URL parsing). */
function landsOn(path: string): string {
  try {
    return new URL(path, site).origin;
  } catch {
    return 'invalid';
  }
}

/** Every reading of `path` a careless reader might make: as is, and decoded up to three times. */
function readings(path: string): string[] {
  const out = [path];
  let layer = path;
  for (let i = 0; i < 3; i += 1) {
    try {
      layer = decodeURIComponent(layer);
    } catch {
      break;
    }
    out.push(layer);
  }
  return out;
}

/** Small seeded generator, so a failure names a case that reproduces. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pieces = [
  '/', '/', '/', '\\', '//', '/\\', '\\/', '%2F', '%2f', '%5C', '%5c', '%252F', '%09', '%0A', '%0d', '%00', '%20',
  '\t', '\r', '\n', '\u0000', '\u000b', '\u000c', '\u001f', '\u007f', '\u0085', ' ', '\u00a0', '\u200b', '\u2028', '\ufeff',
  'evil.example', 'kiin.example', '.', '..', ':', '@', '?', '#', '&', '=', 'javascript:', 'http:', 'https://', 'data:',
  'resources', 'content', 'api', 'a', '%25', '%', '~',
];

describe('the one way back after signing in', () => {
  it.each([
    ['/resources?tab=educational', '/resources?tab=educational'],
    ['/content/article/abc', '/content/article/abc'],
    ['/conditions/x#notes', '/conditions/x#notes'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/', '/'],
  ])('keeps the same-site path %p', (candidate, expected) => {
    expect(safeReturnTo(candidate)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\r/evil.example',
    '/\n/evil.example',
    '/\u0000/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/%2F/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%252F/evil.example',
    'javascript:alert(1)',
    '/\u200b/evil.example',
    '/api/logout',
    '/API/logout',
    '/./api/logout',
    '/x/../api/logout',
    '/%61pi/logout',
    '',
    'relative/path',
    `/${'a'.repeat(600)}`,
  ])('sends %j home', (candidate) => {
    expect(safeReturnTo(candidate)).toBe(defaultReturnTo);
  });

  it.each([undefined, null, 42, ['/a', '/b'], { path: '/a' }])('sends the non-text %p home', (candidate) => {
    expect(safeReturnTo(candidate)).toBe(defaultReturnTo);
  });

  it('never leaves the site, however the pieces are combined, encoded or read', () => {
    const next = random(20261123);
    let kept = 0;
    const escaped: string[] = [];
    for (let n = 0; n < 20000; n += 1) {
      const length = 1 + Math.floor(next() * 6);
      let candidate = next() < 0.7 ? '/' : '';
      for (let i = 0; i < length; i += 1) candidate += pieces[Math.floor(next() * pieces.length)];
      const result = safeReturnTo(candidate);
      // Either the candidate untouched, or home; and no reading of it leaves the site or lands on the API.
      const leaves = readings(result).some(
        (reading) => landsOn(reading) !== site || /^\/api(\/|$)/i.test(new URL(reading, site).pathname),
      );
      if ((result !== candidate && result !== defaultReturnTo) || leaves) escaped.push(candidate);
      if (result !== defaultReturnTo) kept += 1;
    }
    expect(escaped).toEqual([]);
    // The generator also makes plain same-site paths, and those are kept.
    expect(kept).toBeGreaterThan(100);
  });
});
