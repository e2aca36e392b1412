// `npm start`: builds what changed, starts the embedded engines (or uses MONGO_URL / NATS_URL),
// the three services and the gateway, and prints the URL. Ctrl-C stops everything cleanly; data
// stays in ./data (or DATA_DIR) for the next start.
import { join, resolve } from 'node:path';
import { buildAll } from './build.js';
import { ROOT } from './engines.js';
import { startStack } from './stack.js';

const startedAt = Date.now();
const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, 'data'));

try {
  buildAll();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

console.log(
  `Starting Tidings (${process.env.MONGO_URL ? 'MONGO_URL' : 'embedded FerretDB'}, ${process.env.NATS_URL ? 'NATS_URL' : 'embedded NATS'})...`,
);
const stack = await startStack({
  dataDir,
  port,
  mongoUrl: process.env.MONGO_URL,
  natsUrl: process.env.NATS_URL,
  echoWarnings: true,
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(`\nTidings is running at ${stack.url}  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
console.log(`API docs: ${stack.url}/api/docs   Logs: ${join(dataDir, 'logs')}   Stop: Ctrl-C\n`);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Tidings...');
  await stack.stop();
  console.log('Stopped. Your data is kept in', dataDir);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
void stack.crashed.then((reason) => {
  if (stopping) return;
  console.error(`\n${reason}`);
  void shutdown(1);
});
