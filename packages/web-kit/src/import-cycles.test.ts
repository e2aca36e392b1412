import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// web-kit's modules must not import each other in a circle, lazily or not: the api client once
// imported the offline layer, which imported the bookmark prefetch, which imported the api client.
// The offline layer now subscribes to the client's answers instead. This walks every source
// file's imports (static, dynamic and re-exports) and names any cycle it finds.

const SRC = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE_PREFIX = '@tidings/web-kit/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The web-kit file an import names, or null for another package (or a stylesheet). */
function resolve(from: string, request: string): string | null {
  let base: string;
  if (request.startsWith(PACKAGE_PREFIX)) base = path.join(SRC, request.slice(PACKAGE_PREFIX.length));
  else if (request.startsWith('.')) base = path.resolve(path.dirname(from), request);
  else return null;
  const withoutJs = base.replace(/\.js$/, '');
  return [`${withoutJs}.ts`, `${withoutJs}.tsx`].find((candidate) => existsSync(candidate)) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(file, importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((target): target is string => target !== null));
  }
  return graph;
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'visiting') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'visiting');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('web-kit imports', () => {
  it('form no cycle', () => {
    const graph = importGraph();
    expect(graph.get(path.join(SRC, 'api-client.ts'))).toBeDefined();
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => path.relative(SRC, file)) ?? null).toBeNull();
  });

  it('would catch the old one (the walker sees lazy imports)', () => {
    const graph = new Map([
      ['api-client', ['saved-answers']],
      ['saved-answers', ['bookmark-prefetch']],
      ['bookmark-prefetch', ['api-client']],
    ]);
    expect(findCycle(graph)).toEqual(['api-client', 'saved-answers', 'bookmark-prefetch', 'api-client']);
    const { importedFiles } = ts.preProcessFile("const lazy = () => import('./offline/saved-answers');", true, true);
    expect(importedFiles.map(({ fileName }) => fileName)).toEqual(['./offline/saved-answers']);
  });
});
