// `npm start` and `npm test` (scripts/bootstrap.mjs) run `npm install` only when it has something
// to do: node_modules missing or incomplete, or the lockfile or a package.json's dependencies
// changed since the last install that finished (scripts/install-state.mjs decides).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_STAMP, installReason, recordInstall } from '../scripts/install-state.mjs';

let root: string;
const write = (file: string, content: unknown) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
};
const manifest = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
/** What a finished `npm install` leaves: node_modules with tsx in it, and the stamp bootstrap.mjs writes. */
const install = () => {
  write('node_modules/tsx/dist/cli.mjs', '');
  recordInstall(root);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tidings-bootstrap-'));
  write('package.json', { name: 'app', private: true, scripts: { start: 'node scripts/bootstrap.mjs start' }, workspaces: ['packages/*', 'svc-news'], devDependencies: { tsx: '^4' } });
  write('packages/kit/package.json', { name: '@app/kit', dependencies: { zod: '^4' } });
  write('svc-news/package.json', { name: '@app/svc-news', dependencies: { fastify: '^5' } });
  write('package-lock.json', { name: 'app', lockfileVersion: 3, packages: {} });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start installs first', () => {
  it('installs on a fresh clone, where node_modules is missing', () => {
    expect(installReason(root)).toBe('node_modules is missing');
  });

  it('skips the install when nothing changed since the last one', () => {
    install();
    expect(installReason(root)).toBeUndefined();
    // What npm install ignores changes nothing either: scripts, descriptions, other files.
    write('package.json', { ...manifest('package.json'), scripts: { start: 'node other.mjs' }, description: 'x' });
    write('svc-news/src/app.ts', 'export {};');
    expect(installReason(root)).toBeUndefined();
  });

  it('installs again when package-lock.json changed since the last install', () => {
    install();
    write('package-lock.json', { name: 'app', lockfileVersion: 3, packages: { 'node_modules/zod': { version: '4.1.0' } } });
    expect(installReason(root)).toBe('package-lock.json or a package.json changed since the last install');
    install();
    expect(installReason(root)).toBeUndefined();
  });

  it("installs again when a package.json's dependencies changed, the lockfile not yet", () => {
    install();
    write('packages/kit/package.json', { ...manifest('packages/kit/package.json'), dependencies: { zod: '^4', pino: '^10' } });
    expect(installReason(root)).toMatch(/a package\.json changed/);
    install();
    // A new workspace (its folder matched by packages/*) counts too.
    write('packages/web/package.json', { name: '@app/web', dependencies: { react: '^19' } });
    expect(installReason(root)).toMatch(/a package\.json changed/);
  });

  it('installs when an install did not finish (no stamp) or node_modules lost what runs next', () => {
    install();
    rmSync(join(root, INSTALL_STAMP));
    expect(installReason(root)).toBe('no install has finished here');
    install();
    rmSync(join(root, 'node_modules', 'tsx'), { recursive: true });
    expect(installReason(root)).toBe('node_modules lacks tsx');
  });

  it('keeps the stamp inside node_modules, so deleting node_modules forgets it', () => {
    install();
    rmSync(join(root, 'node_modules'), { recursive: true });
    expect(installReason(root)).toBe('node_modules is missing');
  });
});
