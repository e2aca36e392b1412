import type { Category, Interest } from '@tidings/contracts/catalogue';
import { sourceById, type SourceId } from './sources.js';
import type { CorpusArticle, CorpusLabel, Tone } from './types.js';

/** Interest choices implied by a category, added to every article of that category. */
const IMPLIED: Record<Category, readonly Interest[]> = {
  'breaking news': [],
  technology: ['technology'],
  business: ['business'],
  politics: ['politics'],
  sports: ['sports'],
  entertainment: ['entertainment'],
  health: ['health'],
  science: ['science'],
  world: ['world'],
  environment: ['environment'],
  finance: ['business', 'economics'],
  lifestyle: ['lifestyle'],
  education: ['education'],
  travel: ['lifestyle'],
  food: ['lifestyle'],
  gaming: ['technology', 'entertainment'],
  space: ['science'],
  art: ['entertainment'],
  music: ['entertainment'],
};

/** Authoring metadata of one story; `also` lists further categories or interest choices it fits. */
export interface StoryMeta {
  readonly title: string;
  readonly source: SourceId;
  readonly hoursAgo: number;
  readonly tone: Tone;
  readonly tags: readonly string[];
  readonly also?: readonly CorpusLabel[];
  readonly cluster?: string;
  readonly people?: readonly string[];
}

/** Normalises the paragraphs of a template literal: trims lines, keeps blank lines between paragraphs. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
    .join('\n\n');
}

/** Returns an author function for one category: `story(key, meta, content)` → CorpusArticle. */
export function storiesFor(category: Category) {
  return (key: string, meta: StoryMeta, content: string): CorpusArticle => {
    const categories = [...new Set<CorpusLabel>([category, 'all', ...IMPLIED[category], ...(meta.also ?? [])])];
    return {
      key,
      title: meta.title,
      content: paragraphs(content),
      source: sourceById(meta.source).name,
      category,
      categories,
      tags: meta.tags,
      hoursAgo: meta.hoursAgo,
      tone: meta.tone,
      ...(meta.cluster === undefined ? {} : { clusterKey: meta.cluster }),
      ...(meta.people === undefined ? {} : { personalities: meta.people }),
    };
  };
}
