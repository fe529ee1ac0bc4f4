// Web performance figures (not a test; it asserts nothing):
//  1. builds the web app and prints the gzip size of the JS loaded before `/` first paints
//     (the entry chunk and everything it imports statically, read from the Vite manifest)
//     against a 170 KB budget, and each lazily loaded page against its own budget, and writes
//     a treemap of every chunk's contents to .data/web-bundle-report.html;
//  2. when a server answers at KIIN_BASE_URL, runs Lighthouse (mobile profile) three times on
//     /, /resources and /kliinics and prints medians of performance, LCP, TBT, CLS, accessibility;
//     then signs up a premium member with some history there (completions, saved conditions, a
//     post, a booked kliinic; the local payment test mode and mail catcher, as `npm start` runs)
//     and measures the member pages signed in, each printed beside `/` from the same run.
// `KIIN_BENCH_WEB_DETAILS=1` also prints, for each page, the scripts that cost the most and the
// longest main-thread tasks of its first run.
// Run with `npm run bench:web` (Node 24).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path, { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchMember } from './lib/bench-members.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const budgetKb = 170;
/**
 * What a page may load after the entry (gzip, its own chunk and the shared chunks it needs),
 * set a little above what each loads today so that growth shows: the profile, with its dozen
 * panels, gets more. A page over its budget is printed OVER; the figure is for a person to act
 * on, not a test.
 */
const defaultRouteBudgetKb = 60;
const routeBudgetsKb = { 'src/features/profile/ProfilePage.tsx': 85 };
/** What each chunk holds, as a treemap (rollup-plugin-visualizer); opened in a browser by a person. */
const bundleReport = join(root, '.data/web-bundle-report.html');
const baseUrl = (process.env.KIIN_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
/** `KIIN_BENCH_WEB=members` measures the member pages only (with `/` as the reference). */
const lighthousePaths = process.env.KIIN_BENCH_WEB === 'members' ? [] : ['/', '/resources', '/kliinics'];
/** `KIIN_BENCH_WEB_PAGES=/dashboard,/profile` measures only those member pages. */
const memberPaths = process.env.KIIN_BENCH_WEB_PAGES?.split(',') ?? ['/dashboard', '/profile', '/community', '/coach', '/member/kliinics', '/payment'];
const runsPerPage = 3;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function build() {
  console.log('Building the web app…');
  // The project's own build: the bundles, then the pages rendered ahead of time.
  // Built afresh (not from Nx's cache) so that the bundle report is written beside the figures.
  const result = spawnSync('npx', ['nx', 'run', 'web:build', '--outputStyle=static', '--skip-nx-cache'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KIIN_BUNDLE_REPORT: bundleReport },
  });
  if (result.status !== 0) {
    console.error('The build failed; no figures.');
    process.exit(result.status ?? 1);
  }
}

function gzipSize(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** A chunk and every chunk it imports statically, each once. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

function sizeFigures() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');

  const firstPaint = [...staticClosure(manifest, entryKey)].filter((key) => manifest[key].file.endsWith('.js'));
  const firstPaintBytes = firstPaint.reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  console.log('\nJS before / first paints (gzip):');
  for (const key of firstPaint) console.log(`  ${manifest[key].file.padEnd(48)} ${kb(gzipSize(manifest[key].file))}`);
  const verdict = firstPaintBytes <= budgetKb * 1024 ? 'within' : 'OVER';
  console.log(`  total ${kb(firstPaintBytes)} (budget ${budgetKb} KB: ${verdict})`);

  // A route chunk costs its own file plus the shared chunks it needs that the entry lacks.
  const inEntry = new Set(firstPaint);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const extra = [...staticClosure(manifest, key)].filter((k) => !inEntry.has(k) && manifest[k].file.endsWith('.js'));
      return {
        src: manifest[key].src ?? key,
        own: gzipSize(manifest[key].file),
        withShared: extra.reduce((sum, k) => sum + gzipSize(manifest[k].file), 0),
      };
    })
    .sort((a, b) => b.withShared - a.withShared);
  const largest = routes[0];
  if (largest) {
    console.log(
      `\nLargest lazy chunk: ${largest.src} — ${kb(largest.own)} own, ${kb(largest.withShared)} with the shared chunks it loads`,
    );
  }
  console.log(`\nEach lazily loaded page beside its budget (gzip, with the shared chunks it loads beyond the entry):`);
  let over = 0;
  for (const route of routes) {
    const budget = routeBudgetsKb[route.src] ?? defaultRouteBudgetKb;
    const fits = route.withShared <= budget * 1024;
    if (!fits) over += 1;
    console.log(`  ${route.src.padEnd(48)} ${kb(route.withShared).padStart(9)}  (budget ${budget} KB: ${fits ? 'within' : 'OVER'})`);
  }
  console.log(`  ${routes.length} pages, ${over} over budget`);
  console.log(`\nWhat each chunk holds: ${path.relative(process.cwd(), bundleReport)} (open it in a browser)`);
}

async function serverAnswers() {
  try {
    const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function lighthouseOnce(url, cookie) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@13.5.0',
      url,
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      timeout: 180_000,
    },
  );
  if (result.error) throw new Error(`could not start Lighthouse: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`Lighthouse exited with ${result.status}: ${(result.stderr || '').trim().split('\n').slice(-3).join(' ')}`);
  }
  const report = JSON.parse(result.stdout);
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  return {
    performance: report.categories.performance.score * 100,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    accessibility: report.categories.accessibility.score * 100,
    // Where the main thread's time went, for `KIIN_BENCH_WEB_DETAILS=1`.
    bootup: (report.audits['bootup-time']?.details?.items ?? []).slice(0, 4),
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).slice(0, 6),
  };
}

/** The scripts that cost the most and the longest tasks of a run (times as Lighthouse simulates them). */
function printDetails(run) {
  const file = (url) => String(url).replace(baseUrl, '');
  for (const b of run.bootup) console.log(`      script ${file(b.url).padEnd(44)} total ${b.total.toFixed(0)} ms, of which evaluating ${b.scripting.toFixed(0)} ms`);
  for (const t of run.longTasks) console.log(`      long task at ${t.startTime.toFixed(0)} ms: ${t.duration.toFixed(0)} ms (${file(t.url)})`);
}

/** The entry script a page names; a server started before this build still names the old one. */
const entryScript = (html) => html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];

async function lighthouseFigures() {
  if (!(await serverAnswers())) {
    console.log(`\nLighthouse skipped: nothing answers at ${baseUrl} (start the product or set KIIN_BASE_URL).`);
    return;
  }
  const built = entryScript(readFileSync(join(dist, 'index.html'), 'utf8'));
  const served = entryScript(await (await fetch(`${baseUrl}/`)).text());
  if (built !== served) {
    console.log(`\nLighthouse skipped: ${baseUrl} serves ${served}, not this build's ${built}. Restart the product and run again.`);
    return;
  }
  console.log(`\nLighthouse 13.5.0, mobile profile, median of ${runsPerPage} runs, against ${baseUrl}:`);
  console.log('  page               performance   LCP        TBT        CLS     accessibility');
  for (const path of lighthousePaths) measurePage(path);
  let member;
  try {
    member = await premiumMemberWithHistory().catch(() => premiumMemberWithHistory());
  } catch (error) {
    console.log(`\nMember pages not measured: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  console.log('\nSigned in as a premium member with history (/ again first, as the reference of this part):');
  for (const path of ['/', ...memberPaths]) measurePage(path, member.cookie);
}

function measurePage(path, cookie) {
  const runs = [];
  try {
    for (let i = 0; i < runsPerPage; i++) runs.push(lighthouseOnce(`${baseUrl}${path}`, cookie));
  } catch (error) {
    console.log(`  ${path.padEnd(18)} not measured: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const pick = (field) => median(runs.map((run) => run[field]));
  if (process.env.KIIN_BENCH_WEB_DETAILS) printDetails(runs[0]);
  console.log(
    `  ${path.padEnd(18)} ${pick('performance').toFixed(0).padStart(11)}   ${`${(pick('lcp') / 1000).toFixed(2)} s`.padEnd(9)}  ${`${pick('tbt').toFixed(0)} ms`.padEnd(9)}  ${pick('cls').toFixed(3).padEnd(6)}  ${pick('accessibility').toFixed(0).padStart(13)}`,
  );
}

/** A member as the issue measured: premium, six items completed, two conditions, a post and a booked kliinic. */
async function premiumMemberWithHistory() {
  const namespace = `web${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { cookie } = await benchMember(baseUrl, namespace, 0);
  const call = async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { clientSecret } = await call('POST', '/api/create-subscription', { amount: 24 });
  await call('POST', '/api/payments/test-mode/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  for (const deadline = Date.now() + 20_000; (await fetch(`${baseUrl}/api/content/premium`, { headers: { cookie } })).status !== 200; ) {
    if (Date.now() > deadline) throw new Error('premium did not arrive within 20 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const items = (await call('GET', '/api/content/free')).filter((i) => !i.locked && i.type !== 'website');
  for (const item of items.slice(0, 6)) await call('POST', '/api/users/completed-content', { contentId: item.id });
  for (const condition of (await call('GET', '/api/conditions')).slice(0, 2)) await call('POST', '/api/users/conditions', { conditionId: condition.id });
  await call('POST', '/api/discussions', { title: 'Finding a routine', content: 'What does your morning look like when caring full time?', isPremiumOnly: false });
  const session = (await call('GET', '/api/kliinics/sessions')).find((s) => s.status === 'upcoming' && !s.full);
  if (session) await call('POST', `/api/kliinics/sessions/${session.id}/book`);
  return { cookie };
}

build();
sizeFigures();
await lighthouseFigures();
