import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// Here, not beside the module: it spawns Node (the shell's web project has no Node types).
import { disableZodEval } from '../shell/src/lib/zod-without-eval.js';

const MODULE = fileURLToPath(new URL('../shell/src/lib/zod-without-eval.ts', import.meta.url));

/**
 * How often a fresh zod (its own process: zod keeps its verdict for the process) calls
 * `new Function` while building and parsing an object schema, with or without the set-up first.
 */
function functionsBuiltByZod(withSetUp: boolean): number {
  const script = `
    const real = globalThis.Function;
    let built = 0;
    globalThis.Function = new Proxy(real, { construct(target, args) { built += 1; return Reflect.construct(target, args); } });
    ${withSetUp ? `(await import(${JSON.stringify(MODULE)})).disableZodEval();` : ''}
    const { z } = await import('zod');
    z.object({ name: z.string() }).parse({ name: 'ada' });
    process.stdout.write(String(built));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(output.trim());
}

describe('disableZodEval', () => {
  it('without it, zod probes eval (what a CSP without unsafe-eval reports as an issue)', () => {
    expect(functionsBuiltByZod(false)).toBeGreaterThan(0);
  });

  it('with it, a zod loaded afterwards builds no Function at all', () => {
    expect(functionsBuiltByZod(true)).toBe(0);
  });

  it('keeps the object a zod copy already holds', () => {
    const global = globalThis as { __zod_globalConfig?: object };
    const before = global.__zod_globalConfig;
    const held = (global.__zod_globalConfig = {});
    try {
      disableZodEval();
      expect(held).toEqual({ jitless: true });
    } finally {
      global.__zod_globalConfig = before;
    }
  });
});
