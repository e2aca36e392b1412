// Feeds are untrusted XML: entity declarations in a DOCTYPE must never be expanded (billion laughs)
// nor resolved (XXE reading local files or making requests from inside the network).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser.js';

const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
const item = (title: string) => `<item><title>${title}</title><link>https://safe.example/1</link><description>${title}</description></item>`;
const rss = (doctype: string, title: string) =>
  `<?xml version="1.0"?>\n<!DOCTYPE rss [${doctype}]>\n<rss version="2.0"><channel><title>Safe</title><link>https://safe.example/</link>${item(title)}</channel></rss>`;

describe('parseFeed and DOCTYPE entities', () => {
  it('does not expand nested entities (billion laughs) and still reads the items', () => {
    const started = performance.now();
    const feed = parseFeed(rss(`<!ENTITY lol0 "lol">${laughs}`, 'A &lol9; B'), 'https://safe.example/rss');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(feed.entries).toHaveLength(1);
    expect(feed.entries[0]!.title.length).toBeLessThan(40);
    expect(feed.entries[0]!.contentHtml).not.toContain('lollol');
  });

  it('does not read local files through external entities', () => {
    const feed = parseFeed(rss('<!ENTITY xxe SYSTEM "file:///etc/passwd">', 'Leak: &xxe;'), 'https://safe.example/rss');
    expect(JSON.stringify(feed)).not.toMatch(/root:|nologin/);
    expect(feed.entries).toHaveLength(1);
  });

  it('makes no request for external or parameter entities', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.end('<!ENTITY leaked "LEAKED">');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      const feed = parseFeed(rss(`<!ENTITY ext SYSTEM "${url}"><!ENTITY % param SYSTEM "${url}"> %param;`, 'Ext: &ext; &leaked;'), 'https://safe.example/rss');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests).toBe(0);
      expect(JSON.stringify(feed)).not.toContain('LEAKED');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
