import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metricsRegistry, startDefaultMetrics } from '@kiin/service-kit';
import { parse } from 'yaml';
import { root } from './support';

interface AlertRule {
  alert?: string;
  record?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (parse(readFileSync(path.join(root, 'k8s/base/monitoring/prometheus-rules.yaml'), 'utf8')) as {
  spec: { groups: { rules: AlertRule[] }[] };
}).spec.groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(readFileSync(path.join(root, 'k8s/base/monitoring/kiin-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const runbook = readFileSync(path.join(root, 'docs/runbook.md'), 'utf8');

/** Every series name the processes export: what each registers, histograms with their three series. */
function exportedSeries(): Set<string> {
  startDefaultMetrics('monitoring-test');
  const names = new Set(['up']); // Prometheus's own, per scraped target
  for (const metric of metricsRegistry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

/** The metric names an expression reads: ours (kiin_), the Node.js defaults, and `up`. */
const metricsIn = (expr: string): string[] => [...expr.matchAll(/\b((?:kiin|process|nodejs)_[a-z0-9_]+|up(?=\{))/g)].map((m) => m[1]);

describe('what an operator watches', () => {
  const exported = exportedSeries();

  it('alerts only on metrics the processes export', () => {
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      const names = metricsIn(rule.expr);
      expect({ [rule.alert!]: names.length > 0 }).toEqual({ [rule.alert!]: true });
      expect({ [rule.alert!]: names.filter((n) => !exported.has(n)) }).toEqual({ [rule.alert!]: [] });
    }
  });

  it('covers consumer lag, the outbox, dead letters, job queues, RPC and HTTP latency', () => {
    const watched = rules.flatMap((r) => metricsIn(r.expr));
    for (const metric of [
      'kiin_consumer_lag',
      'kiin_outbox_oldest_unsent_age_seconds',
      'kiin_outbox_unsent_events',
      'kiin_events_dead_lettered_total',
      'kiin_queue_jobs',
      'kiin_jobs_total',
      'kiin_rpc_duration_seconds_bucket',
      'kiin_http_request_duration_seconds_bucket',
    ]) {
      expect(watched).toContain(metric);
    }
  });

  it('gives every alert a severity, a summary and a section of docs/runbook.md', () => {
    const anchors = new Set([...runbook.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')));
    for (const rule of rules.filter((r) => r.alert)) {
      expect({ [rule.alert!]: ['critical', 'warning'].includes(rule.labels?.severity ?? '') && Boolean(rule.annotations?.summary) }).toEqual({ [rule.alert!]: true });
      const [file, anchor] = (rule.annotations?.runbook_url ?? '').split('#');
      expect({ [rule.alert!]: file === 'docs/runbook.md' && anchors.has(anchor) }).toEqual({ [rule.alert!]: true });
    }
  });

  it('draws the dashboard from metrics the processes export', () => {
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      const names = panel.targets.flatMap((t) => metricsIn(t.expr));
      expect({ [panel.title]: names.length > 0 && names.every((n) => exported.has(n)) }).toEqual({ [panel.title]: true });
    }
  });
});
