import type { StoryIndex } from '../feed/story-index.js';
import type { ArticleAnalyses } from './article-analysis.js';
import type { EntityKey } from './entities.js';
import { linkClusters, singleStory, storyCluster, type LinkedStory } from './story-links.js';

/** The candidates' stories, linked across days (see story-links.ts), for one StoryIndex. */
export class StoryLinks {
  readonly stories: readonly LinkedStory[];
  private readonly byCluster = new Map<string, LinkedStory>();

  constructor(
    readonly index: StoryIndex,
    analyses: ArticleAnalyses,
  ) {
    const entries = [...index.clusterList()].map(([id, articles]) => {
      const entities = new Set<EntityKey>();
      for (const article of articles) for (const key of analyses.entities(article)) entities.add(key);
      return { cluster: storyCluster(id, articles), entities };
    });
    this.stories = linkClusters(entries);
    for (const story of this.stories) for (const cluster of story.clusters) this.byCluster.set(cluster.id, story);
  }

  /**
   * The story of a cluster of `index`. Links of an older index (the newest articles' entities
   * are still being extracted) are applied to the current clusters by their ids.
   */
  storyOf(clusterId: string, index: StoryIndex = this.index): LinkedStory | undefined {
    const linked = this.byCluster.get(clusterId);
    if (index === this.index) return linked;
    const ids = linked ? linked.clusters.map((cluster) => cluster.id) : [clusterId];
    if (!ids.includes(clusterId)) ids.push(clusterId);
    const clusters = ids.map((id) => storyCluster(id, index.cluster(id))).filter((cluster) => cluster.articles.length > 0);
    if (clusters.length === 0) return undefined;
    if (clusters.length === 1) return singleStory(clusters[0]!);
    return linkedOf(clusters);
  }
}

function linkedOf(clusters: ReturnType<typeof storyCluster>[]): LinkedStory {
  const ordered = clusters.sort((a, b) => a.firstAt - b.firstAt);
  return {
    key: ordered[0]!.id,
    clusters: ordered,
    articles: ordered.flatMap((cluster) => cluster.articles).sort((a, b) => b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : 1)),
    firstAt: ordered[0]!.firstAt,
    lastAt: Math.max(...ordered.map((cluster) => cluster.lastAt)),
  };
}

/** Entity extraction runs in slices of this long, so requests keep being answered meanwhile. */
const SLICE_MS = 10;
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds StoryLinks for each new StoryIndex (the pool's load and pick-ups), extracting the named
 * entities of the articles not seen before in the background, a slice at a time: each article's
 * entities are extracted once (ArticleAnalyses), so a pick-up of a few new articles relinks in
 * milliseconds and only the first load of the pool takes long (a few ms per article).
 */
export class StoryLinker {
  private latest: StoryLinks | null = null;
  private building: { index: StoryIndex; done: Promise<StoryLinks> } | null = null;

  constructor(private readonly analyses: ArticleAnalyses) {}

  /** The newest links built (maybe of an older index); starts linking `index` if need be, without waiting. */
  current(index: StoryIndex): StoryLinks | null {
    if (this.latest?.index !== index) void this.linksFor(index).catch(() => undefined);
    return this.latest;
  }

  /** The links of `index`, once every candidate's entities are known. */
  async linksFor(index: StoryIndex): Promise<StoryLinks> {
    for (;;) {
      if (this.latest?.index === index) return this.latest;
      if (this.building?.index === index) return this.building.done;
      if (!this.building) break;
      await this.building.done.catch(() => undefined);
    }
    const done = this.build(index).finally(() => {
      if (this.building?.done === done) this.building = null;
    });
    this.building = { index, done };
    return done;
  }

  private async build(index: StoryIndex): Promise<StoryLinks> {
    let sliceStart = performance.now();
    const ids = new Set<string>();
    for (const article of index.all()) {
      ids.add(article.id);
      if (this.analyses.hasEntities(article)) continue;
      this.analyses.entities(article);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTick();
        sliceStart = performance.now();
      }
    }
    const links = new StoryLinks(index, this.analyses);
    // Builds run one at a time, in the order asked: this is the newest.
    this.latest = links;
    this.analyses.retain(ids);
    return links;
  }
}
