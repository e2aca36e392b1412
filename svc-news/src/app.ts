import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { loadPublicKeyFromEnv } from '@tidings/service-kit/keys';
import { servicePlatform } from '@tidings/service-kit/service-platform';
import type { NewsConfig } from './config.js';
import { catalogueRoutes } from './routes/catalogue.js';

export interface NewsAppOptions {
  config: NewsConfig;
}

/** svc-news as a plugin. This issue: the platform (mongo, NATS, outbox, session check) and the catalogues. */
async function newsApp(app: FastifyInstance, { config }: NewsAppOptions): Promise<void> {
  await app.register(servicePlatform, {
    name: 'svc-news',
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    // It will consume user.* and engagement.*: make sure both streams exist whoever starts first.
    nats: { url: config.NATS_URL, streams: [STREAMS.users, STREAMS.engagement] },
    auth: { publicKey: await loadPublicKeyFromEnv(config) },
    openapi: {
      title: 'Tidings svc-news',
      description: 'Articles, bookmarks, the feed and the catalogues',
      tags: [{ name: 'catalogue', description: 'Categories and suggested personalities' }],
    },
  });

  await app.register(catalogueRoutes);
}

export default fp(newsApp, { name: 'svc-news' });
