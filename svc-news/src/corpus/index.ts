// The starter corpus of svc-news: original sample articles loaded on first start when the database is empty.
export { CORPUS_ARTICLES } from './articles/index.js';
export { buildCorpus, recencyFromHours, type CorpusNewsRecord } from './load-corpus.js';
export { categorySlug, coverImagePath, coverSvg } from './cover-image.js';
export { SOURCES, sourceById, sourceByName, type CorpusSource, type SourceId } from './sources.js';
export type { CorpusArticle, CorpusLabel, Tone } from './types.js';
