import { dlqTopic, type EventType, eventTypes } from './events';

/**
 * Where topics live. `local` is the single-node broker of development and tests, where each
 * service creates what is missing at start. `production` topics are created by the platform
 * (Kafka topic resources generated from this list), never by a service: a service there only
 * checks that they exist.
 */
export type TopicEnvironment = 'local' | 'production';

export interface TopicSettings {
  partitions: number;
  replicationFactor: number;
  /** Topic-level configuration, as Kafka names it. */
  config: Record<string, string>;
}

const day = 86_400_000;

/**
 * Partitions bound how many replicas of a consumer share the work; a key always maps to the
 * same partition, which is what keeps one key's events in order. Changing the partition count
 * of a live topic moves keys between partitions (their order across the change is lost):
 * choose it once per topic version.
 */
const defaults: Record<TopicEnvironment, { events: TopicSettings; deadLetters: TopicSettings }> = {
  local: {
    events: { partitions: 1, replicationFactor: 1, config: {} },
    deadLetters: { partitions: 1, replicationFactor: 1, config: {} },
  },
  production: {
    events: {
      partitions: 6,
      replicationFactor: 3,
      config: { 'min.insync.replicas': '2', 'retention.ms': String(7 * day), 'cleanup.policy': 'delete' },
    },
    // Kept for replay (npm run dlq:replay); shorter than the 30 days processed-event ids are kept.
    deadLetters: {
      partitions: 1,
      replicationFactor: 3,
      config: { 'min.insync.replicas': '2', 'retention.ms': String(14 * day), 'cleanup.policy': 'delete' },
    },
  },
};

/** Per-topic exceptions to the defaults above (for example a busier topic with more partitions). */
const overrides: Partial<Record<EventType, Partial<Record<TopicEnvironment, Partial<TopicSettings>>>>> = {};

export interface TopicDefinition extends TopicSettings {
  name: string;
  eventType: EventType;
  deadLetter: boolean;
}

/** Every topic the platform needs (each event type and its dead-letter topic) with its settings. */
export function topicsFor(environment: TopicEnvironment, prefix = ''): TopicDefinition[] {
  return eventTypes.flatMap((eventType) => {
    const own = overrides[eventType]?.[environment] ?? {};
    const events = { ...defaults[environment].events, ...own, config: { ...defaults[environment].events.config, ...own.config } };
    return [
      { name: `${prefix}${eventType}`, eventType, deadLetter: false, ...events },
      { name: `${prefix}${dlqTopic(eventType)}`, eventType, deadLetter: true, ...defaults[environment].deadLetters },
    ];
  });
}
