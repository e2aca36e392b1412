import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIngestWorker, type IngestWorker } from '../ingestion/ingest-worker.js';
import { ingestionCounts } from '../ingestion/ingestion-metrics.js';
import { MongoLlmBudget, MongoSummaryQueue } from '../ingestion/summary-queue.js';
import { createSummaryWorker, type SummaryWorker } from '../ingestion/summary-worker.js';
import { MongoSourceLeases } from '../ingestion/source-lease.js';
import { DEFAULT_SOURCES, loadSourcesFile, type NewsSource } from '../ingestion/sources.js';
import type { NewsConfig } from '../config.js';
import { MongoArticleStore, MongoSourceStateStore } from './mongo-article-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    ingestion: IngestWorker;
    /** Present when an LLM endpoint is configured. */
    summaries?: SummaryWorker;
    /** The configured sources and their kept poll states (their health: GET /api/sources). */
    newsSources: { sources: readonly NewsSource[]; states: MongoSourceStateStore };
  }
}

/**
 * The feed poller, wired to the `news` collection. Always built (tests call `pollOnce`); it polls
 * on its own only when INGESTION_ENABLED, starting once the service is ready and stopping on close.
 */
export const ingestionPlugin = fp<{ config: NewsConfig }>(
  async (app: FastifyInstance, { config }) => {
    const sources = config.NEWS_SOURCES_FILE ? await loadSourcesFile(config.NEWS_SOURCES_FILE) : DEFAULT_SOURCES;
    const state = new MongoSourceStateStore(app.db);
    await state.init();
    const leases = new MongoSourceLeases(app.db, { leaseMs: config.INGEST_SOURCE_LEASE });
    await leases.init();
    const llm =
      config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
        ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS }
        : undefined;
    const queue = new MongoSummaryQueue(app.db);
    const summaries = llm
      ? createSummaryWorker({
          queue,
          budget: new MongoLlmBudget(app.db, config.LLM_MAX_CALLS_PER_HOUR),
          articles: {
            get: async (canonicalUrl) => (await app.news.model.findOne({ canonicalUrl }, { title: 1, content: 1, summary: 1 }).lean().exec()) ?? undefined,
            setSummary: async (canonicalUrl, summary) => void (await app.news.model.updateOne({ canonicalUrl }, { $set: { summary } }).exec()),
          },
          llm,
          concurrency: config.LLM_CONCURRENCY,
          logger: app.log,
          counts: { calls: app.metrics.counter('tidings_llm_calls_total'), fallbacks: app.metrics.counter('tidings_llm_fallbacks_total') },
        })
      : undefined;
    const enqueue = summaries && {
      async enqueue(canonicalUrls: readonly string[], now: Date) {
        await queue.enqueue(canonicalUrls, now);
        void summaries.kick();
      },
    };
    const worker = createIngestWorker({ sources, store: new MongoArticleStore(app.news), state, leases, summaries: enqueue, logger: app.log, onReport: ingestionCounts(app.metrics) });
    app.decorate('ingestion', worker);
    app.decorate('newsSources', { sources, states: state });
    app.decorate('summaries', summaries);
    if (config.INGESTION_ENABLED) {
      app.addHook('onReady', async () => {
        worker.start(config.INGEST_TICK);
        // Jobs left by an earlier run (a restart, a spent budget) are picked up from the database.
        summaries?.start(config.LLM_SUMMARY_TICK);
      });
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      await summaries?.stop();
    });
  },
  { name: 'svc-news-ingestion', dependencies: ['svc-news-news'] },
);
