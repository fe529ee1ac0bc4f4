// Kafka topics on Strimzi: one KafkaTopic per topic and dead-letter topic of the contracts,
// with their production settings (libs/contracts/src/topics.ts).
import { KAFKA_CLUSTER } from './platform.mjs';

/** @typedef {import('../../k8s/schemas/crds.js').KafkaTopic} KafkaTopic */

/**
 * @param {import('./platform.mjs').Contracts['topicsFor']} topicsFor
 * @returns {KafkaTopic[]}
 */
export function kafkaTopics(topicsFor) {
  return topicsFor('production').map((t) => ({
    apiVersion: 'kafka.strimzi.io/v1beta2',
    kind: 'KafkaTopic',
    metadata: { name: t.name, labels: { 'strimzi.io/cluster': KAFKA_CLUSTER } },
    spec: { topicName: t.name, partitions: t.partitions, replicas: t.replicationFactor, config: t.config },
  }));
}
