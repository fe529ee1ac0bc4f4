/* global document, window, MutationObserver -- the functions given to page.evaluate run in the page */
// `npm run bench:live`: a benchmark, not a test. Starts its own copy of the product on
// 127.0.0.1 and measures, over 100 completions made one after another by members each with
// `/dashboard` open in Chromium (phone-sized window):
//  - the completion answered (POST /api/users/completed-content, the reference);
//  - the event path: completion sent → the `points` event read from the member's live channel
//    (`GET /api/live`) by a plain HTTP client;
//  - the page: completion sent → the Points card on the open dashboard shows the new total.
// Prints p50 and p99 of each (aim for the page: p99 ≤ 300 ms on this machine).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchMember } from './lib/bench-members.mjs';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const { build, dropStackDatabases, startStack } = await import('./lib/stack.mjs');
const { chromium } = await import('playwright-core');
// Started as the browser tests start it (their flags: without them headless Chromium spends
// a renderer on an address-bar popup for every window).
// eslint-disable-next-line @nx/enforce-module-boundaries -- the browser tests' launcher itself, plain CommonJS, no build
const { chromiumLaunchOptions } = await import('../apps/web/e2e/support/chromium.cjs');

const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 100);
const say = (m) => process.stdout.write(`${m}\n`);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const figures = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  say(`  ${label.padEnd(52)} p50 ${pct(sorted, 50).toFixed(0).padStart(4)} ms   p99 ${pct(sorted, 99).toFixed(0).padStart(4)} ms   (n = ${sorted.length})`);
  return { p50: pct(sorted, 50), p99: pct(sorted, 99) };
};

/** The member's live channel as a plain client reads it: each `points` frame with the time it came. */
function liveChannel(base, cookie) {
  const points = [];
  return new Promise((resolve, reject) => {
    const req = http.get(new URL('/api/live', base), { headers: { accept: 'text/event-stream', cookie } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: ready$/m.test(block)) resolve({ points, close: () => req.destroy() });
          const data = /^event: points\ndata: (.*)$/m.exec(block)?.[1];
          if (data) points.push({ at: Date.now(), totalPoints: JSON.parse(data).totalPoints });
        }
      });
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
  });
}

async function until(check, what, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

say('bench:live — building and starting a private copy of the product');
build();
const namespace = `bench${randomBytes(3).toString('hex')}`;
const stack = await startStack({ port: 3300, portOffset: 2500, dbPrefix: `kiin_bench_${namespace}`, namespace, logLevel: 'warn', gatewayEnv: { SIGNUP_MAX_PER_CLIENT: '1000' } });
const base = stack.url;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const items = (await (await fetch(`${base}/api/content/free`)).json()).filter((i) => !i.isPremium && !i.locked && i.type !== 'website');
  const answered = [];
  const event = [];
  const shown = [];
  say(`\n${COMPLETIONS} completions, one at a time, ${items.length} per member, each member's /dashboard open`);
  for (let m = 0; answered.length < COMPLETIONS; m++) {
    const { cookie } = await benchMember(base, namespace, m);
    const channel = await liveChannel(base, cookie);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
    await page.goto(`${base}/dashboard`);
    await opened;
    await page.getByTestId('points').waitFor();
    // Each change of the Points card, with when it happened.
    await page.evaluate(() => {
      const card = document.querySelector('[data-testid="points"]');
      window.benchPoints = { value: Number(card.textContent), at: Date.now() };
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid="points"]');
        if (now) window.benchPoints = { value: Number(now.textContent), at: Date.now() };
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    for (const item of items) {
      if (answered.length >= COMPLETIONS) break;
      const heard = channel.points.length;
      const sent = Date.now();
      const res = await fetch(`${base}/api/users/completed-content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ contentId: item.id }),
      });
      if (res.status !== 201) throw new Error(`completion: ${res.status} ${await res.text()}`);
      answered.push(Date.now() - sent);
      const frame = await until(() => channel.points[heard], 'the points event');
      event.push(frame.at - sent);
      const onPage = await until(
        () => page.evaluate((total) => (window.benchPoints.value >= total ? window.benchPoints.at : 0), frame.totalPoints),
        'the Points card',
      ).catch(async (error) => {
        say(`  after ${answered.length} completions: the card holds ${JSON.stringify(await page.evaluate(() => window.benchPoints))}, the event said ${frame.totalPoints}`);
        await page.screenshot({ path: path.join(root, '.data/bench-live-failure.png') });
        throw error;
      });
      shown.push(onPage - sent);
      // Settle (a badge's points may follow) before the next.
      await new Promise((r) => setTimeout(r, 150));
    }
    channel.close();
    await context.close();
  }
  say('');
  figures('completion answered (reference)', answered);
  figures('completion → points event on the live channel', event);
  const page = figures('completion → Points card changed on the open page', shown);
  say(`\n  the page ÷ the event path, p99: ${(page.p99 / Math.max(1, pct([...event].sort((a, b) => a - b), 99))).toFixed(2)}× (aim: page p99 ≤ 300 ms)`);
} finally {
  await browser.close();
  await stack.stop();
  await dropStackDatabases(stack.databases);
}
