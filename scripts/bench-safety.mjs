// `npm run bench:safety`: the safety check measured like a classifier on its committed corpus
// (libs/service-kit/src/safety/corpus), tuned and held-out parts separately:
//  - the engine alone (the rules), with its cost per message ÷ normalising the same text alone;
//  - the coach route (CoachService.chat) and the community route (PostsService.createDiscussion)
//    on the real PostgreSQL, through their integration tests, which also gate `npm test`
//    (100 % recall and at most 5 % false positives on the tuned part).
// Recall per category and per family, the right-card rate and the false-positive rate.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const say = (m) => process.stdout.write(`${m}\n`);
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

if (!run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'contracts', 'service-kit', '--outputStyle=static'])) process.exit(1);
// The built libraries, as the services load them.
const load = createRequire(import.meta.url);
const kit = load(path.join(root, 'libs/service-kit/dist/index.js'));
const { normaliseForSafety } = load(path.join(root, 'libs/contracts/dist/index.js'));

say('\nThe engine (rules only)');
for (const part of ['tuned', 'held-out', 'held-out-2']) {
  const items = kit.loadCorpus(part);
  const check = new kit.SafetyCheck();
  const found = new Map(items.map((item) => [item, check.rules(item.text).families]));
  say(kit.formatScore(`engine, ${part}`, kit.scoreCorpus(items, (item) => found.get(item))));
  // Cost: the rules ÷ normalising the same texts alone, each over the whole part, five rounds.
  const time = (fn) => {
    const t0 = process.hrtime.bigint();
    for (let round = 0; round < 5; round += 1) for (const item of items) fn(item.text);
    return Number(process.hrtime.bigint() - t0) / 1e6 / (5 * items.length);
  };
  const rules = time((t) => check.rules(t));
  const normalise = time((t) => normaliseForSafety(t));
  say(`  cost: ${(rules * 1000).toFixed(0)} µs a message, ${(rules / normalise).toFixed(1)}× normalising it alone (${(normalise * 1000).toFixed(0)} µs)\n`);
}

say('The coach and community routes (their integration tests, on the real database)');
const { ensureInfra } = await import('../infra/up.mjs');
const infra = await ensureInfra({ smtp: false });
const reports = path.join(root, '.data/safety');
rmSync(reports, { recursive: true, force: true });
// Every item of every part (npm test sends a fixed sample: libs/testing/src/safety-corpus.ts).
const passed = run('npx', ['jest', '-c', 'jest.int.config.cjs', 'apps/coach-svc/test/safety-corpus.int-spec.ts', 'apps/community-svc/test/safety-corpus.int-spec.ts'], { KIIN_SAFETY_ROUTE_SAMPLE: '1' });
await infra.stop();
for (const name of ['tuned', 'held-out', 'held-out-2'].flatMap((part) => [`coach-${part}`, `community-${part}`])) {
  const file = path.join(reports, `${name}.txt`);
  if (existsSync(file)) say(readFileSync(file, 'utf8'));
}
process.exit(passed ? 0 : 1);
