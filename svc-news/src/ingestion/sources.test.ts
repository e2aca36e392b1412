import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCES, loadSourcesFile, parseSourceList, SourcesFileError } from './sources.js';

describe('DEFAULT_SOURCES', () => {
  it('covers the main sections with unique https feeds and sane ratings', () => {
    expect(DEFAULT_SOURCES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(DEFAULT_SOURCES.map((s) => s.id)).size).toBe(DEFAULT_SOURCES.length);
    const sections = new Set(DEFAULT_SOURCES.map((s) => s.defaultCategory));
    for (const section of ['world', 'business', 'technology', 'science', 'sports', 'health'] as const) expect(sections).toContain(section);
    expect(DEFAULT_SOURCES.some((s) => s.homepage.includes('.ie'))).toBe(true);
    for (const source of DEFAULT_SOURCES) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(CATEGORIES).toContain(source.defaultCategory);
    }
  });
});

describe('parseSourceList / loadSourcesFile', () => {
  it('applies defaults to a minimal entry', () => {
    const [source] = parseSourceList([{ id: 'local', name: 'Local', url: 'http://localhost:8080/feed.xml', homepage: 'http://localhost:8080', defaultCategory: 'world' }]);
    expect(source).toMatchObject({ intervalMinutes: 30, credibility: 0.5, politicalLeaning: 0 });
  });

  it('rejects bad entries and duplicate ids', () => {
    const ok = { id: 'a', name: 'A', url: 'https://a.example/rss', homepage: 'https://a.example', defaultCategory: 'world' };
    expect(() => parseSourceList([{ ...ok, url: 'ftp://a.example' }])).toThrow();
    expect(() => parseSourceList([{ ...ok, defaultCategory: 'weather' }])).toThrow();
    expect(() => parseSourceList([{ ...ok, credibility: 2 }])).toThrow();
    expect(() => parseSourceList([ok, ok])).toThrow(/unique/);
    expect(() => parseSourceList([])).toThrow();
  });

  it('loads a JSON file and names the file in errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sources-'));
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify([{ id: 'a', name: 'A', url: 'https://a.example/rss', homepage: 'https://a.example', defaultCategory: 'sports', intervalMinutes: 10 }]));
    expect(await loadSourcesFile(good)).toMatchObject([{ id: 'a', intervalMinutes: 10 }]);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '[{"id": "A B"}]');
    await expect(loadSourcesFile(bad)).rejects.toThrow(SourcesFileError);
    await expect(loadSourcesFile(join(dir, 'missing.json'))).rejects.toThrow(/missing\.json/);
  });
});
