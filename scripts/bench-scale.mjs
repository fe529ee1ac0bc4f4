/* global document -- the function given to page.waitForFunction runs in the page */
// `npm run bench:scale`: a benchmark, not a test. Starts its own copy of the product on
// 127.0.0.1, writes discussions (each with two comments) straight into its community database,
// and prints, at 100 discussions and again at 100,000 (with the same thread of 1,000 comments):
//  - bytes sent (Brotli, as a browser asks) and median time of the first page of /api/discussions,
//    of a search, and of a thread with 1,000 comments (the discussion and its first comments);
//  - the time until /community shows its first threads in Chromium on a phone-sized window.
// The aim: every 100,000 figure within 1.5× of its 100 figure.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const { build, dropStackDatabases, startStack } = await import('./lib/stack.mjs');
const { chromium } = await import('playwright-core');
// Started as the browser tests start it (their flags: without them headless Chromium spends
// a renderer on an address-bar popup for every window).
// eslint-disable-next-line @nx/enforce-module-boundaries -- the browser tests' launcher itself, plain CommonJS, no build
const { chromiumLaunchOptions } = await import('../apps/web/e2e/support/chromium.cjs');
const pg = (await import('pg')).default;

const LARGE = Number(process.env.BENCH_DISCUSSIONS ?? 100_000);
const REQUESTS = 25;
const PAGE_LOADS = 5;
const say = (m) => process.stdout.write(`${m}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const topics = ['sleep', 'respite', 'money', 'hospital', 'medication', 'appointments', 'guilt', 'dementia', 'school', 'work'];

/** One GET as a browser makes it (Brotli or gzip accepted): the bytes on the wire and the time. */
function get(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, ms: performance.now() - started }) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

async function measureCall(url) {
  await get(url); // warm
  const runs = [];
  for (let i = 0; i < REQUESTS; i++) runs.push(await get(url));
  return { bytes: median(runs.map((r) => r.bytes)), ms: median(runs.map((r) => r.ms)) };
}

/** Writes discussions `from`..`to` (newest last written is oldest: created a minute apart), two comments each. */
async function writeDiscussions(db, from, to) {
  await db.query(
    `insert into discussion (id, author_id, title, content, content_html, is_premium_only, status, announced, views, created_at)
     select gen_random_uuid(), gen_random_uuid(), 'Week ' || i || ': ' || ($3::text[])[1 + i % 10],
            'How do you manage ' || ($3::text[])[1 + i % 10] || ' when caring full time? ' || repeat('Some days are harder than others. ', 12),
            '<p>How do you manage ' || ($3::text[])[1 + i % 10] || ' when caring full time? ' || repeat('Some days are harder than others. ', 12) || '</p>',
            i % 7 = 0, 'published', true, i % 50, now() - make_interval(mins => i + 10)
       from generate_series($1::int, $2::int) as i`,
    [from, to, topics],
  );
  await db.query(
    `insert into comment (id, discussion_id, author_id, content, content_html, status, announced, created_at)
     select gen_random_uuid(), d.id, gen_random_uuid(), 'Thank you for sharing this.', '<p>Thank you for sharing this.</p>', 'published', true, d.created_at + make_interval(mins => n)
       from discussion d cross join generate_series(1, 2) as n
      where not exists (select 1 from comment c where c.discussion_id = d.id)`,
  );
  await db.query('analyze discussion; analyze comment;');
}

say('bench:scale — building and starting a private copy of the product');
build();
const namespace = `bench${randomBytes(3).toString('hex')}`;
const stack = await startStack({ port: 3400, portOffset: 3000, dbPrefix: `kiin_bench_${namespace}`, namespace, logLevel: 'warn' });
const base = stack.url;
const db = new pg.Client({ connectionString: stack.databases.find((url) => url.endsWith('_community')) });
await db.connect();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // The long thread: the newest discussion, with 1,000 comments.
  const threadId = (
    await db.query(
      `insert into discussion (id, author_id, title, content, content_html, status, announced, created_at)
       values (gen_random_uuid(), gen_random_uuid(), 'A long thread', 'Everyone adds what helped.', '<p>Everyone adds what helped.</p>', 'published', true, now())
       returning id`,
    )
  ).rows[0].id;
  await db.query(
    `insert into comment (id, discussion_id, author_id, content, content_html, status, announced, created_at)
     select gen_random_uuid(), $1, gen_random_uuid(), 'What helped me: ' || n, '<p>What helped me: ' || n || '</p>', 'published', true, now() + make_interval(secs => n)
       from generate_series(1, 1000) as n`,
    [threadId],
  );

  const figures = async () => {
    const count = Number((await db.query('select count(*) from discussion')).rows[0].count);
    const calls = {
      'first page   GET /api/discussions': await measureCall(`${base}/api/discussions`),
      'search       GET /api/discussions?q=respite': await measureCall(`${base}/api/discussions?q=respite`),
      'thread       GET /api/discussions/{id}': await measureCall(`${base}/api/discussions/${threadId}`),
      'its comments GET …/{id}/comments (first page)': await measureCall(`${base}/api/discussions/${threadId}/comments`),
    };
    const loads = [];
    for (let i = 0; i < PAGE_LOADS + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${base}/community`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelectorAll('article').length > 0, undefined, { polling: 'raf' });
      if (i > 0) loads.push(Date.now() - started); // the first load fills the HTTP cache
      await context.close();
    }
    return { count, calls, firstThreads: median(loads) };
  };

  // The seeded discussions and the long thread count towards each total.
  const existing = Number((await db.query('select count(*) from discussion')).rows[0].count);
  const firstWritten = Math.max(0, 100 - existing);
  await writeDiscussions(db, 1, firstWritten);
  say('\nmeasuring at about 100 discussions');
  const small = await figures();
  say(`measuring at about ${LARGE.toLocaleString('en-AU')} discussions (writing them)`);
  await writeDiscussions(db, firstWritten + 1, LARGE - existing);
  const large = await figures();

  const row = (label, a, b, unit) => say(`  ${label.padEnd(48)} ${a.toFixed(unit === 'KB' ? 1 : 0).padStart(8)} ${unit}   ${b.toFixed(unit === 'KB' ? 1 : 0).padStart(8)} ${unit}   ${(b / a).toFixed(2)}×`);
  say(`\n  ${''.padEnd(48)} ${`${small.count.toLocaleString('en-AU')} rows`.padStart(11)}   ${`${large.count.toLocaleString('en-AU')} rows`.padStart(11)}   ratio (aim ≤ 1.5×)`);
  for (const label of Object.keys(small.calls)) {
    row(`${label}, bytes`, small.calls[label].bytes / 1024, large.calls[label].bytes / 1024, 'KB');
    row(`${label}, median`, small.calls[label].ms, large.calls[label].ms, 'ms');
  }
  row('/community on a phone: first threads shown (median)', small.firstThreads, large.firstThreads, 'ms');
} finally {
  await browser.close();
  await db.end();
  await stack.stop();
  await dropStackDatabases(stack.databases);
}
