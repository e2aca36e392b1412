// Playwright drives Debian's Chromium here: `npx playwright install` cannot download on these
// machines. Installs it when absent and allowed (root with apt-get), or says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Chromium from Debian packages (first time only)...');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install chromium by hand.`);
  }
}
