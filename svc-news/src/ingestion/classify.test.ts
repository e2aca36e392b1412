import { CATEGORIES } from '@tidings/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { classify, extractTags } from './classify.js';

describe('classify', () => {
  it('finds finance/economics for a rates story and keeps business from the feed category', () => {
    const result = classify({
      title: 'Central bank raises interest rates by a quarter point to curb inflation',
      text: 'The European Central Bank raised its key interest rate on Thursday. Christine Lagarde said inflation remained too high.',
      feedCategories: ['Business'],
      defaultCategory: 'world',
    });
    expect(CATEGORIES).toContain(result.category);
    expect(['finance', 'business']).toContain(result.category);
    expect(result.categories).toEqual(expect.arrayContaining(['economics', 'business', 'finance']));
    expect(result.categories[0]).toBe(result.category);
  });

  it('tags Irish stories with the ireland interest', () => {
    const result = classify({
      title: 'Dublin City Council approves new cycle lanes along the quays',
      text: 'Councillors in Dublin voted to build protected cycle lanes along the Liffey quays.',
      feedCategories: [],
      defaultCategory: 'world',
    });
    expect(result.categories).toContain('ireland');
    expect(result.category).toBe('environment');
  });

  it('uses feed categories and picks space for a telescope story', () => {
    const result = classify({ title: 'Space telescope captures sharpest image yet of distant galaxy', text: 'Astronomers produced the image.', feedCategories: ['Astronomy'], defaultCategory: 'science' });
    expect(result.category).toBe('space');
    expect(result.categories).toContain('science');
  });

  it('falls back to the source default when nothing matches', () => {
    const result = classify({ title: 'A quiet afternoon', text: 'Nothing much happened.', feedCategories: [], defaultCategory: 'lifestyle' });
    expect(result).toMatchObject({ category: 'lifestyle', categories: ['lifestyle'] });
  });

  it('never picks breaking news as the primary category from keywords', () => {
    const result = classify({ title: 'Breaking: live updates as election count continues', text: 'Votes are being counted.', feedCategories: [], defaultCategory: 'world' });
    expect(result.category).toBe('politics');
    expect(result.categories).toContain('breaking news');
  });
});

describe('extractTags', () => {
  it('returns named entities first, then frequent keywords, lowercase and at most six', () => {
    const tags = extractTags(
      'Chipmaker unveils accelerator for artificial intelligence',
      'The company said its Nova Chip doubles training speed. Analysts at Harbour Capital said the Nova Chip would pressure rivals. The accelerator ships in June.',
    );
    expect(tags[0]).toBe('nova chip');
    expect(tags).toContain('harbour capital');
    expect(tags).toContain('accelerator');
    expect(tags.length).toBeLessThanOrEqual(6);
    expect(tags.every((t) => t === t.toLowerCase())).toBe(true);
    // Sentence-initial capitals alone are not entities.
    expect(tags).not.toContain('analysts');
  });
});
