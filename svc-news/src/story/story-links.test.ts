import { describe, expect, it } from 'vitest';
import type { PoolArticle } from '../feed/pool-article.js';
import { poolArticle } from '../test/pool-articles.js';
import { ArticleAnalyses } from './article-analysis.js';
import { namedEntities, type EntityKey } from './entities.js';
import { distinctiveLimit, linkClusters, storyCluster, type ClusterEntities } from './story-links.js';
import { timelineOf } from './story-view.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20, 9);
function pooled(title: string, content: string, publishedAt: number, clusterId: string, source = 'Outlet A'): PoolArticle {
  return poolArticle(title, content, publishedAt, { source, clusterId });
}

const analyses = new ArticleAnalyses();
function clustersOf(articles: PoolArticle[]): ClusterEntities[] {
  const byCluster = new Map<string, PoolArticle[]>();
  for (const article of articles) byCluster.set(article.clusterId, [...(byCluster.get(article.clusterId) ?? []), article]);
  return [...byCluster].map(([id, members]) => {
    const sorted = members.sort((a, b) => b.publishedAt - a.publishedAt);
    return { cluster: storyCluster(id, sorted), entities: new Set(sorted.flatMap((a) => [...analyses.entities(a)])) };
  });
}

// Fictional people and organisations; compromise's model recognises them from their form.
const strike = [
  pooled('Dockworkers strike shuts port', 'Dockworkers walked out on Monday. Union leader Mara Lindqvist said the strike by the Harbour Workers Union would go on.', T0, 'strike-1'),
  pooled('Port strike enters second day', 'The strike entered its second day. Mara Lindqvist of the Harbour Workers Union met port managers.', T0 + DAY + 3_600_000, 'strike-2', 'Outlet B'),
  pooled('Dock strike ends with pay deal', 'Mara Lindqvist announced a pay deal, ending the strike. The Harbour Workers Union will vote on it on Friday.', T0 + 2 * DAY + 7_200_000, 'strike-3'),
];

describe('named entities (compromise)', () => {
  it('finds people (by last name), places and organisations in the title and lead', () => {
    const keys = namedEntities('Mayor Tomas Okafor opens library', 'Tomas Okafor opened a new library in Galway. The Galway City Council paid for it.');
    expect(keys).toContain('person:okafor');
    expect(keys).toContain('place:galway');
    expect(namedEntities('Dockworkers strike', strike[0]!.content)).toEqual(new Set<EntityKey>(['person:lindqvist', 'organisation:harbour workers union']));
  });
});

describe('linking clusters across days', () => {
  it('links clusters of other days that share two distinctive entities, one a person or an organisation, into one story', () => {
    const other = pooled('Mayor Tomas Okafor opens library', 'Tomas Okafor opened a new library in Galway on Tuesday.', T0 + DAY, 'library');
    const stories = linkClusters(clustersOf([...strike, other]));
    const linked = stories.find((story) => story.clusters.length > 1)!;
    expect(linked.clusters.map((cluster) => cluster.id)).toEqual(['strike-1', 'strike-2', 'strike-3']);
    expect(linked.articles.map((a) => a.title)).toEqual(['Dock strike ends with pay deal', 'Port strike enters second day', 'Dockworkers strike shuts port']);
    expect(stories.find((story) => story.key === 'library')!.clusters).toHaveLength(1);
    // More than a day: one timeline entry per cluster, oldest first.
    expect(timelineOf(linked).map((entry) => [entry.headline, entry.sourceCount])).toEqual([
      ['Dockworkers strike shuts port', 1],
      ['Port strike enters second day', 1],
      ['Dock strike ends with pay deal', 1],
    ]);
  });

  const cluster = (id: string, at: number, entities: EntityKey[]): ClusterEntities => ({ cluster: { id, articles: [], firstAt: at, lastAt: at }, entities: new Set(entities) });

  it('one shared entity, or places alone, or the same day, or days apart: not linked', () => {
    const groups = (list: ClusterEntities[]) => linkClusters(list).map((story) => story.clusters.map((c) => c.id));
    expect(groups([cluster('a', T0, ['person:lindqvist', 'place:cork']), cluster('b', T0 + DAY, ['person:lindqvist', 'place:galway'])])).toHaveLength(2);
    expect(groups([cluster('a', T0, ['place:cork', 'place:galway']), cluster('b', T0 + DAY, ['place:cork', 'place:galway'])])).toHaveLength(2);
    expect(groups([cluster('a', T0, ['person:lindqvist', 'organisation:union']), cluster('b', T0 + 3_600_000, ['person:lindqvist', 'organisation:union'])])).toHaveLength(2);
    expect(groups([cluster('a', T0, ['person:lindqvist', 'organisation:union']), cluster('b', T0 + 5 * DAY, ['person:lindqvist', 'organisation:union'])])).toHaveLength(2);
    expect(groups([cluster('a', T0, ['person:lindqvist', 'place:cork']), cluster('b', T0 + DAY, ['person:lindqvist', 'place:cork'])])).toEqual([['a', 'b']]);
  });

  it('an entity in too many clusters is not distinctive', () => {
    const many = Array.from({ length: distinctiveLimit(12) + 1 }, (_, i) => cluster(`x${i}`, T0 + i * DAY, ['place:ireland', 'organisation:parliament']));
    expect(linkClusters(many)).toHaveLength(many.length);
  });

  it('a story within a day has no timeline', () => {
    const [story] = linkClusters(clustersOf([pooled('Fire', 'A fire broke out.', T0, 'fire'), pooled('Fire out', 'The fire is out.', T0 + 20 * 3_600_000, 'fire')]));
    expect(timelineOf(story!)).toEqual([]);
  });
});
