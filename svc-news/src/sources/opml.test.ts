import { mkdtemp, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSourcesFile, SourcesFileError } from '../ingestion/sources.js';
import { looksLikeOpml, OpmlError, parseOpmlSources } from './opml.js';

const fixturePath = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

const problemOf = (text: string) => {
  try {
    parseOpmlSources(text);
  } catch (error) {
    expect(error).toBeInstanceOf(OpmlError);
    return (error as Error).message;
  }
  throw new Error('expected an OpmlError');
};

describe('parseOpmlSources', () => {
  it("reads a reader's export: nested folders, xmlUrl, htmlUrl, title before text, categories from the folders", () => {
    expect(parseOpmlSources(fixture('reader-export.opml'))).toEqual([
      { id: 'ars-technica', name: 'Ars Technica', url: 'https://feeds.arstechnica.com/arstechnica/index', homepage: 'https://arstechnica.com/', defaultCategory: 'technology' },
      // "Programming" names no category of ours: the folder around it (Tech) does.
      { id: 'compile-time', name: 'Compile Time', url: 'https://compiletime.example/rss', homepage: 'https://compiletime.example', defaultCategory: 'technology' },
      { id: 'nasa-friends', name: 'NASA & friends', url: 'https://www.nasa.gov/news-release/feed/', homepage: 'https://www.nasa.gov/news/', defaultCategory: 'science' },
      // The same feed in a second folder is polled once; the OPML category attribute counts too.
      { id: 'cafe-culture', name: 'Café Culture', url: 'http://cafeculture.example/feed', homepage: 'http://cafeculture.example/', defaultCategory: 'food' },
      { id: 'loose-feed', name: 'Loose feed', url: 'https://loose.example/atom.xml', homepage: 'https://loose.example', defaultCategory: 'world' },
      { id: 'loose-feed-2', name: 'Loose feed', url: 'https://other.example/atom.xml', homepage: 'https://other.example', defaultCategory: 'world' },
    ]);
  });

  it('names the host when an outline has neither title nor text', () => {
    expect(parseOpmlSources('<opml><body><outline xmlUrl="https://www.quiet.example/feed"/></body></opml>')).toMatchObject([{ id: 'quiet-example', name: 'quiet.example' }]);
  });

  it.each([
    ['an unclosed element', fixture('not-closed.opml'), /not well-formed XML: <outline> opened on line 4 is never closed/],
    ['a feed address that is not http(s)', fixture('bad-url.opml'), /line 3: xmlUrl "mailto:editor@bad.example" is not an http\(s\) address/],
    ['another XML document', '<rss version="2.0"><channel/></rss>', /root element is <rss>, not <opml>/],
    ['no body', '<opml version="2.0"><head/></opml>', /has no <body>/],
    ['only folders', '<opml><body><outline text="Empty folder"/></body></opml>', /no outline has an xmlUrl/],
    ['two roots', '<opml><body><outline xmlUrl="https://a.example/"/></body></opml><opml/>', /second root element/],
  ])('says what is wrong with %s', (_name, text, message) => {
    expect(problemOf(text)).toMatch(message);
  });

  it('tells OPML from JSON by extension or first character', () => {
    expect(looksLikeOpml('[]', '/etc/tidings/sources.opml')).toBe(true);
    expect(looksLikeOpml('\uFEFF  <?xml version="1.0"?><opml/>', '/etc/tidings/sources')).toBe(true);
    expect(looksLikeOpml('[{"id": "a"}]', '/etc/tidings/sources.json')).toBe(false);
  });
});

describe('NEWS_SOURCES_FILE as OPML', () => {
  it('loads the sources with the defaults of a JSON entry', async () => {
    const sources = await loadSourcesFile(fixturePath('reader-export.opml'));
    expect(sources).toHaveLength(6);
    expect(sources[0]).toMatchObject({ id: 'ars-technica', intervalMinutes: 30, credibility: 0.5, politicalLeaning: 0, internal: false });
  });

  it('fails start-up naming the file and the problem', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'opml-'));
    const path = join(dir, 'subscriptions.xml');
    await writeFile(path, fixture('not-closed.opml'));
    const failure = loadSourcesFile(path);
    await expect(failure).rejects.toThrow(SourcesFileError);
    await expect(failure).rejects.toThrow(/^News sources file .*subscriptions\.xml: is not a usable OPML file: it is not well-formed XML: <outline> opened on line 4 is never closed/);
  });
});
