import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIngestWorker, type IngestWorker } from '../ingestion/ingest-worker.js';
import { DEFAULT_SOURCES, loadSourcesFile } from '../ingestion/sources.js';
import type { NewsConfig } from '../config.js';
import { MongoArticleStore, MongoSourceStateStore } from './mongo-article-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    ingestion: IngestWorker;
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
    const llm =
      config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
        ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS }
        : undefined;
    const worker = createIngestWorker({ sources, store: new MongoArticleStore(app.news), state, llm, logger: app.log });
    app.decorate('ingestion', worker);
    if (config.INGESTION_ENABLED) app.addHook('onReady', async () => worker.start(config.INGEST_TICK));
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'svc-news-ingestion', dependencies: ['svc-news-news'] },
);
