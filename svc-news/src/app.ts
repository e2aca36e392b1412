import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { loadPublicKeyFromEnv } from '@tidings/service-kit/keys';
import { idempotencyPlugin } from '@tidings/service-kit/idempotency';
import { migrationsPlugin } from '@tidings/service-kit/migrations';
import { metricsListenerFrom } from '@tidings/service-kit/metrics/metrics-plugin';
import { servicePlatform } from '@tidings/service-kit/service-platform';
import { articlesEventsPlugin } from './articles-events/articles-events-plugin.js';
import { userRateLimitsFrom } from '@tidings/service-kit/user-rate-limits';
import { bookmarkRepositoryPlugin } from './bookmarks/bookmark-repository.js';
import { cacheSyncPlugin } from './cache-sync/cache-sync-plugin.js';
import type { NewsConfig } from './config.js';
import { MIGRATIONS } from './migrations/index.js';
import { feedServicePlugin } from './feed/feed-service.js';
import { storyServicePlugin } from './feed/story-service.js';
import { loadStarterCorpus } from './news/corpus-loader.js';
import { ingestionPlugin } from './news/ingestion-plugin.js';
import { newsRepositoryPlugin } from './news/news-repository.js';
import { sampleGatePlugin } from './news/sample-articles.js';
import { projectionConsumersPlugin } from './projection/consumers.js';
import { projectionPlugin } from './projection/projection.js';
import { reactionRepositoryPlugin } from './reactions/reaction-repository.js';
import { articleRoutes } from './routes/articles.js';
import { bookmarkRoutes } from './routes/bookmarks.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { coverRoutes } from './routes/covers.js';
import { feedRoutes } from './routes/feed.js';
import { newsRoutes } from './routes/news.js';
import { reactionRoutes } from './routes/reactions.js';
import { sourceRoutes } from './sources/source-routes.js';
import { storyRoutes } from './routes/stories.js';
import { storyViewRoutes } from './routes/story.js';
import { storyViewsPlugin } from './story/story-views.js';
import { inboxPlugin } from './inbox/inbox-plugin.js';
import { inboxRoutes } from './routes/inbox.js';
import { topicRoutes } from './routes/topics.js';
import { topicRepositoryPlugin } from './topics/topic-repository.js';
import { editionPlugin, editionStorePlugin } from './edition/edition-service.js';
import { editionRoutes } from './routes/edition.js';
import { userDataPlugin } from './user-data/user-data-plugin.js';

export interface NewsAppOptions {
  config: NewsConfig;
}

/** svc-news as a plugin: connections, then stores and the projection, then ingestion and routes. */
async function newsApp(app: FastifyInstance, { config }: NewsAppOptions): Promise<void> {
  await app.register(servicePlatform, {
    name: 'svc-news',
    metrics: metricsListenerFrom(config),
    health: { details: config.HEALTH_DETAILS },
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    // It consumes user.* and engagement.* and publishes article.*: make sure the streams exist whoever starts first.
    nats: { url: config.NATS_URL, streams: [STREAMS.users, STREAMS.engagement, STREAMS.articles] },
    auth: { publicKey: await loadPublicKeyFromEnv(config) },
    rateLimits: userRateLimitsFrom(config),
    openapi: {
      title: 'Tidings svc-news',
      description: 'Articles, search, insights, bookmarks, reactions, the personalised feed and the catalogues',
      tags: [
        { name: 'catalogue', description: 'Categories and suggested personalities' },
        { name: 'news', description: 'Articles, search and covers' },
        { name: 'insights', description: 'Summaries and sentiment' },
        { name: 'feed', description: 'The personalised feed and what the user has seen' },
        { name: 'bookmarks', description: "The user's saved articles" },
        { name: 'reactions', description: 'Like and dislike' },
        { name: 'topics', description: 'Topics the reader follows or mutes, and the inbox of followed topics' },
      ],
    },
  });

  // Before any repository: a migration may have to fill what a new index needs.
  await app.register(migrationsPlugin, { migrations: MIGRATIONS });
  await app.register(newsRepositoryPlugin);
  // Before anything stores articles (the corpus below, ingestion): each insert is announced.
  await app.register(articlesEventsPlugin, { rpcSubject: config.ARTICLES_RPC_SUBJECT });
  await app.register(sampleGatePlugin, { threshold: config.SAMPLES_HIDE_AFTER_FRESH, checkMs: config.FEED_POOL_TTL });
  await app.register(bookmarkRepositoryPlugin);
  await app.register(idempotencyPlugin);
  await app.register(reactionRepositoryPlugin);
  // Before the feed: it reads the reader's follows and mutes.
  await app.register(topicRepositoryPlugin);
  await app.register(projectionPlugin);
  await app.register(projectionConsumersPlugin, { prefix: config.CONSUMER_PREFIX });
  await app.register(feedServicePlugin, { poolTtlMs: config.FEED_POOL_TTL });
  await app.register(storyServicePlugin);
  await app.register(inboxPlugin);
  await app.register(editionStorePlugin);
  await app.register(cacheSyncPlugin);
  await app.register(userDataPlugin, { sweepAfterMs: config.USER_ERASE_SWEEP });
  if (config.CORPUS_ENABLED) {
    const result = await loadStarterCorpus(app.db, app.news);
    if (result.loaded) app.log.info({ inserted: result.inserted }, 'starter corpus loaded');
  }
  await app.register(ingestionPlugin, { config });
  await app.register(storyViewsPlugin);
  await app.register(editionPlugin);

  await app.register(catalogueRoutes);
  await app.register(newsRoutes);
  await app.register(storyRoutes);
  await app.register(storyViewRoutes);
  await app.register(editionRoutes);
  await app.register(coverRoutes);
  await app.register(feedRoutes);
  await app.register(reactionRoutes);
  await app.register(bookmarkRoutes);
  await app.register(articleRoutes);
  await app.register(sourceRoutes);
  await app.register(topicRoutes);
  await app.register(inboxRoutes);
}

export default fp(newsApp, { name: 'svc-news' });
