import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { familiesOf, METRICS_PREFIX, type CounterName, type Deployable, type GaugeName, type HistogramName, type MetricDefinition } from './catalogue.js';

/** A JetStream durable consumer whose lag is read at each scrape. */
export interface WatchedConsumer {
  stream: string;
  durable: string;
}

type ScrapeReader = () => unknown;

/** A counter without labels, as a domain class that only counts needs it. */
export interface Count {
  inc(value?: number): void;
}

/** A counter with labels, as a domain class that only counts needs it. */
export interface LabelledCount {
  inc(labels: Record<string, string>, value?: number): void;
}

/** The in-process caches whose hits and misses are counted (the `cache` label). */
export type CacheName = 'profile' | 'feed_page' | 'access_token_grant';

export interface CacheCounts {
  hit(): void;
  miss(): void;
}

/** For a cache built without metrics (unit tests). */
export const UNCOUNTED_CACHE: CacheCounts = { hit: () => undefined, miss: () => undefined };

/** A scrape never waits longer than this for one reader (a database or NATS that hangs). */
const READER_TIMEOUT_MS = 2_000;

/** Methods a route answers; anything else a client sends is counted as OTHER, so the label stays bounded. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The label of a request no route matched (a 404 with no template). */
export const UNMATCHED_ROUTE = 'unmatched';

interface RouteSeries {
  duration: Histogram.Internal<string>;
  byStatus: Map<number, Counter.Internal>;
}

/**
 * One deployable's metrics: a registry of its own (so several apps in one test process never share
 * counts) holding exactly the catalogue's families for it. Counters and histograms are moved where
 * things happen; gauges that cost a query are read only when Prometheus scrapes (`onScrape`).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly counters = new Map<string, Counter<string>>();
  private readonly gauges = new Map<string, Gauge<string>>();
  private readonly histograms = new Map<string, Histogram<string>>();
  private readonly readers: ScrapeReader[] = [];
  private readonly consumers = new Map<string, WatchedConsumer>();
  /** route → method → series: a request costs two map lookups, no label object or key string. */
  private readonly routes = new Map<string, Map<string, RouteSeries>>();
  private readonly requests: Counter<string>;
  private readonly durations: Histogram<string>;

  constructor(
    readonly deployable: Deployable,
    { processMetrics = false }: { processMetrics?: boolean } = {},
  ) {
    for (const definition of familiesOf(deployable)) if (!definition.source) this.create(definition);
    // Off unless an endpoint serves them: they start an event-loop monitor and a GC observer.
    if (processMetrics) collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
    this.requests = this.counter('tidings_http_requests_total');
    this.durations = this.histogram('tidings_http_request_duration_seconds');
  }

  private create(definition: MetricDefinition): void {
    const common = { name: definition.name, help: definition.help, labelNames: [...definition.labelNames], registers: [this.registry] };
    if (definition.type === 'counter') this.counters.set(definition.name, new Counter(common));
    else if (definition.type === 'gauge') this.gauges.set(definition.name, new Gauge(common));
    else this.histograms.set(definition.name, new Histogram({ ...common, buckets: [...(definition.buckets ?? [])] }));
  }

  private find<M>(map: Map<string, M>, name: string): M {
    const metric = map.get(name);
    if (!metric) throw new Error(`${name} is not in the metrics catalogue for ${this.deployable}`);
    return metric;
  }

  counter(name: CounterName): Counter<string> {
    return this.find(this.counters, name);
  }

  gauge(name: GaugeName): Gauge<string> {
    return this.find(this.gauges, name);
  }

  histogram(name: HistogramName): Histogram<string> {
    return this.find(this.histograms, name);
  }

  /** Hits and misses of one in-process cache, its label bound once. */
  cache(name: CacheName): CacheCounts {
    const hits = this.counter('tidings_cache_hits_total').labels(name);
    const misses = this.counter('tidings_cache_misses_total').labels(name);
    return { hit: () => hits.inc(), miss: () => misses.inc() };
  }

  /** `read` sets gauges just before each scrape; one that fails or hangs leaves them as they were. */
  onScrape(read: ScrapeReader): void {
    this.readers.push(read);
  }

  /** Reports the durable consumer's lag, unacknowledged and redelivered messages at each scrape. */
  watchConsumer(stream: string, durable: string): void {
    this.consumers.set(`${stream}/${durable}`, { stream, durable });
  }

  watchedConsumers(): WatchedConsumer[] {
    return [...this.consumers.values()];
  }

  /** One answered request: `route` is its template (never the raw URL). */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.routes.get(route);
    if (!byMethod) this.routes.set(route, (byMethod = new Map()));
    const verb = METHODS.has(method) ? method : 'OTHER';
    let series = byMethod.get(verb);
    if (!series) byMethod.set(verb, (series = { duration: this.durations.labels(route, verb), byStatus: new Map() }));
    let requests = series.byStatus.get(status);
    if (!requests) series.byStatus.set(status, (requests = this.requests.labels(route, verb, String(status))));
    requests.inc();
    series.duration.observe(seconds);
  }

  /** The exposition text, with every scrape-time gauge read first. */
  async scrape(): Promise<string> {
    await Promise.all(this.readers.map((read) => withTimeout(read)));
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

async function withTimeout(read: ScrapeReader): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, READER_TIMEOUT_MS)));
  try {
    await Promise.race([Promise.resolve().then(read), timeout]);
  } catch {
    // The gauge keeps its last value; the dependency's own health shows in /readyz and the logs.
  } finally {
    clearTimeout(timer);
  }
}
