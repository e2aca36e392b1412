import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleIdsSubject, articleLookupSubject, articlesPublished, articlesRemoved } from '@tidings/contracts/events/articles';
import { build, eventsStored, knownArticles, signedInUser, waitFor, type TestApp } from './test/helper.js';

const WRITE_COLLECTIONS = ['tracking_events', 'article_engagement', 'read_articles', 'seen_history', 'reading_days'];

describe('writes naming an article: only articles svc-news has', () => {
  let t: TestApp;
  let nc: NatsConnection;
  /** What the stand-in for svc-news stores; it answers on this app's subject, as svc-news would. */
  const newsStore = new Set<string>();
  let asked = 0;

  beforeAll(async () => {
    t = await build({ env: { ARTICLE_LOOKUP_TIMEOUT: '1s' } });
    nc = await connect({ servers: t.config.NATS_URL });
    nc.subscribe(articleLookupSubject(t.config.ARTICLES_RPC_SUBJECT), {
      callback: (_error, msg) => {
        asked++;
        const { ids } = msg.json<{ ids: string[] }>();
        msg.respond(JSON.stringify({ known: ids.filter((id) => newsStore.has(id)) }));
      },
    });
    await nc.flush();
  });
  afterAll(async () => {
    await nc.close();
    await t.close();
  });

  const writes = (cookie: string, newsId: string) => [
    () => t.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload: { sessionId: randomUUID(), newsId, engagementType: 'read' } }),
    () => t.app.inject({ method: 'PUT', url: '/api/engagement/time', headers: { cookie }, payload: { newsId, timeSpentMs: 500 } }),
    () => t.app.inject({ method: 'POST', url: `/api/news/${newsId}/read`, headers: { cookie }, payload: { timeSpentSeconds: 3 } }),
    () => t.app.inject({ method: 'PATCH', url: `/api/news/${newsId}/read`, headers: { cookie }, payload: { additionalTimeSpentSeconds: 3 } }),
  ];
  const batch = (cookie: string, storyIds: Array<string | undefined>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events/batch',
      headers: { cookie },
      payload: { events: storyIds.map((storyId) => ({ eventId: randomUUID(), sessionId: randomUUID(), eventType: 'card_view', ...(storyId ? { storyId } : {}) })) },
    });
  const rowsOf = async (userId: string) => Object.fromEntries(await Promise.all(WRITE_COLLECTIONS.map(async (name) => [name, await t.app.db.collection(name).countDocuments({ userId })])));

  it('refuses a made-up id on every write with a stable code, and stores nothing', async () => {
    const { userId, cookie } = signedInUser(t);
    const madeUp = `made-up-${randomUUID().slice(0, 8)}`;
    for (const write of writes(cookie, madeUp)) {
      const response = await write();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TRACKING_ARTICLE_NOT_FOUND', message: `No article with the id ${madeUp}; nothing was recorded` });
    }
    const known = (await knownArticles(t, `known-${randomUUID().slice(0, 8)}`))[0]!;
    const refused = await batch(cookie, [known, undefined, madeUp]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'TRACKING_EVENTS_UNKNOWN_ARTICLE', message: expect.stringContaining(madeUp) });
    expect(await rowsOf(userId)).toEqual(Object.fromEntries(WRITE_COLLECTIONS.map((name) => [name, 0])));
    expect((await t.app.inject({ url: '/api/user/streak', headers: { cookie } })).json()).toMatchObject({ currentStreak: 0, totalArticlesRead: 0 });
    // Made-up ids are not remembered as articles.
    expect(await t.app.db.collection('known_articles').countDocuments({ _id: madeUp as never })).toBe(0);
  });

  it('accepts an article of the projection, and events without a storyId', async () => {
    const { userId, cookie } = signedInUser(t);
    const [id] = await knownArticles(t, `known-${randomUUID().slice(0, 8)}`);
    const before = asked;
    for (const write of writes(cookie, id!)) expect((await write()).statusCode).toBe(200);
    expect((await batch(cookie, [id, undefined, id])).json()).toEqual({ accepted: 3, duplicates: 0 });
    expect(asked).toBe(before); // the projection knew it: svc-news was not asked
    // Accepted events are stored by the intake's consumer moments after the answer.
    await waitFor(async () => (await t.app.db.collection('tracking_events').countDocuments({ userId })) === 3, 'the accepted events to be stored');
    expect(await rowsOf(userId)).toMatchObject({ tracking_events: 3, article_engagement: 1, read_articles: 1, reading_days: 1 });
  });

  it('asks svc-news about an id it has not heard of (stored a moment ago), and remembers the answer', async () => {
    const { cookie } = signedInUser(t);
    const id = `just-stored-${randomUUID().slice(0, 8)}`;
    newsStore.add(id);
    const before = asked;
    const response = await t.app.inject({ method: 'POST', url: `/api/news/${id}/read`, headers: { cookie }, payload: { timeSpentSeconds: 1 } });
    expect(response.statusCode).toBe(200);
    expect(asked).toBe(before + 1);
    expect(await t.app.db.collection('known_articles').findOne({ _id: id as never })).toMatchObject({ removed: false });
    expect((await batch(cookie, [id])).statusCode).toBe(200);
    expect(asked).toBe(before + 1);
  });

  it('follows svc-news’ article events: a published one is known, a removed one refused again', async () => {
    const { userId, cookie } = signedInUser(t);
    const id = `announced-${randomUUID().slice(0, 8)}`;
    const js = jetstream(nc);
    const publish = async (message: ReturnType<typeof articlesPublished>) => js.publish(message.subject, JSON.stringify(message.data), { msgID: message.msgId });
    await publish(articlesPublished({ ids: [id], at: new Date().toISOString() }));
    await waitFor(async () => (await t.app.db.collection('known_articles').countDocuments({ _id: id as never })) === 1, 'the published article in the projection');
    const before = asked;
    expect((await batch(cookie, [id])).statusCode).toBe(200);
    expect(asked).toBe(before);

    await publish(articlesRemoved({ ids: [id], at: new Date().toISOString() }));
    await waitFor(async () => (await t.app.db.collection('known_articles').findOne({ _id: id as never }))?.removed === true, 'the removal in the projection');
    await waitFor(async () => (await batch(cookie, [id])).statusCode === 422, 'the removed article refused');
    await eventsStored(t, userId);
    expect(await t.app.db.collection('tracking_events').countDocuments({ userId })).toBe(1);
  });

  it('503 when svc-news cannot be asked, and nothing stored; never a refusal of the id', async () => {
    const lonely = await build({ env: { ARTICLE_LOOKUP_TIMEOUT: '200ms' } });
    try {
      const { userId, cookie } = signedInUser(lonely);
      const response = await lonely.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload: { sessionId: randomUUID(), newsId: 'anything', engagementType: 'viewed' } });
      expect(response.statusCode).toBe(503);
      expect(await lonely.app.db.collection('article_engagement').countDocuments({ userId })).toBe(0);
    } finally {
      await lonely.close();
    }
  });

  it('a fresh projection is filled from svc-news’ ids, page by page', async () => {
    const subject = `test.articles.${randomUUID()}`;
    const stored = Array.from({ length: 12_345 }, (_, i) => `a${String(i).padStart(6, '0')}`);
    nc.subscribe(articleIdsSubject(subject), {
      callback: (_error, msg) => {
        const { after, limit } = msg.json<{ after?: string; limit: number }>();
        const from = after ? stored.indexOf(after) + 1 : 0;
        msg.respond(JSON.stringify({ ids: stored.slice(from, from + limit), done: from + limit >= stored.length }));
      },
    });
    await nc.flush();
    const fresh = await build({ env: { ARTICLES_RPC_SUBJECT: subject } });
    try {
      await waitFor(async () => (await fresh.app.db.collection('projection_sync').countDocuments({ doneAt: { $exists: true } })) === 1, 'the first fill done', 20_000);
      expect(await fresh.app.db.collection('known_articles').countDocuments()).toBe(stored.length);
      const { cookie } = signedInUser(fresh);
      expect((await fresh.app.inject({ method: 'POST', url: `/api/news/${stored.at(-1)}/read`, headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
