import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

let started = false;
export function startDefaultMetrics(service: string): void {
  if (started) return;
  started = true;
  register.setDefaultLabels({ service });
  collectDefaultMetrics();
}

export const eventsPublished = new Counter({
  name: 'kiin_events_published_total',
  help: 'Events published from the outbox to Kafka',
  labelNames: ['topic'],
});

export const eventsConsumed = new Counter({
  name: 'kiin_events_consumed_total',
  help: 'Events handled by a consumer, by outcome (applied, duplicate, dead-lettered)',
  labelNames: ['topic', 'outcome'],
});

export const rpcDuration = new Histogram({
  name: 'kiin_rpc_duration_seconds',
  help: 'Time to handle one RPC message',
  labelNames: ['pattern'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
});

export { register as metricsRegistry };
