import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CATALOGUED_SERIES, DEPLOYABLES, familiesOf, METRICS_CATALOGUE, METRICS_PREFIX, sampleNames } from './catalogue.js';
import { parseExposition, scrapeMetrics } from './exposition.js';
import { Metrics } from './metrics.js';
import { metricsPlugin } from './metrics-plugin.js';

describe('the metrics catalogue', () => {
  it('names each family once, with the tidings_ prefix, a known type and help', () => {
    const names = METRICS_CATALOGUE.map((metric) => metric.name);
    expect(new Set(names).size).toBe(names.length);
    for (const metric of METRICS_CATALOGUE) {
      expect(metric.name).toMatch(new RegExp(`^${METRICS_PREFIX}[a-z][a-z0-9_]*$`));
      expect(['counter', 'gauge', 'histogram']).toContain(metric.type);
      expect(metric.help.length).toBeGreaterThan(10);
      expect(metric.deployables.length).toBeGreaterThan(0);
      for (const label of metric.labelNames) expect(label).toMatch(/^[a-z][a-z_]*$/);
      if (metric.type === 'counter' && !metric.source) expect(metric.name).toMatch(/_total$/);
      if (metric.type === 'histogram' && !metric.source) expect(metric.buckets).toEqual([...metric.buckets!].sort((a, b) => a - b));
    }
  });

  it('lists the sample names PromQL may use, histograms with their buckets, sums and counts', () => {
    expect(sampleNames({ name: 'tidings_http_request_duration_seconds', type: 'histogram' })).toEqual([
      'tidings_http_request_duration_seconds_bucket',
      'tidings_http_request_duration_seconds_sum',
      'tidings_http_request_duration_seconds_count',
    ]);
    expect(CATALOGUED_SERIES.has('tidings_http_requests_total')).toBe(true);
    expect(CATALOGUED_SERIES.has('tidings_http_request_duration_seconds')).toBe(false);
  });

  it.each(DEPLOYABLES)("builds exactly %s's families, process metrics included, with the catalogue's types and labels", async (deployable) => {
    const metrics = new Metrics(deployable, { processMetrics: true });
    const scraped = parseExposition(await metrics.scrape());
    const expected = familiesOf(deployable);
    expect([...scraped.families.keys()].sort()).toEqual(expected.map((metric) => metric.name).sort());
    for (const metric of expected) expect(scraped.families.get(metric.name), metric.name).toBe(metric.type);
    for (const metric of await metrics.registry.getMetricsAsJSON()) {
      const definition = expected.find((candidate) => candidate.name === metric.name)!;
      expect(metric.help, metric.name).toBe(definition.help);
    }
  });

  it("refuses a family that is not the deployable's", () => {
    expect(() => new Metrics('svc-auth').counter('tidings_intake_events_accepted_total')).toThrow(/not in the metrics catalogue for svc-auth/);
  });
});

describe('Metrics', () => {
  it('counts requests by route template, method and status, and times them', async () => {
    const metrics = new Metrics('svc-news');
    metrics.observeRequest('/api/news/:id', 'GET', 200, 0.02);
    metrics.observeRequest('/api/news/:id', 'GET', 200, 0.3);
    metrics.observeRequest('/api/news/:id', 'GET', 404, 0.001);
    metrics.observeRequest('/api/news/:id', 'BREW', 404, 0.001);
    const scraped = parseExposition(await metrics.scrape());
    expect(scraped.value('tidings_http_requests_total', { route: '/api/news/:id', method: 'GET', status: '200' })).toBe(2);
    expect(scraped.value('tidings_http_requests_total', { route: '/api/news/:id', method: 'GET', status: '404' })).toBe(1);
    // A method no route answers is one label, whatever a client invents.
    expect(scraped.value('tidings_http_requests_total', { method: 'OTHER' })).toBe(1);
    expect(scraped.value('tidings_http_request_duration_seconds_count', { route: '/api/news/:id', method: 'GET' })).toBe(3);
    expect(scraped.value('tidings_http_request_duration_seconds_bucket', { route: '/api/news/:id', method: 'GET', le: '0.025' })).toBe(2);
  });

  it('reads gauges at scrape time, and a reader that fails or hangs does not stop the scrape', async () => {
    const metrics = new Metrics('svc-news');
    let size = 3;
    metrics.onScrape(() => metrics.gauge('tidings_feed_candidate_pool_articles').set(size));
    metrics.onScrape(() => Promise.reject(new Error('database away')));
    let hang = true;
    metrics.onScrape(() => (hang ? new Promise(() => undefined) : undefined));
    expect(parseExposition(await metrics.scrape()).value('tidings_feed_candidate_pool_articles')).toBe(3);
    hang = false;
    size = 7;
    expect(parseExposition(await metrics.scrape()).value('tidings_feed_candidate_pool_articles')).toBe(7);
  }, 10_000);

  it('counts a cache by its name', async () => {
    const metrics = new Metrics('gateway');
    const cache = metrics.cache('access_token_grant');
    cache.hit();
    cache.hit();
    cache.miss();
    const scraped = parseExposition(await metrics.scrape());
    expect(scraped.value('tidings_cache_hits_total', { cache: 'access_token_grant' })).toBe(2);
    expect(scraped.value('tidings_cache_misses_total', { cache: 'access_token_grant' })).toBe(1);
  });
});

describe('metricsPlugin', () => {
  it('serves /metrics on its own port only, counting the app’s requests by route template', async () => {
    const app = Fastify();
    await app.register(metricsPlugin, { deployable: 'svc-auth', port: 0, host: '127.0.0.1' });
    app.get('/api/things/:id', async () => ({ ok: true }));
    await app.ready();
    try {
      const port = app.metricsPort()!;
      expect(port).toBeGreaterThan(0);
      await app.inject({ url: '/api/things/abc123' });
      await app.inject({ url: '/nowhere/xyz' });
      const scraped = await scrapeMetrics(port);
      expect(scraped.value('tidings_http_requests_total', { route: '/api/things/:id', method: 'GET', status: '200' })).toBe(1);
      expect(scraped.value('tidings_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
      expect(scraped.labelsOf('tidings_http_requests_total').map((labels) => labels.route)).not.toContain('/api/things/abc123');
      expect(scraped.value('tidings_process_start_time_seconds')).toBeGreaterThan(0);
      // The app has no /metrics route, and the listener answers nothing but GET /metrics.
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/api/things/abc123`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('without a port: no listener and no request hook, and the domain counters still work', async () => {
    const app = Fastify();
    await app.register(metricsPlugin, { deployable: 'svc-auth', host: '127.0.0.1' });
    app.get('/api/things/:id', async () => ({ ok: true }));
    await app.ready();
    try {
      expect(app.metricsPort()).toBeUndefined();
      await app.inject({ url: '/api/things/abc' });
      app.metrics.counter('tidings_rate_limit_refusals_total').inc({ rule: 'x' });
      const scraped = parseExposition(await app.metrics.scrape());
      expect(scraped.value('tidings_http_requests_total')).toBe(0);
      expect(scraped.value('tidings_rate_limit_refusals_total', { rule: 'x' })).toBe(1);
    } finally {
      await app.close();
    }
  });
});
