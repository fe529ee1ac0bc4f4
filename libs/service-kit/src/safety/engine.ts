import { type CrisisFamily, crisisFamilies } from '@kiin/contracts';
import { readFrames, withoutIdioms } from './frames';
import { type LearnedModel, learnedModel, messageFeatures } from './learned';
import {
  accidentPattern,
  endOfLifePattern,
  lossPattern,
  meansPattern,
  type MessageFacts,
  olderPattern,
  rules,
  staged,
  youngPattern,
} from './rules';
import { type Sentence, readSentences } from './text';

/** What the engine found: families empty means no crisis; signals name the rules that fired. */
export interface CrisisDetection {
  families: CrisisFamily[];
  /** Names of the rules that fired, never the user's text. */
  signals: string[];
}

/** The writer cares for someone: a carer in crisis also gets the carer lines. */
const carerContext = / (caring for|care for|i care|carer|caregiver|look after (my|him|her)|looking after|respite|is sick|has dementia|his carer|her carer) /;

/** Nothing found. */
const none = (): CrisisDetection => ({ families: [], signals: [] });

/**
 * Reads a message (a post, a comment, a message to the coach, a contact form) for danger,
 * by meaning: the text is normalised, split into sentences and lemmatised, and rules over
 * concepts decide (rules.ts), each within the frame the message sets (frames.ts). Where the
 * rules find nothing, a model trained on the corpus (learned.ts) may still find danger: it
 * adds a detection, signal `learned`, and never removes one. When in doubt it fires: a missed
 * crisis costs far more than a false alarm.
 */
export function detectCrisis(text: string, options: { learned?: LearnedModel | null } = {}): CrisisDetection {
  const sentences = readMessage(text);
  if (sentences.length === 0) return none();
  const byRules = detectByRules(sentences);
  const learned = options.learned === undefined ? learnedModel() : options.learned;
  if (byRules.families.length > 0 || !learned || wordCount(sentences) < learnedMinWords) return byRules;
  const families = learned.families(messageFeatures(sentences));
  return families.length > 0 ? { families, signals: ['learned'] } : byRules;
}

/**
 * The fewest words the model judges alone. A fragment ("Struggling tonight", a post's title)
 * gives it too little to weigh, and raised a card with lines that did not fit; short messages
 * of real danger ("kms", "want to die") are the rules' to catch.
 */
const learnedMinWords = 4;

const wordCount = (sentences: Sentence[]): number => sentences.reduce((n, s) => n + s.words.split(' ').filter(Boolean).length, 0);

/** A message as the rules and the model read it: its sentences, idioms masked. */
export function readMessage(text: string): Sentence[] {
  return readSentences(text.slice(0, 20_000)).map(withoutIdioms);
}

/** The rules alone, on a message read by `readMessage`. */
export function detectByRules(sentences: Sentence[]): CrisisDetection {
  if (sentences.length === 0) return none();
  const all = sentences.map((s) => `${s.words}|${s.lemmas}`).join('|');
  const facts: MessageFacts = {
    sentences,
    all,
    young: youngPattern.test(all),
    older: olderPattern.test(all),
    loss: lossPattern.test(all),
    endOfLife: endOfLifePattern.test(all),
    accident: accidentPattern.test(all) && !staged.test(all) && !/ (on purpose|deliberately) /.test(all),
    means: meansPattern.test(all),
  };
  const frames = readFrames(sentences, all);
  // "Years ago I was suicidal; now I'm well": the past is told as over, and nothing fires.
  if (frames.resolved) return none();
  const found = new Set<CrisisFamily>();
  const signals = new Set<string>();
  for (const rule of rules) {
    const framed = (s: (typeof sentences)[number]) =>
      // Fiction about someone else silences every rule but a question about means.
      (rule.kind !== 'means' && frames.fiction.has(s)) ||
      // A question about recognising or answering danger, asked by someone not in it.
      (rule.kind !== 'means' && rule.name !== 'medical-emergency' && frames.asking) ||
      ((rule.kind === 'ideation' || rule.kind === 'soft-ideation') &&
        (frames.help.has(s) || (frames.joke && rule.kind === 'soft-ideation') || (facts.endOfLife && !/ (i|me|my|myself) /.test(s.words)))) ||
      // "I'm going to strangle him lol": said as a joke, anger is not a plan.
      (rule.kind === 'hyperbole' && frames.laughing) ||
      (rule.kind === 'abuse' && frames.managed);
    if (sentences.some((s) => !framed(s) && rule.test(s, facts))) {
      signals.add(rule.name);
      for (const family of rule.families) found.add(family);
    }
  }
  // Whoever is hurt decides the card too: a child, an older person.
  if (found.has('carer') || found.has('violence') || found.has('harm-to-others')) {
    if (facts.young) found.add('child');
    if (facts.older) found.add('elder');
  }
  if (found.has('medical') && facts.young) found.add('child');
  if (found.has('violence') && / (strangled|choked|choking|pregnant|unconscious|bleeding|hands around my neck) /.test(all)) found.add('medical');
  // A carer in crisis: the carer line beside the suicide lines.
  if (found.has('suicide') && carerContext.test(all)) found.add('carer');
  // A toddler in the medicine cabinet is an emergency, not a suicide attempt.
  if (signals.has('overdose-now') && facts.accident && !/ (on purpose|deliberately|want to die|wanted to die|note|goodbye) /.test(all)) {
    if (![...signals].some((n) => n !== 'overdose-now' && n !== 'medical-emergency')) found.delete('suicide');
  }
  return { families: crisisFamilies.filter((f) => found.has(f)), signals: [...signals] };
}
