import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ArticleAnnouncer } from './article-announcer.js';
import { ArticleResponder } from './article-responder.js';

declare module 'fastify' {
  interface FastifyInstance {
    articleAnnouncer: ArticleAnnouncer;
  }
}

/** svc-news' side of svc-tracking's projection of known articles: the events and the answers. */
export const articlesEventsPlugin = fp<{ rpcSubject: string }>(
  async (app: FastifyInstance, { rpcSubject }) => {
    const announcer = new ArticleAnnouncer(app.news, app.outbox, app.log);
    announcer.listen();
    app.decorate('articleAnnouncer', announcer);
    const responder = new ArticleResponder(app.news, rpcSubject, app.log);
    app.bus.onReady((_js, nc) => responder.start(nc));
    app.addHook('onClose', async () => {
      responder.stop();
      await announcer.settled();
    });
  },
  { name: 'svc-news-articles-events', dependencies: ['svc-news-news', 'tidings-outbox', 'tidings-nats'] },
);
