// Vitest global setup for the integration tests: real engines, fresh for every run. Uses
// MONGO_URL / NATS_URL when given; otherwise starts the embedded FerretDB and nats-server on free
// ports with their data in a new folder under .test-engines/. The embedded nats-server has the
// production users and permissions, and lets a connection without credentials in as its admin:
// one test plays several services (publishing another's events, answering its requests). The
// services under their own users are tested in test/security/nats-permissions*.test.ts, and every
// e2e run uses them.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startFerretdb, startNats, type RunningEngine } from '../scripts/engines.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUrl: string;
    natsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const base = join(ROOT, '.test-engines');
  mkdirSync(base, { recursive: true });
  const runDir = mkdtempSync(join(base, 'run-'));
  const started: RunningEngine[] = [];

  const mongoUrl = process.env.MONGO_URL || (started.push(await startFerretdb(join(runDir, 'ferretdb'))), started.at(-1)!.url);
  const natsUrl = process.env.NATS_URL || (started.push(await startNats(join(runDir, 'nats'), undefined, { anonymousAdmin: true })), started.at(-1)!.url);
  project.provide('mongoUrl', mongoUrl);
  project.provide('natsUrl', natsUrl);

  return async () => {
    await Promise.all(started.map((engine) => engine.stop()));
    rmSync(runDir, { recursive: true, force: true });
  };
}
