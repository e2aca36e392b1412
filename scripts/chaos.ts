// `npm run chaos`: the long chaos run (test/chaos/chaos-run.ts) on the built product. It prints
// the figures and fails when a write answered 2xx was lost or stored twice, a read did not reach
// svc-news, or an outage answered anything but 503, hung, or did not show in the gateway's /readyz. CHAOS_DURATION (e.g. 10m, default 3m)
// sets how long it runs; CHAOS_OUTAGE (default 10s) how long each part stays dead; CHAOS_INSTANCES
// (default 2) how many processes of each service run behind the gateway.
import { ensureFerretdb, ensureNatsServer } from './engines.js';
import { formatFigures, outageProblems, runChaos, unexpectedAnswers } from '../test/chaos/chaos-run.js';

function seconds(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const match = /^(\d+)\s*(s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`not a duration: ${value} (e.g. 90s or 5m)`);
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

const duration = seconds(process.env.CHAOS_DURATION, 180);
const outage = seconds(process.env.CHAOS_OUTAGE, 10);
const recovery = 10;
const instances = Number(process.env.CHAOS_INSTANCES ?? 2);
// A round kills four parts; each costs its outage, the restart (a few seconds) and the recovery.
const rounds = Math.max(1, Math.round(duration / (4 * (outage + recovery + 5))));
ensureFerretdb();
ensureNatsServer();
console.log(`chaos: ${instances} instance(s) of each service, ${rounds} round(s) of 4 faults, ${outage} s outages, ${recovery} s between`);
const figures = await runChaos({ outageMs: outage * 1000, recoveryMs: recovery * 1000, readers: 4, rounds, instances, log: (line) => console.log(`[chaos] ${line}`) });
console.log(formatFigures(figures));
const bad = unexpectedAnswers(figures);
const unnoticed = outageProblems(figures);
const ok = figures.lost === 0 && figures.duplicates === 0 && figures.projected === figures.reads && figures.readInFeed === 0 && bad.length === 0 && unnoticed.length === 0;
console.log(ok ? 'chaos: nothing lost' : `chaos: FAILED${bad.length ? ` (unexpected answers: ${bad.join(', ')})` : ''}${unnoticed.length ? ` (${unnoticed.join('; ')})` : ''}`);
process.exit(ok ? 0 : 1);
