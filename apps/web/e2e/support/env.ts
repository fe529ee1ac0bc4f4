/** Where the product runs; the test harness starts it and passes the URLs in. */
export const baseUrl = (process.env.KIIN_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export function url(path: string): string {
  return `${baseUrl}${path}`;
}

/** A fresh address per test run, so tests never depend on each other or on old data. */
export function uniqueEmail(label = 'e2e'): string {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${label}-${nonce}@example.com`;
}
