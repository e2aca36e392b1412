// Across services, on the real engines: a reader's engagement posted while NATS is down is kept
// by svc-tracking's outbox, and once NATS is back svc-news learns of it and the personalised
// feed stops showing what was read.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSigningKeys } from '@tidings/service-kit/keys';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { build as buildNews, sessionCookie, type TestApp as NewsApp } from '../../svc-news/src/test/helper.js';
import { build as buildTracking, knownArticles, UNREACHABLE_NATS_URL, waitFor, type TestApp as TrackingApp } from '../../svc-tracking/src/test/helper.js';

describe('a NATS outage during engagement posts', () => {
  const opened: Array<NewsApp | TrackingApp> = [];
  afterAll(async () => {
    await Promise.all(opened.map((t) => t.close()));
  });

  it('loses nothing: after NATS returns, the feed excludes what was read during the outage', async () => {
    const keys = generateSigningKeys();
    const news = await buildNews({ JWT_PUBLIC_KEY: keys.publicKey });
    opened.push(news);
    const [readDuringOutage, viewedDuringOutage, untouched] = await seed(
      news.app,
      // Three outlets: the feed shows at most two stories of one source in any ten.
      ['Harbour Daily', 'Meridian Post', 'Northern Ledger'].map((source) => article({ source, sourceId: source.toLowerCase().replace(' ', '-') })),
    );
    const userId = `reader-${randomUUID()}`;
    const cookie = sessionCookie(keys.privateKey, { sub: userId });
    const feedIds = async () => {
      const response = await news.app.inject({ method: 'GET', url: `/api/news/filtered?${Date.now()}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return (response.json() as Array<{ id: string }>).map((item) => item.id);
    };
    expect(await feedIds()).toEqual(expect.arrayContaining([readDuringOutage, viewedDuringOutage, untouched]));

    // svc-tracking with NATS unreachable: the posts still succeed.
    const offline = await buildTracking({ keys, env: { NATS_URL: UNREACHABLE_NATS_URL } });
    opened.push(offline);
    // It heard of the articles before the outage (svc-news' article.published), as it would have:
    // during the outage it cannot ask svc-news about ids it does not know.
    await knownArticles(offline, readDuringOutage!, viewedDuringOutage!, untouched!);
    const sessionId = randomUUID();
    for (const [newsId, engagementType] of [[readDuringOutage, 'read'], [viewedDuringOutage, 'viewed']] as const) {
      const response = await offline.app.inject({ method: 'POST', url: '/api/engagement', headers: { cookie }, payload: { sessionId, newsId, engagementType } });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await offline.app.outbox.pending()).toBeGreaterThanOrEqual(2);
    expect(await feedIds()).toContain(readDuringOutage); // svc-news has not heard yet

    // NATS is back (a tracking instance on the same database that reaches it drains the outbox).
    const online = await buildTracking({ keys, env: { MONGO_DB: offline.config.MONGO_DB } });
    opened.push(online);
    await waitFor(async () => (await online.app.outbox.pending()) === 0, 'the outbox to drain', 20_000);
    await waitFor(
      async () => !(await feedIds()).some((id) => id === readDuringOutage || id === viewedDuringOutage),
      'svc-news to exclude the read and the viewed article',
      20_000,
    );

    const feed = await feedIds();
    expect(feed).not.toContain(readDuringOutage);
    expect(feed).not.toContain(viewedDuringOutage);
    expect(feed).toContain(untouched);
  });
});
