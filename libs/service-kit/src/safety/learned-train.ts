import type { CrisisFamily } from '@kiin/contracts';
import { type Features, featureSlots, type LearnedHead, LearnedModel, learnedHeads, type StoredHead, type StoredModel } from './learned';

/**
 * Training the learned signal (learned.ts), deterministic for a given corpus and seed:
 * logistic regression per head by stochastic gradient descent (AdaGrad steps, L2 on the
 * weights a message touches), the messages in a seeded order. Used by
 * `scripts/train-safety-model.mjs` on the tuned corpus, and by the tests on a tiny one.
 */

/** A corpus message read into features. */
export interface TrainingItem {
  /** Its file: "crisis-slang", "safe-idioms"; folds keep each file's neighbours together. */
  category: string;
  features: Features;
  families: CrisisFamily[];
  crisis: boolean;
}

export interface TrainingOptions {
  epochs: number;
  /** AdaGrad's step size. */
  rate: number;
  /** L2 penalty on each weight a message touches. */
  l2: number;
  seed: number;
  /** Slots seen in fewer of a head's messages than this get no weight (a smaller file, and no noise from one-offs). */
  minCount: number;
  /** Weights kept by the crisis head, and by each family head, the largest first. */
  keep: { crisis: number; family: number };
  /** Weights smaller than this are dropped. */
  minWeight: number;
}

export const defaultTraining: TrainingOptions = { epochs: 8, rate: 0.6, l2: 1e-4, seed: 20_240_601, minCount: 1, keep: { crisis: 100_000, family: 1500 }, minWeight: 0.05 };

/** A small seeded generator (mulberry32): the same order on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 0 … n-1 in a seeded order (Fisher-Yates). */
function shuffled(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Which messages a head learns from, and what it should say of each. */
function headExamples(items: readonly TrainingItem[], head: LearnedHead): { features: Features; label: number }[] {
  // The family heads choose the card once the crisis head has fired: they learn from crisis messages only.
  if (head === 'crisis') return items.map((item) => ({ features: item.features, label: item.crisis ? 1 : 0 }));
  return items.filter((item) => item.crisis).map((item) => ({ features: item.features, label: item.families.includes(head) ? 1 : 0 }));
}

/** The probability of a dense weight vector for one message, its features as parallel arrays. */
function probability(bias: number, weights: Float64Array, slots: Int32Array, values: Float64Array): number {
  let z = bias;
  for (let k = 0; k < slots.length; k++) z += weights[slots[k]] * values[k];
  return 1 / (1 + Math.exp(-z));
}

/** One head: logistic regression by AdaGrad, then pruned to its largest weights. */
export function trainHead(examples: readonly { features: Features; label: number }[], options: TrainingOptions, keep: number): Omit<StoredHead, 'threshold'> {
  const weights = new Float64Array(featureSlots);
  const squares = new Float64Array(featureSlots);
  let bias = 0;
  let biasSquares = 0;
  const random = seededRandom(options.seed);
  const counts = new Uint32Array(featureSlots);
  for (const { features } of examples) for (const slot of features.keys()) counts[slot]++;
  // Parallel arrays, common slots only: read far faster than a map, epoch after epoch.
  const dense = examples.map(({ features, label }) => {
    const kept = [...features].filter(([slot]) => counts[slot] >= options.minCount);
    return { slots: Int32Array.from(kept, ([slot]) => slot), values: Float64Array.from(kept, ([, value]) => value), label };
  });
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const i of shuffled(dense.length, random)) {
      const { slots, values, label } = dense[i];
      const error = probability(bias, weights, slots, values) - label;
      for (let k = 0; k < slots.length; k++) {
        const slot = slots[k];
        const gradient = error * values[k] + options.l2 * weights[slot];
        squares[slot] += gradient * gradient;
        weights[slot] -= (options.rate * gradient) / (Math.sqrt(squares[slot]) + 1e-8);
      }
      biasSquares += error * error;
      bias -= (options.rate * error) / (Math.sqrt(biasSquares) + 1e-8);
    }
  }
  return { bias: round(bias), ...pruned(weights, keep, options.minWeight) };
}

/** Four decimals are plenty for a bias or a threshold. */
const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** The largest weights (at most `keep`, none under `minWeight`), stored as `StoredHead` holds them. */
function pruned(weights: Float64Array, keep: number, minWeight: number): Pick<StoredHead, 'slotGaps' | 'centiWeights'> {
  const slots: number[] = [];
  for (let slot = 0; slot < weights.length; slot++) if (Math.abs(weights[slot]) >= minWeight) slots.push(slot);
  const kept = slots.sort((a, b) => Math.abs(weights[b]) - Math.abs(weights[a]) || a - b).slice(0, keep).sort((a, b) => a - b);
  return { slotGaps: kept.map((slot, i) => slot - (i > 0 ? kept[i - 1] : 0)), centiWeights: kept.map((slot) => Math.round(weights[slot] * 100)) };
}

/** Every head, with the thresholds given (chosen from out-of-fold scores). */
export function trainModel(items: readonly TrainingItem[], thresholds: Record<LearnedHead, number>, options = defaultTraining, about = ''): StoredModel {
  const heads = Object.fromEntries(learnedHeads.map((head) => [head, { ...trainHead(headExamples(items, head), options, head === 'crisis' ? options.keep.crisis : options.keep.family), threshold: round(thresholds[head]) }]));
  return { about, slots: featureSlots, heads: heads as Record<LearnedHead, StoredHead> };
}

/**
 * The fold of each message: each file split into `folds` runs in its own order, so every fold
 * holds every category and messages written one after another (often near-variants) stay together.
 */
export function foldsOf(items: readonly TrainingItem[], folds: number): number[] {
  const sizes = new Map<string, number>();
  for (const item of items) sizes.set(item.category, (sizes.get(item.category) ?? 0) + 1);
  const seen = new Map<string, number>();
  return items.map((item) => {
    const index = seen.get(item.category) ?? 0;
    seen.set(item.category, index + 1);
    return Math.floor((index * folds) / sizes.get(item.category)!);
  });
}

/** Each message's score from every head, by a model trained without its fold. */
export type HeadScores = Record<LearnedHead, number>;

/** k-fold cross-validation: the out-of-fold scores of every message. */
export function crossValidate(items: readonly TrainingItem[], folds = 5, options = defaultTraining): HeadScores[] {
  const foldOf = foldsOf(items, folds);
  const scores = new Array<HeadScores>(items.length);
  const anyThreshold = Object.fromEntries(learnedHeads.map((head) => [head, 0.5])) as Record<LearnedHead, number>;
  for (let fold = 0; fold < folds; fold++) {
    const model = new LearnedModel(trainModel(items.filter((_, i) => foldOf[i] !== fold), anyThreshold, options));
    items.forEach((item, i) => {
      if (foldOf[i] === fold) scores[i] = Object.fromEntries(learnedHeads.map((head) => [head, model.score(head, item.features)])) as HeadScores;
    });
  }
  return scores;
}

/**
 * Thresholds from out-of-fold scores: the crisis head at the lowest that keeps false alarms on
 * safe messages within `maxFalseAlarms`; each family head where it best finds its family among
 * crisis messages, recall counting twice as much as precision (F2: a line too many on the card
 * costs less than one missing).
 */
export function chooseThresholds(items: readonly TrainingItem[], scores: readonly HeadScores[], maxFalseAlarms: number): Record<LearnedHead, number> {
  const safe = items.flatMap((item, i) => (item.crisis ? [] : [scores[i].crisis])).sort((a, b) => b - a);
  const allowed = Math.floor(maxFalseAlarms * safe.length);
  const thresholds = { crisis: safe.length > allowed ? safe[allowed] : 0 } as Record<LearnedHead, number>;
  const crisis = items.flatMap((item, i) => (item.crisis ? [{ item, score: scores[i] }] : []));
  for (const head of learnedHeads.slice(1) as CrisisFamily[]) {
    let best = { threshold: 0.5, f2: -1 };
    for (let step = 1; step < 100; step++) {
      const threshold = step / 100;
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const { item, score } of crisis) {
        const expected = item.families.includes(head);
        const said = score[head] > threshold;
        if (said && expected) tp++;
        else if (said) fp++;
        else if (expected) fn++;
      }
      const f2 = (5 * tp) / Math.max(1, 5 * tp + 4 * fn + fp);
      if (f2 > best.f2) best = { threshold, f2 };
    }
    thresholds[head] = best.threshold;
  }
  return thresholds;
}
