import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InboxVisits } from './inbox-visits.js';
import { inboxJson, selectInbox } from './select-inbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    inbox: Inbox;
  }
}

/** The inbox of followed topics: the feed's candidates, the reader's rules and their last visit, all read per request. */
export class Inbox {
  constructor(private readonly app: FastifyInstance, readonly visits: InboxVisits) {}

  async json(userId: string, now = new Date()): Promise<string> {
    const [pool, rules, lastVisitAt] = await Promise.all([this.app.feed.pool.get(), this.app.topics.activeRules(userId, now), this.visits.lastVisitAt(userId)]);
    return inboxJson(selectInbox(pool, rules, lastVisitAt, now.getTime()), lastVisitAt);
  }
}

export const inboxPlugin = fp(
  async (app: FastifyInstance) => {
    const visits = new InboxVisits(app.db);
    await visits.init();
    app.decorate('inbox', new Inbox(app, visits));
  },
  { name: 'svc-news-inbox', dependencies: ['tidings-mongo', 'svc-news-feed', 'svc-news-topics'] }
);
