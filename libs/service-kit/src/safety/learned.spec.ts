import { crisisCardFor } from '@kiin/contracts';
import { detectByRules, detectCrisis, readMessage } from './engine';
import { type LearnedHead, LearnedModel, familiesFromScores, learnedHeads, learnedModel, messageFeatures } from './learned';
import { defaultTraining, trainModel, type TrainingItem } from './learned-train';

const features = (text: string) => messageFeatures(readMessage(text));
const half = Object.fromEntries(learnedHeads.map((head) => [head, 0.5])) as Record<LearnedHead, number>;

/** A corpus small enough to read: two crisis messages per family of interest, and everyday ones. */
const tiny: TrainingItem[] = [
  ...['I want to end it all tonight', 'nobody would miss me if I was gone for good'].map((text) => ({ category: 'crisis-x', text, families: ['suicide' as const] })),
  ...['he is not breathing and his lips are blue', 'she collapsed and will not wake up'].map((text) => ({ category: 'crisis-y', text, families: ['medical' as const] })),
  ...['the weather is lovely for a walk', 'we had soup and toast for lunch', 'the physio visit went well today', 'my garden needs weeding'].map((text) => ({ category: 'safe-z', text, families: [] })),
].map(({ category, text, families }) => ({ category, families, crisis: families.length > 0, features: features(text) }));

describe('the learned signal', () => {
  it('loads the committed model: a crisis the rules miss scores high, an idiom low', () => {
    const model = learnedModel();
    const paraphrase = features('tonight feels like the night I finally stop being a burden');
    expect(detectByRules(readMessage('tonight feels like the night I finally stop being a burden')).families).toEqual([]);
    expect(model.score('crisis', paraphrase)).toBeGreaterThan(model.thresholds.crisis);
    expect(model.families(paraphrase)).toContain('suicide');
    for (const idiom of ['this traffic is killing me', 'I could just die of embarrassment after that meeting']) {
      expect(model.score('crisis', features(idiom))).toBeLessThan(model.thresholds.crisis);
    }
  });

  it('adds a detection the rules missed, named "learned", and never removes one', () => {
    expect(detectCrisis('tonight feels like the night I finally stop being a burden')).toEqual({ families: ['suicide'], signals: ['learned'] });
    expect(detectCrisis('tonight feels like the night I finally stop being a burden', { learned: null })).toEqual({ families: [], signals: [] });
    // A model that never fires leaves the rules' answer as it was.
    const silent = new LearnedModel(trainModel(tiny, { ...half, crisis: 1 }));
    expect(detectCrisis('I am going to kill myself tonight', { learned: silent }).families).toEqual(['suicide']);
  });

  it('leaves a fragment of fewer than four words to the rules: a title alone raises no card', () => {
    expect(detectCrisis('Struggling tonight')).toEqual({ families: [], signals: [] });
    expect(detectCrisis("Struggling tonight. Honestly I can't go on like this much longer.").families).toEqual(['suicide']);
  });

  it('with no family head confident, gives the general card: 000 and Lifeline', () => {
    const families = familiesFromScores((head) => (head === 'crisis' ? 0.9 : 0.1), half);
    expect(families.length).toBeGreaterThan(0);
    expect(crisisCardFor(families).lines.map((l) => l.phone)).toEqual(expect.arrayContaining(['000', '13 11 14']));
    expect(familiesFromScores(() => 0.4, half)).toEqual([]);
  });

  it('trains deterministically, and learns a tiny corpus', () => {
    const first = trainModel(tiny, half);
    expect(trainModel(tiny, half)).toEqual(first);
    const model = new LearnedModel(first);
    for (const item of tiny) expect(model.score('crisis', item.features) > 0.5).toBe(item.crisis);
    expect(model.families(tiny[0].features)).toEqual(['suicide']);
    expect(model.families(tiny[2].features)).toEqual(['medical']);
    expect(trainModel(tiny, half, { ...defaultTraining, seed: 7 })).not.toEqual(first);
  });
});
