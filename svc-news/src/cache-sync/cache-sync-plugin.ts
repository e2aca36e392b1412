import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CacheSync, cacheSubject, type CacheNote } from './cache-sync.js';

/** Seen ids per note, well under NATS' default 1 MB payload (sync-viewed takes 500 at most). */
const SEEN_IDS_PER_NOTE = 1000;

/**
 * Keeps the feed's in-memory state (the users' seen sets and profiles, the candidate pool, whether
 * the starter samples are retired) in step with the other instances: each write this instance
 * makes is broadcast, each note another instance broadcasts is applied here, so a write through
 * one instance shows in a feed read through any other within milliseconds rather than at the
 * caches' next refresh (10 s to 10 min).
 */
export const cacheSyncPlugin = fp(
  async (app: FastifyInstance) => {
    const sync = new CacheSync(cacheSubject(app.db.name), app.log);
    const { seen, profiles } = app.projection;
    const pool = app.feed.pool;

    seen.onRecord((userId, ids) => {
      for (let i = 0; i < ids.length; i += SEEN_IDS_PER_NOTE) sync.publish({ kind: 'seen', userId, ids: ids.slice(i, i + SEEN_IDS_PER_NOTE) });
    });
    profiles.onApply((userId, updatedAt) => sync.publish({ kind: 'profile', userId, updatedAt }));
    app.samples.onRetire(() => sync.publish({ kind: 'samples-hidden' }));
    app.news.onChange((change) => sync.publish(change.kind === 'rescored' ? { kind: 'rescored', id: change.id, newsScore: change.newsScore } : { kind: 'articles' }));

    sync.onNote((note: CacheNote) => {
      switch (note.kind) {
        case 'seen':
          return seen.learn(note.userId, note.ids);
        case 'profile':
          return profiles.invalidate(note.userId, note.updatedAt);
        case 'articles':
          return pool.reread();
        case 'rescored':
          return pool.rescoreFromElsewhere(note.id, note.newsScore);
        case 'samples-hidden':
          return app.samples.retiredElsewhere();
        case 'resync':
          app.samples.recheck();
          seen.catchUpSoon();
          profiles.invalidateAll();
          return pool.reread();
      }
    });
    app.bus.onReady((_js, nc) => sync.start(nc));
    app.addHook('onClose', () => sync.stop());
  },
  { name: 'svc-news-cache-sync', dependencies: ['svc-news-projection', 'svc-news-feed', 'svc-news-news', 'svc-news-samples', 'tidings-nats'] },
);
