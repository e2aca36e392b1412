import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDist } from '../scripts/precompress.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tidings-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const TEXT = 'export const news = "tidings";\n'.repeat(100);

describe('precompressDist (the build step behind the gateway’s preCompressed serving)', () => {
  it('writes .br and .gz beside every text file the browser fetches, decoding to the same bytes', async () => {
    const names = ['main.0123456789.js', 'main.0123456789.css', 'index.html', 'mf-manifest.json', 'icons/icon.svg', 'manifest.webmanifest'];
    const dir = dist(Object.fromEntries(names.map((name) => [name, TEXT])));
    await precompressDist(dir);
    for (const name of names) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(TEXT);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(TEXT);
    }
  });

  it('leaves source maps, images and files that would not shrink alone', async () => {
    const dir = dist({ 'main.0123456789.js.map': TEXT, 'icons/icon-192.png': TEXT, 'tiny.0123456789.js': 'x' });
    await precompressDist(dir);
    for (const name of ['main.0123456789.js.map', 'icons/icon-192.png', 'tiny.0123456789.js']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it('rewrites a sibling when its file changed and removes siblings of files that are gone (watch rebuilds)', async () => {
    const dir = dist({ 'remoteEntry.js': TEXT, 'old.0123456789.js': TEXT });
    await precompressDist(dir);
    const changed = `${TEXT}// rebuilt\n`;
    // A rebuild writes the file after its old sibling.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(join(dir, 'remoteEntry.js'), changed);
    rmSync(join(dir, 'old.0123456789.js'));
    await precompressDist(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'remoteEntry.js.br'))).toString()).toBe(changed);
    expect(gunzipSync(readFileSync(join(dir, 'remoteEntry.js.gz'))).toString()).toBe(changed);
    expect(existsSync(join(dir, 'old.0123456789.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'old.0123456789.js.gz'))).toBe(false);
  });
});
