import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsArticleListSchema, type NewsArticle } from '@tidings/contracts/news';
import { blindspotResponseSchema, RATINGS_NOTE, sourceRatingsResponseSchema, storyResponseSchema, type StoryResponse } from '@tidings/contracts/story';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeArticle } from './news/remove-article.js';
import { article, seed } from './test/articles.js';
import { build, sessionCookie, waitFor, type TestApp } from './test/helper.js';
import { twoInstances } from './test/instances.js';

const HOUR = 3_600_000;

/** Configured sources with ratings (and one without): the ratings the spectrum counts. */
function sourcesFile(): string {
  const source = (name: string, politicalLeaning: number, rated = true) => ({
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    url: `https://${name.toLowerCase().replace(/\W+/g, '')}.example/rss`,
    homepage: `https://${name.toLowerCase().replace(/\W+/g, '')}.example/`,
    defaultCategory: 'world',
    politicalLeaning,
    credibility: 0.8,
    ...(rated ? { country: 'IE', ownership: 'independent' } : {}),
  });
  const file = join(mkdtempSync(join(tmpdir(), 'story-sources-')), 'sources.json');
  writeFileSync(file, JSON.stringify([source('Left One', -0.5), source('Left Two', -0.3), source('Left Three', -0.4), source('Centre One', 0), source('Right One', 0.5), source('Plain Wire', 0, false)]));
  return file;
}

/** A strike told over three days (three clusters), then other stories. Fictional people and organisations. */
function fixtures(now: number) {
  const ago = (hours: number) => new Date(now - hours * HOUR);
  return {
    strike1: article({
      title: 'Dockworkers strike shuts the port',
      content:
        'Union leader Mara Lindqvist said the strike by the Harbour Workers Union would go on until wages rise. Dockworkers walked out at dawn and no ship was unloaded all day. Ferries were diverted to another harbour along the coast.',
      clusterId: 'strike-1',
      source: 'Left One',
      publishedAt: ago(50),
    }),
    strike1b: article({
      title: 'Port at a standstill as dockworkers walk out',
      content: 'Mara Lindqvist of the Harbour Workers Union led the walkout at dawn. Dockworkers walked out at dawn and no ship was unloaded all day.',
      clusterId: 'strike-1',
      source: 'Left Two',
      publishedAt: ago(49),
    }),
    strike2: article({
      title: 'Port strike enters a second day',
      content:
        'Mara Lindqvist of the Harbour Workers Union met the port managers for four hours without an agreement. Dockworkers walked out at dawn and no ship was unloaded all day. Supermarkets warned that fresh fruit could run short by the weekend.',
      clusterId: 'strike-2',
      source: 'Left Three',
      publishedAt: ago(26),
    }),
    strike3: article({
      title: 'Dock strike ends with a pay deal',
      content:
        'Mara Lindqvist announced a pay deal that ends the strike, and the Harbour Workers Union will vote on it on Friday. The deal raises wages by six per cent over two years.',
      clusterId: 'strike-3',
      source: 'Centre One',
      publishedAt: ago(2),
    }),
    // Told from both sides: no blindspot.
    budgetA: article({ title: 'Council passes budget', content: 'The council passed its budget after a long debate on Tuesday evening.', clusterId: 'budget', source: 'Left One', publishedAt: ago(5) }),
    budgetB: article({ title: 'Budget passed by council', content: 'The council passed its budget after a long debate, with two members against.', clusterId: 'budget', source: 'Right One', publishedAt: ago(4) }),
    budgetC: article({ title: 'Budget: what it means', content: 'The council passed its budget, which raises spending on parks and libraries.', clusterId: 'budget', source: 'Centre One', publishedAt: ago(3) }),
    market: article({ title: 'Farmers market returns', content: 'The farmers market returns to the square on Saturday with forty stalls.', source: 'Plain Wire', publishedAt: ago(6) }),
  };
}

describe('the story view, blindspots and source ratings', () => {
  let t: TestApp;
  let cookie: string;
  const now = Date.now();
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({ NEWS_SOURCES_FILE: sourcesFile() });
    cookie = sessionCookie(t.keys.privateKey, { sub: 'story-reader' });
    const records = fixtures(now);
    const ids = await seed(t.app, Object.values(records));
    Object.keys(records).forEach((key, i) => (id[key] = ids[i]!));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ url, headers });
  const story = async (key: string): Promise<StoryResponse> => {
    const response = await get(`/api/news/${id[key]}/story`);
    expect(response.statusCode, response.body).toBe(200);
    return storyResponseSchema.strict().parse(response.json());
  };
  const feed = async (): Promise<NewsArticle[]> => {
    await t.app.storyViews.links();
    return newsArticleListSchema.parse((await get('/api/news/filtered')).json());
  };

  it('one story across three days: every outlet, a timeline, the spectrum and an extractive summary', async () => {
    const view = await story('strike1');
    expect(view).toMatchObject({ id: id.strike1, title: 'Dockworkers strike shuts the port', category: 'world', articleCount: 4, sourceCount: 4, sample: false, newSinceRead: null });
    expect(view.outlets.map((outlet) => outlet.source)).toEqual(['Centre One', 'Left Three', 'Left Two', 'Left One']);
    expect(view.outlets[3]).toMatchObject({ site: 'https://leftone.example/', rating: { side: 'left', leaning: -0.5, country: 'IE', ownership: 'independent' } });
    expect(view.outlets[0]!.articles).toEqual([{ id: id.strike3, title: 'Dock strike ends with a pay deal', publishedAt: new Date(now - 2 * HOUR).toISOString(), sourceUrl: expect.any(String) }]);
    expect(view.firstAt).toBe(new Date(now - 50 * HOUR).toISOString());
    expect(view.lastAt).toBe(new Date(now - 2 * HOUR).toISOString());
    expect(view.timeline.map((entry) => [entry.headline, entry.articleIds.length, entry.sourceCount])).toEqual([
      ['Port at a standstill as dockworkers walk out', 2, 2],
      ['Port strike enters a second day', 1, 1],
      ['Dock strike ends with a pay deal', 1, 1],
    ]);
    expect(view.timeline[0]!.articleIds).toEqual([id.strike1b, id.strike1]);
    expect(view.spectrum).toEqual({ left: 3, centre: 1, right: 0, unrated: 0 });
    // Verbatim sentences of its newest development's articles (the timeline tells the days before).
    const newest = fixtures(now).strike3.content;
    for (const sentence of view.summary.split(/(?<=\.) /)) expect(newest, sentence).toContain(sentence);
    // Any article of the story opens the same story.
    expect((await story('strike3')).outlets).toEqual(view.outlets);
  });

  it('a one-day story has no timeline; an unrated outlet is counted as unrated', async () => {
    const budget = await story('budgetA');
    expect(budget.timeline).toEqual([]);
    expect(budget.spectrum).toEqual({ left: 1, centre: 1, right: 1, unrated: 0 });
    const market = await story('market');
    expect(market).toMatchObject({ articleCount: 1, sourceCount: 1, spectrum: { left: 0, centre: 0, right: 0, unrated: 1 } });
    expect(market.outlets[0]).toMatchObject({ source: 'Plain Wire', rating: null });
  });

  it('400 for an over-long id, 404 for unknown and malformed ids, 401 without a session', async () => {
    expect((await get(`/api/news/${'a'.repeat(65)}/story`)).statusCode).toBe(400);
    for (const unknown of ['0123456789abcdef01234567', 'not-an-id']) expect((await get(`/api/news/${unknown}/story`)).json()).toMatchObject({ statusCode: 404, code: 'NEWS_ARTICLE_NOT_FOUND' });
    expect((await get(`/api/news/${id.strike1}/story`, {})).statusCode).toBe(401);
    expect((await get('/api/news/blindspot', {})).statusCode).toBe(401);
  });

  it('blindspot: the strike, told by three left outlets and one centre, none right; newest article first', async () => {
    const response = await get('/api/news/blindspot');
    expect(response.statusCode).toBe(200);
    const list = blindspotResponseSchema.parse(response.json());
    expect(list).toEqual([
      { id: id.strike3, title: 'Dock strike ends with a pay deal', publishedAt: new Date(now - 2 * HOUR).toISOString(), category: 'world', coveredBy: 'left', spectrum: { left: 3, centre: 1, right: 0, unrated: 0 }, sourceCount: 4, sample: false },
    ]);
  });

  it('source ratings: every rated outlet with the note; unrated ones are not listed', async () => {
    const body = sourceRatingsResponseSchema.parse((await get('/api/source-ratings')).json());
    expect(body.note).toBe(RATINGS_NOTE);
    const names = body.ratings.map((entry) => entry.source);
    expect(names).toEqual(expect.arrayContaining(['Left One', 'Right One', 'The Meridian Post']));
    expect(names).not.toContain('Plain Wire');
    expect(body.ratings.find((entry) => entry.source === 'Right One')).toEqual({ source: 'Right One', site: 'https://rightone.example/', rating: { side: 'right', leaning: 0.5, credibility: 0.8, country: 'IE', ownership: 'independent' } });
  });

  it('after a read: the newer articles\' new sentences are highlighted, the feed shows the newest with "updates", and a fully read story leaves the feed', async () => {
    // Unread, each day's cluster is a card of its own (the feed's one card per cluster).
    const strikeIds = () => [id.strike1, id.strike1b, id.strike2, id.strike3];
    const before = await feed();
    expect(before.filter((card) => strikeIds().includes(card.id)).map((card) => card.id)).toEqual(expect.arrayContaining([id.strike3, id.strike2]));
    expect(before.every((card) => card.updates === undefined)).toBe(true);

    // Read the first report 48 h ago: two later days added something.
    await t.app.projection.markSeen('story-reader', [id.strike1!], 'read', new Date(now - 48 * HOUR));
    const view = await story('strike1');
    expect(view.newSinceRead).toMatchObject({ readAt: new Date(now - 48 * HOUR).toISOString(), readArticleIds: [id.strike1], developments: 2 });
    const highlights = view.newSinceRead!.highlights;
    expect(highlights.map((h) => h.articleId)).toEqual([id.strike3, id.strike3, id.strike2, id.strike2]);
    expect(highlights.map((h) => h.sentence)).toEqual([
      'Mara Lindqvist announced a pay deal that ends the strike, and the Harbour Workers Union will vote on it on Friday.',
      'The deal raises wages by six per cent over two years.',
      'Mara Lindqvist of the Harbour Workers Union met the port managers for four hours without an agreement.',
      'Supermarkets warned that fresh fruit could run short by the weekend.',
    ]);
    expect(highlights[0]).toMatchObject({ source: 'Centre One', publishedAt: new Date(now - 2 * HOUR).toISOString() });

    const updated = await feed();
    const strikeCards = updated.filter((card) => [id.strike1, id.strike1b, id.strike2, id.strike3].includes(card.id));
    expect(strikeCards).toEqual([expect.objectContaining({ id: id.strike3, updates: 2 })]);
    expect(updated.filter((card) => card.updates !== undefined)).toHaveLength(1);

    // Read the newest too: nothing is newer, the story does not come back.
    await t.app.projection.markSeen('story-reader', [id.strike3!], 'read', new Date(now - HOUR));
    expect((await story('strike2')).newSinceRead).toMatchObject({ readArticleIds: [id.strike3, id.strike1], developments: 0, highlights: [] });
    const after = await feed();
    expect(after.filter((card) => [id.strike1, id.strike1b, id.strike2, id.strike3].includes(card.id))).toEqual([]);
    expect(after.map((card) => card.id)).toEqual(expect.arrayContaining([id.market]));
  });

  it('the static paths win over /api/news/{id}', async () => {
    expect(Array.isArray((await get('/api/news/blindspot')).json())).toBe(true);
  });

  it('a removed article is a 404: its story is answered from the candidates it left', async () => {
    expect((await get(`/api/news/${id.market}/story`)).statusCode).toBe(200);
    expect(await removeArticle(t.app, id.market!)).toBe(true);
    expect((await get(`/api/news/${id.market}/story`)).json()).toMatchObject({ statusCode: 404, code: 'NEWS_ARTICLE_NOT_FOUND' });
  });
});

describe('story updates with two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const now = Date.now();
  const id: Record<string, string> = {};

  beforeAll(async () => {
    [a, b] = await twoInstances({ NEWS_SOURCES_FILE: sourcesFile() });
    const records = fixtures(now);
    const ids = await seed(a.app, Object.values(records));
    Object.keys(records).forEach((key, i) => (id[key] = ids[i]!));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a read recorded through one instance changes the other's feed", async () => {
    const cookie = sessionCookie(a.keys.privateKey, { sub: 'two-reader' });
    const feedOf = async (t: TestApp) => {
      await t.app.storyViews.links();
      return newsArticleListSchema.parse((await t.app.inject({ url: '/api/news/filtered', headers: { cookie } })).json());
    };
    const strike = (cards: NewsArticle[]) => cards.filter((card) => [id.strike1, id.strike1b, id.strike2, id.strike3].includes(card.id));
    expect(strike(await feedOf(b)).map((card) => card.id)).toContain(id.strike3);
    expect(strike(await feedOf(b)).every((card) => card.updates === undefined)).toBe(true);
    await a.app.projection.markSeen('two-reader', [id.strike2!], 'read', new Date(now - 20 * HOUR));
    await waitFor(async () => strike(await feedOf(b))[0]?.updates === 1, "B's feed to show the story's update");
    expect(strike(await feedOf(b))).toEqual([expect.objectContaining({ id: id.strike3, updates: 1 })]);
  });
});
