import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-split.js';
import { summarize } from './summarize.js';

describe('splitSentences', () => {
  it('survives abbreviations, initials, decimals and quotes', () => {
    const text = 'The U.S. Federal Reserve raised rates by 0.25 points on Wednesday. Mr. Powell said inflation of 3.5% was "too high." J. K. Rowling was not involved! Shares in Acme Inc. rose.\n\nA new paragraph starts here';
    expect(splitSentences(text)).toEqual([
      'The U.S. Federal Reserve raised rates by 0.25 points on Wednesday.',
      'Mr. Powell said inflation of 3.5% was "too high."',
      'J. K. Rowling was not involved!',
      'Shares in Acme Inc. rose.',
      'A new paragraph starts here',
    ]);
  });
});

const ARTICLE = [
  'The central bank lifted its main interest rate by a quarter point to 4.25% on Tuesday, its third increase this year.',
  'Governor Helen Ward said inflation, which stood at 3.9% in February, was still well above the 2% target.',
  'The announcement came shortly after noon.',
  'Economists at Harbour Capital had expected the rate rise after wage growth stayed strong through the winter.',
  'Mortgage holders on tracker loans will see repayments rise from next month, while savers should receive slightly better returns.',
  'It was raining in the capital.',
  'The bank said future rate decisions would depend on incoming data on inflation, wages and growth.',
].join(' ');

describe('summarize', () => {
  it('picks 3 sentences of the text, in their original order, for a long article', () => {
    const result = summarize('Central bank raises interest rate to curb inflation', ARTICLE);
    const sentences = splitSentences(ARTICLE);
    expect(result.sentences).toHaveLength(3);
    const positions = result.sentences.map((s) => sentences.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The lead carries the key fact; filler does not make the cut.
    expect(positions[0]).toBe(0);
    expect(result.summary).not.toContain('raining');
    expect(result.summary).toBe(result.sentences.join(' '));
    expect(result.summaryQualityScore).toBeGreaterThan(0.6);
    expect(result.summaryQualityScore).toBeLessThanOrEqual(1);
  });

  it('uses 2 sentences for a short text and rates thin material lower', () => {
    const short = summarize('Walking is good for the heart', 'People who walked daily had fewer heart problems. The study followed 40,000 adults. Researchers urged short walks.');
    expect(short.sentences).toHaveLength(2);
    const long = summarize('Central bank raises interest rate to curb inflation', ARTICLE);
    expect(short.summaryQualityScore).toBeLessThan(long.summaryQualityScore);
  });

  it('returns an empty summary with quality 0 for empty text', () => {
    expect(summarize('Title', '')).toEqual({ summary: '', sentences: [], summaryQualityScore: 0 });
  });
});
