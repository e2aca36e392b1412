// A process of keys.test.ts's start-up race: says `ready` once it runs, is told `startAt` on stdin
// (the test waits for every process, however long tsx took to start it), then loads (or makes)
// the private key of round r's folder at `startAt + r * ROUND_MS`, as the other processes do at
// the same moments, and prints each round's public key or error as JSON.
import { once } from 'node:events';
import { join } from 'node:path';
import { loadOrCreatePrivateKey } from '../keys.js';

const ROUND_MS = 40;

async function until(at: number): Promise<void> {
  if (at - Date.now() > 2) await new Promise((resolve) => setTimeout(resolve, at - Date.now() - 2));
  // The last milliseconds spun, so the processes start each round within a millisecond of each other.
  while (Date.now() < at);
}

const [baseDir, rounds] = process.argv.slice(2);
process.stdout.write('ready\n');
const [startLine] = (await once(process.stdin, 'data')) as [Buffer];
const startAt = Number(startLine.toString().trim());
const results: Array<{ publicKey?: string; error?: string; late?: boolean }> = [];
for (let round = 0; round < Number(rounds); round++) {
  const at = Number(startAt) + round * ROUND_MS;
  const late = Date.now() > at;
  await until(at);
  try {
    results.push({ publicKey: (await loadOrCreatePrivateKey(join(baseDir!, `round-${round}`, 'keys', 'session.pem'))).publicKey, late });
  } catch (error) {
    results.push({ error: String(error), late });
  }
}
process.stdout.write(JSON.stringify(results));
