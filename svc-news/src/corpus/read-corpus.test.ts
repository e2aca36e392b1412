import { readdir, readFile } from 'node:fs/promises';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { categorySlug } from './cover-image.js';
import { CORPUS_DIR, parseCorpusFile, readCorpus } from './read-corpus.js';

const STORY = `---
key: politics-sample-story
title: Council approves a new library
source: civic
hoursAgo: 5
tone: positive
tags: library, council, reading
also: education, ireland
cluster: library-vote
---

First paragraph
runs over two lines.

Second paragraph.
`;

describe('corpus files', () => {
  it('has exactly one valid file per category, and nothing else', async () => {
    const files = (await readdir(CORPUS_DIR)).filter((f) => !f.startsWith('.')).sort();
    expect(files).toEqual(CATEGORIES.map((c) => `${categorySlug(c)}.md`).sort());
    for (const category of CATEGORIES) {
      const text = await readFile(`${CORPUS_DIR}/${categorySlug(category)}.md`, 'utf8');
      expect(parseCorpusFile(text, category).length, category).toBeGreaterThan(0);
    }
  });

  it('reads every story, category by category', async () => {
    const articles = await readCorpus();
    expect(articles.map((a) => a.category)).toEqual([...articles.map((a) => a.category)].sort((x, y) => CATEGORIES.indexOf(x) - CATEGORIES.indexOf(y)));
  });
});

describe('parseCorpusFile', () => {
  it('reads front matter and paragraphs, and labels the story with its category, "all" and the implied interests', () => {
    const [story] = parseCorpusFile(STORY, 'politics');
    expect(story).toEqual({
      key: 'politics-sample-story',
      title: 'Council approves a new library',
      content: 'First paragraph runs over two lines.\n\nSecond paragraph.',
      source: 'Civic Dispatch',
      category: 'politics',
      categories: ['politics', 'all', 'education', 'ireland'],
      tags: ['library', 'council', 'reading'],
      hoursAgo: 5,
      tone: 'positive',
      clusterKey: 'library-vote',
    });
  });

  it('keeps a colon in a title and reads kind and people', () => {
    const text = STORY.replace('title: Council approves a new library', 'title: Profile: Ada Example').replace('tone: positive', 'tone: neutral\nkind: profile\npeople: Ada Example, Bo Example');
    const [story] = parseCorpusFile(text, 'politics');
    expect(story).toMatchObject({ title: 'Profile: Ada Example', kind: 'profile', personalities: ['Ada Example', 'Bo Example'] });
  });

  it.each([
    ['an unknown outlet', STORY.replace('source: civic', 'source: daily-planet'), /corpus\/politics\.md, story 1 \(politics-sample-story\): source:/],
    ['an unknown label', STORY.replace('also: education, ireland', 'also: education, gossip'), /story 1 \(politics-sample-story\): also/],
    ['a time beyond a week', STORY.replace('hoursAgo: 5', 'hoursAgo: 200'), /story 1 \(politics-sample-story\): hoursAgo/],
    ['a missing title', STORY.replace('title: Council approves a new library\n', ''), /story 1 \(politics-sample-story\): title/],
    ['an unknown field', STORY.replace('tone: positive', 'tone: positive\nmood: sunny'), /story 1 \(politics-sample-story\): .*mood/],
    ['an unknown kind', STORY.replace('tone: positive', 'tone: positive\nkind: rumour'), /story 1 \(politics-sample-story\): kind/],
    ['an empty tag', STORY.replace('tags: library, council, reading', 'tags: library, , reading'), /story 1 \(politics-sample-story\): tags/],
    ['a story without text', `${STORY}\n${STORY.replace(/---\n\n[\s\S]*$/, '---\n')}`, /story 2 \(politics-sample-story\): the story has no text/],
    ['an unclosed front matter', `${STORY}---\nkey: politics-open\n`, /story 2: front matter is not closed/],
    ['a line that is not a field', STORY.replace('tone: positive', 'tone positive'), /story 1: front matter line is not "name: value"/],
  ])('rejects %s, naming the file and the story', (_, text, message) => {
    expect(() => parseCorpusFile(text, 'politics')).toThrow(message);
  });
});
