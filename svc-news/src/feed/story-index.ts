import type { PoolArticle } from './pool-article.js';
import { compareIds } from '../news/compare-ids.js';

function newestFirst(a: PoolArticle, b: PoolArticle): number {
  return b.publishedAt - a.publishedAt || compareIds(a.id, b.id);
}

function push(groups: Map<string, PoolArticle[]>, key: string, article: PoolArticle): void {
  const group = groups.get(key);
  if (group) group.push(article);
  else groups.set(key, [article]);
}

/**
 * The feed's candidates grouped by story cluster and by category, each group newest first, so
 * `sourceCount` and the reader's related lists need no query. Built with the pool (on each load
 * and each pick-up of new articles); building it sets every candidate's `sourceCount`, the
 * number of distinct outlets in its cluster.
 */
export class StoryIndex {
  private readonly byId: ReadonlyMap<string, PoolArticle>;
  private readonly clusters = new Map<string, PoolArticle[]>();
  private readonly categories = new Map<string, PoolArticle[]>();

  constructor(articles: Iterable<PoolArticle>) {
    const newest = [...articles].sort(newestFirst);
    this.byId = new Map(newest.map((article) => [article.id, article]));
    for (const article of newest) {
      push(this.clusters, article.clusterId, article);
      push(this.categories, article.category, article);
    }
    for (const members of this.clusters.values()) {
      const sources = members.length === 1 ? 1 : new Set(members.map((member) => member.source)).size;
      for (const member of members) member.sourceCount = sources;
    }
  }

  article(id: string): PoolArticle | undefined {
    return this.byId.get(id);
  }

  /** Every candidate of the story, newest first. */
  cluster(clusterId: string): readonly PoolArticle[] {
    return this.clusters.get(clusterId) ?? [];
  }

  /** Every story cluster's candidates, each newest first. */
  clusterList(): IterableIterator<[string, readonly PoolArticle[]]> {
    return this.clusters.entries();
  }

  /** Every candidate, newest first. */
  all(): IterableIterator<PoolArticle> {
    return this.byId.values();
  }

  /** Every candidate whose main category is `category`, newest first. */
  category(category: string): readonly PoolArticle[] {
    return this.categories.get(category) ?? [];
  }
}
