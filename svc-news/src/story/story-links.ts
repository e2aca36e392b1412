// A story that runs for days: the clusterer (ingestion/cluster.ts) groups one day's reports of an
// event by their titles; the next day's reports ("Strike ends", "Port reopens") name the same
// people, places and organisations in other words. Clusters of other days are linked by those
// shared named entities into one story.
import type { PoolArticle } from '../feed/pool-article.js';
import { entityKind, type EntityKey } from './entities.js';

/**
 * Linked when they share at least this many distinctive entities, one of them a person or an
 * organisation: one shared name is often a coincidence (a minister in two unrelated stories), and
 * two places alone ("Dublin" and "Cork") say where, not what.
 */
export const LINK_MIN_SHARED = 2;
/** A follow-up comes within days: clusters further apart than this are not linked directly. */
export const LINK_MAX_GAP_MS = 3 * 86_400_000;
/**
 * An entity in more clusters than this is not distinctive (a country, a capital, "Parliament"):
 * at least 8 clusters, or 2 % of them in a large pool. A story running 8 days stays linkable.
 */
export function distinctiveLimit(clusterCount: number): number {
  return Math.max(8, Math.ceil(clusterCount * 0.02));
}

export interface StoryCluster {
  id: string;
  /** Newest first. */
  articles: readonly PoolArticle[];
  firstAt: number;
  lastAt: number;
}

export interface LinkedStory {
  /** Its oldest cluster's id. */
  key: string;
  /** Oldest first. */
  clusters: readonly StoryCluster[];
  /** Every article, newest first. */
  articles: readonly PoolArticle[];
  firstAt: number;
  lastAt: number;
}

export interface ClusterEntities {
  cluster: StoryCluster;
  entities: ReadonlySet<EntityKey>;
}

const utcDay = (at: number) => Math.floor(at / 86_400_000);

function directlyLinked(a: ClusterEntities, b: ClusterEntities, shared: readonly EntityKey[]): boolean {
  if (shared.length < LINK_MIN_SHARED) return false;
  if (!shared.some((key) => entityKind(key) !== 'place')) return false;
  // Same-day clusters the clusterer kept apart are different events of that day.
  if (utcDay(a.cluster.firstAt) === utcDay(b.cluster.firstAt)) return false;
  const [early, late] = a.cluster.firstAt <= b.cluster.firstAt ? [a, b] : [b, a];
  return late.cluster.firstAt - early.cluster.lastAt <= LINK_MAX_GAP_MS;
}

function newestFirst(a: PoolArticle, b: PoolArticle): number {
  return b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Groups the clusters into stories: connected by direct links (a chain of follow-ups is one story). */
export function linkClusters(clusters: readonly ClusterEntities[]): LinkedStory[] {
  const limit = distinctiveLimit(clusters.length);
  const holders = new Map<EntityKey, number[]>();
  clusters.forEach((entry, i) => {
    for (const key of entry.entities) {
      const list = holders.get(key);
      if (list) list.push(i);
      else holders.set(key, [i]);
    }
  });
  const parent = clusters.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  clusters.forEach((entry, i) => {
    const shared = new Map<number, EntityKey[]>();
    for (const key of entry.entities) {
      const list = holders.get(key)!;
      if (list.length > limit) continue;
      for (const j of list) {
        if (j <= i) continue;
        const keys = shared.get(j);
        if (keys) keys.push(key);
        else shared.set(j, [key]);
      }
    }
    for (const [j, keys] of shared) if (directlyLinked(entry, clusters[j]!, keys)) parent[root(j)] = root(i);
  });
  const groups = new Map<number, StoryCluster[]>();
  clusters.forEach((entry, i) => {
    const r = root(i);
    const group = groups.get(r);
    if (group) group.push(entry.cluster);
    else groups.set(r, [entry.cluster]);
  });
  return [...groups.values()].map((members) => {
    const ordered = members.sort((a, b) => a.firstAt - b.firstAt || (a.id < b.id ? -1 : 1));
    const articles = ordered.length === 1 ? ordered[0]!.articles : ordered.flatMap((cluster) => cluster.articles).sort(newestFirst);
    return {
      key: ordered[0]!.id,
      clusters: ordered,
      articles,
      firstAt: Math.min(...ordered.map((cluster) => cluster.firstAt)),
      lastAt: Math.max(...ordered.map((cluster) => cluster.lastAt)),
    };
  });
}

export function storyCluster(id: string, articles: readonly PoolArticle[]): StoryCluster {
  let firstAt = Infinity;
  let lastAt = -Infinity;
  for (const article of articles) {
    firstAt = Math.min(firstAt, article.publishedAt);
    lastAt = Math.max(lastAt, article.publishedAt);
  }
  return { id, articles, firstAt, lastAt };
}

/** A cluster alone: the story of an article whose cluster no link covers (yet). */
export function singleStory(cluster: StoryCluster): LinkedStory {
  return { key: cluster.id, clusters: [cluster], articles: cluster.articles, firstAt: cluster.firstAt, lastAt: cluster.lastAt };
}
