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

/**
 * The stories that once put a real person into an invented event. Their rewrite gave them
 * fictional people; their places and institutions must be fictional too, or the story still
 * reads as an invented event in a real city, museum or national body.
 */
const REWRITTEN_FROM_REAL_PEOPLE = [
  'art-macron-louvre-exhibition',
  'entertainment-oprah-book-club-pick',
  'entertainment-shah-rukh-khan-premiere',
  'entertainment-tom-hanks-festival-retrospective',
  'finance-buffett-annual-letter',
  'music-beyonce-songwriting-course',
  'music-stadium-tours-local-economy',
  'politics-starmer-british-irish-summit',
  'politics-von-der-leyen-digital-skills',
  'space-musk-starship-test',
  'sports-lebron-james-exhibition',
  'sports-messi-youth-academy',
  'sports-serena-williams-women-sport-summit',
  'sports-simone-biles-gymnastics-clinic',
  'sports-usain-bolt-fun-run',
  'tech-ai-skills-summit-dublin',
  'tech-chip-keynote-data-centres',
  'tech-developer-conference-accessibility',
  'world-lula-amazon-summit',
  'world-macron-paris-peace-forum',
  'world-modi-solar-alliance',
  'world-zelensky-reconstruction-conference',
] as const;

/** Real places and institutions these stories named before; none may come back. */
const REAL_PLACES = [
  'Ireland', 'Irish', 'Dublin', 'Liberties', 'Cork', 'Belfast', 'Farmleigh', 'Basketball Ireland', 'Taoiseach',
  'Britain', 'British', 'London', 'Australia',
  'France', 'French', 'Paris', 'Louvre',
  'India', 'Indian', 'New Delhi', 'Delhi', 'Mumbai', 'Bollywood',
  'Brazil', 'Brazilian', 'Belém', 'Amazon',
  'Olympic', 'Olympics',
];

describe('starter corpus: stories rewritten from real people use fictional places too', () => {
  const rewritten = articles.filter((a) => (REWRITTEN_FROM_REAL_PEOPLE as readonly string[]).includes(a.key));

  it('still has every rewritten story', () => {
    expect(rewritten.map((a) => a.key).sort()).toEqual([...REWRITTEN_FROM_REAL_PEOPLE].sort());
  });

  it('names no real place or institution in title, text or tags, and is not filed under Ireland', () => {
    const found: string[] = [];
    for (const a of rewritten) {
      const text = `${a.title}\n${a.content}\n${a.tags.join('\n')}`;
      for (const place of REAL_PLACES) if (mentions(place).test(text)) found.push(`${a.key}: ${place}`);
      if ((a.categories as readonly string[]).includes('ireland')) found.push(`${a.key}: category ireland`);
    }
    expect(found).toEqual([]);
  });
});
