import { randomUUID } from 'node:crypto';
import { ENGAGEMENT_READ, ENGAGEMENT_TIME, ENGAGEMENT_VIEWED, type EngagementRead, type EngagementTime, type EngagementViewed } from '@tidings/contracts/events/engagement';
import { STREAMS } from '@tidings/contracts/events/streams';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { findEvent } from '@tidings/service-kit/testing/jetstream';
import { build, knownArticles, signedInUser, waitFor, type TestApp } from './test/helper.js';

const stream = STREAMS.engagement.name;
// A read's events travel in its row, as the engagement's do.
const STATE_COLLECTIONS = ['article_engagement', 'read_articles'];

/**
 * The process dies right after a state write, before its event reaches the outbox: every way
 * into the outbox fails from then on, as it would in a dead process. The event must still go
 * out, from the next instance on the same database.
 */
function crashBeforeTheOutbox(t: TestApp): void {
  const dead = () => Promise.reject(new Error('process killed'));
  t.app.outbox.enqueue = dead;
  t.app.outbox.relay = dead;
}

describe('a crash between a state write and its outbox write', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  it('loses no engagement event: the next instance finds it beside the state and publishes it', async () => {
    const crashed = await build();
    apps.push(crashed);
    await knownArticles(crashed, 'c-1', 'c-2');
    const { userId, cookie } = signedInUser(crashed);
    const sessionId = randomUUID();
    crashBeforeTheOutbox(crashed);
    const read = await crashed.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload: { sessionId, newsId: 'c-1', engagementType: 'read' } });
    expect(read.statusCode).toBe(500);
    const readerTime = await crashed.app.inject({ method: 'POST', url: '/api/news/c-2/read', headers: { cookie }, payload: { timeSpentSeconds: 42 } });
    expect(readerTime.statusCode).toBe(500);
    // The state is stored (the client may never retry) and no event reached the outbox.
    expect(await crashed.app.db.collection('article_engagement').countDocuments({ userId })).toBe(1);
    expect(await crashed.app.db.collection('read_articles').countDocuments({ userId })).toBe(2);
    expect(await crashed.app.outbox.pending()).toBe(0);

    // Restarted: the sweep takes what a writer left longer than its grace ago, so age them.
    const restarted = await build({ env: { MONGO_DB: crashed.config.MONGO_DB } });
    apps.push(restarted);
    const longAgo = new Date(Date.now() - 60_000);
    for (const name of STATE_COLLECTIONS) {
      await restarted.app.db.collection(name).updateMany({ userId, outboxPendingAt: { $exists: true } }, { $set: { outboxPendingAt: longAgo } });
    }

    const viewed = await findEvent<EngagementViewed>(inject('natsUrl'), stream, ENGAGEMENT_VIEWED, (data) => data.userId === userId);
    expect(viewed.data).toMatchObject({ newsId: 'c-1', sessionId });
    const reads = await Promise.all(
      ['c-1', 'c-2'].map((newsId) => findEvent<EngagementRead>(inject('natsUrl'), stream, ENGAGEMENT_READ, (data) => data.userId === userId && data.newsId === newsId)),
    );
    expect(reads).toHaveLength(2);
    const time = await findEvent<EngagementTime>(inject('natsUrl'), stream, ENGAGEMENT_TIME, (data) => data.userId === userId);
    expect(time.data).toMatchObject({ newsId: 'c-2', timeSpentMs: 42_000 });
    // Relayed once: the documents no longer carry them, and the outbox has published them.
    await waitFor(async () => {
      const left = await Promise.all(STATE_COLLECTIONS.map((name) => restarted.app.db.collection(name).countDocuments({ userId, outboxPending: { $exists: true } })));
      return left.every((count) => count === 0) && (await restarted.app.outbox.pending()) === 0;
    }, 'the pending events to be relayed and published');
  }, 30_000);

  it('relays at once when nothing fails: no event waits in the documents', async () => {
    const t = await build();
    apps.push(t);
    await knownArticles(t, 'c-3');
    const { userId, cookie } = signedInUser(t);
    const post = await t.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload: { sessionId: randomUUID(), newsId: 'c-3', engagementType: 'read' } });
    expect(post.statusCode).toBe(200);
    for (const name of STATE_COLLECTIONS) {
      expect(await t.app.db.collection(name).countDocuments({ userId, outboxPending: { $exists: true } })).toBe(0);
    }
    await findEvent<EngagementRead>(inject('natsUrl'), stream, ENGAGEMENT_READ, (data) => data.userId === userId);
  });
});
