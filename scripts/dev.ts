// `npm run dev -w <app>` (or `npx tsx scripts/dev.ts <app>`): the whole product as `npm start`
// runs it — engines, services, a gateway with working sign-in — while one frontend is rebuilt on
// every save. The gateway serves `<app>/dist` as it is written, so a reload shows the change.
// Production mode on purpose: React 19 cannot mix a development remote with the production
// shell on one page, and the shell shares its React with every remote.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildAll } from './build.js';
import { ROOT } from './engines.js';
import { startStack } from './stack.js';

const APPS = ['shell', 'mf-feed', 'mf-discover', 'mf-profile', 'mf-onboarding'];
const app = process.argv[2] ?? '';
if (!APPS.includes(app)) {
  console.error(`usage: npx tsx scripts/dev.ts <${APPS.join('|')}>`);
  process.exit(2);
}

try {
  buildAll();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, 'data'));
const stack = await startStack({
  dataDir,
  port: Number(process.env.PORT ?? 8080),
  mongoUrl: process.env.MONGO_URL,
  natsUrl: process.env.NATS_URL,
  echoWarnings: true,
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

const watcher = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'build-web.ts'), '--watch', app], {
  cwd: ROOT,
  stdio: 'inherit',
});

console.log(`\nTidings is running at ${stack.url} with ${app} rebuilt on every save (reload the page to see it).`);
console.log(`Sign in with 'Quick Test Login' (testuser / password123). Logs: ${join(dataDir, 'logs')}   Stop: Ctrl-C\n`);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  watcher.kill('SIGTERM');
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
watcher.on('exit', () => void shutdown(1));
void stack.crashed.then((reason) => {
  console.error(`\n${reason}`);
  void shutdown(1);
});
