import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CrisisFamily, crisisFamilies } from '@kiin/contracts';
import type { Sentence } from './text';

/**
 * The learned signal beside the rules: logistic regression over hashed features of the text
 * the rules read (lemma unigrams and bigrams, character 3-5-grams of the words). One head says
 * "any crisis"; one head per family chooses the card. It is trained on the tuned corpus by
 * `npm run safety:train` (learned-train.ts) and only ever adds a detection the rules missed.
 */

/** The heads: "crisis" first, then one per family, in the cards' order. */
export const learnedHeads = ['crisis', ...crisisFamilies] as const;
export type LearnedHead = (typeof learnedHeads)[number];

/** Features are hashed into this many slots; the model stores only the slots it weighs. */
export const featureSlots = 1 << 18;

/** A message as the model sees it: slot → value, the vector of unit length. */
export type Features = Map<number, number>;

/**
 * One head as stored, compactly: the slots it weighs in ascending order, each as its gap from
 * the one before; their weights in hundredths; a bias and its threshold.
 */
export interface StoredHead {
  bias: number;
  /** The head fires above this probability, chosen from out-of-fold scores. */
  threshold: number;
  slotGaps: number[];
  centiWeights: number[];
}

/** A head's weights by slot, as stored. */
export function storedWeights(head: Pick<StoredHead, 'slotGaps' | 'centiWeights'>): Map<number, number> {
  const weights = new Map<number, number>();
  let slot = 0;
  head.slotGaps.forEach((gap, i) => {
    slot += gap;
    weights.set(slot, head.centiWeights[i] / 100);
  });
  return weights;
}

/** The committed model file (learned-model.json). */
export interface StoredModel {
  about: string;
  slots: number;
  heads: Record<LearnedHead, StoredHead>;
}

const fnvOffset = 0x811c9dc5;
const fnvPrime = 0x01000193;

/** FNV-1a over a string, continuing from `hash`. */
function fnv(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), fnvPrime);
  return h >>> 0;
}

/** Each kind of feature hashes from its own seed, so "kill" the lemma is not "kill" the characters. */
const seeds = { lemma: fnv(fnvOffset, 'lemma:'), pair: fnv(fnvOffset, 'pair:'), chars: fnv(fnvOffset, 'chars:') };

/** Adds each slot of a group, scaled so the group weighs `share` of the squared length. */
function addGroup(features: Features, slots: Set<number>, share: number): void {
  const value = Math.sqrt(share / Math.max(1, slots.size));
  for (const slot of slots) features.set(slot, (features.get(slot) ?? 0) + value);
}

/** Lemma unigrams and bigrams within each sentence. */
function lemmaSlots(sentences: readonly Sentence[]): Set<number> {
  const slots = new Set<number>();
  for (const s of sentences) {
    const lemmas = s.lemmas.trim().split(' ').filter(Boolean);
    for (let i = 0; i < lemmas.length; i++) {
      slots.add(fnv(seeds.lemma, lemmas[i]) % featureSlots);
      if (i > 0) slots.add(fnv(seeds.pair, `${lemmas[i - 1]} ${lemmas[i]}`) % featureSlots);
    }
  }
  return slots;
}

/** Character 3-, 4- and 5-grams of each sentence's words (spaces included: " kms ", "o die"). */
function charSlots(sentences: readonly Sentence[]): Set<number> {
  const slots = new Set<number>();
  for (const s of sentences) {
    const text = s.words;
    for (let start = 0; start + 3 <= text.length; start++) {
      let h = seeds.chars;
      for (let n = 1; n <= 5 && start + n <= text.length; n++) {
        h = Math.imul(h ^ text.charCodeAt(start + n - 1), fnvPrime);
        if (n >= 3) slots.add((h >>> 0) % featureSlots);
      }
    }
  }
  return slots;
}

/** The feature vector of a message read into sentences: words and characters weigh half each. */
export function messageFeatures(sentences: readonly Sentence[]): Features {
  const features: Features = new Map();
  addGroup(features, lemmaSlots(sentences), 0.5);
  addGroup(features, charSlots(sentences), 0.5);
  return features;
}

/** The logistic function. */
export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** A head ready to score: weights by slot. */
interface Head {
  bias: number;
  weights: Map<number, number>;
}

/** The model loaded for scoring. */
export class LearnedModel {
  private readonly heads: Record<LearnedHead, Head>;
  /** Each head's threshold. */
  readonly thresholds: Record<LearnedHead, number>;

  constructor(stored: StoredModel) {
    if (stored.slots !== featureSlots) throw new Error(`learned model hashed into ${stored.slots} slots, the code into ${featureSlots}`);
    this.heads = Object.fromEntries(
      learnedHeads.map((name) => {
        const head = stored.heads[name];
        return [name, { bias: head.bias, weights: storedWeights(head) }];
      }),
    ) as Record<LearnedHead, Head>;
    this.thresholds = Object.fromEntries(learnedHeads.map((name) => [name, stored.heads[name].threshold])) as Record<LearnedHead, number>;
  }

  /** The probability a head gives a message. */
  score(head: LearnedHead, features: Features): number {
    const { bias, weights } = this.heads[head];
    let z = bias;
    for (const [slot, value] of features) z += (weights.get(slot) ?? 0) * value;
    return sigmoid(z);
  }

  /** The families the model finds in a message (see `familiesFromScores`). */
  families(features: Features): CrisisFamily[] {
    return familiesFromScores((head) => this.score(head, features), this.thresholds);
  }
}

/**
 * The families heads' scores give: none unless the crisis head fires; then those whose heads
 * pass their thresholds, or, when none does, the general card's (suicide and carers: 000,
 * Lifeline and the carer line, what `crisisCardFor([])` shows).
 */
export function familiesFromScores(score: (head: LearnedHead) => number, thresholds: Record<LearnedHead, number>): CrisisFamily[] {
  if (score('crisis') <= thresholds.crisis) return [];
  const found = crisisFamilies.filter((f) => score(f) > thresholds[f]);
  return found.length > 0 ? found : ['suicide', 'carer'];
}

/** The committed model beside this file in the sources; from a build (dist/), the sources' copy. */
function modelPath(): string {
  const candidates = [join(__dirname, 'learned-model.json'), join(__dirname, '../../src/safety/learned-model.json')];
  return candidates.find((file) => existsSync(file)) ?? candidates[0];
}

let committed: LearnedModel | undefined;
/** The committed model, loaded once on first use. */
export function learnedModel(): LearnedModel {
  committed ??= new LearnedModel(JSON.parse(readFileSync(modelPath(), 'utf8')) as StoredModel);
  return committed;
}
