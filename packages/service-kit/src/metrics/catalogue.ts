/**
 * Every Prometheus family Tidings exports: name, type, help, label names and which deployables
 * export it. The one list the metrics registry is built from (metrics.ts refuses a name that is not
 * here), the scrape tests compare each deployable's endpoint with, and the Grafana dashboards'
 * PromQL is checked against. Labels stay bounded: route templates, rule and consumer names,
 * source ids — never ids of users or articles, never raw URLs.
 */

export const DEPLOYABLES = ['svc-auth', 'svc-news', 'svc-tracking', 'gateway'] as const;
export type Deployable = (typeof DEPLOYABLES)[number];

export type MetricType = 'counter' | 'gauge' | 'histogram';

export interface MetricDefinition {
  name: string;
  type: MetricType;
  help: string;
  labelNames: readonly string[];
  deployables: readonly Deployable[];
  /** Histograms only: upper bounds of the buckets. */
  buckets?: readonly number[];
  /** `default`: made by prom-client's collectDefaultMetrics (process and Node.js runtime), not by our code. */
  source?: 'default';
}

export const METRICS_PREFIX = 'tidings_';

const EVERY: readonly Deployable[] = DEPLOYABLES;
const SERVICES: readonly Deployable[] = ['svc-auth', 'svc-news', 'svc-tracking'];

/** Request latencies: a few ms for a cached feed page, up to the gateway's 15 s upstream timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];
/** Web vitals in seconds, around their "good" bounds (INP 0.2, FCP 1.8, LCP 2.5, TTFB 0.8). */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10, 20];
/** CLS, around its "good" (0.1) and "poor" (0.25) bounds. */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** prom-client's default metrics on Linux, as collectDefaultMetrics names them with our prefix. */
const DEFAULT_FAMILIES: ReadonlyArray<[name: string, type: MetricType, help: string, labelNames?: readonly string[]]> = [
  ['process_cpu_user_seconds_total', 'counter', 'Total user CPU time spent in seconds.'],
  ['process_cpu_system_seconds_total', 'counter', 'Total system CPU time spent in seconds.'],
  ['process_cpu_seconds_total', 'counter', 'Total user and system CPU time spent in seconds.'],
  ['process_start_time_seconds', 'gauge', 'Start time of the process since unix epoch in seconds.'],
  ['process_resident_memory_bytes', 'gauge', 'Resident memory size in bytes.'],
  ['process_virtual_memory_bytes', 'gauge', 'Virtual memory size in bytes.'],
  ['process_heap_bytes', 'gauge', 'Process heap size in bytes.'],
  ['process_open_fds', 'gauge', 'Number of open file descriptors.'],
  ['process_max_fds', 'gauge', 'Maximum number of open file descriptors.'],
  ['nodejs_eventloop_lag_seconds', 'gauge', 'Lag of event loop in seconds.'],
  ['nodejs_eventloop_lag_min_seconds', 'gauge', 'The minimum recorded event loop delay.'],
  ['nodejs_eventloop_lag_max_seconds', 'gauge', 'The maximum recorded event loop delay.'],
  ['nodejs_eventloop_lag_mean_seconds', 'gauge', 'The mean of the recorded event loop delays.'],
  ['nodejs_eventloop_lag_stddev_seconds', 'gauge', 'The standard deviation of the recorded event loop delays.'],
  ['nodejs_eventloop_lag_p50_seconds', 'gauge', 'The 50th percentile of the recorded event loop delays.'],
  ['nodejs_eventloop_lag_p90_seconds', 'gauge', 'The 90th percentile of the recorded event loop delays.'],
  ['nodejs_eventloop_lag_p99_seconds', 'gauge', 'The 99th percentile of the recorded event loop delays.'],
  ['nodejs_active_resources', 'gauge', 'Number of active resources that are currently keeping the event loop alive, grouped by async resource type.', ['type']],
  ['nodejs_active_resources_total', 'gauge', 'Total number of active resources.'],
  ['nodejs_active_handles', 'gauge', 'Number of active libuv handles grouped by handle type. Every handle type is C++ class name.', ['type']],
  ['nodejs_active_handles_total', 'gauge', 'Total number of active handles.'],
  ['nodejs_active_requests', 'gauge', 'Number of active libuv requests grouped by request type. Every request type is C++ class name.', ['type']],
  ['nodejs_active_requests_total', 'gauge', 'Total number of active requests.'],
  ['nodejs_heap_size_total_bytes', 'gauge', 'Process heap size from Node.js in bytes.'],
  ['nodejs_heap_size_used_bytes', 'gauge', 'Process heap size used from Node.js in bytes.'],
  ['nodejs_external_memory_bytes', 'gauge', 'Node.js external memory size in bytes.'],
  ['nodejs_heap_space_size_total_bytes', 'gauge', 'Process heap space size total from Node.js in bytes.', ['space']],
  ['nodejs_heap_space_size_used_bytes', 'gauge', 'Process heap space size used from Node.js in bytes.', ['space']],
  ['nodejs_heap_space_size_available_bytes', 'gauge', 'Process heap space size available from Node.js in bytes.', ['space']],
  ['nodejs_version_info', 'gauge', 'Node.js version info.', ['version', 'major', 'minor', 'patch']],
  ['nodejs_gc_duration_seconds', 'histogram', 'Garbage collection duration by kind, one of major, minor, incremental or weakcb.', ['kind']],
];

const OWN_FAMILIES = [
  // RED per route. `route` is the route template (`/api/news/:id`; the gateway's proxied calls: the
  // route-map pattern, `/api/news*`), `unmatched` for a 404 no route matched.
  { name: 'tidings_http_requests_total', type: 'counter', help: 'HTTP requests answered, by route template, method and status code.', labelNames: ['route', 'method', 'status'], deployables: EVERY },
  { name: 'tidings_http_request_duration_seconds', type: 'histogram', help: 'Time from request to answer in seconds, by route template and method.', labelNames: ['route', 'method'], deployables: EVERY, buckets: LATENCY_BUCKETS },

  // Outbox: events a state write caused that NATS has not taken yet.
  { name: 'tidings_outbox_backlog', type: 'gauge', help: "Events waiting in the service's outbox collection to be published to NATS.", labelNames: [], deployables: SERVICES },
  { name: 'tidings_outbox_oldest_age_seconds', type: 'gauge', help: 'Age in seconds of the oldest event waiting in the outbox (0 when empty).', labelNames: [], deployables: SERVICES },

  // JetStream durable consumers, read from the server at each scrape (one consumer is shared by a service's instances).
  { name: 'tidings_jetstream_consumer_pending_messages', type: 'gauge', help: 'Messages of the stream the durable consumer has not delivered yet (its lag).', labelNames: ['consumer'], deployables: SERVICES },
  { name: 'tidings_jetstream_consumer_ack_pending_messages', type: 'gauge', help: 'Messages the durable consumer delivered and that were not acknowledged yet.', labelNames: ['consumer'], deployables: SERVICES },
  { name: 'tidings_jetstream_consumer_redelivered_messages', type: 'gauge', help: 'Messages the durable consumer delivered more than once and that were not acknowledged yet.', labelNames: ['consumer'], deployables: SERVICES },

  // The event intake (svc-tracking): accepted into JetStream, then stored in the database.
  { name: 'tidings_intake_backlog_events', type: 'gauge', help: 'Events accepted into the intake stream and not stored yet (the whole deployment, read from JetStream).', labelNames: [], deployables: ['svc-tracking'] },
  { name: 'tidings_intake_events_accepted_total', type: 'counter', help: 'Events accepted by POST /api/events/batch (replays JetStream already held are not counted).', labelNames: [], deployables: ['svc-tracking'] },
  { name: 'tidings_intake_events_stored_total', type: 'counter', help: 'Intake events this instance stored in the database (a redelivered one already stored counts again).', labelNames: [], deployables: ['svc-tracking'] },

  // Ingestion (svc-news), per source id of the sources list.
  { name: 'tidings_ingestion_fetches_total', type: 'counter', help: 'Feed polls by source and result: fetched (new body), not_modified (304) or failed.', labelNames: ['source', 'result'], deployables: ['svc-news'] },
  { name: 'tidings_ingestion_items_total', type: 'counter', help: 'New articles stored from a feed, by source.', labelNames: ['source'], deployables: ['svc-news'] },

  // The feed's shared candidate pool (svc-news).
  { name: 'tidings_feed_candidate_pool_articles', type: 'gauge', help: "Articles in this instance's feed candidate pool.", labelNames: [], deployables: ['svc-news'] },
  { name: 'tidings_feed_candidate_pool_reloads_total', type: 'counter', help: 'Full rereads of the feed candidate pool from the database.', labelNames: [], deployables: ['svc-news'] },

  // In-process caches, by name (svc-news: profile, feed_page; gateway: access_token_grant).
  { name: 'tidings_cache_hits_total', type: 'counter', help: 'Lookups an in-process cache answered, by cache name.', labelNames: ['cache'], deployables: ['svc-news', 'gateway'] },
  { name: 'tidings_cache_misses_total', type: 'counter', help: 'Lookups an in-process cache could not answer (read from the source), by cache name.', labelNames: ['cache'], deployables: ['svc-news', 'gateway'] },

  // Rate limits: a counted hit over its rule's limit.
  { name: 'tidings_rate_limit_refusals_total', type: 'counter', help: 'Hits over a rate-limit rule (a refused request, or a login failure past its budget), by rule name.', labelNames: ['rule'], deployables: EVERY },

  // LLM summaries (svc-news).
  { name: 'tidings_llm_calls_total', type: 'counter', help: 'Calls to the LLM endpoint by result: ok (a summary) or failed (error, timeout, unusable answer).', labelNames: ['result'], deployables: ['svc-news'] },
  { name: 'tidings_llm_fallbacks_total', type: 'counter', help: 'Articles that keep their extractive summary for good: every LLM attempt failed.', labelNames: [], deployables: ['svc-news'] },

  // Field web vitals from POST /api/vitals (gateway), by the shell's route template (a bounded set).
  { name: 'tidings_web_vitals_seconds', type: 'histogram', help: 'Field web vitals in seconds (LCP, INP, FCP, TTFB) by metric and route template.', labelNames: ['metric', 'route'], deployables: ['gateway'], buckets: VITAL_SECONDS_BUCKETS },
  { name: 'tidings_web_vitals_cls', type: 'histogram', help: 'Field Cumulative Layout Shift by route template.', labelNames: ['route'], deployables: ['gateway'], buckets: CLS_BUCKETS },
] as const satisfies readonly MetricDefinition[];

export const METRICS_CATALOGUE: readonly MetricDefinition[] = [
  ...DEFAULT_FAMILIES.map(([name, type, help, labelNames = []]): MetricDefinition => ({ name: `${METRICS_PREFIX}${name}`, type, help, labelNames, deployables: EVERY, source: 'default' })),
  ...OWN_FAMILIES,
];

type Own = (typeof OWN_FAMILIES)[number];
export type CounterName = Extract<Own, { type: 'counter' }>['name'];
export type GaugeName = Extract<Own, { type: 'gauge' }>['name'];
export type HistogramName = Extract<Own, { type: 'histogram' }>['name'];
export type MetricName = Own['name'];

/** The families one deployable's scrape holds, by name. */
export function familiesOf(deployable: Deployable): MetricDefinition[] {
  return METRICS_CATALOGUE.filter((metric) => metric.deployables.includes(deployable));
}

/** The sample names a family's scrape has: a histogram's `_bucket`, `_sum` and `_count`, else its own name. */
export function sampleNames(metric: Pick<MetricDefinition, 'name' | 'type'>): string[] {
  return metric.type === 'histogram' ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`] : [metric.name];
}

/** Every series name PromQL may use (dashboards, alerts): each family's sample names. */
export const CATALOGUED_SERIES: ReadonlySet<string> = new Set(METRICS_CATALOGUE.flatMap(sampleNames));
