import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PUBLISHED, ARTICLE_REMOVED, articleIdsSubject, articleLookupSubject, type ArticlesPublished, type ArticlesRemoved } from '@tidings/contracts/events/articles';
import { STREAMS } from '@tidings/contracts/events/streams';
import { findEvent } from '@tidings/service-kit/testing/jetstream';
import { removeArticle } from './news/remove-article.js';
import { article, seed } from './test/articles.js';
import { build, type TestApp } from './test/helper.js';

describe('article events and lookups for svc-tracking', () => {
  let t: TestApp;
  const subject = `test.articles.${Math.random().toString(36).slice(2)}`;
  beforeAll(async () => {
    t = await build({ ARTICLES_RPC_SUBJECT: subject });
  });
  afterAll(() => t.close());

  const ask = async (to: string, body: unknown) => {
    const nc = await connect({ servers: t.config.NATS_URL });
    try {
      return (await nc.request(to, JSON.stringify(body), { timeout: 5000 })).json<Record<string, unknown>>();
    } finally {
      await nc.close();
    }
  };

  it('announces stored articles on article.published, through the outbox — not the duplicates that were not stored', async () => {
    const first = article();
    const [id] = await seed(t.app, [first]);
    // The same guidKey again (not stored: a duplicate) next to a new article.
    const [sameId, otherId] = await seed(t.app, [{ ...first, title: 'the same story again' }, article()]);
    await t.app.articleAnnouncer.settled();

    const published = await findEvent<ArticlesPublished>(t.config.NATS_URL, STREAMS.articles.name, ARTICLE_PUBLISHED, (data) => data.ids.includes(id!));
    expect(published.data.ids).toEqual([id]);
    expect(published.msgId).toBe(`${ARTICLE_PUBLISHED}:${id}:1`);
    expect(sameId).toBe(id);
    const next = await findEvent<ArticlesPublished>(t.config.NATS_URL, STREAMS.articles.name, ARTICLE_PUBLISHED, (data) => data.ids.includes(otherId!));
    expect(next.data.ids).toEqual([otherId]);
  });

  it('announces a removal on article.removed', async () => {
    const [id] = await seed(t.app, [article()]);
    expect(await removeArticle(t.app, id!)).toBe(true);
    await t.app.articleAnnouncer.settled();
    const removed = await findEvent<ArticlesRemoved>(t.config.NATS_URL, STREAMS.articles.name, ARTICLE_REMOVED, (data) => data.ids.includes(id!));
    expect(removed.data.ids).toEqual([id]);
  });

  it('answers which ids are articles (a removed one is not), and pages every id in order', async () => {
    const ids = await seed(t.app, [article(), article(), article()]);
    const [gone] = await seed(t.app, [article()]);
    await removeArticle(t.app, gone!);
    const lookup = await ask(articleLookupSubject(subject), { ids: [...ids, gone, 'made-up', '0123456789abcdef01234567'] });
    expect((lookup.known as string[]).sort()).toEqual([...ids].sort());

    const all = (await t.app.news.model.find({}, { _id: 1 }).sort({ _id: 1 }).lean().exec()).map((r) => r._id.toString());
    const pages: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await ask(articleIdsSubject(subject), after ? { after, limit: 2 } : { limit: 2 })) as { ids: string[]; done: boolean };
      pages.push(...page.ids);
      after = page.ids.at(-1);
      if (page.done) break;
    }
    expect(pages).toEqual(all);
    expect(await ask(articleLookupSubject(subject), { ids: [] })).toEqual({ error: 'bad request' });
  });
});
