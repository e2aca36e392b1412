// Running commands from the scripts: inheriting the terminal, and two at a time (the machines
// have two cores).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './engines.js';

export const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Runs one command in the repository root; resolves with its exit code. */
export function exec(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** Runs the commands `width` at a time; resolves with how many failed. */
export async function parallel(commands: Array<[string, string[]]>, width = 2): Promise<number> {
  let failures = 0;
  const queue = [...commands];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) if ((await exec(...next)) !== 0) failures++;
    }),
  );
  return failures;
}
