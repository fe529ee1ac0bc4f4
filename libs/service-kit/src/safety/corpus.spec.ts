import { detectCrisis } from './engine';
import { type CorpusItem, formatScore, loadCorpus, scoreCorpus } from './corpus';

describe('scoreCorpus', () => {
  const items: CorpusItem[] = [
    { category: 'crisis-a', text: 'one', families: ['suicide'] },
    { category: 'crisis-a', text: 'two', families: ['medical', 'suicide'] },
    { category: 'crisis-b', text: 'three', families: ['violence'] },
    { category: 'safe-x', text: 'four', families: [] },
    { category: 'safe-x', text: 'five', families: [] },
  ];
  const answers: Record<string, ('suicide' | 'medical' | 'violence')[]> = { one: ['suicide'], two: ['suicide'], three: [], four: ['suicide'], five: [] };

  it('counts recall (any family), the right card (every expected family) and false positives', () => {
    const score = scoreCorpus(items, (item) => answers[item.text]);
    expect(score).toMatchObject({ recall: 2 / 3, rightCardRate: 1 / 3, falsePositiveRate: 1 / 2, crisisTotal: 3, safeTotal: 2 });
    expect(score.categories).toEqual([
      { category: 'crisis-a', total: 2, caught: 2, rightCard: 1 },
      { category: 'crisis-b', total: 1, caught: 0, rightCard: 0 },
      { category: 'safe-x', total: 2, caught: 1, rightCard: 0 },
    ]);
    expect(score.families).toEqual([
      { family: 'medical', total: 1, found: 0 },
      { family: 'suicide', total: 2, found: 2 },
      { family: 'violence', total: 1, found: 0 },
    ]);
    expect(score.misses.map((m) => m.text)).toEqual(['two', 'three', 'four']);
  });

  it('accepts the engine answer itself, and lists misses only when asked', () => {
    const score = scoreCorpus(items, (item) => ({ families: answers[item.text], signals: [] }));
    expect(formatScore('test', score)).not.toContain('three');
    expect(formatScore('test', score, { listMisses: true })).toContain('three');
  });
});

describe('the engine on the tuned corpus', () => {
  it('catches every crisis message, with at most 5 % false alarms on the safe ones', () => {
    const items = loadCorpus('tuned');
    expect(items.length).toBeGreaterThan(0);
    const score = scoreCorpus(items, (item) => detectCrisis(item.text));
    const ok = score.recall === 1 && score.falsePositiveRate <= 0.05;
    // The per-category report is the failure message.
    expect(ok ? 'ok' : formatScore('engine, tuned', score, { listMisses: true })).toBe('ok');
  });
});

// Never tuned against: `held-out`, and `held-out-2`, written later by someone who had seen
// neither the rules nor the other parts. With the learned signal beside the rules both measured
// 95.9 % recall, at 5.0 % and 8.4 % false positives (`npm run bench:safety`). The floor only
// stops a change that makes the check generalise clearly worse; the coach and community routes
// are held to the same floors in their integration tests.
describe('the engine on the held-out corpus', () => {
  it.each(['held-out', 'held-out-2'] as const)('catches at least 90 %% of the %s crisis messages, with at most 10 %% false alarms', (part) => {
    const items = loadCorpus(part);
    expect(items.length).toBeGreaterThan(0);
    const score = scoreCorpus(items, (item) => detectCrisis(item.text));
    expect({ recallAtLeast90: score.recall >= 0.9, falsePositivesAtMost10: score.falsePositiveRate <= 0.1 }).toEqual({ recallAtLeast90: true, falsePositivesAtMost10: true });
  });
});
