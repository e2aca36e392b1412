// npm test runs vitest in two lanes (scripts/test-lanes.ts): a project in neither would never run
// in npm test, one in both would run twice.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_TEST_PROJECTS, WEB_TEST_PROJECTS } from '../scripts/test-lanes.js';

const ROOT = join(import.meta.dirname, '..');

const workspaces = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -1)}${name}`) : [pattern],
);

/** The `name` of every vitest project the root config reaches (each workspace's, and the repository's). */
const projectNames = ['test', ...workspaces]
  .map((folder) => join(ROOT, folder, 'vitest.config.ts'))
  .filter((config) => existsSync(config))
  .map((config) => /\bname: '([^']+)'/.exec(readFileSync(config, 'utf8'))?.[1] ?? config);

const matches = (pattern: string, name: string) => new RegExp(`^${pattern.replaceAll('*', '.*')}$`).test(name);
const lanesOf = (name: string) =>
  [NODE_TEST_PROJECTS, WEB_TEST_PROJECTS].filter((lane) => lane.some((pattern) => matches(pattern, name))).length;

describe("npm test's vitest lanes", () => {
  it('finds the projects', () => {
    expect(projectNames).toEqual(expect.arrayContaining(['repo', 'svc-news', 'shell', 'mf-feed', 'web-kit']));
  });

  it.each(projectNames)('runs %s in exactly one lane', (name) => {
    expect(lanesOf(name)).toBe(1);
  });
});
