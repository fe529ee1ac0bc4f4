import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CrisisFamily } from '@kiin/contracts';
import { type CorpusItem, type CorpusPart, type CorpusScore, formatScore, loadCorpus, scoreCorpus } from '@kiin/service-kit';

/**
 * One part of the safety corpus through a route (the coach's chat, a community post): `say`
 * gives the families of the card the route showed for an item (empty for none). The report is
 * written to `.data/safety/<route>-<part>.txt` for `npm run bench:safety` to print.
 */
export async function routeOnCorpus(
  route: string,
  part: CorpusPart,
  say: (item: CorpusItem) => Promise<readonly CrisisFamily[]>,
  { concurrency = 6, every = routeSampleEvery(part) } = {},
): Promise<{ score: CorpusScore; report: (options?: { listMisses?: boolean }) => string }> {
  // Every `every`-th item of each category file, in order: the same items on every run.
  const seen = new Map<string, number>();
  const items = loadCorpus(part).filter((item) => {
    const n = seen.get(item.category) ?? 0;
    seen.set(item.category, n + 1);
    return n % every === 0;
  });
  const said = new Map<CorpusItem, readonly CrisisFamily[]>();
  // A few items at a time: each waits mostly on the database, and none depends on another.
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      said.set(item, await say(item));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const score = scoreCorpus(items, (item) => said.get(item));
  const title = every === 1 ? `${route} route, ${part}` : `${route} route, ${part} (every ${ordinal(every)} item of each category)`;
  const dir = path.resolve(__dirname, '../../../.data/safety');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${route}-${part}.txt`), `${formatScore(title, score)}\n`);
  return { score, report: (options) => formatScore(title, score, options) };
}

/**
 * Which items of a part a route test sends. The engine's unit tests hold every item of every
 * part to its floor (each tuned item caught; both held-out parts at 90 % recall and 10 % false
 * alarms at most); a route has to be shown to apply the engine to what people write there, on
 * items it was never tuned against. So `npm test` sends every 2nd item of each category of the
 * held-out parts (about 440 messages, 290 of them crises) and every 8th of the tuned part, the
 * same items on every run; `npm run bench:safety` sets KIIN_SAFETY_ROUTE_SAMPLE=1 to send all.
 */
function routeSampleEvery(part: CorpusPart): number {
  const chosen = process.env.KIIN_SAFETY_ROUTE_SAMPLE;
  if (chosen === undefined) return part === 'tuned' ? 8 : 2;
  const every = Number(chosen);
  if (!Number.isInteger(every) || every < 1) throw new Error('KIIN_SAFETY_ROUTE_SAMPLE must be a whole number of at least 1');
  return every;
}

/** 2 → 2nd, 3 → 3rd, 8 → 8th, 12 → 12th. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
