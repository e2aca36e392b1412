// The Grafana dashboards of deploy/grafana (docker compose's observability profile provisions
// them): each parses, numbers its panels once, reads its data from a provisioned data source, and
// asks Prometheus only for series the services export (the metrics catalogue), a service's own
// dashboard only for what that service exports. The alert rules are held to the catalogue too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CATALOGUED_SERIES, DEPLOYABLES, familiesOf, sampleNames, type Deployable } from '@tidings/service-kit/metrics/catalogue';
import { seriesNames, variableExpression } from './promql.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DASHBOARDS = join(ROOT, 'deploy', 'grafana', 'dashboards');
const PROVISIONING = join(ROOT, 'deploy', 'grafana', 'provisioning');

/** Prometheus' own series, and NATS's (prometheus-nats-exporter beside nats-server in compose). */
const OUTSIDE_THE_CATALOGUE = new Set(['up', 'gnatsd_varz_connections', 'gnatsd_varz_slow_consumers', 'gnatsd_varz_mem']);

interface Target {
  expr?: string;
  datasource?: { type?: string; uid?: string };
}
interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type?: string; uid?: string };
  targets?: Target[];
  panels?: Panel[];
  gridPos?: { h: number; w: number; x: number; y: number };
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating?: { list: { name: string; type: string; query?: string | { query: string }; datasource?: { uid?: string } }[] };
}

const files = readdirSync(DASHBOARDS).filter((file) => file.endsWith('.json')).sort();
const dashboards = Object.fromEntries(files.map((file) => [file, JSON.parse(readFileSync(join(DASHBOARDS, file), 'utf8')) as Dashboard]));
/** Every panel, a collapsed row's own panels among them. */
const panelsOf = (dashboard: Dashboard): Panel[] => dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
/** Every PromQL expression a dashboard runs: its panels' targets and its query variables. */
const expressionsOf = (dashboard: Dashboard): string[] => [
  ...panelsOf(dashboard).flatMap((panel) => (panel.targets ?? []).map((target) => target.expr ?? '')),
  ...(dashboard.templating?.list ?? []).filter((variable) => variable.type === 'query').map((variable) => variableExpression(typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? ''))),
];
const seriesOf = (dashboard: Dashboard) => [...new Set(expressionsOf(dashboard).flatMap(seriesNames))];

const provisionedDatasources = (parse(readFileSync(join(PROVISIONING, 'datasources', 'datasources.yml'), 'utf8')) as { datasources: { uid: string; type: string; url: string }[] }).datasources;

describe('Grafana dashboards', () => {
  it('has one dashboard per deployable and an overview', () => {
    expect(files).toEqual([...DEPLOYABLES.map((deployable) => `${deployable}.json`), 'overview.json'].sort());
    expect(new Set(Object.values(dashboards).map((dashboard) => dashboard.uid)).size).toBe(files.length);
  });

  it.each(files)('%s numbers each panel once and lays none over another', (file) => {
    const panels = panelsOf(dashboards[file]!);
    expect(panels.length).toBeGreaterThan(3);
    const ids = panels.map((panel) => panel.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Set<string>();
    for (const { gridPos, title } of panels) {
      expect(gridPos, title).toBeDefined();
      expect(gridPos!.x + gridPos!.w, title).toBeLessThanOrEqual(24);
      for (let x = gridPos!.x; x < gridPos!.x + gridPos!.w; x++) {
        for (let y = gridPos!.y; y < gridPos!.y + gridPos!.h; y++) {
          expect(cells.has(`${x},${y}`), `${title} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
    }
  });

  it.each(files)('%s reads from a provisioned data source', (file) => {
    const uids = new Set(provisionedDatasources.map((datasource) => datasource.uid));
    for (const panel of panelsOf(dashboards[file]!).filter((panel) => panel.type !== 'row')) {
      expect(uids, panel.title).toContain(panel.datasource?.uid);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets!) expect(uids, panel.title).toContain(target.datasource?.uid ?? panel.datasource?.uid);
    }
  });

  it.each(files)('%s asks only for series the services export', (file) => {
    const unknown = seriesOf(dashboards[file]!).filter((name) => !CATALOGUED_SERIES.has(name) && !OUTSIDE_THE_CATALOGUE.has(name));
    expect(unknown).toEqual([]);
  });

  it.each(DEPLOYABLES)("%s's dashboard asks only for the series it exports, from its own job", (deployable: Deployable) => {
    const dashboard = dashboards[`${deployable}.json`]!;
    const own = new Set(familiesOf(deployable).flatMap(sampleNames));
    expect(seriesOf(dashboard).filter((name) => name !== 'up' && !own.has(name))).toEqual([]);
    for (const expr of expressionsOf(dashboard)) expect(expr).toContain(`job="${deployable}"`);
  });

  it('shows on the overview RED, consumer lag, outboxes, the intake and ingestion health', () => {
    const series = seriesOf(dashboards['overview.json']!);
    for (const name of [
      'tidings_http_requests_total',
      'tidings_http_request_duration_seconds_bucket',
      'tidings_jetstream_consumer_pending_messages',
      'tidings_outbox_backlog',
      'tidings_outbox_oldest_age_seconds',
      'tidings_intake_backlog_events',
      'tidings_intake_events_stored_total',
      'tidings_ingestion_fetches_total',
    ]) {
      expect(series, name).toContain(name);
    }
  });

  it('is provisioned from the folder compose mounts, with Prometheus and Jaeger at their compose addresses', () => {
    const providers = (parse(readFileSync(join(PROVISIONING, 'dashboards', 'dashboards.yml'), 'utf8')) as { providers: { type: string; options: { path: string } }[] }).providers;
    expect(providers.map((provider) => [provider.type, provider.options.path])).toEqual([['file', '/var/lib/grafana/dashboards']]);
    expect(provisionedDatasources.map(({ uid, type, url }) => ({ uid, type, url }))).toEqual([
      { uid: 'prometheus', type: 'prometheus', url: 'http://prometheus:9090' },
      { uid: 'jaeger', type: 'jaeger', url: 'http://jaeger:16686' },
    ]);
  });
});

interface AlertRule {
  alert?: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}
const alertGroups = (parse(readFileSync(join(ROOT, 'deploy', 'prometheus', 'alerts.yml'), 'utf8')) as { groups: { name: string; rules: AlertRule[] }[] }).groups;
const rules = alertGroups.flatMap((group) => group.rules);

describe('Prometheus alert rules', () => {
  it('names each alert once, with a severity, a summary and what it means', () => {
    const names = rules.map((rule) => rule.alert);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(['critical', 'warning', 'info'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description, rule.alert).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
    }
  });

  it('asks only for series the services export', () => {
    const unknown = rules.flatMap((rule) => seriesNames(rule.expr).filter((name) => !CATALOGUED_SERIES.has(name) && !OUTSIDE_THE_CATALOGUE.has(name)).map((name) => `${rule.alert}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('watches the outboxes, consumer lag, the intake, ingestion and every deployable being up', () => {
    const read = new Set(rules.flatMap((rule) => seriesNames(rule.expr)));
    for (const name of ['up', 'tidings_outbox_oldest_age_seconds', 'tidings_jetstream_consumer_pending_messages', 'tidings_intake_backlog_events', 'tidings_ingestion_fetches_total', 'tidings_http_requests_total']) {
      expect(read, name).toContain(name);
    }
  });
});
