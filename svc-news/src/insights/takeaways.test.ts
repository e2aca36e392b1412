import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-split.js';
import { summarize } from './summarize.js';
import { keyTakeaways } from './takeaways.js';

const TITLE = 'Central bank raises interest rate to curb inflation';
const SENTENCES = [
  'The central bank lifted its main interest rate by a quarter point to 4.25% on Tuesday, its third increase this year.',
  'Retailers said shoppers were already cutting back on larger purchases such as furniture and cars.',
  'Governor Helen Ward said inflation, which stood at 3.9% in February, was still well above the 2% target.',
  'The announcement came shortly after noon.',
  'Economists at Harbour Capital had expected the rate rise after wage growth stayed strong through the winter.',
  'Mortgage holders on tracker loans will see repayments rise from next month, while savers should receive slightly better returns.',
  'It was raining.',
  'The bank said future rate decisions would depend on incoming data on inflation, wages and growth.',
  'Business groups warned that higher borrowing costs would weigh on investment plans for the coming year.',
];
const ARTICLE = SENTENCES.join(' ');

describe('keyTakeaways', () => {
  const { summary } = summarize(TITLE, ARTICLE);
  const takeaways = keyTakeaways(TITLE, ARTICLE, summary);
  const position = (sentence: string) => splitSentences(ARTICLE).indexOf(sentence);

  it('draws the three best-scored sentences the summary left out, in the article order', () => {
    // The summary takes sentences 0, 4 and 7; of the rest, 2 scores best, then 1, then 5 — shown as 1, 2, 5.
    expect(summarize(TITLE, ARTICLE).sentences).toEqual([SENTENCES[0], SENTENCES[4], SENTENCES[7]]);
    expect(takeaways).toEqual([SENTENCES[1], SENTENCES[2], SENTENCES[5]]);
    expect(takeaways.map(position).every((p) => p >= 0)).toBe(true);
  });

  it('repeats nothing the summary above them says, and picks the best-scored of the rest', () => {
    for (const takeaway of takeaways) expect(summary).not.toContain(takeaway);
    // Too short to stand alone ('It was raining.') and filler ('…shortly after noon.') lose to facts.
    expect(takeaways.join(' ')).not.toMatch(/raining|shortly after noon/);
    expect(new Set(takeaways).size).toBe(takeaways.length);
  });

  it('with an LLM summary, still leaves out the sentences the extractive summary would show', () => {
    const llm = 'The bank raised rates again because inflation stays high.';
    const withLlm = keyTakeaways(TITLE, ARTICLE, llm);
    for (const sentence of summarize(TITLE, ARTICLE).sentences) expect(withLlm).not.toContain(sentence);
    expect(withLlm).toHaveLength(3);
  });

  it('answers fewer for a short text and none for a tiny one (the reader then shows its generic lines)', () => {
    const short = 'People who walked daily had fewer heart problems in the study. The study followed 40,000 adults for ten years. Researchers urged short walks after every meal.';
    const few = keyTakeaways('Walking is good for the heart', short, summarize('Walking is good for the heart', short).summary);
    expect(few).toHaveLength(1);
    expect(keyTakeaways('Tiny', 'One sentence only here today.', 'One sentence only here today.')).toEqual([]);
    expect(keyTakeaways('Empty', '', '')).toEqual([]);
  });

  it('counts a sentence the text repeats once', () => {
    const repeated = `${ARTICLE} Business groups warned that higher borrowing costs would weigh on investment plans for the coming year.`;
    const result = keyTakeaways(TITLE, repeated, summarize(TITLE, repeated).summary);
    expect(new Set(result).size).toBe(result.length);
  });
});
