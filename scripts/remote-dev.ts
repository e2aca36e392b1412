// `npm run dev -w <remote>`: that remote's Rspack
// dev server alone, with React Refresh, served into a running Tidings — `npm start`'s at
// http://localhost:8080 unless TIDINGS_URL names another (a deployed gateway). The whole product
// rebuilt on every save is still `npm run dev -- <app>` at the root (scripts/dev.ts).
// Run under tsx's ESM hook only (`node --import tsx/esm`, as the workspaces' dev scripts do), never
// `npx tsx`: its CommonJS hook would leave `__name()` calls in the federation runtime Rspack
// stringifies into the bundle (scripts/build-web.ts has the whole story).
import { REMOTES } from '@tidings/contracts/frontend-registry';
import { remoteOfFolder, startRemoteDevServer } from './remote-dev/start-remote-dev-server.js';

if (!process.execArgv.includes('tsx/esm')) {
  console.error('Run it as `npm run dev -w <remote>` (node --conditions=source --import tsx/esm), not with npx tsx.');
  process.exit(2);
}
const folder = process.argv[2] ?? '';
const remote = remoteOfFolder(folder);
if (!remote) {
  console.error(`usage: npm run dev -w <${Object.values(REMOTES).map((item) => item.folder).join('|')}>`);
  process.exit(2);
}
const upstream = process.env.TIDINGS_URL ?? 'http://localhost:8080';
// One port per remote by default, so two teams' dev servers (or one remote's and another's) coexist.
const port = Number(process.env.DEV_PORT ?? 3100 + Object.keys(REMOTES).indexOf(remote) + 1);

const reachable = await fetch(new URL('/mf/remotes.json', upstream)).then((answer) => answer.ok, () => false);
if (!reachable) console.warn(`Tidings does not answer at ${upstream} yet: start it (npm start) or set TIDINGS_URL.`);

const server = await startRemoteDevServer({
  folder,
  upstream,
  port,
  onRebuilt: (stats) => console.log(`[${folder}] rebuilt in ${(stats.endTime ?? 0) - (stats.startTime ?? 0)} ms${stats.hasErrors() ? ' with errors' : ''}`),
});
console.log(`\n${folder} dev server: ${server.url}/  (Tidings from ${upstream}, ${folder} from this checkout, hot reload)`);
console.log(`Standalone: ${server.url}/standalone/   Stop: Ctrl-C\n`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
