import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from './feed-parser.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('parseFeed', () => {
  it('reads RSS 2.0 with CDATA, entities, content:encoded, media tags, image enclosures and relative links', () => {
    const feed = parseFeed(fixture('global-wire.rss.xml'), 'https://globalwire.example/feed.xml');
    expect(feed).toMatchObject({ format: 'rss', title: 'Global Wire & Friends', homepage: 'https://globalwire.example/' });
    expect(feed.entries).toHaveLength(4);
    const [rates, dublin, chile] = feed.entries;
    expect(rates).toMatchObject({ guid: 'gw-1001', author: 'Aoife Brennan', categories: ['Business'] });
    expect(rates!.contentHtml).toContain('third increase this year');
    expect(rates!.summaryHtml).toContain('4.25%');
    expect(rates!.publishedAt?.toISOString()).toBe('2025-03-04T09:30:00.000Z');
    expect(rates!.imageCandidates).toEqual(['https://cdn.globalwire.example/img/rates-large.jpg']);
    // Relative link and relative image enclosure resolved; the audio enclosure ignored.
    expect(dublin!.url).toBe('https://globalwire.example/ireland/dublin-cycle-lanes');
    expect(dublin!.imageCandidates).toEqual(['https://globalwire.example/img/quays.jpg']);
    // Entity-escaped HTML in <description> comes back as HTML.
    expect(dublin!.contentHtml).toContain('<p>Councillors in Dublin');
    // data: thumbnails are not image candidates.
    expect(chile!.imageCandidates).toEqual(['https://cdn.globalwire.example/img/chile-thumb.jpg']);
  });

  it('reads Atom: alternate links (relative), xhtml and escaped html content, image enclosure links', () => {
    const feed = parseFeed(fixture('byte-chronicle.atom.xml'), 'https://bytechronicle.example/feed.atom');
    expect(feed).toMatchObject({ format: 'atom', title: 'Byte Chronicle', homepage: 'https://bytechronicle.example/' });
    const [chip, browser] = feed.entries;
    expect(chip).toMatchObject({
      url: 'https://bytechronicle.example/articles/ai-accelerator',
      guid: 'tag:bytechronicle.example,2025:ai-accelerator',
      author: 'Priya Nair',
      categories: ['Technology'],
      imageCandidates: ['https://img.bytechronicle.example/accelerator.png'],
    });
    expect(chip!.publishedAt?.toISOString()).toBe('2025-03-04T11:00:00.000Z');
    expect(chip!.contentHtml).toMatch(/<p>A semiconductor company/);
    expect(browser!.contentHtml).toContain('<p>Developers of the open-source browser engine');
    expect(browser!.summaryHtml).toBe('The engine now decodes JPEG XL images by default.');
    expect(browser!.publishedAt?.toISOString()).toBe('2025-03-04T09:00:00.000Z');
  });

  it('reads JSON Feed 1.1, skipping items without a URL', () => {
    const feed = parseFeed(fixture('orbit-science.json'), 'https://orbitscience.example/feed.json');
    expect(feed).toMatchObject({ format: 'json', title: 'Orbit Science', homepage: 'https://orbitscience.example/' });
    expect(feed.entries.map((e) => e.guid)).toEqual(['os-501', 'os-502']);
    expect(feed.entries[0]).toMatchObject({ author: 'Tomás Ruiz', imageCandidates: ['https://orbitscience.example/images/galaxy.jpg'], categories: ['Space', 'Astronomy'] });
    // content_text becomes escaped paragraphs; only image attachments count.
    expect(feed.entries[1]!.contentHtml.startsWith('<p>People who walked')).toBe(true);
    expect(feed.entries[1]!.imageCandidates).toEqual(['https://orbitscience.example/img/walk.webp']);
  });

  it('reads RSS 1.0 (RDF) items that sit beside the channel', () => {
    const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>Old</title><link>https://old.example/</link></channel>
      <item><title>One</title><link>https://old.example/1</link><dc:date>2025-01-01T00:00:00Z</dc:date></item></rdf:RDF>`;
    const feed = parseFeed(rdf, 'https://old.example/rss');
    expect(feed.entries).toMatchObject([{ title: 'One', url: 'https://old.example/1' }]);
  });

  it('recovers the items of a feed with an unclosed tag that is cut off before its end', () => {
    const feed = parseFeed(fixture('malformed.rss.xml'), 'https://broken.example/rss');
    expect(feed).toMatchObject({ format: 'rss', title: 'Broken Feed' });
    expect(feed.entries).toMatchObject([{ url: 'https://broken.example/a', title: 'Unclosed <b>tag</b>' }]);
  });

  it('reads unescaped HTML void tags as HTML does: what follows a <br> or <img> stays after it', () => {
    const rss = `<rss version="2.0"><channel><title>V</title><link>https://v.example/</link><item><title>One</title><link>https://v.example/1</link>
      <description>Line one<br>Line two<img src="/a.jpg">after</description></item><item><title>Two</title><link>https://v.example/2</link></item></channel></rss>`;
    const feed = parseFeed(rss, 'https://v.example/rss');
    expect(feed.entries.map((e) => e.title)).toEqual(['One', 'Two']);
    expect(feed.entries[0]!.contentHtml).toBe('Line one<br>Line two<img src="/a.jpg">after');
  });

  it.each([
    ['an empty body', '   ', 'empty'],
    ['invalid JSON', '{"version": ', 'invalid-json'],
    ['JSON that is not a feed', '{"hello": "world"}', 'unknown-format'],
    ['XML that is not a feed', '<html><body>Not a feed</body></html>', 'unknown-format'],
    ['an HTML error page', fixture('not-a-feed.html'), 'unknown-format'],
    ['plain text', 'Service unavailable', 'unknown-format'],
  ])('turns %s into a FeedParseError', (_name, body, reason) => {
    let caught: unknown;
    try {
      parseFeed(body, 'https://example.com/feed');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FeedParseError);
    expect(caught).toMatchObject({ reason, code: 'FEED_PARSE_ERROR' });
  });

  // A JSON Feed endpoint that answers `null` or `[]` is a broken JSON Feed, not a broken XML one.
  it.each([['null'], ['[]'], ['"feed"'], ['42'], [' \uFEFF null ']])('reports the JSON body %j as not a JSON Feed', (body) => {
    expect(() => parseFeed(body, 'https://example.com/feed.json')).toThrow(expect.objectContaining({ reason: 'unknown-format', message: 'The JSON is not a JSON Feed' }));
  });
});
