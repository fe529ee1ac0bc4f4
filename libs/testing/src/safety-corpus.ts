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
  { concurrency = 6 } = {},
): Promise<{ score: CorpusScore; report: (options?: { listMisses?: boolean }) => string }> {
  const items = loadCorpus(part);
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
  const title = `${route} route, ${part}`;
  const dir = path.resolve(__dirname, '../../../.data/safety');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${route}-${part}.txt`), `${formatScore(title, score)}\n`);
  return { score, report: (options) => formatScore(title, score, options) };
}
