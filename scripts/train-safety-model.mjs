// `npm run safety:train`: trains the learned signal of the safety check (libs/service-kit/src/safety/
// learned.ts) on the TUNED corpus only, and writes it to learned-model.json beside it.
//  - 5-fold cross-validation, each file split into runs in its own order (near-variants stay in
//    one fold), prints out-of-fold figures: the classifier alone, and the rules OR the classifier
//    (the rules were written on all of the tuned part, so their own figure there says nothing);
//  - the crisis head's threshold is the lowest keeping out-of-fold false alarms within 3 %;
//    each family head's is its best out-of-fold F2;
//  - the final model is trained on every tuned message. Deterministic: same corpus, same file.
// The held-out parts are never read here.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m) => process.stdout.write(`${m}\n`);
const maxFalseAlarms = 0.03;
const folds = 5;

// The built libraries, as the services load them.
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'contracts', 'service-kit', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const load = createRequire(import.meta.url);
const safety = (file) => load(path.join(root, 'libs/service-kit/dist/safety', file));
const { loadCorpus, scoreCorpus, formatScore } = safety('corpus.js');
const { readMessage, detectByRules } = safety('engine.js');
const { messageFeatures, familiesFromScores, LearnedModel } = safety('learned.js');
const { crossValidate, chooseThresholds, trainModel, defaultTraining } = safety('learned-train.js');

const started = Date.now();
const corpus = loadCorpus('tuned');
const read = corpus.map((item) => readMessage(item.text));
const items = corpus.map((item, i) => ({ category: item.category, families: item.families, crisis: item.category.startsWith('crisis-'), features: messageFeatures(read[i]) }));
const byRules = read.map((sentences) => detectByRules(sentences).families);
say(`read ${items.length} tuned messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const scores = crossValidate(items, folds, defaultTraining);
const thresholds = chooseThresholds(items, scores, maxFalseAlarms);
const learned = scores.map((score) => familiesFromScores((head) => score[head], thresholds));
const index = new Map(corpus.map((item, i) => [item, i]));
say(`\nthresholds from out-of-fold scores: ${Object.entries(thresholds).map(([h, t]) => `${h} ${t.toFixed(3)}`).join(', ')}`);
say(formatScore(`\n(b) classifier alone, out of fold (${folds} folds)`, scoreCorpus(corpus, (item) => learned[index.get(item)])));
const either = (i) => (byRules[i].length > 0 ? byRules[i] : learned[i]);
say(formatScore(`\n(c) rules OR classifier, the classifier out of fold`, scoreCorpus(corpus, (item) => either(index.get(item)))));

const model = trainModel(items, thresholds, defaultTraining, `Trained by scripts/train-safety-model.mjs on the tuned corpus (${items.length} messages); thresholds from ${folds}-fold out-of-fold scores.`);
const file = path.join(root, 'libs/service-kit/src/safety/learned-model.json');
const json = `${JSON.stringify(model)}\n`;
writeFileSync(file, json);
const weights = Object.values(model.heads).reduce((n, head) => n + head.slotGaps.length, 0);
const final = new LearnedModel(model);
const trained = scoreCorpus(corpus, (item) => { const i = index.get(item); return byRules[i].length > 0 ? byRules[i] : final.families(items[i].features); });
say(`\nrules OR the final model, on the tuned part it was trained on: recall ${(trained.recall * 100).toFixed(1)} %, false positives ${(trained.falsePositiveRate * 100).toFixed(1)} %`);
say(`\nwrote ${path.relative(root, file)}: ${(json.length / 1024).toFixed(0)} KB, ${weights} weights; ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
