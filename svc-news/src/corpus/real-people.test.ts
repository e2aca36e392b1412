import { describe, expect, it } from 'vitest';
import { PERSONALITIES } from '../catalogue/personalities.js';
import { readCorpus } from './read-corpus.js';
import type { CorpusArticle } from './types.js';

const articles = await readCorpus();

/**
 * The ways a story can name a catalogued person: the full name, and the surname when it is
 * distinctive (not also a common word or a first name another story could use innocently).
 */
const NOT_DISTINCTIVE = new Set(['james', 'cook', 'khan', 'silva', 'leyen', 'swift', 'bolt', 'williams']);
const SPELLINGS: Record<string, readonly string[]> = {
  'Volodymyr Zelensky': ['Zelenskyy', 'Zelenskiy'],
  'Luiz Inácio Lula da Silva': ['Lula'],
  'Ursula von der Leyen': ['von der Leyen'],
  'Shah Rukh Khan': ['Shah Rukh'],
};

function namesOf(fullName: string): string[] {
  const surname = fullName.split(' ').at(-1)!;
  return [fullName, ...(NOT_DISTINCTIVE.has(surname.toLowerCase()) ? [] : [surname]), ...(SPELLINGS[fullName] ?? [])];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Word boundaries that also hold next to accented letters (`\b` only knows ASCII). */
const mentions = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'iu');

/** `key: name` for every story that names a catalogued person without being a profile or explainer. */
export function unmarkedMentions(stories: readonly CorpusArticle[]): string[] {
  const found: string[] = [];
  for (const story of stories) {
    if (story.kind !== undefined) continue;
    const text = `${story.title}\n${story.content}\n${(story.personalities ?? []).join('\n')}`;
    for (const person of PERSONALITIES) {
      const name = namesOf(person.name).find((n) => mentions(n).test(text));
      if (name) found.push(`${story.key}: ${name}`);
    }
  }
  return found;
}

describe('starter corpus: no invented events about real people', () => {
  it('names a catalogued person only in a story marked as a profile or explainer', () => {
    expect(unmarkedMentions(articles)).toEqual([]);
  });

  it('finds a catalogued name in an unmarked story, by surname and across case and accents', () => {
    const story = articles.find((a) => a.kind === undefined)!;
    const named = (content: string) => unmarkedMentions([{ ...story, content }]);
    expect(named('Talks with Keir Starmer ended.')).toEqual([`${story.key}: Keir Starmer`]);
    expect(named('A speech by MACRON.')).toEqual([`${story.key}: Macron`]);
    expect(named('Fans of Beyoncé queued.')).toEqual([`${story.key}: Beyoncé`]);
    expect(named('President Lula spoke.')).toEqual([`${story.key}: Lula`]);
    // Word boundaries: a name inside another word is not a mention.
    expect(named('The Modification of rules; a Buffettesque lunch.')).toEqual([]);
    expect(unmarkedMentions([{ ...story, kind: 'profile', content: 'Keir Starmer' }])).toEqual([]);
  });

  it('marks profiles and explainers in their titles and lists the people they describe', () => {
    for (const a of articles.filter((s) => s.kind !== undefined)) {
      expect(a.title, a.key).toMatch(a.kind === 'profile' ? /^Profile: / : /^Explainer: /);
      expect(a.tone, a.key).toBe('neutral');
      expect(a.personalities?.length, a.key).toBeGreaterThan(0);
    }
  });

  it('gives every suggested personality a profile or explainer, and only those stories list them', () => {
    for (const person of PERSONALITIES) {
      const about = articles.filter((a) => a.personalities?.includes(person.name));
      expect(about.length, person.name).toBeGreaterThanOrEqual(1);
      for (const a of about) expect(a.kind, `${person.name} in ${a.key}`).toBeDefined();
    }
  });
});
