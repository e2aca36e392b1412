// `npm run typecheck` (and npm test's type step) must check what exists, all of it: every project
// it names is a file, every path a tsconfig includes is there (tsc says nothing about an include
// that matches nothing), and no workspace with TypeScript sources is left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPECHECK_PROJECTS } from '../scripts/typecheck.js';

const ROOT = join(import.meta.dirname, '..');

interface TsConfig {
  extends?: string;
  include?: string[];
  files?: string[];
}
const readConfig = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as TsConfig;

/** A config and the configs it extends, each with the paths its include and files name. */
function chain(project: string): { config: string; paths: string[] }[] {
  const config = readConfig(project);
  const own = { config: project, paths: [...(config.include ?? []), ...(config.files ?? [])].filter((path) => !path.includes('*')) };
  return config.extends ? [own, ...chain(join(dirname(project), config.extends))] : [own];
}

const workspaces = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -1)}${name}`) : [pattern],
);

describe('npm run typecheck', () => {
  it.each(TYPECHECK_PROJECTS)('checks %s, which exists and names only paths that exist', (project) => {
    expect(existsSync(join(ROOT, project)), project).toBe(true);
    for (const { config, paths } of chain(project)) {
      for (const path of paths) expect(existsSync(join(ROOT, dirname(config), path)), `${config} includes ${path}`).toBe(true);
    }
  });

  it('checks every workspace', () => {
    const checked = TYPECHECK_PROJECTS.flatMap((project) => chain(project).flatMap(({ config, paths }) => paths.map((path) => join(dirname(config), path))));
    for (const workspace of workspaces) {
      expect(existsSync(join(ROOT, workspace, 'package.json')), workspace).toBe(true);
      expect(checked, `${workspace}'s sources`).toContain(join(workspace, 'src'));
    }
  });
});
