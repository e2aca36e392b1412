// The poll loop: fetch due sources (a few at a time), then parse, normalise, dedupe and store each
// source's new entries one source after another, so a story carried by two feeds in the same poll
// is caught by the second. One broken source only ever affects its own state. With several
// instances, each source is polled under its lease, so no two instances fetch it at once.
import { dedupeKeys } from './canonical-url.js';
import type { ClusterMember } from './cluster.js';
import { afterFailure, initialState, isDue, type SourceState } from './fetch-schedule.js';
import { fetchFeed, type FetcherOptions, type FetchOutcome } from './fetcher.js';
import { parseFeed } from './feed-parser.js';
import { normaliseEntry, type IngestedArticle } from './ingested-article.js';
import { simhashFromHex } from './simhash.js';
import type { SourceLease, SourceLeases } from './source-lease.js';
import type { NewsSource } from './sources.js';

export interface ArticleStore {
  /** Which of these GUID keys and canonical URLs are already stored (both kinds in one set). */
  existingKeys(guidKeys: string[], canonicalUrls: string[]): Promise<Set<string>>;
  /** Cluster members of articles created since `since`, for near-duplicate grouping. */
  recentClusters(since: Date): Promise<ClusterMember[]>;
  insert(articles: IngestedArticle[]): Promise<void>;
}

export interface SourceStateStore {
  get(sourceId: string): Promise<SourceState | undefined>;
  save(state: SourceState): Promise<void>;
}

/** pino-compatible subset. */
export interface IngestLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface IngestWorkerOptions {
  sources: readonly NewsSource[];
  store: ArticleStore;
  state: SourceStateStore;
  now?: () => Date;
  fetcher?: FetcherOptions;
  /**
   * When set, stored articles are queued for an LLM summary (see summary-worker.ts); they are
   * stored and served with their extractive summary first, so the LLM never holds ingestion up.
   */
  summaries?: { enqueue(canonicalUrls: readonly string[], now: Date): Promise<void> };
  logger?: IngestLogger;
  /** How far back near-duplicates are looked for. */
  clusterWindowHours?: number;
  /** Parallel downloads per poll. */
  concurrency?: number;
  /**
   * With several instances: a source is polled only under its lease (see source-lease.ts), held
   * from before its state is read until its entries and state are stored.
   */
  leases?: SourceLeases;
  /** Told each source's poll as it settles (the ingestion metrics). */
  onReport?: (report: SourcePollReport) => void;
}

export interface SourcePollReport {
  sourceId: string;
  outcome: 'inserted' | 'not-modified' | 'failed';
  inserted: number;
  duplicates: number;
  error?: string;
  nextFetchAt?: Date;
}

export interface IngestWorker {
  /** One pass over the due sources; resolves when everything fetched has been stored. */
  pollOnce(): Promise<SourcePollReport[]>;
  /** Polls every `tickMs` (sources still follow their own intervals); never overlaps itself. */
  start(tickMs?: number): void;
  stop(): Promise<void>;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export function createIngestWorker(options: IngestWorkerOptions): IngestWorker {
  const now = options.now ?? (() => new Date());
  const windowMs = (options.clusterWindowHours ?? 48) * 3_600_000;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function storeEntries(source: NewsSource, body: string, at: Date, recent: ClusterMember[]): Promise<{ inserted: number; duplicates: number }> {
    const feed = parseFeed(body, source.url, source.format);
    const keyed = feed.entries.map((entry) => ({ entry, keys: dedupeKeys(source.id, entry.guid, entry.url) }));
    const existing = await options.store.existingKeys(
      keyed.flatMap(({ keys }) => (keys.guidKey ? [keys.guidKey] : [])),
      keyed.map(({ keys }) => keys.urlKey),
    );
    const fresh: IngestedArticle[] = [];
    for (const { entry, keys } of keyed) {
      // GUID first, then the canonical URL; both also against earlier entries of this batch.
      const entryKeys = [keys.guidKey, keys.urlKey].filter((k): k is string => !!k);
      if (entryKeys.some((k) => existing.has(k))) continue;
      entryKeys.forEach((k) => existing.add(k));
      // Normalised one by one so each entry clusters against what this poll has already added.
      const article = normaliseEntry(entry, source, { now: at, recentClusters: recent });
      fresh.push(article);
      recent.push({ clusterId: article.clusterId, titleHash: simhashFromHex(article.titleHash), source: source.id });
    }
    if (fresh.length > 0) {
      await options.store.insert(fresh);
      await options.summaries?.enqueue(
        fresh.map((article) => article.canonicalUrl),
        at,
      );
    }
    return { inserted: fresh.length, duplicates: keyed.length - fresh.length };
  }

  async function pollOnce(): Promise<SourcePollReport[]> {
    const at = now();
    const states = new Map<string, SourceState>();
    const readStates = async (sources: readonly NewsSource[]) => {
      for (const source of sources) states.set(source.id, (await options.state.get(source.id)) ?? initialState(source.id));
    };
    await readStates(options.sources);
    let due = options.sources.filter((source) => isDue(states.get(source.id), at));
    if (due.length === 0) return [];
    const leases = new Map<string, SourceLease>();
    let renewal: NodeJS.Timeout | undefined;
    try {
      if (options.leases) {
        due = await takeLeases(options.leases, due, leases);
        // Another instance may have polled a source between the read above and its lease.
        await readStates(due);
        due = due.filter((source) => isDue(states.get(source.id), at));
        renewal = setInterval(() => void renewLeases(leases), Math.max(1, Math.floor(options.leases.leaseMs / 3)));
        renewal.unref();
      }
      return await pollSources(due, states, leases, at);
    } finally {
      clearInterval(renewal);
      await Promise.all([...leases.values()].map((lease) => lease.release().catch(() => undefined)));
    }
  }

  async function takeLeases(store: SourceLeases, sources: NewsSource[], held: Map<string, SourceLease>): Promise<NewsSource[]> {
    const taken = await mapLimited(sources, options.concurrency ?? 4, (source) => store.acquire(source.id));
    taken.forEach((lease) => lease && held.set(lease.sourceId, lease));
    return sources.filter((source) => held.has(source.id));
  }

  async function renewLeases(leases: Map<string, SourceLease>): Promise<void> {
    await Promise.all(
      [...leases.values()].filter((lease) => lease.valid()).map((lease) =>
        lease.renew().then(
          (kept) => kept || options.logger?.warn({ sourceId: lease.sourceId }, 'source lease ran out mid-poll; its results are dropped'),
          (error: unknown) => options.logger?.warn({ sourceId: lease.sourceId, error: String(error) }, 'source lease renewal failed'),
        ),
      ),
    );
  }

  async function pollSources(due: NewsSource[], states: Map<string, SourceState>, leases: Map<string, SourceLease>, at: Date): Promise<SourcePollReport[]> {
    if (due.length === 0) return [];
    const outcomes = await mapLimited(due, options.concurrency ?? 4, (source) =>
      fetchFeed(source, states.get(source.id)!, at, { ...options.fetcher, signal: controller.signal }),
    );
    const recent = await options.store.recentClusters(new Date(at.getTime() - windowMs));
    const reports: SourcePollReport[] = [];
    for (const [index, source] of due.entries()) {
      const lease = leases.get(source.id);
      // Another instance may be polling it now: nothing of this fetch is stored, not even its state.
      if (lease && !lease.valid()) {
        reports.push({ sourceId: source.id, outcome: 'failed', inserted: 0, duplicates: 0, error: 'source lease ran out' });
        continue;
      }
      reports.push(await settle(source, states.get(source.id)!, outcomes[index]!, at, recent));
    }
    if (options.onReport) for (const report of reports) options.onReport(report);
    // One line, not one per source, when feeds stop answering (offline, say); retries back off.
    const newlyFailing = due.filter((source, index) => outcomes[index]!.kind === 'failed' && !states.get(source.id)!.failures);
    if (newlyFailing.length > 0) {
      options.logger?.warn({ sources: newlyFailing.map((source) => source.id) }, `${newlyFailing.length} of ${options.sources.length} news feeds could not be fetched; retrying with back-off`);
    }
    return reports;
  }

  async function settle(source: NewsSource, previous: SourceState, outcome: FetchOutcome, at: Date, recent: ClusterMember[]): Promise<SourcePollReport> {
    const report = (state: SourceState, rest: Omit<SourcePollReport, 'sourceId' | 'nextFetchAt'>): SourcePollReport => ({ sourceId: source.id, nextFetchAt: state.nextFetchAt, ...rest });
    // Health kept with the schedule: when it was last polled and how many articles it gave.
    const save = (state: SourceState, inserted = 0) =>
      options.state.save({ ...state, lastFetchAt: at, itemsStored: (previous.itemsStored ?? 0) + inserted });
    if (outcome.kind !== 'fetched') {
      await save(outcome.state);
      // Per source at info: pollOnce warns once for all the sources that just started failing.
      if (outcome.kind === 'failed') options.logger?.info({ sourceId: source.id, error: outcome.error, failures: outcome.state.failures }, 'feed fetch failed');
      return outcome.kind === 'failed'
        ? report(outcome.state, { outcome: 'failed', inserted: 0, duplicates: 0, error: outcome.error })
        : report(outcome.state, { outcome: 'not-modified', inserted: 0, duplicates: 0 });
    }
    try {
      const counts = await storeEntries(source, outcome.body, at, recent);
      await save(outcome.state, counts.inserted);
      options.logger?.info({ sourceId: source.id, ...counts }, 'feed ingested');
      return report(outcome.state, { outcome: 'inserted', ...counts });
    } catch (error) {
      // Counted from the previous state: the validators of a body we could not use are not kept.
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const failed = afterFailure(previous, source.intervalMinutes, at, message, { random: options.fetcher?.random });
      await save(failed);
      options.logger?.warn({ sourceId: source.id, error: message, failures: failed.failures }, 'feed ingestion failed');
      return report(failed, { outcome: 'failed', inserted: 0, duplicates: 0, error: message });
    }
  }

  function schedule(delayMs: number, tickMs: number) {
    timer = setTimeout(() => {
      running = pollOnce()
        .catch((error: unknown) => options.logger?.warn({ error: String(error) }, 'ingest poll failed'))
        .finally(() => {
          running = undefined;
          // The next tick counts from the end of this poll, so slow polls never overlap.
          if (!controller.signal.aborted) schedule(tickMs, tickMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    pollOnce,
    start(tickMs = 60_000) {
      if (timer || controller.signal.aborted) return;
      schedule(0, tickMs);
    },
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
