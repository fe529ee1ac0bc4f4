import { allTopics } from './events';
import { topicsFor } from './topics';

describe('topic list', () => {
  it('names every event topic and its dead-letter topic, in both environments', () => {
    expect(topicsFor('local').map((t) => t.name).sort()).toEqual(allTopics().sort());
    expect(topicsFor('production').map((t) => t.name).sort()).toEqual(allTopics().sort());
    expect(topicsFor('local', 'run1.').map((t) => t.name)).toContain('run1.points.awarded.v1.dlq');
  });

  it('keeps the single-node broker at one partition and one replica', () => {
    for (const topic of topicsFor('local')) expect([topic.partitions, topic.replicationFactor]).toEqual([1, 1]);
  });

  it('never gives a production topic one replica, and requires two in sync for every write', () => {
    for (const topic of topicsFor('production')) {
      expect(topic.replicationFactor).toBeGreaterThanOrEqual(3);
      expect(Number(topic.config['min.insync.replicas'])).toBe(2);
      expect(topic.partitions).toBe(topic.deadLetter ? 1 : 6);
    }
  });
});
