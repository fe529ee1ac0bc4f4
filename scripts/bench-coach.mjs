// `npm run bench:coach`: how well the coach's library retrieval finds what a good answer cites
// (a benchmark, not a test). Reads the committed carers' questions in
// apps/content-svc/test/retrieval/, in four parts (ADR 25 tells which was written when):
// - `tuned.json` and `tuned-2.json`: what the retrieval was tuned on;
// - `held-out.json` and `held-out-2.json`: never tuned on. held-out-2 was written, its items
//   chosen by reading the library, and measured before the retrieval changed after it.
// It searches the seeded library as a premium member with each question's saved conditions,
// and prints for each part: hit@3 (a cited item among the first three), MRR (1 / the rank of
// the first cited item, over up to ten), and how many answers were empty.
// BENCH_SHOW_MISSES=1 lists the tuned parts' misses; the held-out parts' misses are never shown
// (read, they would be tuned on, and their figures would stop saying anything).
// Aim: hit@3 ≥ 90 % on each held-out part.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const { build } = await import('./lib/stack.mjs');
build();
// The built content service's own modules: the seed the library is loaded from, and the index.
const load = createRequire(import.meta.url);
const built = (file) => load(path.join(root, 'apps/content-svc/dist', file));
const { seedConditions, seedContent } = built('seed/content.seed-data.js');
const { LibraryIndex } = built('search/library-index.js');

const say = (m) => process.stdout.write(`${m}\n`);
const conditionName = new Map(seedConditions.map((c) => [c.slug, c.name]));
// Slugs stand in for ids: the seed's items and conditions as the service reads them.
const index = new LibraryIndex(
  seedContent.map((item) => ({
    id: item.slug,
    title: item.title,
    description: item.description,
    body: item.body,
    type: item.type,
    isPremium: item.isPremium,
    conditions: item.conditions.map((slug) => ({ id: slug, name: conditionName.get(slug) })),
  })),
);

function evaluate(part) {
  const questions = JSON.parse(readFileSync(path.join(root, 'apps/content-svc/test/retrieval', `${part}.json`), 'utf8'));
  let hits = 0;
  let reciprocal = 0;
  let empty = 0;
  const misses = [];
  for (const { question, expected, conditions } of questions) {
    const options = { premium: true, conditionIds: conditions ?? [] };
    const answer = index.search(question, { ...options, limit: 4 }).map((p) => p.id);
    const ranked = index.search(question, { ...options, limit: 10 }).map((p) => p.id);
    if (answer.length === 0) empty += 1;
    if (answer.slice(0, 3).some((id) => expected.includes(id))) hits += 1;
    else misses.push({ question, expected, got: answer.slice(0, 3) });
    const first = ranked.findIndex((id) => expected.includes(id));
    if (first >= 0) reciprocal += 1 / (first + 1);
  }
  const n = questions.length;
  say(`  ${part.padEnd(10)} ${String(n).padStart(3)} questions   hit@3 ${((100 * hits) / n).toFixed(1).padStart(5)} %   MRR ${(reciprocal / n).toFixed(3)}   empty ${empty}`);
  return misses;
}

say(`\nCoach retrieval over ${index.size} library items (premium member, the question's saved conditions):`);
const tunedParts = ['tuned', 'tuned-2'];
const heldOutParts = ['held-out', 'held-out-2'];
const tunedMisses = tunedParts.flatMap((part) => evaluate(part).map((m) => ({ part, ...m })));
for (const part of heldOutParts) evaluate(part);
if (process.env.BENCH_SHOW_MISSES) {
  say('\nMissed (tuned parts only):');
  for (const m of tunedMisses) say(`  - [${m.part}] ${m.question}\n      expected ${m.expected.join(', ')}\n      got      ${m.got.join(', ') || '(nothing)'}`);
}
