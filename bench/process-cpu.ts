// CPU time each process of a running stack spends, read from /proc (Linux). On a shared machine
// the wall-clock rates of a benchmark say more about the neighbours than about the product; the
// CPU seconds a process spends per unit of work barely move with them, and their sum says what
// dedicated cores could do.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';

/** Linux's USER_HZ: /proc reports CPU time in these ticks on every common build. */
const TICKS_PER_SECOND = 100;

export interface StackProcess {
  name: string;
  pid: number;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** A NATS URL without its user and password: each process of a stack connects as its own user. */
const serverOf = (url: string) => url.replace(/\/\/[^@/]*@/g, '//');

/**
 * The stack's processes: its engines by their data folders, its Node processes by their script
 * and the NATS server in their environment (other stacks on the machine run the same scripts).
 */
export function stackProcesses(dataDir: string, natsUrl: string): StackProcess[] {
  const found: StackProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = read(join('/proc', entry, 'cmdline')).split('\0');
    let name: string | undefined;
    if (args.some((arg) => arg === join(dataDir, 'nats'))) name = 'nats-server';
    else if (args.some((arg) => arg === join(dataDir, 'ferretdb'))) name = 'ferretdb';
    else {
      const script = args.find((arg) => arg.startsWith(ROOT) && arg.endsWith(join('dist', 'server.js')));
      if (script && read(join('/proc', entry, 'environ')).split('\0').some((variable) => variable.startsWith('NATS_URL=') && serverOf(variable.slice(9)) === serverOf(natsUrl))) {
        name = script.slice(ROOT.length + 1).split('/')[0];
      }
    }
    if (name) found.push({ name, pid: Number(entry) });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** CPU milliseconds (user + system) the process has used so far; 0 once it is gone. */
export function cpuMs(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND || 0;
}

/** CPU milliseconds per process between now and the returned function's call. */
export function cpuMeter(processes: readonly StackProcess[]): () => Map<string, number> {
  const start = new Map(processes.map((p) => [p.pid, cpuMs(p.pid)]));
  return () => {
    const used = new Map<string, number>();
    for (const p of processes) used.set(p.name, (used.get(p.name) ?? 0) + cpuMs(p.pid) - start.get(p.pid)!);
    return used;
  };
}

/**
 * Waits until the processes together have used less than `busyMs` of CPU in each of `quietS`
 * seconds in a row (at most `limitMs`); answers how long it waited. A stack just started seeds its
 * starter content a few seconds later (svc-news and the database: ~8 CPU seconds, after a quiet
 * moment): a measurement begun then counts that work as the load's.
 */
export async function untilIdle(processes: readonly StackProcess[], { busyMs = 100, quietS = 5, limitMs = 120_000 } = {}): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  while (quiet < quietS && Date.now() - started < limitMs) {
    const used = cpuMeter(processes);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let total = 0;
    for (const ms of used().values()) total += ms;
    quiet = total < busyMs ? quiet + 1 : 0;
  }
  return Date.now() - started;
}
