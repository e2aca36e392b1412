// `npm run bench [name...]`: runs the named benchmarks (all by default) and prints their figures.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';
import { benchDev } from './dev.js';
import { benchEvents } from './events.js';
import { benchFeed, benchFeedScale } from './feed.js';
import { benchFeedCaches } from './feed-caches.js';
import { benchGatewayOverhead, benchGatewayTracing } from './gateway-overhead.js';
import { benchGrowth } from './growth.js';
import { benchLighthouse } from './lighthouse.js';
import { benchReaders } from './readers.js';
import { benchSearch } from './search.js';
import { benchStartTime } from './start-time.js';
import { benchStory } from './story.js';
import { benchWeb } from './web.js';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  'gateway-overhead': benchGatewayOverhead,
  'gateway-tracing': benchGatewayTracing,
  'start-time': benchStartTime,
  feed: benchFeed,
  'feed-scale': benchFeedScale,
  'feed-caches': benchFeedCaches,
  search: benchSearch,
  story: benchStory,
  events: benchEvents,
  growth: benchGrowth,
  readers: benchReaders,
  web: benchWeb,
  lighthouse: benchLighthouse,
  dev: benchDev,
};

mkdirSync(join(ROOT, '.test-engines'), { recursive: true });
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BENCHMARKS);
for (const name of chosen) {
  const bench = BENCHMARKS[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; choose from: ${Object.keys(BENCHMARKS).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  await bench();
}
