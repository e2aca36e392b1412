import { describe, expect, it } from 'vitest';
import { ArticleAnalyses } from './article-analysis.js';

const article = { id: 'a1', title: 'Council leader Mara Lindqvist opens the Harbour Bridge', content: 'Mara Lindqvist of Dunmore County Council opened the bridge.' };

describe('article analyses', () => {
  it('take the entities stored with an article as they are, without extracting them again', () => {
    const analyses = new ArticleAnalyses();
    const stored = { ...article, entities: ['person:stored-only'] };
    expect(analyses.hasEntities(stored)).toBe(true);
    expect([...analyses.entities(stored)]).toEqual(['person:stored-only']);
  });

  it('extract the entities of an article stored without them, once', () => {
    const analyses = new ArticleAnalyses();
    expect(analyses.hasEntities(article)).toBe(false);
    const entities = analyses.entities(article);
    expect(entities).toContain('person:lindqvist');
    expect(analyses.hasEntities(article)).toBe(true);
    expect(analyses.entities(article)).toBe(entities);
  });
});
