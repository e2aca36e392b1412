// Runs `npm run dev -w <remote>` as a team would, for the e2e spec and the dev bench: a process
// of its own (its own group, so stopping it stops npm, tsx and the server), its output read line
// by line, and a wait for its remoteEntry.js.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { devRemotePath } from '@tidings/rspack-config/dev/dev-settings';
import { ROOT } from '../engines.js';

export interface SpawnedRemoteDev {
  url: string;
  remoteEntryUrl: string;
  /** Resolves with the next output line that matches. */
  nextLine(pattern: RegExp): Promise<string>;
  /** Resolves once remoteEntry.js answers 200 (the first build is done), with the time it took. */
  waitForEntry(timeoutMs: number): Promise<number>;
  output(): string;
  stop(): Promise<void>;
}

export function spawnRemoteDev({ folder, upstream, port }: { folder: string; upstream: string; port: number }): SpawnedRemoteDev {
  const started = performance.now();
  const child = spawn('npm', ['run', 'dev', '-w', folder], {
    cwd: ROOT,
    env: { ...process.env, TIDINGS_URL: upstream, DEV_PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiters.filter((item) => item.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const remoteEntryUrl = `${url}${devRemotePath(folder)}remoteEntry.js`;

  return {
    url,
    remoteEntryUrl,
    nextLine: (pattern) => new Promise((resolve) => waiters.push({ pattern, resolve })),
    output: () => lines.join('\n'),
    async waitForEntry(timeoutMs) {
      const deadline = started + timeoutMs;
      while (performance.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`npm run dev -w ${folder} exited:\n${lines.join('\n')}`);
        const ok = await fetch(remoteEntryUrl, { signal: AbortSignal.timeout(Math.ceil(Math.max(1, deadline - performance.now()))) }).then(
          (answer) => answer.ok,
          () => false,
        );
        if (ok) return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${remoteEntryUrl} did not answer within ${timeoutMs} ms:\n${lines.join('\n')}`);
    },
    async stop() {
      if (child.pid === undefined || !groupAlive(child.pid)) return;
      const group = child.pid;
      process.kill(-group, 'SIGTERM');
      const killed = setTimeout(() => groupAlive(group) && process.kill(-group, 'SIGKILL'), 10_000);
      await exited;
      // npm leaves first; the server behind it is still closing (writing its cache).
      while (groupAlive(group)) await new Promise((resolve) => setTimeout(resolve, 100));
      clearTimeout(killed);
    },
  };
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}
