import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import type { TrackingConfig } from '../config.js';
import type { Clock } from '../lib/dates.js';
import { ArticleDirectory } from './article-directory.js';
import { ArticlesConsumer } from './articles-consumer.js';
import { KnownArticleRepository } from './known-article-repository.js';
import { NewsArticlesClient } from './news-articles-client.js';
import { ProjectionSync } from './projection-sync.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which article ids exist: every write naming an article asks it first. */
    articles: ArticleDirectory;
    articlesSync: ProjectionSync;
  }
}

type ArticlesConfig = Pick<TrackingConfig, 'CONSUMER_PREFIX' | 'ARTICLES_RPC_SUBJECT' | 'ARTICLE_LOOKUP_TIMEOUT'>;

/** The projection of svc-news' articles: its events, its first fill, and the directory the routes ask. */
export const articlesPlugin = fp<{ config: ArticlesConfig; clock: Clock }>(
  async (app: FastifyInstance, { config, clock }) => {
    const projection = new KnownArticleRepository(app.db);
    await projection.init();
    const client = new NewsArticlesClient(config.ARTICLES_RPC_SUBJECT, config.ARTICLE_LOOKUP_TIMEOUT);
    const directory = new ArticleDirectory(projection, client, clock);
    const durable = `${config.CONSUMER_PREFIX}-articles`;
    const consumer = new ArticlesConsumer(durable, projection, directory, app.log);
    app.metrics.watchConsumer(STREAMS.articles.name, durable);
    const sync = new ProjectionSync(projection, client, app.log, clock);
    app.bus.onReady((js, nc) => {
      client.connected(nc);
      // The consumer first: events from then on reach it, and the fill covers everything before.
      consumer
        .start(js, nc)
        .then(() => sync.start())
        .catch((error: unknown) => app.log.error({ err: error }, 'article events consumer did not start'));
    });
    app.decorate('articles', directory);
    app.decorate('articlesSync', sync);
    // Registered after the NATS plugin, so this runs before the connection drains.
    app.addHook('onClose', async () => {
      await sync.stop();
      await consumer.stop();
    });
  },
  { name: 'svc-tracking-articles', dependencies: ['tidings-mongo', 'tidings-nats'] },
);
