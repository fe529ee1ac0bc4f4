/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    const path = rawKey.split(/\[|\]\[|\]/).filter((p, i) => p !== '' || i === 0);
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[key] = value;
      else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arraysOf(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return numeric ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
