/**
 * Brotli and gzip siblings (`x.js.br`, `x.js.gz`) for every text file of a built app, written once
 * at build time so the gateway serves them by content negotiation (@fastify/static
 * `preCompressed`) at no CPU cost per request, and at the strongest levels (brotli 11, gzip 9)
 * that would be far too slow on the fly.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser fetches as text; source maps are left alone (only DevTools reads them). */
export const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt|xml)$/;
export const ENCODINGS = [
  { ext: '.br', compress: (data: Buffer) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { ext: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

/** The sibling is current when it was written after the file (a watch rebuild rewrites the file). */
async function isCurrent(file: string, sibling: string): Promise<boolean> {
  const [source, compressed] = await Promise.all([stat(file), stat(sibling).catch(() => null)]);
  return compressed !== null && compressed.mtimeMs >= source.mtimeMs;
}

async function compressFile(file: string): Promise<{ raw: number; br: number }> {
  const data = await readFile(file);
  const sizes = { raw: data.length, br: data.length };
  for (const { ext, compress } of ENCODINGS) {
    const sibling = file + ext;
    if (await isCurrent(file, sibling)) {
      if (ext === '.br') sizes.br = statSync(sibling).size;
      continue;
    }
    const compressed = await compress(data);
    // A tiny file can grow when compressed: without a sibling the gateway sends it as it is.
    if (compressed.length >= data.length) {
      await rm(sibling, { force: true });
      continue;
    }
    await writeFile(sibling, compressed);
    if (ext === '.br') sizes.br = compressed.length;
  }
  return sizes;
}

/**
 * Compresses every text file under `dist` and removes siblings whose file is gone (a watch
 * rebuild renames hashed chunks). Returns the raw and brotli totals for the build's log line.
 */
export async function precompressDist(dist: string): Promise<{ files: number; raw: number; br: number }> {
  if (!existsSync(dist)) return { files: 0, raw: 0, br: 0 };
  const all = [...walk(dist)];
  const orphans = all.filter((file) => ENCODINGS.some(({ ext }) => file.endsWith(ext)) && !existsSync(file.slice(0, file.lastIndexOf('.'))));
  await Promise.all(orphans.map((file) => rm(file, { force: true })));
  const targets = all.filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile());
  const sizes = await Promise.all(targets.map(compressFile));
  return { files: sizes.length, raw: sizes.reduce((n, size) => n + size.raw, 0), br: sizes.reduce((n, size) => n + size.br, 0) };
}
