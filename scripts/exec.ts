// Running commands from the scripts: inheriting the terminal, and two at a time (the machines
// have two cores).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './engines.js';

export const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Where a command's output goes: the terminal, or a function that keeps it for later. */
export type Output = 'terminal' | ((chunk: string) => void);

/** Runs one command in the repository root; resolves with its exit code. */
export function exec(command: string, args: string[], output: Output = 'terminal', env: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: output === 'terminal' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
    });
    if (output !== 'terminal') {
      child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => output(chunk.toString()));
    }
    child.on('close', (code) => done(code ?? 1));
  });
}

/** Runs one command in the repository root and keeps its output; resolves with both (a command
 * that cannot start is exit code 127, as a shell says). */
export function capture(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', (error) => done({ code: 127, output: `${command}: ${error.message}\n` }));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** Runs the commands `width` at a time; resolves with how many failed. */
export async function parallel(commands: Array<[string, string[]]>, width = 2, output: Output = 'terminal'): Promise<number> {
  let failures = 0;
  const queue = [...commands];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) if ((await exec(...next, output)) !== 0) failures++;
    }),
  );
  return failures;
}
