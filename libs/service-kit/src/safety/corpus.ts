import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CrisisFamily, crisisFamilies } from '@kiin/contracts';
import type { CrisisDetection } from './engine';

/**
 * The evaluation corpus: `corpus/<part>/*.json`, each file an array of `{ text, families }`.
 * Files named `crisis-*` must be detected with at least their families; `safe-*` must give
 * none. `tuned` is what the rules were tuned against; `held-out` is never looked at while
 * tuning: it measures how the rules generalise, and is spoilt once read.
 */
export interface CorpusItem {
  /** The file's name without `.json`: "crisis-slang", "safe-idioms". */
  category: string;
  text: string;
  families: CrisisFamily[];
}

/** `held-out-2` was written later, by someone who had not seen the rules or the other parts. */
export type CorpusPart = 'tuned' | 'held-out' | 'held-out-2';

/** The corpus beside this file in the sources; from a build (dist/), the sources' copy. */
function corpusRoot(): string {
  const candidates = [join(__dirname, 'corpus'), join(__dirname, '../../src/safety/corpus'), join(process.cwd(), 'libs/service-kit/src/safety/corpus')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}

/** Every item of one part, file by file in name order. */
export function loadCorpus(part: CorpusPart, root = corpusRoot()): CorpusItem[] {
  const dir = join(root, part);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.flatMap((file) => {
    const items = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { text: string; families?: CrisisFamily[] }[];
    return items.map((item) => ({ category: file.replace(/\.json$/, ''), text: item.text, families: item.families ?? [] }));
  });
}

export interface CategoryScore {
  category: string;
  total: number;
  /** Crisis items detected with any family; for a safe category, the false alarms. */
  caught: number;
  /** Crisis items detected with every expected family among those returned. */
  rightCard: number;
}

export interface FamilyScore {
  family: CrisisFamily;
  /** Crisis items that expect this family. */
  total: number;
  /** ... and got it. */
  found: number;
}

export interface CorpusMiss {
  category: string;
  text: string;
  expected: CrisisFamily[];
  got: CrisisFamily[];
}

export interface CorpusScore {
  categories: CategoryScore[];
  families: FamilyScore[];
  /** Share of crisis items caught (any family). */
  recall: number;
  /** Share of crisis items whose expected families were all returned. */
  rightCardRate: number;
  /** Share of safe items given a family. */
  falsePositiveRate: number;
  crisisTotal: number;
  safeTotal: number;
  /** What went wrong, item by item; `formatScore` lists them only when asked. */
  misses: CorpusMiss[];
}

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

/**
 * Scores what a check said of each item: `judge` gives the families found for an item (or
 * the engine's whole answer), e.g. `scoreCorpus(items, (item) => detectCrisis(item.text))`.
 */
export function scoreCorpus(
  items: readonly CorpusItem[],
  judge: (item: CorpusItem) => readonly CrisisFamily[] | CrisisDetection | undefined,
): CorpusScore {
  const byCategory = new Map<string, CategoryScore>();
  const byFamily = new Map<CrisisFamily, FamilyScore>(crisisFamilies.map((family) => [family, { family, total: 0, found: 0 }]));
  const misses: CorpusMiss[] = [];
  let crisisTotal = 0;
  let crisisCaught = 0;
  let crisisRight = 0;
  let safeTotal = 0;
  let safeFired = 0;
  for (const item of items) {
    const score = byCategory.get(item.category) ?? { category: item.category, total: 0, caught: 0, rightCard: 0 };
    byCategory.set(item.category, score);
    const answer = judge(item);
    const got = [...(answer === undefined ? [] : 'families' in answer ? answer.families : answer)];
    score.total++;
    if (item.category.startsWith('safe-')) {
      safeTotal++;
      if (got.length > 0) {
        safeFired++;
        score.caught++;
        misses.push({ category: item.category, text: item.text, expected: [], got });
      }
      continue;
    }
    crisisTotal++;
    const caught = got.length > 0;
    const right = caught && item.families.every((f) => got.includes(f));
    if (caught) {
      crisisCaught++;
      score.caught++;
    }
    if (right) {
      crisisRight++;
      score.rightCard++;
    }
    for (const family of item.families) {
      const f = byFamily.get(family);
      if (!f) continue;
      f.total++;
      if (got.includes(family)) f.found++;
    }
    if (!right) misses.push({ category: item.category, text: item.text, expected: item.families, got });
  }
  return {
    categories: [...byCategory.values()],
    families: [...byFamily.values()].filter((f) => f.total > 0),
    recall: ratio(crisisCaught, crisisTotal),
    rightCardRate: ratio(crisisRight, crisisTotal),
    falsePositiveRate: ratio(safeFired, safeTotal),
    crisisTotal,
    safeTotal,
    misses,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);

/**
 * The score as a report, one line per category and per family, like scikit-learn's
 * `classification_report`. `listMisses` adds the texts that went wrong: only for the tuned
 * part, never the held-out one.
 */
export function formatScore(title: string, score: CorpusScore, options: { listMisses?: boolean } = {}): string {
  const lines = [`${title}: ${score.crisisTotal} crisis and ${score.safeTotal} safe messages`];
  lines.push(`  ${'category'.padEnd(30)} ${'n'.padStart(4)}  caught  right card`);
  for (const c of score.categories) {
    lines.push(
      c.category.startsWith('safe-')
        ? `  ${c.category.padEnd(30)} ${String(c.total).padStart(4)}  false alarms ${c.caught} (${pct(ratio(c.caught, c.total)).trim()})`
        : `  ${c.category.padEnd(30)} ${String(c.total).padStart(4)} ${pct(ratio(c.caught, c.total))} ${pct(ratio(c.rightCard, c.total))}`,
    );
  }
  lines.push(`  ${'family (expected → returned)'.padEnd(30)}`);
  for (const f of score.families) lines.push(`  ${f.family.padEnd(30)} ${String(f.total).padStart(4)} ${pct(ratio(f.found, f.total))}`);
  lines.push(
    `  overall: recall ${pct(score.recall).trim()}, right card ${pct(score.rightCardRate).trim()}, false positives ${pct(score.falsePositiveRate).trim()}`,
  );
  if (options.listMisses) {
    for (const m of score.misses) lines.push(`  miss [${m.category}] expected ${m.expected.join(',') || 'none'}, got ${m.got.join(',') || 'none'}: ${m.text}`);
  }
  return lines.join('\n');
}
